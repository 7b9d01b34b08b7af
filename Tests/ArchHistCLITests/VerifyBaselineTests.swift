import ArchHistCLI
import ArchHistCore
import ArchHistGit
import ArchHistTestSupport
import Testing

/// `check --verify-baseline`: a pulled baseline run is analysed again from git objects,
/// so a note forged to hide a violation in the baseline fails the gate.
@Suite struct VerifyBaselineTests {
    /// The remote's notes after a backfill, with the note of `commits[0]` (no shortcut)
    /// given the violations of `commits[1]` (the shortcut): the shortcut then reads as
    /// known in every check against `commits[0]`.
    private func forgedHistory() throws -> SharedHistory {
        let history = try SharedHistory.make()
        let recording = try history.clone()
        #expect(CLIHarness(directory: recording.root).run("backfill").exitCode == .ok)
        #expect(CLIHarness(directory: recording.root).run("push").exitCode == .ok)
        let remote = GitNotesRemote(root: recording.root, remote: "origin")
        let notes = try #require(try remote.fetch())
        let (base, candidate) = (history.commits[0], history.commits[1])
        func note(_ commit: String) throws -> [String] {
            try recording.git("cat-file", "blob", "\(notes):\(commit.prefix(2))/\(commit.dropFirst(2))")
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        func field(_ key: String, of lines: [String]) throws -> [String] {
            try #require(lines.first { $0.hasPrefix(key + "\t") }).split(separator: "\t").map(String.init)
        }
        let (baseNote, candidateNote) = (try note(base), try note(candidate))
        var counts = try field("counts", of: baseNote)
        var sets = try field("sets", of: baseNote)
        let (candidateCounts, candidateSets) = (
            try field("counts", of: candidateNote), try field("sets", of: candidateNote)
        )
        for index in 8...11 { counts[index] = candidateCounts[index] }
        sets[3] = candidateSets[3]
        let forged = baseNote.map { line in
            line.hasPrefix("counts\t")
                ? counts.joined(separator: "\t") : line.hasPrefix("sets\t") ? sets.joined(separator: "\t") : line
        }
        #expect(forged != baseNote)
        let written = try remote.write(
            base: notes, merging: nil,
            files: [
                NotesFile(
                    path: "\(base.prefix(2))/\(base.dropFirst(2))", content: Array(forged.joined(separator: "\n").utf8))
            ],
            message: "forged")
        try recording.git("push", "-q", "-f", "origin", "\(written):refs/notes/archhist")
        return history
    }

    @Test func aForgedBaselinePassesWithoutTheFlag_andFailsWithIt() throws {
        let history = try forgedHistory()
        let (base, candidate) = (history.commits[0], history.commits[1])
        let reader = try history.clone()
        let cli = CLIHarness(directory: reader.root)
        let pulled = cli.run("pull")
        #expect(pulled.exitCode == .ok, "\(pulled.stderr)")
        let trusting = cli.run("check", "--baseline", base, "--commit", candidate)
        #expect(trusting.exitCode == .ok, "the forged run hides the shortcut: \(trusting.stdout)")
        let verifying = cli.run("check", "--baseline", base, "--commit", candidate, "--verify-baseline")
        #expect(verifying.exitCode == .environment)
        #expect(
            verifying.stderr.contains(
                "the baseline run of \(base) does not match archhist's own analysis of it: 3 violations differ; "
                    + "someone may have forged the notes ref — record the baseline yourself: "
                    + "archhist record --force --commit \(base)"),
            "\(verifying.stderr)")
        #expect(verifying.stdout.isEmpty)
        // The advice, followed: the forged run is replaced by this clone's own, and the
        // gate sees the shortcut the forgery hid.
        #expect(cli.run("record", "--force", "--commit", base).stdout.hasPrefix("replaced \(base.prefix(12))"))
        let honest = cli.run("check", "--baseline", base, "--commit", candidate, "--verify-baseline")
        #expect(honest.exitCode == .findings, "\(honest.stderr)")
    }

    @Test func anHonestBaselinePassesSilently_andTheGateJudgesAsBefore() throws {
        let history = try SharedHistory.make()
        let recording = try history.clone()
        #expect(CLIHarness(directory: recording.root).run("backfill").exitCode == .ok)
        #expect(CLIHarness(directory: recording.root).run("push").exitCode == .ok)
        let reader = try history.clone()
        let cli = CLIHarness(directory: reader.root)
        #expect(cli.run("pull").exitCode == .ok)
        let (base, candidate) = (history.commits[0], history.commits[1])
        let plain = cli.run("check", "--baseline", base, "--commit", candidate)
        let verified = cli.run("check", "--baseline", base, "--commit", candidate, "--verify-baseline")
        #expect(plain.exitCode == .findings)
        #expect(verified.exitCode == .findings)
        #expect(verified.stdout == plain.stdout)
        #expect(verified.stderr == plain.stderr)
        // A baseline nobody recorded is analysed now: there is nothing to verify.
        let fresh = CLIHarness(directory: reader.root).run(
            "check", "--baseline", candidate, "--commit", history.commits[3], "--verify-baseline", "--db", "none.db")
        #expect(fresh.exitCode == .ok, "\(fresh.stderr)")
    }

    @Test func withoutTheBaselinesObjectsItSaysItCannotVerify() throws {
        let history = try forgedHistory()
        let base = history.commits[0]
        let reader = try history.clone(depth: 1)
        let cli = CLIHarness(directory: reader.root)
        #expect(cli.run("pull").exitCode == .ok)
        #expect(cli.run("check", "--baseline", base).exitCode == .ok)
        let verifying = cli.run("check", "--baseline", base, "--verify-baseline")
        #expect(verifying.exitCode == .usage)
        #expect(
            verifying.stderr.contains(
                "cannot verify the baseline run of \(base): this clone lacks the commit's objects"),
            "\(verifying.stderr)")
    }
}
