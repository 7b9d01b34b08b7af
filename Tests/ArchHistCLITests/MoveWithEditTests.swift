import ArchHistStore
import ArchHistTestSupport
import Foundation
import Testing

/// A pull request that moves a file and edits it, gated in a clone without the base's
/// objects: the sketches of the base's lines its pulled run carries find the move as
/// git's `-M50%` finds it in a full clone.
@Suite struct MoveWithEditTests {
    private static let moved = "Sources/BookingService/Legacy/Shortcut.swift"

    /// The shared history with its base recorded and pushed, and a pull request on
    /// `feature` that moves the file with the shortcut and gives it one more line.
    private func moveAndEdit() throws -> (history: SharedHistory, base: String) {
        let history = try SharedHistory.make()
        let base = history.commits[3]
        let recording = try history.clone()
        let recorder = CLIHarness(directory: recording.root)
        #expect(recorder.run("record", "--commit", base).exitCode == .ok)
        #expect(recorder.run("push").exitCode == .ok)
        let origin = history.origin
        try origin.git("checkout", "-q", "-b", "feature")
        try FileManager.default.createDirectory(
            atPath: origin.root + "/Sources/BookingService/Legacy", withIntermediateDirectories: true)
        try origin.git("mv", "Sources/BookingService/Shortcut.swift", Self.moved)
        let content = try String(contentsOfFile: origin.root + "/" + Self.moved, encoding: .utf8)
        try origin.write(Self.moved, content + "// kept until the wall is whole\n")
        try origin.commit("move the shortcut and say why")
        try origin.git("push", "-q", history.remoteFolder.root + "/remote.git", "feature")
        return (history, base)
    }

    @Test func test_check_inADepthOneCloneWithoutTheBase_followsAFileMovedAndEdited() throws {
        let (history, base) = try moveAndEdit()
        let full = try history.clone()
        try full.git("checkout", "-q", "feature")
        let there = CLIHarness(directory: full.root)
        #expect(there.run("pull").exitCode == .ok)
        let shallow = try GitSandbox(initialise: false)
        try shallow.git("clone", "-q", "--depth", "1", "--branch", "feature", history.url, ".")
        #expect(throws: (any Error).self) { try shallow.git("cat-file", "-e", base) }
        let here = CLIHarness(directory: shallow.root)
        #expect(here.run("pull").exitCode == .ok)
        let sketches = try Database.open(path: shallow.root + "/.archhist/history.db").fetchValue(
            Int.self, "SELECT count(sketch) FROM blobs")
        #expect((sketches ?? 0) > 0, "the pulled run's blobs came with their sketches")
        let passed = here.run("check", "--baseline", base)
        #expect(passed.exitCode == .ok, "\(passed.stdout)\(passed.stderr)")
        #expect(passed.stdout.contains("violations: 0 new"), "\(passed.stdout)")
        for query in [
            ["check", "--baseline", base], ["check", "--baseline", base, "--format", "sarif"], ["diff", base, "HEAD"],
        ] {
            let inFull = there.run(query)
            let inShallow = here.run(query)
            #expect(inShallow.exitCode == inFull.exitCode, "\(query): \(inShallow.stderr)")
            #expect(inShallow.stdout == inFull.stdout, "\(query)")
        }
    }

    /// Notes pushed before sketches existed have none: they still import, and a move
    /// with an edit then reads as a removal and an addition, as it did.
    @Test func test_notesWithoutSketches_stillImport() throws {
        let (history, base) = try moveAndEdit()
        let bare = history.remoteFolder.root + "/remote.git"
        let notes = try history.remoteFolder.git("ls-tree", "-r", "--name-only", "refs/notes/archhist", in: bare)
        #expect(notes.contains("sketches/"))
        // The remote's notes without their sketches, as an older archhist wrote them.
        let writer = try history.clone()
        try writer.git("fetch", "-q", "origin", "refs/notes/archhist:refs/notes/archhist")
        let tree = writer.root + "/../notes-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: tree) }
        try writer.git("worktree", "add", "-q", "--detach", tree, "refs/notes/archhist")
        try writer.git("rm", "-r", "-q", "sketches", in: tree)
        try writer.git("commit", "-q", "-m", "notes without sketches", in: tree)
        try writer.git("push", "-q", "-f", "origin", "HEAD:refs/notes/archhist", in: tree)

        let shallow = try GitSandbox(initialise: false)
        try shallow.git("clone", "-q", "--depth", "1", "--branch", "feature", history.url, ".")
        let cli = CLIHarness(directory: shallow.root)
        let pulled = cli.run("pull")
        #expect(pulled.stdout.hasPrefix("pulled from origin: imported 1 run, 0 already here, 0 skipped"))
        #expect(
            try Database.open(path: shallow.root + "/.archhist/history.db").fetchValue(
                Int.self, "SELECT count(sketch) FROM blobs") == 0)
        let check = cli.run("check", "--baseline", base)
        #expect(check.exitCode == .findings, "\(check.stdout)")
        #expect(check.stdout.contains("service-repo-wall (error): 1 new violation"), "\(check.stdout)")
    }
}
