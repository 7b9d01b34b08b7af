import ArchHistCore
import ArchHistStore
import Foundation
import Testing

/// A recorder in a new process reads the facts and manifests of the parent's run
/// while git lists the tree. What it records must be what a recorder that recorded
/// the parent itself records, and it must read from git only the blobs the
/// parent's run did not use, or that another scanner read.
@Suite struct RecorderParentPrefetchTests {
    private static func history() -> (SyntheticCommits, [String]) {
        let (commits, shas) = RecorderBackfillTests.commits()
        for (parent, child) in zip(shas, shas.dropFirst()) { commits.parents[child] = parent }
        return (commits, shas)
    }

    private static func recorder(_ store: any HistoryStore, _ commits: SyntheticCommits) throws -> Recorder {
        HistoryFixtures.recorder(store, commits, spec: try HistoryFixtures.harness(), extractor: RecorderBackfillTests.extractor)
    }

    @Test func aNewProcessRecordsWhatTheRecorderOfTheParentRecords() throws {
        let folder = try HistoryFixtures.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (commits, shas) = Self.history()
        let warmStore = try SQLiteHistoryStore.open(path: folder + "/warm.db", create: true, scannerVersion: "test")
        let warm = try Self.recorder(warmStore, commits)
        let expected = try shas.map { try warm.record($0, digest: "d", force: false) }

        var outcomes: [Recorder.Outcome] = []
        for sha in shas {
            let store = try SQLiteHistoryStore.open(path: folder + "/fresh.db", create: true, scannerVersion: "test")
            let reads = commits.blobReads.count
            outcomes.append(try Self.recorder(store, commits).record(sha, digest: "d", force: false))
            // Only what the commit changed comes from git; the rest is the parent's run.
            let newBlobs: Int
            switch outcomes.last! {
            case .recorded(let count, _, _): newBlobs = count
            default: Issue.record("\(sha) was not recorded"); newBlobs = -1
            }
            #expect(commits.blobReads.count - reads == newBlobs, "\(sha)")
        }
        #expect(outcomes == expected)
        #expect(HistoryFixtures.difference(
            try HistoryFixtures.contents(of: folder + "/warm.db"), try HistoryFixtures.contents(of: folder + "/fresh.db")) == nil)
    }

    @Test func factsAnotherScannerReadAreReadAgain() throws {
        let folder = try HistoryFixtures.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (commits, shas) = Self.history()
        let path = folder + "/history.db"
        _ = try Self.recorder(try SQLiteHistoryStore.open(path: path, create: true, scannerVersion: "old"), commits)
            .record(shas[2], digest: "d", force: false)
        let newer = try SQLiteHistoryStore.open(path: path, create: false, scannerVersion: "new")
        #expect(try newer.recordedFacts(ofRunOf: shas[2]).isEmpty)
        #expect(try newer.recordedManifests(ofRunOf: shas[2]).isEmpty)

        // c3's blobs are c2's but for a few: all of them are read again by the new scanner.
        let outcome = try Self.recorder(newer, commits).record(shas[3], digest: "d", force: false)
        let files = commits.trees[shas[3]]!
        guard case .recorded(let newBlobs, _, _) = outcome else {
            Issue.record("c3 was not recorded: \(outcome)")
            return
        }
        #expect(newBlobs == Set(files.values).count)
        #expect(try newer.recordedFacts(ofRunOf: shas[3]).count == Set(files.filter { TreeFilter.isSwiftSource($0.key) }.values).count)
    }

    @Test func theFactsOfARunAreThoseOfItsFilesAndManifests() throws {
        let folder = try HistoryFixtures.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (commits, shas) = Self.history()
        let store = try SQLiteHistoryStore.open(path: folder + "/history.db", create: true, scannerVersion: "test")
        let recorder = try Self.recorder(store, commits)
        for sha in shas.prefix(5) { _ = try recorder.record(sha, digest: "d", force: false) }

        #expect(try store.recordedFacts(ofRunOf: "unrecorded").isEmpty)
        #expect(try store.recordedManifests(ofRunOf: "unrecorded").isEmpty)
        for sha in shas.prefix(5) {
            let tree = commits.trees[sha]!
            let swift = tree.filter { TreeFilter.isSwiftSource($0.key) }.mapValues { SHA1.hex(Array($0.utf8)) }
            let facts = try store.recordedFacts(ofRunOf: sha)
            #expect(Set(facts.keys) == Set(swift.values), "\(sha): \(swift.filter { facts[$0.value] == nil }.keys.sorted())")
            for (path, oid) in swift {
                #expect(facts[oid] == RecorderBackfillTests.extractor.scanSwift(Array(tree[path]!.utf8)), "\(sha) \(path)")
            }
            let manifests = try store.recordedManifests(ofRunOf: sha)
            if let manifest = tree["Package.swift"] {
                #expect(manifests == [SHA1.hex(Array(manifest.utf8)): RecorderBackfillTests.extractor.readManifest(Array(manifest.utf8))])
            } else {
                #expect(manifests.isEmpty, "\(sha)")
            }
        }
    }
}
