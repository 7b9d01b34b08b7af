/// The formats of `diff`.
public enum DriftFormat: String, ReportFormat {
    case text, json
    /// The violations the second side introduced, as Xcode diagnostics.
    case xcode

    public func render(_ report: DriftReport) -> String {
        switch self {
        case .text: DriftTextFormatter().format(report)
        case .json: DriftJSONFormatter().format(report)
        case .xcode: XcodeDiagnostics(locations: report.locations).text(report.drift.introduced)
        }
    }
}
