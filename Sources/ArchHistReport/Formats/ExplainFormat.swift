import ArchHistCore

/// The formats of `explain`.
public enum ExplainFormat: String, ReportFormat {
    case text, json
    /// The file's violations as Xcode diagnostics.
    case xcode

    public func render(_ report: ExplainReport) -> String {
        switch self {
        case .text: ExplainTextFormatter().format(report.explanation)
        case .json: ExplainJSONFormatter().format(report.explanation)
        case .xcode:
            XcodeDiagnostics(locations: report.locations).text(
                report.analysis.violations.filter { $0.file == report.file.path })
        }
    }
}
