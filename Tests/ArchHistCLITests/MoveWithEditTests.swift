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

    /// A database recorded before sketches existed gets them for the files of each
    /// commit recorded after, and its next push carries them.
    @Test func test_aDatabaseWithoutSketches_isCompletedAsCommitsAreRecorded() throws {
        let history = try SharedHistory.make()
        let clone = try history.clone()
        let cli = CLIHarness(directory: clone.root)
        #expect(cli.run("record", "--commit", history.commits[2]).exitCode == .ok)
        let path = clone.root + "/.archhist/history.db"
        try Database.open(path: path).execute("UPDATE blobs SET sketch = NULL")
        #expect(cli.run("record").exitCode == .ok)
        let unsketched = try Database.open(path: path).fetchValue(
            Int.self,
            """
            SELECT count(*) FROM run_files f JOIN blobs b ON b.oid = f.blob
            WHERE f.run_id = (SELECT max(id) FROM runs) AND b.sketch IS NULL
            """)
        #expect(unsketched == 0)
        #expect(cli.run("push").exitCode == .ok)
        let notes = try history.remoteFolder.git(
            "ls-tree", "-r", "--name-only", "refs/notes/archhist", in: history.remoteFolder.root + "/remote.git")
        let files = try Database.open(path: path).fetchValue(Int.self, "SELECT files FROM runs ORDER BY id DESC") ?? 0
        #expect(notes.split(separator: "\n").filter { $0.hasPrefix("sketches/") }.count >= files)
    }

    /// Notes pushed before sketches existed have none: they still import, and a move
    /// with an edit then reads as a removal and an addition, as it did.
    @Test func test_notesWithoutSketches_stillImport() throws {
        let (history, base) = try moveAndEdit()
        let bare = history.remoteFolder.root + "/remote.git"
        let notes = try history.remoteFolder.git("ls-tree", "-r", "--name-only", "refs/notes/archhist", in: bare)
        #expect(notes.contains("sketches/"))
        // The remote's notes without their sketches, as an older archhist wrote them.
        try rewriteNotes(of: history) { _, git in try git(["rm", "-r", "-q", "sketches"]) }

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

    /// A sketch that is not one is named in a warning; the runs import without it.
    @Test func test_aDamagedSketch_isSkippedWithAWarning_andTheRunsImport() throws {
        let (history, _) = try moveAndEdit()
        try rewriteNotes(of: history) { tree, git in
            let folder = tree + "/sketches"
            let first = try FileManager.default.subpathsOfDirectory(atPath: folder).sorted().first { $0.contains("/") }
            let path = folder + "/" + (first ?? "")
            try Data("archhist-sketch\t1\n3\t00000002\t00000001\n".utf8).write(to: URL(fileURLWithPath: path))
            try git(["commit", "-q", "-a", "-m", "a damaged sketch"])
        }
        let shallow = try history.clone(depth: 1)
        let pulled = CLIHarness(directory: shallow.root).run("pull")
        #expect(pulled.exitCode == .ok)
        #expect(pulled.stdout.hasPrefix("pulled from origin: imported 1 run, 0 already here, 0 skipped"))
        #expect(pulled.stderr.contains("warning: skipped sketches/"), "\(pulled.stderr)")
        #expect(pulled.stderr.contains("not ascending"), "\(pulled.stderr)")
        #expect(pulled.stderr.contains("the runs that use it were read without it"), "\(pulled.stderr)")
    }

    /// Replaces the remote's notes by what `edit` makes of a checkout of them (given
    /// the checkout's folder and a git that runs there); committed when it did not.
    private func rewriteNotes(
        of history: SharedHistory, _ edit: (String, ([String]) throws -> Void) throws -> Void
    ) throws {
        let writer = try history.clone()
        try writer.git("fetch", "-q", "origin", "refs/notes/archhist:refs/notes/archhist")
        let tree = writer.root + "/../notes-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: tree) }
        try writer.git("worktree", "add", "-q", "--detach", tree, "refs/notes/archhist")
        try edit(tree) { arguments in _ = try writer.run(arguments, in: tree) }
        if !(try writer.git("status", "--porcelain", in: tree)).isEmpty {
            try writer.git("commit", "-q", "-m", "notes rewritten", in: tree)
        }
        try writer.git("push", "-q", "-f", "origin", "HEAD:refs/notes/archhist", in: tree)
    }
}
