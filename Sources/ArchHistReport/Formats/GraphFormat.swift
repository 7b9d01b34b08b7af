/// The formats of `graph`.
public enum GraphFormat: String, ReportFormat {
    case dot, mermaid

    public func render(_ report: GraphReport) -> String {
        switch self {
        case .dot: GraphDOTFormatter().format(report)
        case .mermaid: GraphMermaidFormatter().format(report)
        }
    }
}
