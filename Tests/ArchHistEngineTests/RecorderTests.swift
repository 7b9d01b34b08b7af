import ArchHistCore
import ArchHistEngine
import ArchHistSupport
import ArchHistTestSupport
import Testing

/// The recorder and the rejudger, each test run against the store in memory and
/// against SQLite: what the engine records must not depend on which store keeps it.
@Suite struct RecorderTests {
    /// The "scanner" here declares one type per file, named by its text.
    private let extractor = FactExtractor(
        scanSwift: {
            FileFacts(
                declarations: [Declaration(kind: .struct, name: String(decoding: $0, as: UTF8.self), line: 1)],
                lineCount: 1)
        },
        readManifest: { _, _ in PackageManifest(name: nil, targets: []) })

    private func makeSUT(_ store: any HistoryStore, _ reader: ScriptedCommits) throws -> Recorder {
        Recorder(
            reader: reader, store: store, extractor: extractor,
            spec: try SpecDecoder.preset(#require(Preset.named("clean"))), specSource: "preset clean",
            analyzerVersion: "test", workers: 2, today: Day(year: 2026, month: 1, day: 1), now: 0)
    }

    @Test(arguments: StoreUnderTest.allCases)
    func test_record_storesARunAndASecondCallChangesNothing(_ kind: StoreUnderTest) throws {
        let history = try kind.make()
        let reader = ScriptedCommits()
        reader.trees["c1"] = ["App/Domain/A.swift": "A", "App/Data/B.swift": "B"]
        let sut = try makeSUT(history.store, reader)
        #expect(try sut.record("c1", digest: "d", force: false) == .recorded(newBlobs: 2, files: 2, violations: 0))
        #expect(try sut.record("c1", digest: "d", force: false) == .alreadyRecorded)
        #expect(try history.runCount() == 1)
    }

    @Test(arguments: StoreUnderTest.allCases)
    func test_record_readsOnlyBlobsHistoryHasNotSeen(_ kind: StoreUnderTest) throws {
        let history = try kind.make()
        let reader = ScriptedCommits()
        reader.trees["c1"] = ["A.swift": "A", "B.swift": "B"]
        reader.trees["c2"] = ["A.swift": "A", "B.swift": "B2", "C.swift": "C"]
        let sut = try makeSUT(history.store, reader)
        _ = try sut.record("c1", digest: "d", force: false)
        _ = try sut.record("c2", digest: "d", force: false)
        #expect(reader.blobReads.sorted() == ["A", "B", "B2", "C"].map(ScriptedCommits.oid).sorted())
        #expect(try history.files(ofRunOf: "c2", digest: "d") == 3)
    }

    @Test(arguments: StoreUnderTest.allCases)
    func test_record_inANewProcess_readsFromGitOnlyWhatTheParentsRunDidNotUse(_ kind: StoreUnderTest) throws {
        let history = try kind.make()
        let reader = Self.parentAndChild()
        _ = try makeSUT(history.store, reader).record("c1", digest: "d", force: false)
        let reads = reader.blobReads.count
        // A recorder of its own, as a new process has: it knows no blob.
        let outcome = try makeSUT(history.store, reader).record("c2", digest: "d", force: false)
        #expect(outcome == .recorded(newBlobs: 2, files: 3, violations: 0))
        #expect(reader.blobReads.dropFirst(reads).sorted() == ["B2", "C"].map(ScriptedCommits.oid).sorted())
        #expect(try history.files(ofRunOf: "c2", digest: "d") == 3)
    }

    /// A store that fails to read the parent's run costs the new process its head
    /// start, never the run: it asks the store for each blob as it would have.
    @Test func test_record_inANewProcess_whenTheParentsRunCannotBeRead_readsTheSameBlobs() throws {
        let store = InMemoryHistoryStore()
        let reader = Self.parentAndChild()
        _ = try makeSUT(store, reader).record("c1", digest: "d", force: false)
        let reads = reader.blobReads.count
        store.parentRunFails = true
        let outcome = try makeSUT(store, reader).record("c2", digest: "d", force: false)
        #expect(outcome == .recorded(newBlobs: 2, files: 3, violations: 0))
        #expect(reader.blobReads.dropFirst(reads).sorted() == ["B2", "C"].map(ScriptedCommits.oid).sorted())
        #expect(store.runs[RunKey(commit: "c2", specDigest: "d", analyzerVersion: "test")]?.analysis.files.count == 3)
    }

    /// A parent and its child, which changes one file and adds one.
    private static func parentAndChild() -> ScriptedCommits {
        let reader = ScriptedCommits()
        reader.trees["c1"] = ["App/Domain/A.swift": "A", "App/Data/B.swift": "B", "Package.swift": "P"]
        reader.trees["c2"] = [
            "App/Domain/A.swift": "A", "App/Data/B.swift": "B2", "App/Data/C.swift": "C", "Package.swift": "P",
        ]
        reader.parents["c2"] = "c1"
        return reader
    }

    @Test(arguments: StoreUnderTest.allCases)
    func test_record_withForceReplacesTheRun(_ kind: StoreUnderTest) throws {
        let history = try kind.make()
        let reader = ScriptedCommits()
        reader.trees["c1"] = ["A.swift": "A"]
        let sut = try makeSUT(history.store, reader)
        _ = try sut.record("c1", digest: "d", force: false)
        #expect(try sut.record("c1", digest: "d", force: true) == .replaced(newBlobs: 0, files: 1, violations: 0))
        #expect(try history.runCount() == 1)
    }

    @Test(arguments: StoreUnderTest.allCases)
    func test_record_aNewSpecMakesANewRunForTheSameCommit(_ kind: StoreUnderTest) throws {
        let history = try kind.make()
        let reader = ScriptedCommits()
        reader.trees["c1"] = ["A.swift": "A"]
        let sut = try makeSUT(history.store, reader)
        _ = try sut.record("c1", digest: "d1", force: false)
        #expect(try sut.record("c1", digest: "d2", force: false) == .recorded(newBlobs: 0, files: 1, violations: 0))
        #expect(try history.runCount() == 2)
    }

    @Test(arguments: StoreUnderTest.allCases)
    func test_backfill_recordsEachCommitOnceInOrder(_ kind: StoreUnderTest) throws {
        let history = try kind.make()
        let reader = Self.parentAndChild()
        reader.trees["c3"] = ["App/Domain/A.swift": "A3"]
        reader.parents["c3"] = "c2"
        let sut = try makeSUT(history.store, reader)
        _ = try sut.record("c2", digest: "d", force: false)
        var outcomes: [(Int, Recorder.Outcome)] = []
        try sut.record(["c1", "c2", "c3"], digest: "d") { outcomes.append(($0, $1)) }
        #expect(outcomes.map(\.0) == [0, 1, 2])
        #expect(
            outcomes.map(\.1) == [
                .recorded(newBlobs: 1, files: 2, violations: 0), .alreadyRecorded,
                .recorded(newBlobs: 1, files: 1, violations: 0),
            ])
        #expect(try history.runCount() == 3)
        #expect(try history.files(ofRunOf: "c3", digest: "d") == 1)
    }

    @Test(arguments: StoreUnderTest.allCases)
    func test_rejudge_recordsEveryCommitUnderANewSpecWithoutReadingABlob(_ kind: StoreUnderTest) throws {
        let history = try kind.make()
        let store = history.store
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
        #expect(try history.files(ofRunOf: "c2", digest: "new") == 2)
    }
}
