/// One recorded run as `archhist log` and the `run_summary` view show it.
public struct RunSummary: Sendable, Hashable {
    public var id: Int64
    public var commit: String
    public var subject: String
    public var commitTime: Int64
    public var firstParent: String?
    public var specDigest: String
    public var specSource: String
    public var analyzerVersion: String
    public var recordedAt: Int64
    public var files: Int
    public var testFiles: Int
    public var lines: Int
    public var modules: Int
    public var domains: Int
    public var uncoveredFiles: Int
    public var errors: Int
    public var warnings: Int
    public var infos: Int
    public var waived: Int

    public init(
        id: Int64, commit: String, subject: String, commitTime: Int64, firstParent: String?, specDigest: String,
        specSource: String, analyzerVersion: String, recordedAt: Int64, files: Int, testFiles: Int, lines: Int,
        modules: Int, domains: Int, uncoveredFiles: Int, errors: Int, warnings: Int, infos: Int, waived: Int
    ) {
        self.id = id
        self.commit = commit
        self.subject = subject
        self.commitTime = commitTime
        self.firstParent = firstParent
        self.specDigest = specDigest
        self.specSource = specSource
        self.analyzerVersion = analyzerVersion
        self.recordedAt = recordedAt
        self.files = files
        self.testFiles = testFiles
        self.lines = lines
        self.modules = modules
        self.domains = domains
        self.uncoveredFiles = uncoveredFiles
        self.errors = errors
        self.warnings = warnings
        self.infos = infos
        self.waived = waived
    }
}

/// Runs in the order `archhist log` prints them, each with the run it is compared
/// to: the run of its first parent under the same spec, when recorded.
public enum RunLog {
    public struct Entry: Sendable, Hashable {
        public var run: RunSummary
        public var previous: RunSummary?
    }

    /// Newest commit first. One run per commit: the newest under `preferredDigest` (the
    /// current spec) when the commit has one, else its newest run, so a new spec or a
    /// new archhist version does not list a commit twice; with `allRuns`, every run,
    /// runs of one commit newest recording first. A change is counted against the first
    /// parent's newest run under the same spec.
    public static func entries(_ runs: [RunSummary], preferredDigest: String? = nil, allRuns: Bool = false) -> [Entry] {
        var byCommitAndSpec: [String: RunSummary] = [:]
        var byCommit: [String: RunSummary] = [:]
        for run in runs {
            let key = run.commit + "|" + run.specDigest
            if let existing = byCommitAndSpec[key], RunLog.isNewer(existing, than: run) { continue }
            byCommitAndSpec[key] = run
        }
        // The current spec's run first, then the newest.
        func rank(_ run: RunSummary) -> (Int, Int64, Int64) {
            (run.specDigest == preferredDigest ? 1 : 0, run.recordedAt, run.id)
        }
        for run in byCommitAndSpec.values where byCommit[run.commit].map({ rank(run) > rank($0) }) ?? true {
            byCommit[run.commit] = run
        }
        let listed = allRuns ? runs : Array(byCommit.values)
        return
            listed
            .sorted { ($0.commitTime, $0.recordedAt, $0.id) > ($1.commitTime, $1.recordedAt, $1.id) }
            .map { run in
                Entry(run: run, previous: run.firstParent.flatMap { byCommitAndSpec[$0 + "|" + run.specDigest] })
            }
    }

    private static func isNewer(_ a: RunSummary, than b: RunSummary) -> Bool {
        (a.recordedAt, a.id) > (b.recordedAt, b.id)
    }
}
