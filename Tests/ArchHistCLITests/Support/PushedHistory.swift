import ArchHistCLI
import ArchHistGit
import ArchHistTestSupport
import Testing

/// A remote holding the four runs of a backfill, the clone that pushed them, the
/// remote's notes as the clone reads them, and the notes commit they were fetched at:
/// where the tests of hostile, damaged or oversized notes start.
struct PushedHistory {
    let history: SharedHistory
    let recording: GitSandbox
    let remote: GitNotesRemote
    let base: String

    init() throws {
        history = try SharedHistory.make()
        recording = try history.clone()
        #expect(CLIHarness(directory: recording.root).run("backfill").exitCode == .ok)
        #expect(CLIHarness(directory: recording.root).run("push").exitCode == .ok)
        remote = GitNotesRemote(root: recording.root, remote: "origin")
        base = try #require(try remote.fetch())
    }

    /// The four, for a test that names them as locals.
    var parts: (SharedHistory, GitSandbox, GitNotesRemote, String) { (history, recording, remote, base) }
}
