/// The formats of `check`, one renderer each.
public enum CheckFormat: String, ReportFormat {
    case text, json, markdown, github, sarif, xcode

    public func render(_ report: CheckReport) -> String {
        switch self {
        case .text: CheckTextFormatter().format(report)
        case .json: CheckJSONFormatter().format(report)
        case .markdown: CheckMarkdownFormatter().format(report)
        case .github: GitHubAnnotationsFormatter().format(report)
        case .sarif: SARIFFormatter().format(report)
        case .xcode: XcodeCheckFormatter().format(report)
        }
    }
}
