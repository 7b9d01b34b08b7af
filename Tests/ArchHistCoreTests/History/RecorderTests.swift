import ArchHistCore
import ArchHistSupport
import ArchHistTestSupport
import Testing

@Suite struct RecorderTests {
    /// The "scanner" here declares one type per file, named by its text.
    private let extractor = FactExtractor(
        scanSwift: {
            FileFacts(
                declarations: [Declaration(kind: .struct, name: String(decoding: $0, as: UTF8.self), line: 1)],
                lineCount: 1)
        },
        readManifest: { _, _ in PackageManifest(name: nil, targets: []) })

    private func makeSUT(_ store: InMemoryHistoryStore, _ reader: ScriptedCommits) throws -> Recorder {
        Recorder(
            reader: reader, store: store, extractor: extractor,
            spec: try SpecDecoder.preset(#require(Preset.named("clean"))), specSource: "preset clean",
            analyzerVersion: "test", workers: 2, today: Day(year: 2026, month: 1, day: 1), now: 0)
    }

    @Test func test_record_storesARunAndASecondCallChangesNothing() throws {
        let store = InMemoryHistoryStore()
        let reader = ScriptedCommits()
        reader.trees["c1"] = ["App/Domain/A.swift": "A", "App/Data/B.swift": "B"]
        let sut = try makeSUT(store, reader)
        #expect(try sut.record("c1", digest: "d", force: false) == .recorded(newBlobs: 2, files: 2, violations: 0))
        #expect(try sut.record("c1", digest: "d", force: false) == .alreadyRecorded)
        #expect(store.writes == 1)
    }

    @Test func test_record_readsOnlyBlobsHistoryHasNotSeen() throws {
        let store = InMemoryHistoryStore()
        let reader = ScriptedCommits()
        reader.trees["c1"] = ["A.swift": "A", "B.swift": "B"]
        reader.trees["c2"] = ["A.swift": "A", "B.swift": "B2", "C.swift": "C"]
        let sut = try makeSUT(store, reader)
        _ = try sut.record("c1", digest: "d", force: false)
        _ = try sut.record("c2", digest: "d", force: false)
        #expect(reader.blobReads.sorted() == ["A", "B", "B2", "C"].map(ScriptedCommits.oid).sorted())
        #expect(store.runs[RunKey(commit: "c2", specDigest: "d", analyzerVersion: "test")]?.analysis.files.count == 3)
    }

    @Test func test_record_inANewProcess_readsFromGitOnlyWhatTheParentsRunDidNotUse() throws {
        for fails in [false, true] {
            let store = InMemoryHistoryStore()
            let reader = ScriptedCommits()
            reader.trees["c1"] = ["App/Domain/A.swift": "A", "App/Data/B.swift": "B", "Package.swift": "P"]
            reader.trees["c2"] = [
                "App/Domain/A.swift": "A", "App/Data/B.swift": "B2", "App/Data/C.swift": "C", "Package.swift": "P",
            ]
            reader.parents["c2"] = "c1"
            _ = try makeSUT(store, reader).record("c1", digest: "d", force: false)
            let reads = reader.blobReads.count
            store.parentRunFails = fails
            // A recorder of its own, as a new process has: it knows no blob.
            let outcome = try makeSUT(store, reader).record("c2", digest: "d", force: false)
            #expect(outcome == .recorded(newBlobs: 2, files: 3, violations: 0), "parent's run fails: \(fails)")
            #expect(
                reader.blobReads.dropFirst(reads).sorted() == ["B2", "C"].map(ScriptedCommits.oid).sorted(),
                "parent's run fails: \(fails)")
            #expect(
                store.runs[RunKey(commit: "c2", specDigest: "d", analyzerVersion: "test")]?.analysis.files.count == 3)
        }
    }

    @Test func test_record_withForceReplacesTheRun() throws {
        let store = InMemoryHistoryStore()
        let reader = ScriptedCommits()
        reader.trees["c1"] = ["A.swift": "A"]
        let sut = try makeSUT(store, reader)
        _ = try sut.record("c1", digest: "d", force: false)
        #expect(try sut.record("c1", digest: "d", force: true) == .replaced(newBlobs: 0, files: 1, violations: 0))
        #expect(store.writes == 2)
    }

    @Test func test_record_aNewSpecMakesANewRunForTheSameCommit() throws {
        let store = InMemoryHistoryStore()
        let reader = ScriptedCommits()
        reader.trees["c1"] = ["A.swift": "A"]
        let sut = try makeSUT(store, reader)
        _ = try sut.record("c1", digest: "d1", force: false)
        #expect(try sut.record("c1", digest: "d2", force: false) == .recorded(newBlobs: 0, files: 1, violations: 0))
        #expect(store.runs.count == 2)
    }

    @Test func test_rejudge_recordsEveryCommitUnderANewSpecWithoutReadingABlob() throws {
        let store = InMemoryHistoryStore()
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
