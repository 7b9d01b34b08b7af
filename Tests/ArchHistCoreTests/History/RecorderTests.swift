import ArchHistCore
import Testing

/// A history kept in memory, to test the recording use case on its own.
final class InMemoryHistory: HistoryStore {
    var facts: [String: FileFacts] = [:]
    var manifestFacts: [String: PackageManifest] = [:]
    var runs: [RunKey: RunRecord] = [:]
    private(set) var writes = 0
    /// The parent's run cannot be read: as a store whose read fails.
    var parentRunFails = false

    func knownBlobs(among oids: [String]) throws -> Set<String> {
        Set(oids.filter { facts[$0] != nil || manifestFacts[$0] != nil })
    }
    func swiftFacts(for oids: [String]) throws -> [String: FileFacts] { facts.filter { oids.contains($0.key) } }
    func manifests(for oids: [String]) throws -> [String: PackageManifest] { manifestFacts.filter { oids.contains($0.key) } }
    func recordedRun(ofRunOf commit: String, specDigest: String?, analyzerVersion: String) throws -> RecordedRun {
        if parentRunFails { throw CancellationError() }
        let ofCommit = runs.values.filter { $0.commit.sha == commit }
        let same = ofCommit.first { $0.key.analyzerVersion == analyzerVersion && $0.key.specDigest == specDigest }
        guard let run = same ?? ofCommit.first(where: { $0.key.analyzerVersion == analyzerVersion }) ?? ofCommit.first else {
            return RecordedRun(facts: [:], resolution: nil, places: nil)
        }
        let facts = facts.filter { Set(run.blobs.values).contains($0.key) }
        let analysis = run.analysis
        var resolution: RecordedResolution?
        if run.key.analyzerVersion == analyzerVersion, analysis.resolvedFiles.count == analysis.files.count {
            resolution = RecordedResolution(
                paths: analysis.files.map(\.path), blobs: analysis.files.map { run.blobs[$0.path]! },
                modules: analysis.files.map(\.module), resolutions: analysis.resolvedFiles)
        }
        var places: RecordedPlaces?
        if run.key.analyzerVersion == analyzerVersion, run.key.specDigest == specDigest {
            var files: [String: RecordedPlaces.Place] = [:]
            for file in analysis.files {
                let placement = file.placement
                files[file.path] = RecordedPlaces.Place(
                    module: file.module, placement: Placement(isTest: placement.isTest, layer: placement.layer, domain: placement.domain))
            }
            places = RecordedPlaces(manifests: run.manifests, files: files)
        }
        return RecordedRun(facts: facts, resolution: resolution, places: places)
    }
    func recordedManifests(ofRunOf commit: String) throws -> [String: PackageManifest] {
        if parentRunFails { throw CancellationError() }
        guard let run = runs.values.first(where: { $0.commit.sha == commit }) else { return [:] }
        return manifestFacts.filter { Set(run.manifests.map(\.oid)).contains($0.key) }
    }
    func runExists(_ key: RunKey) throws -> Bool { runs[key] != nil }
    /// Nothing to load: everything is in memory.
    func prepareToWrite() throws {}
    func recordedCommits() throws -> [Commit] {
        Set(runs.values.map(\.commit.sha)).sorted().compactMap { sha in runs.values.first { $0.commit.sha == sha }?.commit }
    }
    func recordedInputs(of commit: String) throws -> (files: [TreeFile], manifests: [TreeFile])? {
        guard let run = runs.values.first(where: { $0.commit.sha == commit }) else { return nil }
        return (run.blobs.map { TreeFile(path: $0.key, oid: $0.value) }, run.manifests)
    }
    func write(_ run: RunRecord, replacing: Bool) throws {
        writes += 1
        facts.merge(run.newFacts) { old, _ in old }
        manifestFacts.merge(run.newManifests) { old, _ in old }
        runs[run.key] = run
    }
}

/// Commits made of files given as text; counts the blobs it is asked for.
final class ScriptedCommits: CommitReader {
    var trees: [String: [String: String]] = [:]
    /// Each commit's first parent, if any.
    var parents: [String: String] = [:]
    private(set) var blobReads: [String] = []

    func commit(_ sha: String) throws -> Commit {
        Commit(sha: sha, tree: "t-" + sha, parents: parents[sha].map { [$0] } ?? [], authorTime: 0, commitTime: 0, subject: "commit \(sha)")
    }
    func files(of commit: Commit) throws -> [TreeFile] {
        (trees[commit.sha] ?? [:]).map { TreeFile(path: $0.key, oid: "oid:" + $0.value) }.sorted { $0.path < $1.path }
    }
    func blobs(_ oids: [String]) throws -> [[UInt8]] {
        blobReads += oids
        return oids.map { Array($0.dropFirst(4).utf8) }
    }
}

@Suite struct RecorderTests {
    /// The "scanner" here declares one type per file, named by its text.
    private let extractor = FactExtractor(
        scanSwift: { FileFacts(declarations: [Declaration(kind: .struct, name: String(decoding: $0, as: UTF8.self), line: 1)], lineCount: 1) },
        readManifest: { _, _ in PackageManifest(name: nil, targets: []) })

    private func makeSUT(_ store: InMemoryHistory, _ reader: ScriptedCommits) throws -> Recorder {
        Recorder(
            reader: reader, store: store, extractor: extractor,
            spec: try SpecDecoder.preset(#require(Preset.named("clean"))), specSource: "preset clean",
            analyzerVersion: "test", workers: 2, today: Day(year: 2026, month: 1, day: 1), now: 0)
    }

    @Test func test_record_storesARunAndASecondCallChangesNothing() throws {
        let store = InMemoryHistory()
        let reader = ScriptedCommits()
        reader.trees["c1"] = ["App/Domain/A.swift": "A", "App/Data/B.swift": "B"]
        let sut = try makeSUT(store, reader)
        #expect(try sut.record("c1", digest: "d", force: false) == .recorded(newBlobs: 2, files: 2, violations: 0))
        #expect(try sut.record("c1", digest: "d", force: false) == .alreadyRecorded)
        #expect(store.writes == 1)
    }

    @Test func test_record_readsOnlyBlobsHistoryHasNotSeen() throws {
        let store = InMemoryHistory()
        let reader = ScriptedCommits()
        reader.trees["c1"] = ["A.swift": "A", "B.swift": "B"]
        reader.trees["c2"] = ["A.swift": "A", "B.swift": "B2", "C.swift": "C"]
        let sut = try makeSUT(store, reader)
        _ = try sut.record("c1", digest: "d", force: false)
        _ = try sut.record("c2", digest: "d", force: false)
        #expect(reader.blobReads.sorted() == ["oid:A", "oid:B", "oid:B2", "oid:C"])
        #expect(store.runs[RunKey(commit: "c2", specDigest: "d", analyzerVersion: "test")]?.analysis.files.count == 3)
    }

    @Test func test_record_inANewProcess_readsFromGitOnlyWhatTheParentsRunDidNotUse() throws {
        for fails in [false, true] {
            let store = InMemoryHistory()
            let reader = ScriptedCommits()
            reader.trees["c1"] = ["App/Domain/A.swift": "A", "App/Data/B.swift": "B", "Package.swift": "P"]
            reader.trees["c2"] = ["App/Domain/A.swift": "A", "App/Data/B.swift": "B2", "App/Data/C.swift": "C", "Package.swift": "P"]
            reader.parents["c2"] = "c1"
            _ = try makeSUT(store, reader).record("c1", digest: "d", force: false)
            let reads = reader.blobReads.count
            store.parentRunFails = fails
            // A recorder of its own, as a new process has: it knows no blob.
            let outcome = try makeSUT(store, reader).record("c2", digest: "d", force: false)
            #expect(outcome == .recorded(newBlobs: 2, files: 3, violations: 0), "parent's run fails: \(fails)")
            #expect(reader.blobReads.dropFirst(reads).sorted() == ["oid:B2", "oid:C"], "parent's run fails: \(fails)")
            #expect(store.runs[RunKey(commit: "c2", specDigest: "d", analyzerVersion: "test")]?.analysis.files.count == 3)
        }
    }

    @Test func test_record_withForceReplacesTheRun() throws {
        let store = InMemoryHistory()
        let reader = ScriptedCommits()
        reader.trees["c1"] = ["A.swift": "A"]
        let sut = try makeSUT(store, reader)
        _ = try sut.record("c1", digest: "d", force: false)
        #expect(try sut.record("c1", digest: "d", force: true) == .replaced(newBlobs: 0, files: 1, violations: 0))
        #expect(store.writes == 2)
    }

    @Test func test_record_aNewSpecMakesANewRunForTheSameCommit() throws {
        let store = InMemoryHistory()
        let reader = ScriptedCommits()
        reader.trees["c1"] = ["A.swift": "A"]
        let sut = try makeSUT(store, reader)
        _ = try sut.record("c1", digest: "d1", force: false)
        #expect(try sut.record("c1", digest: "d2", force: false) == .recorded(newBlobs: 0, files: 1, violations: 0))
        #expect(store.runs.count == 2)
    }

    @Test func test_rejudge_recordsEveryCommitUnderANewSpecWithoutReadingABlob() throws {
        let store = InMemoryHistory()
        let reader = ScriptedCommits()
        reader.trees["c1"] = ["App/Domain/A.swift": "A"]
        reader.trees["c2"] = ["App/Domain/A.swift": "A", "App/Data/B.swift": "B"]
        let sut = try makeSUT(store, reader)
        _ = try sut.record("c1", digest: "old", force: false)
        _ = try sut.record("c2", digest: "old", force: false)
        let reads = reader.blobReads.count
        let rejudger = Rejudger(
            store: store, spec: try SpecDecoder.preset(#require(Preset.named("harness"))), specSource: "preset harness",
            analyzerVersion: "test", workers: 2, today: Day(year: 2026, month: 1, day: 1), now: 0)
        #expect(try rejudger.run(digest: "new") == Rejudger.Summary(rejudged: 2, alreadyRecorded: 0))
        #expect(try rejudger.run(digest: "new") == Rejudger.Summary(rejudged: 0, alreadyRecorded: 2))
        #expect(reader.blobReads.count == reads, "no blob was read again")
        #expect(store.runs[RunKey(commit: "c2", specDigest: "new", analyzerVersion: "test")]?.analysis.files.count == 2)
    }
}
