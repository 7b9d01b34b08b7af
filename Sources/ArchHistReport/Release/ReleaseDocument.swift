import ArchHistCore
import ArchHistSupport

/// The release report and the day it is written, which the HTML page prints.
public struct ReleaseDocument: Sendable {
    public var report: ReleaseReport
    public var generated: Day

    public init(report: ReleaseReport, generated: Day) {
        self.report = report
        self.generated = generated
    }
}
