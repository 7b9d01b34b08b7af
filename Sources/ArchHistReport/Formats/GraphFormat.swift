import ArchHistCore

/// The formats of `graph`.
public enum GraphFormat: String, ReportFormat {
    case dot, mermaid

    public func render(_ report: GraphReport) -> String {
        switch self {
        case .dot: GraphFormatter.dot(report.graph, title: report.title)
        case .mermaid: GraphFormatter.mermaid(report.graph, title: report.title)
        }
    }
}

/// A graph and the title drawn above it.
public struct GraphReport: Sendable {
    public var graph: BoundaryGraph
    public var title: String

    public init(graph: BoundaryGraph, title: String) {
        self.graph = graph
        self.title = title
    }
}
