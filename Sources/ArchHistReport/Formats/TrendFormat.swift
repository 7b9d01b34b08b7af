import ArchHistCore

/// The formats of `trend`.
public enum TrendFormat: String, ReportFormat {
    case text, csv, json, markdown

    public func render(_ report: TrendReport) -> String {
        switch self {
        case .text: TrendFormatter.text(report)
        case .csv: TrendFormatter.csv(report)
        case .json: TrendFormatter.json(report)
        case .markdown: TrendFormatter.markdown(report)
        }
    }
}

/// The recorded runs of a line, oldest first, and the metrics to show for each.
public struct TrendReport: Sendable {
    public var runs: [RunSummary]
    public var metrics: [TrendFormatter.Metric]
    /// Each tagged commit's tags, when the rows are the tagged commits (`--tags`):
    /// then a column shows them. Empty otherwise.
    public var tags: [String: [String]]

    public init(runs: [RunSummary], metrics: [TrendFormatter.Metric], tags: [String: [String]] = [:]) {
        self.runs = runs
        self.metrics = metrics
        self.tags = tags
    }
}
