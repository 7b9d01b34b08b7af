import ArchHistCLI
import ArchHistCore
import ArchHistGit
import ArchHistTestSupport
import Testing

/// Where this clone has a pulled run's commit, the run must record the files of the
/// commit's tree and name its parents; a forged one is refused with a warning, the
/// rest imports. Where git lacks the commit, the run is taken as it is.
@Suite struct PulledRunsCheckTests {
    /// A backfilled, pushed history whose notes `forge` then rewrites: it is given
    /// the lines of every note by commit and returns the notes to write.
    private func forgedHistory(
        _ forge: (_ commits: [String], _ notes: [String: [String]]) throws -> [String: [String]]
    ) throws -> SharedHistory {
        let history = try SharedHistory.make()
        let recording = try history.clone()
        #expect(CLIHarness(directory: recording.root).run("backfill").exitCode == .ok)
        #expect(CLIHarness(directory: recording.root).run("push").exitCode == .ok)
        let remote = GitNotesRemote(root: recording.root, remote: "origin")
        let notes = try #require(try remote.fetch())
        var lines: [String: [String]] = [:]
        for commit in history.commits {
            lines[commit] = try recording.git("cat-file", "blob", "\(notes):\(Self.path(commit))")
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        let files = try forge(history.commits, lines).map { commit, note in
            NotesFile(path: Self.path(commit), content: Array(note.joined(separator: "\n").utf8))
        }
        let written = try remote.write(base: notes, merging: nil, files: files, message: "forged")
        try recording.git("push", "-q", "-f", "origin", "\(written):refs/notes/archhist")
        return history
    }

    private static func path(_ commit: String) -> String { commit.prefix(2) + "/" + commit.dropFirst(2) }

    /// `note` with its lines starting with `key` and a tab replaced by `other`'s.
    private static func taking(_ keys: [String], from other: [String], into note: [String]) -> [String] {
        note.map { line in
            guard let key = keys.first(where: { line.hasPrefix($0 + "\t") }) else { return line }
            return other.first { $0.hasPrefix(key + "\t") } ?? line
        }
    }

    @Test func aRunWhoseFilesAreNotItsCommitsIsRefused_unlessGitLacksTheCommit() throws {
        // The shortcut's commit claims the files, counts and findings of the commit before it.
        let history = try forgedHistory { commits, notes in
            [commits[1]: Self.taking(["counts", "sets"], from: notes[commits[0]]!, into: notes[commits[1]]!)]
        }
        let target = history.commits[1]
        let full = try history.clone()
        let pulled = CLIHarness(directory: full.root).run("pull")
        #expect(pulled.exitCode == .ok)
        #expect(
            pulled.stderr
                == "warning: skipped the note of \(target.prefix(12)): its files do not match the commit's tree\n")
        #expect(pulled.stdout.hasPrefix("pulled from origin: imported 3 runs, 0 already here, 1 skipped"))
        #expect(!CLIHarness(directory: full.root).run("log", "--all-specs").stdout.contains(String(target.prefix(12))))

        // A clone of depth 1 lacks the commit: the run is taken as it is.
        let shallow = try history.clone(depth: 1)
        let trusted = CLIHarness(directory: shallow.root).run("pull")
        #expect(trusted.stderr.isEmpty, "\(trusted.stderr)")
        #expect(trusted.stdout.hasPrefix("pulled from origin: imported 4 runs, 0 already here, 0 skipped"))

        // `merge` asks git the same: the shallow clone's database brings the forged run.
        let merged = CLIHarness(directory: full.root).run(
            "merge", shallow.root + "/.archhist/history.db", "--db", "m.db")
        #expect(merged.exitCode == .ok)
        #expect(
            merged.stderr
                == "warning: skipped the note of \(target.prefix(12)): its files do not match the commit's tree\n")
        #expect(merged.stdout.hasSuffix("imported 3 runs, 0 already here, 1 skipped\n"), "\(merged.stdout)")
    }

    @Test func aRunNamingOtherParentsThanGitsIsRefused() throws {
        // The commit that removes the shortcut claims the first commit as its parent.
        let history = try forgedHistory { commits, notes in
            let forged = notes[commits[2]]!.map { line in
                line.hasPrefix("commit\t") ? line.replacingOccurrences(of: commits[1], with: commits[0]) : line
            }
            #expect(forged != notes[commits[2]]!)
            return [commits[2]: forged]
        }
        let target = history.commits[2]
        let full = try history.clone()
        let cli = CLIHarness(directory: full.root)
        let pulled = cli.run("pull")
        #expect(
            pulled.stderr
                == "warning: skipped the note of \(target.prefix(12)): its parents do not match the commit's\n")
        #expect(pulled.stdout.hasPrefix("pulled from origin: imported 3 runs, 0 already here, 1 skipped"))

        // In a clone of depth 2 the commit is at the boundary: git shows it without parents,
        // its object names them, and they are not the note's.
        let depth2 = try history.clone(depth: 2)
        let boundary = CLIHarness(directory: depth2.root).run("pull")
        #expect(
            boundary.stderr
                == "warning: skipped the note of \(target.prefix(12)): its parents do not match the commit's\n")
    }

    @Test func honestRunsImportWhole_inFullAndShallowClones() throws {
        let history = try forgedHistory { _, _ in [:] }
        for depth in [nil, 1, 2] {
            let clone = try history.clone(depth: depth)
            let pulled = CLIHarness(directory: clone.root).run("pull")
            #expect(pulled.stderr.isEmpty, "depth \(String(describing: depth)): \(pulled.stderr)")
            #expect(pulled.stdout.hasPrefix("pulled from origin: imported 4 runs, 0 already here, 0 skipped"))
        }
    }
}
