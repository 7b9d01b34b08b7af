import ArchHistCore
import ArchHistEngine
import ArchHistStore
import ArchHistSupport
import ArchHistTestSupport
import Foundation
import Testing

@Suite struct HistoryStoreTests {
    private static let extractor = HistoryFixtures.extractor

    private func makeSUT(_ folder: TemporaryTree) throws -> (SQLiteHistoryStore, ScriptedCommits, Recorder) {
        let store = try SQLiteHistoryStore.open(path: folder.file("history.db"), create: true, scannerVersion: "test")
        let commits = ScriptedCommits()
        let recorder = Recorder(
            reader: commits, store: store, extractor: Self.extractor,
            spec: try SpecDecoder.preset(#require(Preset.named("harness"))), specSource: "preset harness",
            analyzerVersion: "test", workers: 2, today: Day(year: 2026, month: 1, day: 1), now: 0)
        return (store, commits, recorder)
    }

    private static func tree(files: Int, changed: Set<Int> = [], revision: Int = 0) -> [String: String] {
        HistoryFixtures.tree(files: files, changed: changed, revision: revision)
    }

    @Test func test_recordingACommitThatChangedFiveFiles_addsAtMost64KB() throws {
        let folder = try TemporaryTree()
        let (store, commits, recorder) = try makeSUT(folder)
        commits.trees["a"] = Self.tree(files: 10_000)
        commits.trees["b"] = Self.tree(files: 10_000, changed: [10, 2_000, 4_000, 6_000, 9_999], revision: 1)
        _ = try recorder.record("a", digest: "d", force: false)
        let before = try Self.size(of: store.path)
        _ = try recorder.record("b", digest: "d", force: false)
        let added = try Self.size(of: store.path) - before
        #expect(added <= 64 * 1024, "recording 5 changed files of 10,000 added \(added) bytes")
        print("history: the first run of 10,000 files took \(before) bytes; 5 changed files added \(added) bytes")
        #expect(try store.runSummaries().count == 2)
    }

    @Test func test_aStoredRunReadsBackAsItWasJudged() throws {
        let folder = try TemporaryTree()
        let (store, commits, recorder) = try makeSUT(folder)
        commits.trees["a"] = Self.tree(files: 300)
        _ = try recorder.record("a", digest: "d", force: false)
        let run = try #require(store.runSummaries().first)
        let stored = try store.storedAnalysis(run: run.id).analysis
        let files = Self.tree(files: 300).map {
            SourceFile(path: $0.key, facts: Self.extractor.scanSwift(Array($0.value.utf8)))
        }
        let fresh = Analyzer(spec: recorder.spec, today: recorder.today).analyze(files: files, manifests: [])
        #expect(stored.files.map(\.path) == fresh.files.map(\.path))
        #expect(stored.files.map(\.facts) == fresh.files.map(\.facts))
        #expect(stored.files.map(\.placement.layer) == fresh.files.map(\.placement.layer))
        #expect(stored.files.map(\.placement.domain) == fresh.files.map(\.placement.domain))
        #expect(stored.layerEdges == fresh.layerEdges)
        #expect(stored.moduleEdges == fresh.moduleEdges)
        #expect(Set(stored.violations.map(\.fingerprint)) == Set(fresh.violations.map(\.fingerprint)))
        #expect(stored.violations.count == fresh.violations.count)
        #expect(run.files == 300 && run.errors == fresh.violations.filter { $0.severity == .error }.count)
    }

    @Test func test_open_refusesADatabaseFromANewerArchhistAndLeavesItUnchanged() throws {
        let folder = try TemporaryTree()
        let path = folder.file("history.db")
        _ = try SQLiteHistoryStore.open(path: path, create: true, scannerVersion: "test")
        let db = try Database.open(path: path)
        try db.execute(
            "INSERT INTO archhist_migrations (id, name, applied_at) VALUES (99, 'from_the_future', '2030-01-01')")
        try db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect {
            _ = try SQLiteHistoryStore.open(path: path, create: true, scannerVersion: "test")
        } throws: { error in
            guard case HistoryError.newerDatabase(_, let known, let found) = error else { return false }
            return known == (try? HistoryMigrations.all.count) && found == [99]
                && "\(error)".contains("upgrade archhist")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func test_open_namesAFileThatIsNotADatabase() throws {
        let folder = try TemporaryTree()
        let path = folder.file("history.db")
        try Data("these are not the bytes of a database, not even close to it at all".utf8).write(
            to: URL(fileURLWithPath: path))
        #expect {
            _ = try SQLiteHistoryStore.open(path: path, create: true, scannerVersion: "test")
        } throws: { error in
            "\(error)"
                == "\(path) is not an archhist database (not SQLite): move it away or pass --db to use another file"
        }
    }

    @Test func test_aNewScannerReadsKnownBlobsAgain() throws {
        let folder = try TemporaryTree()
        let (store, commits, recorder) = try makeSUT(folder)
        commits.trees["a"] = Self.tree(files: 10)
        _ = try recorder.record("a", digest: "d", force: false)
        let oids = try commits.files(of: commits.commit("a")).map(\.oid)
        #expect(try store.knownBlobs(among: oids).count == 10)
        let newer = try SQLiteHistoryStore.open(path: store.path, create: false, scannerVersion: "test-2")
        #expect(try newer.knownBlobs(among: oids).isEmpty)
    }

    /// The size of the database file once the WAL is folded into it.
    private static func size(of path: String) throws -> Int {
        try Database.open(path: path, mode: .readWrite).execute("PRAGMA wal_checkpoint(TRUNCATE)")
        return (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    }
}
