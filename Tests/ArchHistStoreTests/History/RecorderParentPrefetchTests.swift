import ArchHistStore
import ArchHistSupport
import ArchHistTestSupport
import Foundation
import Testing

@testable import ArchHistCore
@testable import ArchHistEngine

/// A recorder in a new process reads the facts, manifests, places and resolution
/// of the parent's run while git lists the tree. What it records must be what a
/// recorder that recorded the parent itself records, and it must read from git
/// only the blobs the parent's run did not use, or that another scanner read.
@Suite struct RecorderParentPrefetchTests {
    private static func history() -> (ScriptedCommits, [String]) {
        let (commits, shas) = RecorderBackfillTests.commits()
        for (parent, child) in zip(shas, shas.dropFirst()) { commits.parents[child] = parent }
        return (commits, shas)
    }

    private static func recorder(_ store: any HistoryStore, _ commits: ScriptedCommits) throws -> Recorder {
        HistoryFixtures.recorder(
            store, commits, spec: try HistoryFixtures.harness(), extractor: RecorderBackfillTests.extractor)
    }

    @Test func aNewProcessRecordsWhatTheRecorderOfTheParentRecords() throws {
        let folder = try TemporaryTree()
        let (commits, shas) = Self.history()
        let warmStore = try SQLiteHistoryStore.open(path: folder.file("warm.db"), create: true, scannerVersion: "test")
        let warm = try Self.recorder(warmStore, commits)
        let expected = try shas.map { try warm.record($0, digest: "d", force: false) }

        var outcomes: [Recorder.Outcome] = []
        var partial = 0
        for sha in shas {
            let store = try SQLiteHistoryStore.open(path: folder.file("fresh.db"), create: true, scannerVersion: "test")
            let reads = commits.blobReads.count
            let recorder = try Self.recorder(store, commits)
            outcomes.append(try recorder.record(sha, digest: "d", force: false))
            // The parent's resolution is where it starts: the commits whose manifests
            // stay and that change few files (c1, c3) are not resolved whole. (c2's
            // first manifest declares targets, so every other file becomes not
            // compiled and changes module; c7 changes and removes more than a quarter.)
            if !recorder.resolutions.lastWasWhole { partial += 1 }
            // Only what the commit changed comes from git; the rest is the parent's run.
            let newBlobs: Int
            switch outcomes.last! {
            case .recorded(let count, _, _): newBlobs = count
            default:
                Issue.record("\(sha) was not recorded")
                newBlobs = -1
            }
            #expect(commits.blobReads.count - reads == newBlobs, "\(sha)")
        }
        #expect(outcomes == expected)
        #expect(partial >= 2)
        #expect(
            HistoryFixtures.difference(
                try HistoryFixtures.contents(of: folder.file("warm.db")),
                try HistoryFixtures.contents(of: folder.file("fresh.db"))) == nil)
    }

    /// A database an archhist before 0002 wrote: its runs kept no resolution. It is
    /// migrated when opened, its runs are read as before, and a child of one of them
    /// is resolved whole and keeps its resolution for its own children.
    @Test func aDatabaseFromBeforeRunsKeptTheirResolutionIsMigratedAndResolvedWhole() throws {
        let folder = try TemporaryTree()
        let (commits, shas) = Self.history()
        let path = folder.file("history.db")
        do {
            let store = try SQLiteHistoryStore.open(path: path, create: true, scannerVersion: "test")
            _ = try Self.recorder(store, commits).record(shas[0], digest: "d", force: false)
        }
        // What 0001 alone made: no resolution column, no record of 0002, and files
        // chunks named by the digest of their text without it.
        let db = try Database.open(path: path)
        try db.execute("ALTER TABLE file_entries DROP COLUMN resolution")
        try db.execute("UPDATE chunks SET digest = 'without-resolution:' || digest WHERE kind = 'files'")
        try db.execute("DELETE FROM archhist_migrations WHERE id = 2")
        try db.execute("PRAGMA wal_checkpoint(TRUNCATE)")

        let store = try SQLiteHistoryStore.open(path: path, create: false, scannerVersion: "test")
        let old = try store.recordedRun(ofRunOf: shas[0], specDigest: "d", analyzerVersion: "test")
        #expect(old.resolution == nil && !old.facts.isEmpty)
        let child = try Self.recorder(store, commits)
        _ = try child.record(shas[1], digest: "d", force: false)
        #expect(child.resolutions.lastWasWhole)
        #expect(try store.recordedRun(ofRunOf: shas[1], specDigest: "d", analyzerVersion: "test").resolution != nil)

        // What one recorder records from nothing.
        let single = try SQLiteHistoryStore.open(path: folder.file("single.db"), create: true, scannerVersion: "test")
        let recorder = try Self.recorder(single, commits)
        for sha in shas.prefix(2) { _ = try recorder.record(sha, digest: "d", force: false) }
        let summaries = try store.runSummaries().map { [$0.files, $0.errors, $0.warnings, $0.infos, $0.lines] }
        #expect(
            summaries == (try single.runSummaries().map { [$0.files, $0.errors, $0.warnings, $0.infos, $0.lines] }))
    }

    @Test func factsAnotherScannerReadAreReadAgain() throws {
        let folder = try TemporaryTree()
        let (commits, shas) = Self.history()
        let path = folder.file("history.db")
        _ = try Self.recorder(try SQLiteHistoryStore.open(path: path, create: true, scannerVersion: "old"), commits)
            .record(shas[2], digest: "d", force: false)
        let newer = try SQLiteHistoryStore.open(path: path, create: false, scannerVersion: "new")
        let old = try newer.recordedRun(ofRunOf: shas[2], specDigest: "d", analyzerVersion: "test")
        #expect(old.facts.isEmpty)
        // Resolved from facts this scanner did not read: not for this scanner's use.
        #expect(old.resolution == nil)
        #expect(try newer.recordedManifests(ofRunOf: shas[2]).isEmpty)

        // c3's blobs are c2's but for a few: all of them are read again by the new scanner.
        let outcome = try Self.recorder(newer, commits).record(shas[3], digest: "d", force: false)
        let files = commits.trees[shas[3]]!
        guard case .recorded(let newBlobs, _, _) = outcome else {
            Issue.record("c3 was not recorded: \(outcome)")
            return
        }
        #expect(newBlobs == Set(files.values).count)
        #expect(
            try newer.recordedRun(ofRunOf: shas[3], specDigest: "d", analyzerVersion: "test").facts.count
                == Set(files.filter { TreeFilter.isSwiftSource($0.key) }.values).count)
    }

    @Test func theFactsOfARunAreThoseOfItsFilesAndManifests() throws {
        let folder = try TemporaryTree()
        let (commits, shas) = Self.history()
        let store = try SQLiteHistoryStore.open(path: folder.file("history.db"), create: true, scannerVersion: "test")
        let recorder = try Self.recorder(store, commits)
        for sha in shas.prefix(5) { _ = try recorder.record(sha, digest: "d", force: false) }

        #expect(try store.recordedRun(ofRunOf: "unrecorded", specDigest: "d", analyzerVersion: "test").facts.isEmpty)

        #expect(try store.recordedManifests(ofRunOf: "unrecorded").isEmpty)
        for sha in shas.prefix(5) {
            let tree = commits.trees[sha]!
            let swift = tree.filter { TreeFilter.isSwiftSource($0.key) }.mapValues { SHA1.hex(Array($0.utf8)) }
            let run = try store.recordedRun(ofRunOf: sha, specDigest: "d", analyzerVersion: "test")
            let facts = run.facts
            #expect(
                Set(facts.keys) == Set(swift.values), "\(sha): \(swift.filter { facts[$0.value] == nil }.keys.sorted())"
            )
            for (path, oid) in swift {
                #expect(
                    facts[oid] == RecorderBackfillTests.extractor.scanSwift(Array(tree[path]!.utf8)), "\(sha) \(path)")
            }
            // The resolution and the places stored are those of the analysis.
            let analysis = try recorder.analysis(of: sha).analysis
            let resolution = try #require(run.resolution, "\(sha)")
            #expect(resolution.paths.count == analysis.files.count)
            let position = Dictionary(
                uniqueKeysWithValues: analysis.files.enumerated().map { ($0.element.path, $0.offset) })
            for (row, path) in resolution.paths.enumerated() {
                let index = try #require(position[path])
                let expected = analysis.resolvedFiles[index]
                let stored = resolution.resolutions[row]
                #expect(
                    resolution.blobs[row] == swift[path] && resolution.modules[row] == analysis.files[index].module,
                    "\(sha) \(path)")
                #expect(stored.stats == expected.stats, "\(sha) \(path)")
                #expect(
                    stored.targets.map { resolution.paths[$0.file] }
                        == expected.targets.map { analysis.files[$0.file].path }, "\(sha) \(path)")
                #expect(stored.targets.map(\.reference) == expected.targets.map(\.reference), "\(sha) \(path)")
            }
            let places = try #require(run.places, "\(sha)")
            #expect(places.files.count == analysis.files.count)
            for file in analysis.files {
                let place = places.files[file.path]
                #expect(
                    place?.module == file.module && place?.placement.layer == file.layer
                        && place?.placement.domain == file.domain && place?.placement.isTest == file.isTest,
                    "\(sha) \(file.path)")
            }
            // Another spec's places, another version's places or resolution: none.
            #expect(try store.recordedRun(ofRunOf: sha, specDigest: "other", analyzerVersion: "test").places == nil)
            #expect(try store.recordedRun(ofRunOf: sha, specDigest: "d", analyzerVersion: "other").places == nil)
            #expect(try store.recordedRun(ofRunOf: sha, specDigest: nil, analyzerVersion: "test").places == nil)
            #expect(try store.recordedRun(ofRunOf: sha, specDigest: "d", analyzerVersion: "other").resolution == nil)
            let manifests = try store.recordedManifests(ofRunOf: sha)
            if let manifest = tree["Package.swift"] {
                let read = RecorderBackfillTests.extractor.readManifest(.package, Array(manifest.utf8))
                #expect(manifests == [SHA1.hex(Array(manifest.utf8)): read])
            } else {
                #expect(manifests.isEmpty, "\(sha)")
            }
        }
    }
}
