import ArchHistCore
import ArchHistSupport
import ArchHistTestSupport
import Testing

@testable import ArchHistEngine

/// A recorder in a new process starts from what the parent's run kept: its places
/// (under the same spec, with the same manifests) and its resolution. What it
/// records must be what analysing the commit from nothing gives.
@Suite struct RecorderParentRunTests {
    /// The "scanner" here reads `Name>Other,Another`: the file declares `Name` and
    /// references the others, each on a line of its own.
    private static let extractor = FactExtractor(
        scanSwift: { bytes in
            let text = String(decoding: bytes, as: UTF8.self).split(separator: ">", omittingEmptySubsequences: false)
            let references = text.count > 1 ? text[1].split(separator: ",") : []
            return FileFacts(
                declarations: [Declaration(kind: .struct, name: String(text[0]), line: 1)],
                references: references.enumerated().map {
                    TypeReference(name: String($0.element), line: $0.offset + 2)
                },
                lineCount: 1 + references.count)
        },
        readManifest: { _, _ in PackageManifest(name: nil, targets: []) })

    private static func recorder(_ store: InMemoryHistoryStore, _ reader: ScriptedCommits) throws -> Recorder {
        Recorder(
            reader: reader, store: store, extractor: extractor,
            spec: try SpecDecoder.preset(#require(Preset.named("clean"))), specSource: "preset clean",
            analyzerVersion: "test", workers: 2, today: Day(year: 2026, month: 1, day: 1), now: 0)
    }

    private static func commits() -> ScriptedCommits {
        let reader = ScriptedCommits()
        reader.trees["c1"] = [
            "App/Domain/Account.swift": "Account>Ledger", "App/Domain/Ledger.swift": "Ledger",
            "App/Data/Store.swift": "Store>Account,Ledger", "App/Presentation/Screen.swift": "Screen>Store,Account",
        ]
        // Ledger now names Store (a new edge inward-out), a file comes, one goes.
        reader.trees["c2"] = [
            "App/Domain/Account.swift": "Account>Ledger", "App/Domain/Ledger.swift": "Ledger>Store",
            "App/Data/Store.swift": "Store>Account,Ledger", "App/Data/Cache.swift": "Cache>Store",
        ]
        reader.parents["c2"] = "c1"
        // Files no change touches, so that the change is a small part of the tree.
        for number in 0..<12 {
            for sha in ["c1", "c2"] { reader.trees[sha]!["App/Domain/Filler\(number).swift"] = "Filler\(number)" }
        }
        return reader
    }

    private static let key = RunKey(commit: "c2", specDigest: "d", analyzerVersion: "test")

    @Test func aNewProcessRecordsWhatAnalysingFromNothingGives() throws {
        let reader = Self.commits()
        let store = InMemoryHistoryStore()
        _ = try Self.recorder(store, reader).record("c1", digest: "d", force: false)
        let recorder = try Self.recorder(store, reader)
        _ = try recorder.record("c2", digest: "d", force: false)
        // The parent's resolution was the start: only the changed files (Ledger, which
        // declares what it did, and the new Cache) were resolved again; Screen is gone and
        // nothing named it.
        #expect(!recorder.resolutions.lastWasWhole)
        #expect(recorder.resolutions.lastResolvedCount == 2)

        let alone = InMemoryHistoryStore()
        _ = try Self.recorder(alone, reader).record("c2", digest: "d", force: false)
        let seeded = try #require(store.runs[Self.key]?.analysis)
        let whole = try #require(alone.runs[Self.key]?.analysis)
        #expect(seeded.graph.usesByFile == whole.graph.usesByFile)
        #expect(seeded.resolvedFiles == whole.resolvedFiles)
        #expect(seeded.resolution == whole.resolution)
        #expect(seeded.violations == whole.violations)
        #expect(seeded.files.map(\.layer) == whole.files.map(\.layer))
        #expect(seeded.files.map(\.domain) == whole.files.map(\.domain))
        #expect(!seeded.violations.isEmpty)
    }

    @Test func placesAreTakenFromTheParentsRunOnlyUnderItsSpec() throws {
        for (digest, parentFails) in [("d", false), ("d2", false), ("d", true)] {
            let reader = Self.commits()
            let store = InMemoryHistoryStore()
            _ = try Self.recorder(store, reader).record("c1", digest: "d", force: false)
            store.parentRunFails = parentFails
            _ = try Self.recorder(store, reader).record("c2", digest: digest, force: false)
            let analysis = try #require(
                store.runs[RunKey(commit: "c2", specDigest: digest, analyzerVersion: "test")]?.analysis)
            // A place taken from the run has no reason (a run stores none); one made now has.
            let taken = Set(analysis.files.filter { $0.layer != nil && $0.placement.layerReason == nil }.map(\.path))
            let expected: Set<String> =
                digest == "d" && !parentFails
                ? Set(
                    ["App/Domain/Account.swift", "App/Domain/Ledger.swift", "App/Data/Store.swift"]
                        + (0..<12).map { "App/Domain/Filler\($0).swift" }) : []
            #expect(taken == expected, "spec \(digest), parent's run fails: \(parentFails)")
            #expect(analysis.files.allSatisfy { $0.layer != nil })
        }
    }

    @Test func placesAreNotTakenWhenTheManifestsChanged() throws {
        let reader = Self.commits()
        reader.trees["c1"]!["Package.swift"] = "P1"
        reader.trees["c2"]!["Package.swift"] = "P2"
        let store = InMemoryHistoryStore()
        _ = try Self.recorder(store, reader).record("c1", digest: "d", force: false)
        _ = try Self.recorder(store, reader).record("c2", digest: "d", force: false)
        let analysis = try #require(store.runs[Self.key]?.analysis)
        #expect(analysis.files.allSatisfy { $0.layer == nil || $0.placement.layerReason != nil })
    }
}
