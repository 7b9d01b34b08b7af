import ArchHistCore

/// The formats of `violations --history`.
public enum ViolationHistoryFormat: String, ReportFormat {
    case text, json
    /// The violations open at the end of the line, as Xcode diagnostics that say which
    /// commit introduced each.
    case xcode

    public func render(_ report: ViolationHistoryReport) -> String {
        switch self {
        case .text: ViolationHistoryFormatter.text(report.history)
        case .json: ViolationHistoryFormatter.json(report.history)
        case .xcode: ViolationHistoryFormatter.xcode(report.history, locations: report.locations)
        }
    }
}

/// Each violation's life along a line, and where its files are on disk.
public struct ViolationHistoryReport: Sendable {
    public var history: ViolationHistory
    /// For formats that link files (xcode).
    public var locations: FileLocations?

    public init(history: ViolationHistory, locations: FileLocations? = nil) {
        self.history = history
        self.locations = locations
    }
}
