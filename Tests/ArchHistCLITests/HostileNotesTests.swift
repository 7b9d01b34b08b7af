import ArchHistCLI
import ArchHistCore
import ArchHistGit
import ArchHistStore
import ArchHistTestSupport
import Foundation
import Testing

/// Whoever can push to the remote's refs/notes/archhist writes what every teammate's
/// pull reads: a note that fails the checks is skipped with a warning naming its
/// commit, and the rest of the history still travels both ways.
@Suite struct HostileNotesTests {
    private func recordedHistory() throws -> (SharedHistory, GitSandbox, GitNotesRemote, base: String) {
        try PushedHistory().parts
    }

    private func notePath(_ commit: String) -> String { commit.prefix(2) + "/" + commit.dropFirst(2) }

    /// Each way of spoiling the note of one commit, as the notes tree's files to write.
    private func hostileVariants(of note: String, commit: String) -> [(String, [NotesFile])] {
        func replacing(_ key: String, with line: String) -> [UInt8] {
            let lines = note.split(separator: "\n", omittingEmptySubsequences: false)
            return Array(lines.map { $0.hasPrefix(key + "\t") ? line : String($0) }.joined(separator: "\n").utf8)
        }
        let counts = note.split(separator: "\n").first { $0.hasPrefix("counts\t") }.map(String.init) ?? ""
        var fields = counts.split(separator: "\t").map(String.init)
        let files = Int(fields[1]) ?? 0
        fields[1] = String(files + 1)
        let unequal = fields.joined(separator: "\t")
        fields[1] = "9223372036854775807"
        let huge = fields.joined(separator: "\t")
        let path = notePath(commit)
        let withRenames = { (renames: String) -> [UInt8] in
            let lines = note.split(separator: "\n", omittingEmptySubsequences: false).filter {
                !$0.hasPrefix("renames")
            }
            var result: [Substring] = []
            for line in lines {
                result.append(line)
                if line.hasPrefix("subject\t") { result.append(Substring(renames)) }
            }
            return Array(result.joined(separator: "\n").utf8)
        }
        var invalid = Array(note.utf8)
        invalid.insert(contentsOf: [0xFF, 0xFE], at: invalid.firstRange(of: Array("subject\t".utf8))!.upperBound)
        let deeper = String(commit.prefix(2) + "/" + commit.dropFirst(2).prefix(2) + "/" + commit.dropFirst(4))
        return [
            ("malformed JSON", [NotesFile(path: path, content: replacing("manifests", with: "manifests\t{not json"))]),
            ("counts out of bounds", [NotesFile(path: path, content: replacing("counts", with: huge))]),
            ("counts unequal to the set", [NotesFile(path: path, content: replacing("counts", with: unequal))]),
            ("absolute path", [NotesFile(path: path, content: withRenames("renames\t/etc/passwd\tA.swift"))]),
            ("path with ..", [NotesFile(path: path, content: withRenames("renames\tA.swift\t../../x.swift"))]),
            ("invalid UTF-8", [NotesFile(path: path, content: invalid)]),
            ("upper-case duplicate", [NotesFile(path: path.uppercased(), content: Array(note.utf8))]),
            ("deeper fan-out duplicate", [NotesFile(path: deeper, content: Array(note.utf8))]),
        ]
    }

    @Test func eachHostileNoteIsSkippedWithAWarning_theOthersImport_andPushStillWorks() throws {
        let (history, recording, remote, base) = try recordedHistory()
        let target = history.commits[1]
        let note = try recording.git("cat-file", "blob", base + ":" + notePath(target))
        let reader = try history.clone(depth: 1)
        let cli = CLIHarness(directory: reader.root)
        for (index, (variant, files)) in hostileVariants(of: note, commit: target).enumerated() {
            let hostile = try remote.write(base: base, merging: nil, files: files, message: variant)
            try recording.git("push", "-q", "-f", "origin", "\(hostile):refs/notes/archhist")
            let db = "pull\(index).db"
            let pulled = cli.run("pull", "--db", db)
            #expect(pulled.exitCode == .ok, "\(variant): \(pulled.stderr)")
            let warnings = pulled.stderr.split(separator: "\n")
            #expect(warnings.count == 1, "\(variant): \(pulled.stderr)")
            #expect(
                warnings.first?.hasPrefix("warning: skipped the note of \(target.prefix(12)): ") == true,
                "\(variant): \(pulled.stderr)")
            #expect(
                pulled.stdout.hasPrefix("pulled from origin: imported 3 runs, 0 already here, 1 skipped"),
                "\(variant): \(pulled.stdout)")
            let log = cli.run("log", "--all-specs", "--db", db).stdout
            #expect(!log.contains(String(target.prefix(12))), "\(variant)")
            // `trend` and `log` sum the counts: they answer, nothing overflows.
            #expect(cli.run("trend", "--db", db).exitCode == .ok, "\(variant)")
            // The team can still push: the pusher's own run of that commit replaces the note.
            let pushed = CLIHarness(directory: recording.root).run("push")
            #expect(pushed.exitCode == .ok, "\(variant): \(pushed.stderr)")
        }
    }

    @Test func mergeRefusesWhatIsNotARegularFile_aFIFOWithoutHanging() throws {
        let history = try SharedHistory.make()
        let runner = try history.clone()
        let cli = CLIHarness(directory: runner.root)
        #expect(mkfifo(runner.root + "/pipe.db", 0o600) == 0)
        try FileManager.default.createDirectory(
            atPath: runner.root + "/folder.db", withIntermediateDirectories: true)
        for file in ["pipe.db", "folder.db"] {
            let refused = cli.run("merge", file)
            #expect(refused.exitCode == .environment, "\(file)")
            #expect(refused.stderr.contains("not a regular file"), "\(file): \(refused.stderr)")
        }
    }

    @Test func mergeSkipsARunWhoseCountsAreOutOfBounds() throws {
        let history = try SharedHistory.make()
        let runner = try history.clone()
        let cli = CLIHarness(directory: runner.root)
        #expect(cli.run("backfill", "--db", "cache.db").exitCode == .ok)
        let cache = try Database.open(path: runner.root + "/cache.db")
        try cache.execute(
            "UPDATE runs SET lines = 9223372036854775807 WHERE commit_sha = ?", [history.commits[2]])
        let merged = cli.run("merge", "cache.db")
        #expect(merged.exitCode == .ok)
        #expect(merged.stdout == "merged cache.db: imported 3 runs, 0 already here, 1 skipped\n")
        #expect(merged.stderr.hasPrefix("warning: skipped the note of \(history.commits[2].prefix(12)): "))
        #expect(cli.run("trend").exitCode == .ok)
    }
}
