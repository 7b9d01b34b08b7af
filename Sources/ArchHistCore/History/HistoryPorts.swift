/// Reads commits and their content without a checkout. Implemented over git.
public protocol CommitReader {
    func commit(_ sha: String) throws -> Commit
    func files(of commit: Commit) throws -> [TreeFile]
    /// The contents of blobs, in the order asked. Called only for blobs history
    /// has not seen, or has not sketched (`HistoryStore.blobsWithoutSketch`).
    func blobs(_ oids: [String]) throws -> [[UInt8]]
}

/// Where runs are kept. Implemented over SQLite.
public protocol HistoryStore {
    /// Which of these blobs already have facts.
    func knownBlobs(among oids: [String]) throws -> Set<String>
    /// Which of these blobs have facts but no sketch of their lines (read before
    /// history kept sketches): the recorder reads and sketches them.
    func blobsWithoutSketch(among oids: [String]) throws -> Set<String>
    func swiftFacts(for oids: [String]) throws -> [String: FileFacts]
    /// What `commit`'s latest run used (that under the spec of `specDigest` by
    /// `analyzerVersion` when there is one, else one by `analyzerVersion`, else any):
    /// the facts of its Swift files by blob, where the current scanner read them; its
    /// resolution when that run is by `analyzerVersion` and kept it; its places when
    /// it is also under that spec. What a child of `commit` most likely shares.
    /// Empty when `commit` has no run.
    func recordedRun(ofRunOf commit: String, specDigest: String?, analyzerVersion: String) throws -> RecordedRun
    /// The facts of the manifests of `commit`'s latest run (under any spec), by blob.
    func recordedManifests(ofRunOf commit: String) throws -> [String: PackageManifest]
    func manifests(for oids: [String]) throws -> [String: PackageManifest]
    func runExists(_ key: RunKey) throws -> Bool
    /// Loads what writing a run reads whole (the ids of stored values), so that it
    /// can be done while the run is analysed. A failure here is met again, and
    /// thrown, by `write`.
    func prepareToWrite() throws
    /// Every commit that has a run, oldest commit first.
    func recordedCommits() throws -> [Commit]
    /// What a recorded run of `commit` analysed: its files and manifests with their
    /// blobs, all of whose facts are stored.
    func recordedInputs(of commit: String) throws -> (files: [TreeFile], manifests: [TreeFile])?
    /// Writes the run and everything new it needs in one transaction: all or nothing.
    /// With `replacing`, an existing run of the same key is replaced.
    func write(_ run: RunRecord, replacing: Bool) throws
}

/// Everything one run stores.
public struct RunRecord: Sendable {
    public var key: RunKey
    public var commit: Commit
    /// The resolved spec in canonical JSON, and where it came from.
    public var specJSON: String
    public var specSource: String
    public var analysis: Analysis
    /// The blob of every analysed Swift file, by path.
    public var blobs: [String: String]
    /// The manifests of the tree: path and blob.
    public var manifests: [TreeFile]
    /// Facts read for the first time by this run.
    public var newFacts: [String: FileFacts]
    public var newManifests: [String: PackageManifest]
    /// Sketches of the lines of Swift files read by this run (`LineSketch`), by blob.
    public var newSketches: [String: LineSketch]
    public var recordedAt: Int64

    public init(
        key: RunKey, commit: Commit, specJSON: String, specSource: String, analysis: Analysis,
        blobs: [String: String], manifests: [TreeFile], newFacts: [String: FileFacts],
        newManifests: [String: PackageManifest], newSketches: [String: LineSketch] = [:], recordedAt: Int64
    ) {
        self.key = key
        self.commit = commit
        self.specJSON = specJSON
        self.specSource = specSource
        self.analysis = analysis
        self.blobs = blobs
        self.manifests = manifests
        self.newFacts = newFacts
        self.newManifests = newManifests
        self.newSketches = newSketches
        self.recordedAt = recordedAt
    }
}

extension HistoryStore {
    /// A store that keeps no sketches has none missing.
    public func blobsWithoutSketch(among oids: [String]) throws -> Set<String> { [] }

}
