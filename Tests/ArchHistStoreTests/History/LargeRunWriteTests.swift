import ArchHistCore
import ArchHistSupport
import ArchHistTestSupport
import Foundation
import Testing

@testable import ArchHistStore

/// Runs large enough that the ids of their rows are looked up on several threads
/// first (`ChunkedSet`, past `ParallelSlices.threshold` rows), with new paths,
/// names, blobs and judgements among them: the rows written must be those the plain
/// SQL writer writes, in a warm store and in a fresh one.
@Suite struct LargeRunWriteTests {
    private static let files = 3 * ParallelSlices.threshold

    /// `c0`, then `c1` with changed files and new ones scattered through the tree,
    /// some in domains and layers nobody used before, then `c2` back to most of `c0`.
    private static func commits() -> ScriptedCommits {
        let commits = ScriptedCommits()
        let c0 = HistoryFixtures.tree(files: files)
        var c1 = HistoryFixtures.tree(files: files, changed: [5, 300, 301, 700], revision: 1)
        for index in stride(from: 0, to: files, by: 37) {
            c1["Sources/Domains/D\(90 + index % 4)/Layer\(index % 3)/New\(index).swift"] = "New\(index)\nUIType\(index)"
        }
        commits.trees["c0"] = c0
        commits.trees["c1"] = c1
        var c2 = c0
        c2["Sources/Domains/D91/UI/Back.swift"] = "Back\nRepoType3"
        commits.trees["c2"] = c2
        return commits
    }

    @Test func largeRunsAreWrittenAsThePlainSQLWriterWritesThem() throws {
        let folder = try TemporaryTree()
        let commits = Self.commits()
        let spec = try HistoryFixtures.harness()
        for fresh in [false, true] {
            let path = folder.file("\(fresh).db")
            var store = InterceptingStore(try SQLiteHistoryStore.open(path: path, create: true, scannerVersion: "test"))
            for sha in ["c0", "c1", "c2"] {
                if fresh {
                    store = InterceptingStore(
                        try SQLiteHistoryStore.open(path: path, create: false, scannerVersion: "test"),
                        written: store.written)
                }
                _ = try HistoryFixtures.recorder(store, commits, spec: spec).record(sha, digest: "d", force: false)
            }
            let plainPath = folder.file("plain-\(fresh).db")
            _ = try SQLiteHistoryStore.open(path: plainPath, create: true, scannerVersion: "test")
            let plain = PlainSQLRunWriter(db: try Database.open(path: plainPath), scanner: "test")
            for (run, replacing) in store.written { try plain.write(run, replacing: replacing) }
            let written = try HistoryFixtures.contents(of: path)
            #expect(HistoryFixtures.difference(written, try HistoryFixtures.contents(of: plainPath)) == nil)
            #expect(written["runs"]?.count == 3)
            #expect((written["file_entries"]?.count ?? 0) > Self.files)
            #expect((written["violations"]?.count ?? 0) > ParallelSlices.threshold)
        }
    }

    /// A file whose blob is not stored, among many: the write fails, naming it, and
    /// leaves nothing behind.
    @Test func aFileWithoutStoredFactsAmongManyIsNamed() throws {
        let folder = try TemporaryTree()
        let commits = Self.commits()
        let spec = try HistoryFixtures.harness()
        let path = folder.file("history.db")
        let store = InterceptingStore(try SQLiteHistoryStore.open(path: path, create: true, scannerVersion: "test"))
        _ = try HistoryFixtures.recorder(store, commits, spec: spec).record("c0", digest: "d", force: false)
        let lost = "Sources/Domains/D0/Types/TypesType300.swift"
        store.damage = { run in run.newFacts[run.blobs[lost]!] = nil }
        #expect {
            _ = try HistoryFixtures.recorder(store, commits, spec: spec).record("c1", digest: "d", force: false)
        } throws: { error in
            "\(error)".contains("no facts stored for \(lost)")
        }
        #expect(try store.store.runSummaries().count == 1)
    }

    /// Files whose blob the run does not name, far apart among many: the rows are
    /// encoded in slices on several threads, and the first of them is named.
    @Test func theFirstFileWithoutABlobIsNamedHoweverTheRowsAreShared() throws {
        let folder = try TemporaryTree()
        let commits = Self.commits()
        let spec = try HistoryFixtures.harness()
        let store = InterceptingStore(
            try SQLiteHistoryStore.open(path: folder.file("history.db"), create: true, scannerVersion: "test"))
        var first = ""
        store.damage = { run in
            let paths = run.analysis.files.map(\.path)
            first = paths[paths.count / 5]
            for path in [first, paths[paths.count / 2], paths[paths.count - 1]] { run.blobs[path] = nil }
        }
        #expect {
            _ = try HistoryFixtures.recorder(store, commits, spec: spec).record("c0", digest: "d", force: false)
        } throws: { error in
            "\(error)".contains("no facts stored for \(first)")
        }
        #expect(!first.isEmpty)
    }
}
