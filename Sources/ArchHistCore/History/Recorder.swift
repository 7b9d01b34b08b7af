/// Records the architecture of commits: reads only the blobs history has never
/// seen, scans them on all cores, judges the whole tree under the spec and writes
/// the run in one transaction.
import ArchHistSupport

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
    let placements = PlacementCache()
    /// Resolution kept from the previous commit this recorder analysed.
    let resolutions = ResolutionCache()
    /// The facts of the blobs the runs this recorder wrote used.
    let stored = StoredFacts()
    /// The last analysis written, held until the next replaces it (a backfill frees
    /// each one a commit later, no more often), so that a one-shot process can leave
    /// it to exit with the rest of `memory`.
    let lastAnalysis = LastAnalysis()

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
        let gathered = try gather(sha, after: nil, digest: digest)
        // The analysis touches neither git nor the store: the store loads what the
        // write will need meanwhile, on a core the analysis leaves idle at times.
        let lentStore = Lent(store)
        let preparing = BackgroundValue { try? lentStore.value.prepareToWrite() }
        let prepared = analyse(gathered)
        _ = preparing.value
        return try write(prepared, key: key, replacing: exists)
    }

    /// A commit analysed from git objects and stored facts, without writing a run:
    /// what `diff` and `check` use for a commit that was never recorded.
    public func analysis(of sha: String) throws -> (commit: Commit, analysis: Analysis) {
        let prepared = analyse(try gather(sha, after: nil))
        return (prepared.commit, prepared.analysis)
    }

    /// A commit's inputs: its tree, the facts of its files and manifests (read now
    /// when history has never seen their blobs), and its files being placed.
    struct Gathered {
        var commit: Commit
        var sources: [TreeFile]
        var manifestFiles: [TreeFile]
        var files: [SourceFile]
        var manifests: [ManifestFile]
        var newFacts: [String: FileFacts]
        var newManifests: [String: PackageManifest]
        var blobFacts: [(oid: String, facts: FileFacts)]
        var analyzer: Analyzer
        var placing: BackgroundValue<PlacedPaths?>
        /// What is read of the parent's run, in a new process: the analysis waits
        /// for it to seed the resolution.
        var parent: ParentPrefetch?
    }

    /// A commit analysed and ready to write.
    struct Prepared {
        var commit: Commit
        var analysis: Analysis
        var blobs: [String: String]
        var manifests: [TreeFile]
        var newFacts: [String: FileFacts]
        var newManifests: [String: PackageManifest]
        /// The facts of the blobs this tree uses that the recorder did not know.
        var blobFacts: [(oid: String, facts: FileFacts)]
    }

    /// Reads what `sha` needs from git and the store. `unwritten`, a run analysed
    /// but not written yet, counts as history: its blobs are not read again.
    /// `digest`: the spec's, when the run is to be written; places recorded under
    /// it are then taken (a run stores no reasons for them).
    func gather(_ sha: String, after unwritten: Prepared?, digest: String? = nil) throws -> Gathered {
        let commit = try reader.commit(sha)
        // A recorder that knows no blob yet (a new process) reads what the parent's
        // run used while git lists the tree: the store is lent out until `facts`.
        let ahead = unwritten == nil && stored.isEmpty
            ? commit.parents.first.map {
                ParentPrefetch(
                    store: store, parent: $0, specDigest: digest, analyzerVersion: analyzerVersion,
                    resolutions: resolutions, workers: workers)
            } : nil
        // Whatever happens, the store comes back before the caller moves on.
        defer { _ = ahead?.facts }
        let tree = try reader.files(of: commit).filter { !TreeFilter.isSkipped($0.path) }
        let roles = TreeRoles(paths: tree.lazy.map(\.path))
        let sources = tree.filter { roles.isSwiftSource($0.path) }
        let manifestFiles = tree.filter { roles.manifestKind(of: $0.path) != nil }

        // Manifests first: where a file sits needs only its path and the modules the
        // manifests declare, so the files are placed on another thread while their
        // facts are read. Those of the parent's run are known without the store.
        var knownManifests = unwritten?.newManifests ?? [:]
        if let ahead {
            knownManifests.merge(ahead.manifests) { mine, _ in mine }
            if manifestFiles.contains(where: { knownManifests[$0.oid] == nil }) { _ = ahead.facts }
        }
        let (manifests, newManifests) = try readManifests(manifestFiles, roles: roles, known: knownManifests)
        let analyzer = Analyzer(spec: spec, today: today, workers: workers, placements: placements, resolutions: resolutions)
        let paths = sources.map(\.path)
        let placing = BackgroundValue {
            analyzer.placeAhead(paths: paths, manifests: manifests, known: ahead?.places(forTreeWith: manifestFiles))
        }
        // On failure, the placing finishes before the error leaves: nothing of this
        // commit goes on running once the caller has moved on.
        var gathered = false
        defer {
            if !gathered {
                _ = placing.value
                _ = ahead?.seeded
            }
        }

        // Blobs of the last runs written are known; the store is asked about the others.
        var carried = stored.facts(of: sources)
        if let unwritten, !unwritten.blobFacts.isEmpty {
            let pending = Dictionary(unwritten.blobFacts, uniquingKeysWith: { first, _ in first })
            for index in carried.indices where carried[index] == nil { carried[index] = pending[sources[index].oid] }
        }
        // Read from the parent's run: the recorder did not know them either.
        var blobFacts: [(oid: String, facts: FileFacts)] = []
        if let prefetched = ahead?.facts, !prefetched.isEmpty {
            for index in carried.indices where carried[index] == nil {
                guard let facts = prefetched[sources[index].oid] else { continue }
                carried[index] = facts
                blobFacts.append((sources[index].oid, facts))
            }
        }
        let asked = Set(sources.indices.lazy.filter { carried[$0] == nil }.map { sources[$0].oid })
        let unseen = Array(asked.subtracting(try store.knownBlobs(among: Array(asked)))).sorted()
        // Blobs come through one reader in turn; scanning them is what needs the cores.
        let contents = Array(zip(unseen, try reader.blobs(unseen)))
        let extractor = self.extractor
        let scanned = contents.parallelMap(workers: workers) { ($0.0, extractor.scanSwift($0.1)) }
        var newFacts: [String: FileFacts] = [:]
        for (oid, facts) in scanned { newFacts[oid] = facts }

        let read = try store.swiftFacts(for: Array(asked.subtracting(unseen)))
        var files: [SourceFile] = []
        files.reserveCapacity(sources.count)
        for (index, file) in sources.enumerated() {
            if let facts = carried[index] {
                files.append(SourceFile(path: file.path, facts: facts))
            } else if let facts = newFacts[file.oid] ?? read[file.oid] {
                files.append(SourceFile(path: file.path, facts: facts))
                blobFacts.append((file.oid, facts))
            }
        }
        gathered = true
        return Gathered(
            commit: commit, sources: sources, manifestFiles: manifestFiles, files: files, manifests: manifests,
            newFacts: newFacts, newManifests: newManifests, blobFacts: blobFacts, analyzer: analyzer, placing: placing,
            parent: ahead)
    }

    /// Analyses what `gather` read: neither git nor the store is touched.
    func analyse(_ gathered: Gathered) -> Prepared {
        _ = gathered.parent?.seeded
        let analysis = gathered.analyzer.analyze(
            files: gathered.files, manifests: gathered.manifests, placed: gathered.placing.value)
        var blobs: [String: String] = [:]
        blobs.reserveCapacity(gathered.sources.count)
        for file in gathered.sources { blobs[file.path] = file.oid }
        return Prepared(
            commit: gathered.commit, analysis: analysis, blobs: blobs, manifests: gathered.manifestFiles,
            newFacts: gathered.newFacts, newManifests: gathered.newManifests, blobFacts: gathered.blobFacts)
    }

    /// Writes an analysed run, then takes its blobs as known.
    func write(_ prepared: Prepared, key: RunKey, replacing: Bool) throws -> Outcome {
        try store.write(RunRecord(
            key: key, commit: prepared.commit, specJSON: specJSON, specSource: specSource, analysis: prepared.analysis,
            blobs: prepared.blobs, manifests: prepared.manifests, newFacts: prepared.newFacts,
            newManifests: prepared.newManifests, recordedAt: now), replacing: replacing)
        stored.written(prepared.blobFacts, tree: prepared.analysis.files.count)
        lastAnalysis.keep(prepared.analysis)
        let counts = (prepared.newFacts.count + prepared.newManifests.count, prepared.analysis.files.count,
                      prepared.analysis.violations.count)
        return replacing ? .replaced(newBlobs: counts.0, files: counts.1, violations: counts.2)
            : .recorded(newBlobs: counts.0, files: counts.1, violations: counts.2)
    }

    /// The manifests of a tree, from history or read now, and those read now.
    /// `known`: manifests known without asking the store (read for a run not
    /// written yet, or with the parent's run), counted as history. When they are
    /// all of them, the store is not used.
    private func readManifests(
        _ files: [TreeFile], roles: TreeRoles, known: [String: PackageManifest]
    ) throws -> (all: [ManifestFile], new: [String: PackageManifest]) {
        let blobs = Set(files.map(\.oid))
        let asked = blobs.filter { known[$0] == nil }
        if asked.isEmpty {
            return (files.map { ManifestFile(path: $0.path, manifest: known[$0.oid]!) }, [:])
        }
        let unseen = Array(asked.subtracting(try store.knownBlobs(among: Array(asked)))).sorted()
        var new: [String: PackageManifest] = [:]
        var kinds: [String: PackageManifest.Kind] = [:]
        for file in files { kinds[file.oid] = roles.manifestKind(of: file.path) }
        for (oid, bytes) in zip(unseen, try reader.blobs(unseen)) {
            new[oid] = extractor.readManifest(kinds[oid] ?? .package, bytes)
        }
        var fresh = new
        for oid in blobs.subtracting(asked) { fresh[oid] = known[oid] }
        let all = try store.inputs(files: [], manifests: files, freshManifests: fresh).manifests
        return (all, new)
    }
}

/// One analysis, replaced by the next.
final class LastAnalysis: @unchecked Sendable {
    private var analysis: Analysis?
    private let lock = Lock()

    func keep(_ analysis: Analysis) {
        var previous: Analysis? = analysis
        lock.withLock { swap(&previous, &self.analysis) }
        // `previous`, the one replaced, is freed here, outside the lock.
    }
}
