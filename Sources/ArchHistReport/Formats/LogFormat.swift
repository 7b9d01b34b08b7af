/// The formats of `log`: the runs, newest first.
public enum LogFormat: String, ReportFormat {
    case text, json

    public func render(_ report: LogReport) -> String {
        switch self {
        case .text: LogTextFormatter().format(report)
        case .json: LogJSONFormatter().format(report)
        }
    }
}
