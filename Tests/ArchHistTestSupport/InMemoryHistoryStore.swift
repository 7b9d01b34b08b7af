import ArchHistCore

/// A history kept in memory, to test the recording use cases (`Recorder`, `Rejudger`)
/// without SQLite. It keeps facts and runs as a real store would, counts the runs
/// written, and can be told to fail reading a parent's run. Each test makes its own.
public final class InMemoryHistoryStore: HistoryStore {
    public var facts: [String: FileFacts] = [:]
    public var manifestFacts: [String: PackageManifest] = [:]
    public var runs: [RunKey: RunRecord] = [:]
    /// How many runs were written (replacing one included).
    public private(set) var writes = 0
    /// The parent's run cannot be read: as a store whose read fails.
    public var parentRunFails = false

    public init() {}

    public func knownBlobs(among oids: [String]) throws -> Set<String> {
        Set(oids.filter { facts[$0] != nil || manifestFacts[$0] != nil })
    }

    public func swiftFacts(for oids: [String]) throws -> [String: FileFacts] {
        facts.filter { oids.contains($0.key) }
    }

    public func manifests(for oids: [String]) throws -> [String: PackageManifest] {
        manifestFacts.filter { oids.contains($0.key) }
    }

    public func recordedRun(
        ofRunOf commit: String, specDigest: String?, analyzerVersion: String
    ) throws -> RecordedRun {
        if parentRunFails { throw CancellationError() }
        let ofCommit = runs.values.filter { $0.commit.sha == commit }
        let same = ofCommit.first { $0.key.analyzerVersion == analyzerVersion && $0.key.specDigest == specDigest }
        guard let run = same ?? ofCommit.first(where: { $0.key.analyzerVersion == analyzerVersion }) ?? ofCommit.first
        else {
            return RecordedRun(facts: [:], resolution: nil, places: nil)
        }
        let facts = facts.filter { Set(run.blobs.values).contains($0.key) }
        let sameAnalyzer = run.key.analyzerVersion == analyzerVersion
        let sameSpec = sameAnalyzer && run.key.specDigest == specDigest
        return RecordedRun(
            facts: facts, resolution: sameAnalyzer ? Self.resolution(of: run) : nil,
            places: sameSpec ? Self.places(of: run) : nil)
    }

    public func recordedManifests(ofRunOf commit: String) throws -> [String: PackageManifest] {
        if parentRunFails { throw CancellationError() }
        guard let run = runs.values.first(where: { $0.commit.sha == commit }) else { return [:] }
        return manifestFacts.filter { Set(run.manifests.map(\.oid)).contains($0.key) }
    }

    public func runExists(_ key: RunKey) throws -> Bool { runs[key] != nil }

    /// Nothing to load: everything is in memory.
    public func prepareToWrite() throws {}

    public func recordedCommits() throws -> [Commit] {
        Set(runs.values.map(\.commit.sha)).sorted().compactMap { sha in
            runs.values.first { $0.commit.sha == sha }?.commit
        }
    }

    public func recordedInputs(of commit: String) throws -> (files: [TreeFile], manifests: [TreeFile])? {
        guard let run = runs.values.first(where: { $0.commit.sha == commit }) else { return nil }
        return (run.blobs.map { TreeFile(path: $0.key, oid: $0.value) }, run.manifests)
    }

    public func write(_ run: RunRecord, replacing: Bool) throws {
        writes += 1
        facts.merge(run.newFacts) { old, _ in old }
        manifestFacts.merge(run.newManifests) { old, _ in old }
        runs[run.key] = run
    }

    /// The run's resolution, when it resolved every file.
    private static func resolution(of run: RunRecord) -> RecordedResolution? {
        let analysis = run.analysis
        guard analysis.resolvedFiles.count == analysis.files.count else { return nil }
        return RecordedResolution(
            paths: analysis.files.map(\.path), blobs: analysis.files.map { run.blobs[$0.path]! },
            modules: analysis.files.map(\.module), resolutions: analysis.resolvedFiles)
    }

    /// Where the run placed its files, with the manifests it placed them by.
    private static func places(of run: RunRecord) -> RecordedPlacements {
        var files: [String: FilePlacement] = [:]
        for file in run.analysis.files {
            let placement = file.placement
            files[file.path] = FilePlacement(
                module: file.module,
                placement: Placement(isTest: placement.isTest, layer: placement.layer, domain: placement.domain))
        }
        return RecordedPlacements(manifests: run.manifests, files: files)
    }
}
