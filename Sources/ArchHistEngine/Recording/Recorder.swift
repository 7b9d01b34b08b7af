/// Records the architecture of commits: reads only the blobs history has never
/// seen, scans them on all cores, judges the whole tree under the spec and writes
/// the run in one transaction.
import ArchHistCore
import ArchHistSupport

public struct Recorder: Sendable {
    public enum Outcome: Sendable, Equatable {
        case recorded(newBlobs: Int, files: Int, violations: Int)
        case replaced(newBlobs: Int, files: Int, violations: Int)
        /// The same commit, spec and analyzer version are already recorded.
        case alreadyRecorded
    }

    /// Git, one caller at a time: a backfill reads the next commit while it analyses this one.
    let reader: SerialReader
    /// The store, one caller at a time: the recorder uses it from other threads too.
    let store: SerialStore
    public let extractor: FactExtractor
    public let spec: ArchitectureSpec
    public let specSource: String
    public let analyzerVersion: String
    public let workers: Int
    public let today: Day
    public let now: Int64
    /// Placements kept between the commits this recorder analyses (same spec), so a
    /// backfill commit places only the files that changed.
    let placements = PlacementCache()
    /// Resolution kept from the previous commit this recorder analysed, so a backfill
    /// commit resolves only what changed.
    let resolutions = ResolutionCache()
    /// The facts of the blobs the runs this recorder wrote used, so a backfill commit
    /// decodes only its new blobs' facts. (What each of the three saves: the
    /// `Benchmark.md` article.)
    let stored = StoredFacts()

    public init(
        reader: any CommitReader, store: any HistoryStore, extractor: FactExtractor, spec: ArchitectureSpec,
        specSource: String, analyzerVersion: String, workers: Int, today: Day, now: Int64
    ) {
        self.reader = SerialReader(reader)
        self.store = SerialStore(store)
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
    public var memory: [AnyObject] { [placements, resolutions, stored] }

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
        let store = self.store
        let (_, prepared) = concurrently({ try? store.prepareToWrite() }, { analyse(gathered) })
        return try writer.write(prepared, key: key, replacing: exists)
    }

    /// A commit analysed from git objects and stored facts, without writing a run:
    /// what `diff` and `check` use for a commit that was never recorded.
    public func analysis(of sha: String) throws -> (commit: Commit, analysis: Analysis) {
        let prepared = analyse(try gather(sha, after: nil))
        return (prepared.commit, prepared.analysis)
    }

    /// A commit's inputs: its tree, the facts of its files and manifests (read now
    /// when history has never seen their blobs), and its files being placed.
    struct Gathered: Sendable {
        var commit: Commit
        var tree: ListedTree
        var manifests: [ManifestFile]
        var newManifests: [String: PackageManifest]
        var sources: SourceFacts
        var analyzer: Analyzer
        var placing: BackgroundValue<PlacementsAhead?>
        /// What is read of the parent's run, in a new process: the analysis waits
        /// for it to seed the resolution.
        var parent: ParentPrefetch?
    }

    /// A commit analysed and ready to write.
    struct Prepared: Sendable {
        var commit: Commit
        var analysis: Analysis
        var blobs: [String: String]
        var manifests: [TreeFile]
        var newFacts: [String: FileFacts]
        var newManifests: [String: PackageManifest]
        var newSketches: [String: LineSketch]
        /// The facts of the blobs this tree uses that the recorder did not know.
        var blobFacts: [(oid: String, facts: FileFacts)]
    }

    /// Reads what `sha` needs from git and the store, in the order of the steps:
    /// list the tree, read its manifests, place its files (on another thread), then
    /// find the facts of its Swift files (known, stored, or read and scanned now).
    /// `unwritten`, a run analysed but not written yet, counts as history: its blobs
    /// are not read again. `digest`: the spec's, when the run is to be written;
    /// places recorded under it are then taken (a run stores no reasons for them).
    func gather(_ sha: String, after unwritten: Unwritten?, digest: String? = nil) throws -> Gathered {
        let commit = try reader.commit(sha)
        let parent = unwritten == nil && stored.isEmpty ? readParentRun(of: commit, digest: digest) : nil
        // Whatever happens, the parent's run is read before the caller moves on:
        // nothing of this commit goes on running once it has.
        defer { _ = parent?.waitForFacts() }
        let tree = try listTree(of: commit)
        let (manifests, newManifests) = try readManifests(of: tree, unwritten: unwritten, parent: parent)
        let analyzer = Analyzer(
            spec: spec, today: today, workers: workers, placements: placements, resolver: .incremental(resolutions))
        let (paths, manifestFiles) = (tree.sources.map(\.path), tree.manifests)
        let placing = BackgroundValue {
            analyzer.placeAhead(
                paths: paths, manifests: manifests, known: parent?.placements(forTreeWith: manifestFiles))
        }
        // On failure, the placing finishes before the error leaves: nothing of this
        // commit goes on running once the caller has moved on.
        var gathered = false
        defer {
            if !gathered {
                _ = placing.wait()
                parent?.waitUntilSeeded()
            }
        }
        let sources = try sourceFacts(of: tree.sources, unwritten: unwritten, parent: parent)
        gathered = true
        return Gathered(
            commit: commit, tree: tree, manifests: manifests, newManifests: newManifests, sources: sources,
            analyzer: analyzer, placing: placing, parent: parent)
    }

    /// Analyses what `gather` read: neither git nor the store is touched.
    func analyse(_ gathered: Gathered) -> Prepared {
        gathered.parent?.waitUntilSeeded()
        let analysis = gathered.analyzer.analyze(
            files: gathered.sources.files, manifests: gathered.manifests, placed: gathered.placing.wait())
        var blobs: [String: String] = [:]
        blobs.reserveCapacity(gathered.tree.sources.count)
        for file in gathered.tree.sources { blobs[file.path] = file.oid }
        return Prepared(
            commit: gathered.commit, analysis: analysis, blobs: blobs, manifests: gathered.tree.manifests,
            newFacts: gathered.sources.newFacts, newManifests: gathered.newManifests,
            newSketches: gathered.sources.newSketches, blobFacts: gathered.sources.blobFacts)
    }

    /// What writes a run: a value of its own, so that a backfill can write one commit's
    /// run on another thread while it analyses the next.
    var writer: RunWriter {
        RunWriter(store: store, stored: stored, specJSON: specJSON, specSource: specSource, now: now)
    }
}

/// Writes analysed runs into the store, then takes their blobs as known.
struct RunWriter: Sendable {
    let store: SerialStore
    let stored: StoredFacts
    let specJSON: String
    let specSource: String
    let now: Int64

    /// Writes an analysed run, then takes its blobs as known.
    func write(_ prepared: Recorder.Prepared, key: RunKey, replacing: Bool) throws -> Recorder.Outcome {
        try store.write(
            RunRecord(
                key: key, commit: prepared.commit, specJSON: specJSON, specSource: specSource,
                analysis: prepared.analysis,
                blobs: prepared.blobs, manifests: prepared.manifests, newFacts: prepared.newFacts,
                newManifests: prepared.newManifests, newSketches: prepared.newSketches, recordedAt: now),
            replacing: replacing)
        stored.written(prepared.blobFacts, tree: prepared.analysis.files.count)
        let counts = (
            prepared.newFacts.count + prepared.newManifests.count, prepared.analysis.files.count,
            prepared.analysis.violations.count
        )
        return replacing
            ? .replaced(newBlobs: counts.0, files: counts.1, violations: counts.2)
            : .recorded(newBlobs: counts.0, files: counts.1, violations: counts.2)
    }
}
