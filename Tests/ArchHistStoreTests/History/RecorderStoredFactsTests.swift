import ArchHistCore
import ArchHistEngine
import ArchHistStore
import ArchHistTestSupport
import Foundation
import Testing

/// A recorder takes the blobs of the runs it wrote as known without asking the
/// store; the blobs of a run that failed to write were never stored, and must be
/// read and written again by the next attempt.
@Suite struct RecorderStoredFactsTests {
    @Test func theBlobsOfARunThatFailedToWriteAreReadAgain() throws {
        let folder = try TemporaryTree()
        let commits = ScriptedCommits()
        commits.trees["c0"] = HistoryFixtures.tree(files: 30)
        // One file more and one changed: two blobs history has not seen.
        commits.trees["c1"] = HistoryFixtures.tree(files: 31, changed: [3], revision: 1)
        let store = InterceptingStore(
            try SQLiteHistoryStore.open(path: folder.file("history.db"), create: true, scannerVersion: "test"))
        let recorder = HistoryFixtures.recorder(store, commits, spec: try HistoryFixtures.harness())
        _ = try recorder.record("c0", digest: "d", force: false)

        // A file whose blob is nowhere: the write fails and rolls back.
        store.damage = { run in run.blobs[run.blobs.keys.sorted()[0]] = String(repeating: "0", count: 40) }
        #expect(throws: (any Error).self) { try recorder.record("c1", digest: "d", force: false) }
        store.damage = nil

        guard case .recorded(let newBlobs, let files, _) = try recorder.record("c1", digest: "d", force: false) else {
            Issue.record("c1 was not recorded")
            return
        }
        #expect(newBlobs == 2)
        #expect(files == 31)
        let run = try #require(try store.store.runSummaries().first { $0.commit == "c1" })
        let stored = try store.store.storedAnalysis(run: run.id).analysis.files
        #expect(stored.count == 31)
        #expect(stored.allSatisfy { !$0.facts.declarations.isEmpty })
    }

    /// Later commits of one recorder find the facts of the blobs they share with the
    /// runs before: the same runs as a recorder per commit writes.
    @Test func aRecorderThatKeepsBlobsWritesWhatARecorderPerCommitWrites() throws {
        let folder = try TemporaryTree()
        let commits = ScriptedCommits()
        for revision in 0..<6 {
            // Files come, change, go, and come back with their old content.
            let count = [30, 32, 31, 33, 30, 32][revision]
            commits.trees["c\(revision)"] = HistoryFixtures.tree(
                files: count, changed: [revision % 4, 7], revision: revision % 3)
        }
        let spec = try HistoryFixtures.harness()
        let kept = try SQLiteHistoryStore.open(path: folder.file("kept.db"), create: true, scannerVersion: "test")
        let recorder = HistoryFixtures.recorder(kept, commits, spec: spec)
        for revision in 0..<6 { _ = try recorder.record("c\(revision)", digest: "d", force: false) }
        for revision in 0..<6 {
            let fresh = try SQLiteHistoryStore.open(
                path: folder.file("fresh.db"), create: revision == 0, scannerVersion: "test")
            _ = try HistoryFixtures.recorder(fresh, commits, spec: spec).record(
                "c\(revision)", digest: "d", force: false)
        }
        #expect(
            HistoryFixtures.difference(
                try HistoryFixtures.contents(of: folder.file("kept.db")),
                try HistoryFixtures.contents(of: folder.file("fresh.db"))) == nil)
    }
}
