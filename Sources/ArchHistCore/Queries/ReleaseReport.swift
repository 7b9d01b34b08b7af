/// Everything a release report shows about a range of history: the drift between
/// its ends, the boundaries crossed for the first time inside it, the series of the
/// runs in it, the burndowns of a plan, the domain graph and the domain × layer
/// matrix at its end.
public struct ReleaseReport: Sendable {
    public struct Series: Sendable {
        public var name: String
        public var values: [Int]

        public init(name: String, values: [Int]) {
            self.name = name
            self.values = values
        }
    }

    /// The violations one rule gained in the range: how many, and the files with the
    /// most of them, so a reader sees where to look before reading every row.
    public struct RuleGroup: Sendable {
        public struct FileCount: Sendable, Hashable {
            public var path: String
            public var count: Int
        }

        public var rule: String
        public var severity: Severity
        public var count: Int
        /// Every file with a violation of the rule, the most first.
        public var files: [FileCount]

        /// Groups by rule, the most severe first, then the largest.
        public static func grouping(_ violations: [Violation]) -> [RuleGroup] {
            Dictionary(grouping: violations, by: \.rule).map { rule, list in
                let counts = Dictionary(grouping: list, by: \.file).map {
                    FileCount(path: $0.key, count: $0.value.count)
                }
                return RuleGroup(
                    rule: rule, severity: list.map(\.severity).min() ?? .error, count: list.count,
                    files: counts.sorted { ($1.count, $0.path) < ($0.count, $1.path) })
            }
            .sorted { ($0.severity, -$0.count, $0.rule) < ($1.severity, -$1.count, $1.rule) }
        }
    }

    public var from: String
    public var to: String
    public var drift: Drift
    /// The violations introduced in the range, grouped by rule.
    public var introducedByRule: [RuleGroup]
    public var newBoundaries: [BoundaryHistory.Entry]
    /// The boundaries crossed for the first time that are still crossed at the end, the
    /// most used first: what a release manager looks at before the rest.
    public var newBoundariesStillCrossed: [BoundaryHistory.Entry] {
        newBoundaries.filter(\.crossedNow).sorted { ($1.count, $0.boundary) < ($0.count, $1.boundary) }
    }
    /// The recorded runs of the range, oldest first.
    public var runs: [RunSummary]
    /// Open violations per rule in each run, every rule that had one, the busiest first.
    public var violationsByRule: [Series]
    /// Non-test files per domain in each run, the largest at the end of the range first.
    public var filesByDomain: [Series]
    public var burndowns: [Burndown]
    /// The milestones a release manager must act on: behind, stalled or regressed.
    public var milestonesNeedingAttention: [Burndown] {
        burndowns.filter { [.behind, .stalled, .regressed].contains($0.status) }
    }
    public var domainGraph: BoundaryGraph
    /// Files per domain and layer at the end of the range.
    public var matrix: [String: [String: Int]]
    public var matrixDomains: [String]
    public var matrixLayers: [String]

    /// - Parameters:
    ///   - files: every file of each run with its domain; those at `tests` (the test
    ///     files at the end of the range) are not counted in `filesByDomain`.
    public init(
        from: String, to: String, old: Analysis, new: Analysis, runs: [RunSummary], boundaries: BoundaryHistory,
        fromCommit: String?, violations: [Int64: [Violation]], files: [Int64: [(path: String, domain: String?)]],
        tests: Set<String>, burndowns: [Burndown], renames: [String: String] = [:]
    ) {
        self.init(
            from: from, to: to, old: old, new: new, runs: runs, boundaries: boundaries, fromCommit: fromCommit,
            violations: violations,
            domainCounts: files.mapValues { files in
                var counts: [String: Int] = [:]
                for file in files where !tests.contains(file.path) {
                    if let domain = file.domain { counts[domain, default: 0] += 1 }
                }
                return counts
            }, burndowns: burndowns, renames: renames)
    }

    /// - Parameters:
    ///   - domainCounts: for each run, its files per domain that are not test files at
    ///     the end of the range (`SQLiteHistoryStore.domainCounts` counts them where they
    ///     are stored).
    public init(
        from: String, to: String, old: Analysis, new: Analysis, runs: [RunSummary], boundaries: BoundaryHistory,
        fromCommit: String?, violations: [Int64: [Violation]], domainCounts: [Int64: [String: Int]],
        burndowns: [Burndown], renames: [String: String] = [:]
    ) {
        self.from = from
        self.to = to
        drift = Drift(from: old, to: new, renames: renames)
        introducedByRule = RuleGroup.grouping(drift.introduced)
        newBoundaries = boundaries.crossedFirst(after: fromCommit, in: runs).filter { $0.boundary.level != .module }
        self.runs = runs
        // One pass over each run: a count per rule and per domain, then the series.
        let ruleCounts = runs.map { run in
            Dictionary(grouping: violations[run.id] ?? [], by: \.rule).mapValues(\.count)
        }
        violationsByRule = Self.series(ruleCounts) { ($0.values.reduce(0, +), $0.name) }
        filesByDomain = Self.series(runs.map { domainCounts[$0.id] ?? [:] }) { ($0.values.last ?? 0, $0.name) }
        self.burndowns = burndowns
        domainGraph = BoundaryGraph(new, level: .domain, baseline: old)
        var matrix: [String: [String: Int]] = [:]
        for file in new.productionFiles {
            matrix[file.domain ?? "(no domain)", default: [:]][file.layer ?? "(no layer)", default: 0] += 1
        }
        self.matrix = matrix
        matrixDomains = matrix.keys.sorted { ($0 == "(no domain)" ? 1 : 0, $0) < ($1 == "(no domain)" ? 1 : 0, $1) }
        let layers = new.spec.layers.map(\.name)
        matrixLayers = layers + (matrix.values.contains { $0["(no layer)"] != nil } ? ["(no layer)"] : [])
    }

    /// A series for every name counted in some run, zero where a run has none, the
    /// largest by `size` first (then by name).
    private static func series(_ counts: [[String: Int]], size: (Series) -> (Int, String)) -> [Series] {
        let names = Set(counts.flatMap(\.keys))
        return names.map { name in Series(name: name, values: counts.map { $0[name] ?? 0 }) }
            .sorted { size($1).0 < size($0).0 || (size($1).0 == size($0).0 && size($0).1 < size($1).1) }
    }
}
