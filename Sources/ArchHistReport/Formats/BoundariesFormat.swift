/// The formats of `boundaries`.
public enum BoundariesFormat: String, ReportFormat {
    case text, json

    public func render(_ report: BoundariesReport) -> String {
        switch self {
        case .text: BoundariesTextFormatter().format(report)
        case .json: BoundariesJSONFormatter().format(report)
        }
    }
}
