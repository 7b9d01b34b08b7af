/// Records the architecture of commits: reads only the blobs history has never
/// seen, scans them on all cores, judges the whole tree under the spec and writes
/// the run in one transaction.
public struct Recorder {
    public enum Outcome: Sendable, Equatable {
        case recorded(newBlobs: Int, files: Int, violations: Int)
        case replaced(newBlobs: Int, files: Int, violations: Int)
        /// The same commit, spec and analyzer version are already recorded.
        case alreadyRecorded
    }

    public let reader: any CommitReader
    public let store: any HistoryStore
    public let extractor: FactExtractor
    public let spec: ArchitectureSpec
    public let specSource: String
    public let analyzerVersion: String
    public let workers: Int
    public let today: Day
    public let now: Int64
    /// Placements kept between the commits this recorder analyses (same spec).
    private let placements = PlacementCache()
    /// Resolution kept from the previous commit this recorder analysed.
    private let resolutions = ResolutionCache()
    /// The facts of the blobs the runs this recorder wrote used.
    private let stored = StoredFacts()
    /// The last analysis written, held until the next replaces it (a backfill frees
    /// each one a commit later, no more often), so that a one-shot process can leave
    /// it to exit with the rest of `memory`.
    private let lastAnalysis = LastAnalysis()

    public init(
        reader: any CommitReader, store: any HistoryStore, extractor: FactExtractor, spec: ArchitectureSpec,
        specSource: String, analyzerVersion: String, workers: Int, today: Day, now: Int64
    ) {
        self.reader = reader
        self.store = store
        self.extractor = extractor
        self.spec = spec
        self.specSource = specSource
        self.analyzerVersion = analyzerVersion
        self.workers = workers
        self.today = today
        self.now = now
    }

    public var specJSON: String { SpecEncoder.canonicalText(spec) }

    /// What the recorder remembers between commits (the facts of every file it
    /// analysed among it): for a one-shot process to keep until it exits, rather than
    /// spend tens of milliseconds freeing it.
    public var memory: [AnyObject] { [placements, resolutions, lastAnalysis, stored] }

    public func key(for sha: String, digest: String) -> RunKey {
        RunKey(commit: sha, specDigest: digest, analyzerVersion: analyzerVersion)
    }

    /// Records one commit. `digest` is the digest of `specJSON` (hashing is an
    /// adapter's concern).
    public func record(_ sha: String, digest: String, force: Bool) throws -> Outcome {
        let key = key(for: sha, digest: digest)
        let exists = try store.runExists(key)
        if exists && !force { return .alreadyRecorded }

        let prepared = try prepare(sha)
        try store.write(RunRecord(
            key: key, commit: prepared.commit, specJSON: specJSON, specSource: specSource, analysis: prepared.analysis,
            blobs: prepared.blobs, manifests: prepared.manifests, newFacts: prepared.newFacts,
            newManifests: prepared.newManifests, recordedAt: now), replacing: exists)
        stored.written(prepared.blobFacts, tree: prepared.analysis.files.count)
        lastAnalysis.keep(prepared.analysis)
        let counts = (prepared.newFacts.count + prepared.newManifests.count, prepared.analysis.files.count,
                      prepared.analysis.violations.count)
        return exists ? .replaced(newBlobs: counts.0, files: counts.1, violations: counts.2)
            : .recorded(newBlobs: counts.0, files: counts.1, violations: counts.2)
    }

    /// A commit analysed from git objects and stored facts, without writing a run:
    /// what `diff` and `check` use for a commit that was never recorded.
    public func analysis(of sha: String) throws -> (commit: Commit, analysis: Analysis) {
        let prepared = try prepare(sha)
        return (prepared.commit, prepared.analysis)
    }

    private struct Prepared {
        var commit: Commit
        var analysis: Analysis
        var blobs: [String: String]
        var manifests: [TreeFile]
        var newFacts: [String: FileFacts]
        var newManifests: [String: PackageManifest]
        /// The facts of the blobs this tree uses that the recorder did not know.
        var blobFacts: [(oid: String, facts: FileFacts)]
    }

    private func prepare(_ sha: String) throws -> Prepared {
        let commit = try reader.commit(sha)
        let tree = try reader.files(of: commit).filter { !TreeFilter.isSkipped($0.path) }
        let sources = tree.filter { TreeFilter.isSwiftSource($0.path) }
        let manifestFiles = tree.filter { TreeFilter.isManifest($0.path) }

        // Manifests first: where a file sits needs only its path and the modules the
        // manifests declare, so the files are placed on another thread while their
        // facts are read.
        let (manifests, newManifests) = try readManifests(manifestFiles)
        let analyzer = Analyzer(spec: spec, today: today, workers: workers, placements: placements, resolutions: resolutions)
        let paths = sources.map(\.path)
        let placing = BackgroundValue { analyzer.placeAhead(paths: paths, manifests: manifests) }
        defer { _ = placing.value }

        // Blobs of the last runs written are known; the store is asked about the others.
        let carried = stored.facts(of: sources)
        let asked = Set(sources.indices.lazy.filter { carried[$0] == nil }.map { sources[$0].oid })
        let unseen = Array(asked.subtracting(try store.knownBlobs(among: Array(asked)))).sorted()
        // Blobs come through one reader in turn; scanning them is what needs the cores.
        let contents = Array(zip(unseen, try reader.blobs(unseen)))
        let extractor = self.extractor
        let scanned = try contents.parallelMap(workers: workers) { ($0.0, extractor.scanSwift($0.1)) }
        var newFacts: [String: FileFacts] = [:]
        for (oid, facts) in scanned { newFacts[oid] = facts }

        let read = try store.swiftFacts(for: Array(asked.subtracting(unseen)))
        var files: [SourceFile] = []
        var blobFacts: [(oid: String, facts: FileFacts)] = []
        files.reserveCapacity(sources.count)
        for (index, file) in sources.enumerated() {
            if let facts = carried[index] {
                files.append(SourceFile(path: file.path, facts: facts))
            } else if let facts = newFacts[file.oid] ?? read[file.oid] {
                files.append(SourceFile(path: file.path, facts: facts))
                blobFacts.append((file.oid, facts))
            }
        }
        _ = placing.value
        let analysis = analyzer.analyze(files: files, manifests: manifests)
        var blobs: [String: String] = [:]
        blobs.reserveCapacity(sources.count)
        for file in sources { blobs[file.path] = file.oid }
        return Prepared(
            commit: commit, analysis: analysis, blobs: blobs, manifests: manifestFiles, newFacts: newFacts,
            newManifests: newManifests, blobFacts: blobFacts)
    }

    /// The manifests of a tree, from history or read now, and those read now.
    private func readManifests(_ files: [TreeFile]) throws -> (all: [ManifestFile], new: [String: PackageManifest]) {
        let blobs = Array(Set(files.map(\.oid)))
        let known = try store.knownBlobs(among: blobs)
        let unseen = Array(Set(blobs).subtracting(known)).sorted()
        var new: [String: PackageManifest] = [:]
        for (oid, bytes) in zip(unseen, try reader.blobs(unseen)) { new[oid] = extractor.readManifest(bytes) }
        let all = try store.inputs(files: [], manifests: files, freshManifests: new).manifests
        return (all, new)
    }
}

/// One analysis, replaced by the next.
private final class LastAnalysis: @unchecked Sendable {
    private var analysis: Analysis?
    private let lock = Lock()

    func keep(_ analysis: Analysis) {
        var previous: Analysis? = analysis
        lock.withLock { swap(&previous, &self.analysis) }
        // `previous`, the one replaced, is freed here, outside the lock.
    }
}
