import ArchHistCore

/// The formats of `violations`: the open violations, or with `--history` every
/// violation's life.
public enum ViolationHistoryFormat: String, ReportFormat {
    case text, json
    /// The violations open at the end of the line, as Xcode diagnostics that say which
    /// commit introduced each (with or without `--history`).
    case xcode

    public func render(_ report: ViolationsReport) -> String {
        switch (self, report.showsHistory) {
        case (.text, true): ViolationHistoryFormatter.text(report.history)
        case (.json, true): ViolationHistoryFormatter.json(report.history)
        case (.text, false): OpenViolationsFormatter.text(report)
        case (.json, false): OpenViolationsFormatter.json(report)
        case (.xcode, _): ViolationHistoryFormatter.xcode(report.history, locations: report.locations)
        }
    }
}

/// What `violations` shows: the newest run of the line with its violations, and the
/// history of the line, which says since when each of them is open.
public struct ViolationsReport: Sendable {
    public var history: ViolationHistory
    /// The newest run of the line and its open violations; nil on a line without runs.
    public var newest: (run: RunSummary, violations: [Violation])?
    /// Every violation's life (`--history`) rather than the open ones.
    public var showsHistory: Bool
    /// Where the files are on disk, for formats that link them (xcode).
    public var locations: FileLocations?

    public init(
        history: ViolationHistory, newest: (run: RunSummary, violations: [Violation])?, showsHistory: Bool,
        locations: FileLocations? = nil
    ) {
        self.history = history
        self.newest = newest
        self.showsHistory = showsHistory
        self.locations = locations
    }

    /// The open violations of the newest run, each with the life of its fingerprint:
    /// the run that introduced it, and its age.
    var open: [(violation: Violation, life: ViolationHistory.Lifecycle?)] {
        guard let newest else { return [] }
        var lives: [String: ViolationHistory.Lifecycle] = [:]
        for life in history.lifecycles where life.isOpen { lives[life.violation.fingerprint] = life }
        return newest.violations.sorted {
            ($0.file, $0.line ?? 0, $0.rule, $0.target) < ($1.file, $1.line ?? 0, $1.rule, $1.target)
        }
        .map { ($0, lives[$0.fingerprint]) }
    }
}
