/// The formats of `violations`: the open violations, or with `--history` every
/// violation's life.
public enum ViolationHistoryFormat: String, ReportFormat {
    case text, json
    /// The violations open at the end of the line, as Xcode diagnostics that say which
    /// commit introduced each (with or without `--history`).
    case xcode

    public func render(_ report: ViolationsReport) -> String {
        switch (self, report.showsHistory) {
        case (.text, true): ViolationHistoryTextFormatter().format(report)
        case (.json, true): ViolationHistoryJSONFormatter().format(report)
        case (.text, false): OpenViolationsTextFormatter().format(report)
        case (.json, false): OpenViolationsJSONFormatter().format(report)
        case (.xcode, _): OpenViolationsXcodeFormatter().format(report)
        }
    }
}
