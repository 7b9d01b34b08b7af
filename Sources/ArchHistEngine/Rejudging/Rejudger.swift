/// Judges recorded history again under a new spec, from stored facts alone: no
/// Swift file is read or parsed, so "when did this start?" has an answer for a rule
/// written today.
import ArchHistCore
import ArchHistSupport

public struct Rejudger {
    public struct Summary: Sendable, Equatable {
        public var rejudged: Int
        /// Commits already recorded under this spec.
        public var alreadyRecorded: Int

        public init(rejudged: Int = 0, alreadyRecorded: Int = 0) {
            self.rejudged = rejudged
            self.alreadyRecorded = alreadyRecorded
        }
    }

    let store: SerialStore
    public let spec: ArchitectureSpec
    public let specSource: String
    public let analyzerVersion: String
    public let workers: Int
    public let today: Day
    public let now: Int64

    public init(
        store: any HistoryStore, spec: ArchitectureSpec, specSource: String, analyzerVersion: String, workers: Int,
        today: Day, now: Int64
    ) {
        self.store = SerialStore(store)
        self.spec = spec
        self.specSource = specSource
        self.analyzerVersion = analyzerVersion
        self.workers = workers
        self.today = today
        self.now = now
    }

    /// A recorded commit judged under this spec from its stored facts, without writing
    /// a run: a baseline recorded under another spec, compared like with like. Nil when
    /// the commit was never recorded.
    public func analysis(of commit: String) throws -> Analysis? {
        guard let inputs = try store.recordedInputs(of: commit) else { return nil }
        let (files, manifests) = try store.inputs(files: inputs.files, manifests: inputs.manifests)
        return Analyzer(spec: spec, today: today, workers: workers).analyze(files: files, manifests: manifests)
    }

    /// Records a run under `digest` for every recorded commit that has none, each in
    /// its own transaction; `progress` hears about each commit.
    public func run(digest: String, progress: (Int, Int) -> Void = { _, _ in }) throws -> Summary {
        var summary = Summary()
        let commits = try store.recordedCommits()
        let specJSON = SpecEncoder.canonicalText(spec)
        let placements = PlacementCache()
        let resolutions = ResolutionCache()
        for (index, commit) in commits.enumerated() {
            progress(index + 1, commits.count)
            let key = RunKey(commit: commit.sha, specDigest: digest, analyzerVersion: analyzerVersion)
            if try store.runExists(key) {
                summary.alreadyRecorded += 1
                continue
            }
            guard let inputs = try store.recordedInputs(of: commit.sha) else { continue }
            let (files, manifests) = try store.inputs(files: inputs.files, manifests: inputs.manifests)
            let analysis = Analyzer(
                spec: spec, today: today, workers: workers, placements: placements, resolver: .incremental(resolutions)
            ).analyze(files: files, manifests: manifests)
            var blobs: [String: String] = [:]
            for file in inputs.files { blobs[file.path] = file.oid }
            try store.write(
                RunRecord(
                    key: key, commit: commit, specJSON: specJSON, specSource: specSource, analysis: analysis,
                    blobs: blobs,
                    manifests: inputs.manifests, newFacts: [:], newManifests: [:], recordedAt: now), replacing: false)
            summary.rejudged += 1
        }
        return summary
    }
}
