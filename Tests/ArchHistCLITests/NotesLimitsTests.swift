import ArchHistCLI
import ArchHistCore
import ArchHistGit
import ArchHistStore
import ArchHistTestSupport
import Foundation
import Testing

/// What a pull reads of the remote's notes is bounded: an object over --max-note-bytes
/// is skipped unread (its size asked of git first), and a pull over --max-pull-bytes
/// stops before it and writes nothing.
@Suite struct NotesLimitsTests {
    private func recordedHistory() throws -> (SharedHistory, GitSandbox, GitNotesRemote, base: String) {
        try PushedHistory().parts
    }

    /// The note of `commit` replaced by 20 MiB that git keeps in a few kilobytes: a
    /// note that expands a thousandfold.
    private func pushInflating(
        _ commit: String, over base: String, remote: GitNotesRemote, from recording: GitSandbox
    ) throws -> String {
        let bomb = [UInt8](repeating: UInt8(ascii: "a"), count: 20 << 20)
        let path = NotesImportTests.notePath(commit)
        let hostile = try remote.write(
            base: base, merging: nil, files: [NotesFile(path: path, content: bomb)], message: "bomb")
        try recording.git("push", "-q", "-f", "origin", "\(hostile):refs/notes/archhist")
        return try recording.git("rev-parse", "\(hostile):\(path)")
    }

    @Test func aNoteOverTheLimit_isSkippedUnread_theOthersImport() throws {
        let (history, recording, remote, base) = try recordedHistory()
        let target = history.commits[1]
        let bomb = try pushInflating(target, over: base, remote: remote, from: recording)
        #expect(try recording.git("cat-file", "-s", bomb) == "20971520")

        let reader = try history.clone(depth: 1)
        let cli = CLIHarness(directory: reader.root)
        let pulled = cli.run("pull")
        #expect(pulled.exitCode == .ok, "\(pulled.stderr)")
        #expect(pulled.stdout == "pulled from origin: imported 3 runs, 0 already here, 1 skipped\n")
        #expect(
            pulled.stderr
                == "warning: skipped the note of \(target.prefix(12)): \(NotesImportTests.notePath(target)) is "
                + "20971520 bytes, more than --max-note-bytes allows (16777216): raise the limit with "
                + "--max-note-bytes or ARCHHIST_MAX_NOTE_BYTES to read it\n")
        // Raised, the note is read, and refused for what it holds.
        let raised = cli.run("pull", "--max-note-bytes", String(32 << 20), "--db", "raised.db")
        #expect(raised.exitCode == .ok)
        #expect(raised.stderr.contains("does not begin with `archhist-note"), "\(raised.stderr)")

        // The pull never asked git for the note's bytes: only for its size.
        let spy = ReadSpy(GitNotesRemote(root: reader.root, remote: "origin"))
        let store = try SQLiteHistoryStore.open(path: reader.root + "/spied.db", create: true, scannerVersion: "spy")
        let report = try store.pull(from: spy)
        #expect(report.runs == 3)
        #expect(report.skipped.map(\.commit) == [target])
        #expect(spy.sized.contains(bomb))
        #expect(!spy.read.contains(bomb))
        #expect(!spy.read.isEmpty)
    }

    @Test func aRunNeedingAnObjectOverTheLimit_isSkipped_theOthersImport() throws {
        let (history, recording, remote, base) = try recordedHistory()
        let listing = try remote.listing(of: base)
        let paths = listing.keys.sorted()
        let sizes = Dictionary(uniqueKeysWithValues: zip(paths, try remote.sizes(paths.map { listing[$0]! })))
        withExtendedLifetime(recording) {}
        // The largest object but the notes: a spec, a chunk or facts, as the sample has it.
        let chunk = try #require(sizes.filter { !NotesImportTests.isNote($0.key) }.max { $0.value < $1.value })
        let notes = sizes.filter { NotesImportTests.isNote($0.key) }.values
        try #require(notes.allSatisfy { $0 < chunk.value }, "the notes are smaller than the largest object")

        let reader = try history.clone(depth: 1)
        let cli = CLIHarness(directory: reader.root)
        let pulled = cli.run("pull", "--max-note-bytes", String(chunk.value - 1))
        #expect(pulled.exitCode == .ok, "\(pulled.stderr)")
        let warnings = pulled.stderr.split(separator: "\n")
        #expect(!warnings.isEmpty)
        for warning in warnings {
            #expect(warning.contains(": run "), "\(warning)")
            #expect(warning.contains("more than --max-note-bytes allows (\(chunk.value - 1))"), "\(warning)")
        }
        #expect(warnings.contains { $0.contains("\(chunk.key) is \(chunk.value) bytes") }, "\(pulled.stderr)")
        let imported = 4 - warnings.count
        #expect(
            pulled.stdout
                == "pulled from origin: imported \(imported) run\(imported == 1 ? "" : "s"), 0 already here, "
                + "\(warnings.count) skipped\n")
        let db = try Database.open(path: reader.root + "/.archhist/history.db")
        #expect(try db.fetchValue(Int.self, "SELECT count(*) FROM runs") == imported)
        #expect(try db.fetchValue(Int.self, NotesImportTests.unreferencedBlobs) == 0)
    }

    @Test func aPullOverItsLimit_stopsBeforeReadingMore_andWritesNothing() throws {
        let (history, _, _, _) = try recordedHistory()
        let reader = try history.clone(depth: 1)
        var cli = CLIHarness(directory: reader.root)
        let refused = cli.run("pull", "--max-pull-bytes", "1000")
        #expect(refused.exitCode == .environment)
        #expect(refused.stderr.contains("more than --max-pull-bytes allows (1000); nothing was written"))
        #expect(refused.stderr.contains("raise the limit with --max-pull-bytes or ARCHHIST_MAX_PULL_BYTES"))
        #expect(cli.run("log").stdout == "No runs recorded.\n")

        cli.environment["ARCHHIST_MAX_PULL_BYTES"] = "1000"
        #expect(cli.run("pull").exitCode == .environment)
        #expect(cli.run("log").stdout == "No runs recorded.\n")
        #expect(cli.run("pull", "--max-pull-bytes", String(1 << 30)).exitCode == .ok)
        #expect(cli.run("pull", "--max-note-bytes", "0").exitCode == .usage)
    }

    @Test func aMergeOverItsLimit_isRefusedBeforeTheFileIsOpened_andWritesNothing() throws {
        let (history, recording, _, _) = try recordedHistory()
        let other = recording.root + "/.archhist/history.db"
        // The file and its write-ahead log, when one is left beside it.
        let size = [other, other + "-wal"].compactMap {
            try? FileManager.default.attributesOfItem(atPath: $0)[.size] as? Int
        }.reduce(0, +)
        let reader = try history.clone(depth: 1)
        var cli = CLIHarness(directory: reader.root)
        let refused = cli.run("merge", other, "--max-merge-bytes", String(size - 1))
        #expect(refused.exitCode == .environment)
        #expect(
            refused.stderr.contains(
                "it is \(size) bytes, more than --max-merge-bytes allows (\(size - 1)); nothing was read"),
            "\(refused.stderr)")
        #expect(refused.stderr.contains("raise the limit with --max-merge-bytes or ARCHHIST_MAX_MERGE_BYTES"))
        // Refused before this database was made.
        #expect(!FileManager.default.fileExists(atPath: reader.root + "/.archhist/history.db"))

        cli.environment["ARCHHIST_MAX_MERGE_BYTES"] = String(size - 1)
        #expect(cli.run("merge", other).exitCode == .environment)
        let merged = cli.run("merge", other, "--max-merge-bytes", String(size))
        #expect(merged.stdout.hasSuffix("imported 4 runs, 0 already here, 0 skipped\n"), "\(merged.stderr)")
    }

    @Test func push_skipsARemoteNoteOverTheLimit_andReplacesItWithItsOwnRun() throws {
        let (history, recording, remote, base) = try recordedHistory()
        let target = history.commits[2]
        _ = try pushInflating(target, over: base, remote: remote, from: recording)
        let pushed = CLIHarness(directory: recording.root).run("push")
        #expect(pushed.exitCode == .ok, "\(pushed.stderr)")
        #expect(pushed.stderr.hasPrefix("warning: skipped the note of \(target.prefix(12)): "))
        #expect(pushed.stdout.hasPrefix("pushed 1 run to origin"), "\(pushed.stdout)")
        let reader = try history.clone(depth: 1)
        #expect(
            CLIHarness(directory: reader.root).run("pull").stdout
                == "pulled from origin: imported 4 runs, 0 already here, 0 skipped\n")
    }
}

/// A notes remote that keeps which blobs were read and which were only sized.
final class ReadSpy: NotesRemote {
    private let remote: GitNotesRemote
    private(set) var read: Set<String> = []
    private(set) var sized: Set<String> = []
    /// Whether the whole tree was listed, and the paths looked up one by one.
    private(set) var listed = false
    private(set) var lookedUp: Set<String> = []

    init(_ remote: GitNotesRemote) { self.remote = remote }

    func fetch() throws -> String? { try remote.fetch() }
    func listing(of commit: String) throws -> [String: String] {
        listed = true
        return try remote.listing(of: commit)
    }
    func read(_ oids: [String]) throws -> [[UInt8]] {
        read.formUnion(oids)
        return try remote.read(oids)
    }
    func sizes(_ oids: [String]) throws -> [Int] {
        sized.formUnion(oids)
        return try remote.sizes(oids)
    }
    func write(base: String?, merging: String?, files: [NotesFile], message: String) throws -> String {
        try remote.write(base: base, merging: merging, files: files, message: message)
    }
    func push(_ commit: String) throws -> Bool { try remote.push(commit) }
    func localNotes() throws -> String? { try remote.localNotes() }
    func setLocalNotes(_ commit: String) throws { try remote.setLocalNotes(commit) }
    func isAncestor(_ ancestor: String, of commit: String) throws -> Bool {
        try remote.isAncestor(ancestor, of: commit)
    }
    func lookup(_ paths: [String], in commit: String) throws -> [String: String] {
        lookedUp.formUnion(paths)
        return try remote.lookup(paths, in: commit)
    }
    func historyLength(of commit: String, upTo limit: Int) throws -> Int {
        try remote.historyLength(of: commit, upTo: limit)
    }
    func compacted(_ commit: String, message: String) throws -> String {
        try remote.compacted(commit, message: message)
    }
    func replace(_ expected: String?, with commit: String) throws -> Bool {
        try remote.replace(expected, with: commit)
    }
}
