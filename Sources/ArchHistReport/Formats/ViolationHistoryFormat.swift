import ArchHistCore

/// The formats of `violations --history`.
public enum ViolationHistoryFormat: String, ReportFormat {
    case text, json

    public func render(_ history: ViolationHistory) -> String {
        switch self {
        case .text: ViolationHistoryFormatter.text(history)
        case .json: ViolationHistoryFormatter.json(history)
        }
    }
}
