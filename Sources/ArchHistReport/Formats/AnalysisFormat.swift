/// The formats of `analyze` and `show`.
public enum AnalysisFormat: String, ReportFormat {
    /// For a person at a terminal: summary, matrix, dependencies, violations.
    case text
    /// For tools: everything, stable keys in a fixed order (`schemaVersion` 1).
    case json
    /// For a Run Script build phase: one `path:line:column: error|warning: …` per violation.
    case xcode

    public func render(_ report: AnalysisReport) -> String {
        switch self {
        case .text: AnalysisTextFormatter().format(report)
        case .json: AnalysisJSONFormatter().format(report)
        case .xcode: XcodeDiagnostics(locations: report.locations).text(report.analysis.violations)
        }
    }
}
