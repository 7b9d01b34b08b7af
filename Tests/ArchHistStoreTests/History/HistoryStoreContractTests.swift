import ArchHistCore
import ArchHistStore
import ArchHistTestSupport
import Testing

/// What every `HistoryStore` answers the recorder, asked of the SQLite store and of the
/// in-memory one the use-case tests stand on: if they drifted apart, the recorder's tests
/// would pass against a history no user has.
@Suite struct HistoryStoreContractTests {
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case memory, sqlite
        var testDescription: String { rawValue }
    }

    /// A store of `kind`, with the folder that holds its database (kept alive by the caller).
    private static func store(_ kind: Kind) throws -> (store: any HistoryStore, folder: TemporaryTree) {
        let folder = try TemporaryTree()
        switch kind {
        case .memory: return (InMemoryHistoryStore(), folder)
        case .sqlite:
            let path = folder.file("history.db")
            let store = try SQLiteHistoryStore.open(path: path, create: true, scannerVersion: "test")
            return (store, folder)
        }
    }

    /// Two commits, the second a child of the first that changes one file and adds one.
    private static func commits() -> ScriptedCommits {
        let commits = ScriptedCommits()
        commits.trees["c1"] = HistoryFixtures.tree(files: 12)
        commits.trees["c2"] = HistoryFixtures.tree(files: 13, changed: [4], revision: 1)
        commits.parents["c2"] = "c1"
        return commits
    }

    @Test(arguments: Kind.allCases) func anEmptyStoreKnowsNothing(_ kind: Kind) throws {
        let (store, _) = try Self.store(kind)
        #expect(try store.recordedCommits().isEmpty)
        #expect(try store.knownBlobs(among: ["a", "b"]).isEmpty)
        #expect(try store.recordedInputs(of: "c1") == nil)
        #expect(try !store.runExists(RunKey(commit: "c1", specDigest: "d", analyzerVersion: "test")))
        let run = try store.recordedRun(ofRunOf: "c1", specDigest: "d", analyzerVersion: "test")
        #expect(run.facts.isEmpty && run.resolution == nil && run.places == nil)
    }

    @Test(arguments: Kind.allCases) func aRecordedRunIsReadBackAsItWasWritten(_ kind: Kind) throws {
        let (store, folder) = try Self.store(kind)
        defer { withExtendedLifetime(folder) {} }
        let commits = Self.commits()
        let recorder = HistoryFixtures.recorder(store, commits, spec: try HistoryFixtures.harness())
        _ = try recorder.record("c1", digest: "d", force: false)
        _ = try recorder.record("c2", digest: "d", force: false)

        #expect(try store.recordedCommits().map(\.sha) == ["c1", "c2"])
        #expect(try store.runExists(RunKey(commit: "c2", specDigest: "d", analyzerVersion: "test")))
        #expect(try !store.runExists(RunKey(commit: "c2", specDigest: "other", analyzerVersion: "test")))

        let tree = try commits.files(of: commits.commit("c2"))
        let inputs = try #require(try store.recordedInputs(of: "c2"))
        #expect(Set(inputs.files.map(\.path)) == Set(tree.map(\.path)))
        #expect(Set(inputs.files.map(\.oid)) == Set(tree.map(\.oid)))
        let oids = tree.map(\.oid)
        #expect(try store.knownBlobs(among: oids + ["unknown"]) == Set(oids))
        let facts = try store.swiftFacts(for: oids)
        #expect(facts.count == Set(oids).count)
        #expect(facts.values.allSatisfy { $0.declarations.count == 1 })

        // The same spec and analyzer: the run's facts, resolution and places.
        let same = try store.recordedRun(ofRunOf: "c2", specDigest: "d", analyzerVersion: "test")
        #expect(Set(same.facts.keys) == Set(oids))
        #expect(Set(same.resolution?.paths ?? []) == Set(tree.map(\.path)))
        #expect(same.places?.files.count == tree.count)
        // Another spec: places belong to a spec, the resolution to the analyzer.
        let otherSpec = try store.recordedRun(ofRunOf: "c2", specDigest: "other", analyzerVersion: "test")
        #expect(otherSpec.places == nil)
        #expect(otherSpec.resolution != nil)
        // Another analyzer: its resolution and places are not this one's.
        let otherAnalyzer = try store.recordedRun(ofRunOf: "c2", specDigest: "d", analyzerVersion: "next")
        #expect(otherAnalyzer.resolution == nil && otherAnalyzer.places == nil)
    }

    @Test(arguments: Kind.allCases) func aReplacedRunIsTheOnlyRunOfItsKey(_ kind: Kind) throws {
        let (store, folder) = try Self.store(kind)
        defer { withExtendedLifetime(folder) {} }
        let recorder = HistoryFixtures.recorder(store, Self.commits(), spec: try HistoryFixtures.harness())
        _ = try recorder.record("c1", digest: "d", force: false)
        #expect(try recorder.record("c1", digest: "d", force: false) == .alreadyRecorded)
        guard case .replaced = try recorder.record("c1", digest: "d", force: true) else {
            Issue.record("a forced record of a recorded commit did not replace its run")
            return
        }
        #expect(try store.recordedCommits().map(\.sha) == ["c1"])
    }
}
