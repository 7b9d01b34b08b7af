import ArchHistCore

/// The formats of `boundaries`.
public enum BoundariesFormat: String, ReportFormat {
    case text, json

    public func render(_ report: BoundariesReport) -> String {
        switch self {
        case .text: BoundariesFormatter.text(report.entries, title: report.title)
        case .json: BoundariesFormatter.json(report.entries)
        }
    }
}

/// The boundaries crossed and what the text calls them.
public struct BoundariesReport: Sendable {
    public var entries: [BoundaryHistory.Entry]
    /// The heading of the text: `Boundaries ever crossed`.
    public var title: String

    public init(entries: [BoundaryHistory.Entry], title: String) {
        self.entries = entries
        self.title = title
    }
}
