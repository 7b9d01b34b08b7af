/// Everything a release report shows about a range of history: the drift between
/// its ends, the boundaries crossed for the first time inside it, the series of the
/// runs in it, the burndowns of a plan, the domain graph and the domain × layer
/// matrix at its end.
public struct ReleaseReport: Sendable {
    public struct Series: Sendable {
        public var name: String
        public var values: [Int]
    }

    public var from: String
    public var to: String
    public var drift: Drift
    public var newBoundaries: [BoundaryHistory.Entry]
    /// The recorded runs of the range, oldest first.
    public var runs: [RunSummary]
    /// Open violations per rule in each run (the busiest rules).
    public var violationsByRule: [Series]
    /// Non-test files per domain in each run.
    public var filesByDomain: [Series]
    public var burndowns: [Burndown]
    public var domainGraph: BoundaryGraph
    /// Files per domain and layer at the end of the range.
    public var matrix: [String: [String: Int]]
    public var matrixDomains: [String]
    public var matrixLayers: [String]

    public init(
        from: String, to: String, old: Analysis, new: Analysis, runs: [RunSummary], boundaries: BoundaryHistory,
        fromCommit: String?, violations: [Int64: [Violation]], files: [Int64: [(path: String, domain: String?)]],
        tests: Set<String>, burndowns: [Burndown], renames: [String: String] = [:]
    ) {
        self.from = from
        self.to = to
        drift = Drift(from: old, to: new, renames: renames)
        newBoundaries = boundaries.crossedFirst(after: fromCommit, in: runs).filter { $0.boundary.level != .module }
        self.runs = runs
        var ruleTotals: [String: Int] = [:]
        for run in runs { for violation in violations[run.id] ?? [] { ruleTotals[violation.rule, default: 0] += 1 } }
        let rules = ruleTotals.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(6).map(\.key)
        violationsByRule = rules.map { rule in
            Series(name: rule, values: runs.map { run in (violations[run.id] ?? []).filter { $0.rule == rule }.count })
        }
        var domains = Set<String>()
        for run in runs { for file in files[run.id] ?? [] { if let domain = file.domain { domains.insert(domain) } } }
        filesByDomain = domains.sorted().map { domain in
            Series(
                name: domain,
                values: runs.map { run in
                    (files[run.id] ?? []).filter { $0.domain == domain && !tests.contains($0.path) }.count
                })
        }
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
}
