/// The formats of `burndown`.
public enum BurndownFormat: String, ReportFormat {
    case text, json, markdown

    public func render(_ report: BurndownReport) -> String {
        switch self {
        case .text: BurndownTextFormatter().format(report)
        case .json: BurndownJSONFormatter().format(report)
        case .markdown: BurndownMarkdownFormatter().format(report)
        }
    }
}
