import ArchHistCore

/// The formats of `log`: the runs, newest first.
public enum LogFormat: String, ReportFormat {
    case text, json

    public func render(_ entries: [RunLog.Entry]) -> String {
        switch self {
        case .text: LogFormatter.text(entries)
        case .json: LogFormatter.json(entries)
        }
    }
}
