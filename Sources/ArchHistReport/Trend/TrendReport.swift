import ArchHistCore

/// The recorded runs of a line, oldest first, and the metrics to show for each.
public struct TrendReport: Sendable {
    public var runs: [RunSummary]
    public var metrics: [Metric]
    /// Each tagged commit's tags, when the rows are the tagged commits (`--tags`):
    /// then a column shows them. Empty otherwise.
    public var tags: [String: [String]]

    public init(runs: [RunSummary], metrics: [Metric], tags: [String: [String]] = [:]) {
        self.runs = runs
        self.metrics = metrics
        self.tags = tags
    }
}
