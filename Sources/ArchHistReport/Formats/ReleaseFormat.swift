/// The formats of `report`.
public enum ReleaseFormat: String, ReportFormat {
    /// One self-contained page with charts.
    case html
    /// The same findings as tables, the domain graph in Mermaid.
    case markdown

    public func render(_ document: ReleaseDocument) -> String {
        switch self {
        case .html: ReleaseHTMLFormatter.format(document.report, generated: document.generated)
        case .markdown: ReleaseMarkdownFormatter.format(document.report)
        }
    }
}
