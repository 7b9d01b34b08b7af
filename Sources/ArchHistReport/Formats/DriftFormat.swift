import ArchHistCore

/// The formats of `diff`.
public enum DriftFormat: String, ReportFormat {
    case text, json

    public func render(_ report: DriftReport) -> String {
        switch self {
        case .text: DriftFormatter.text(report.drift, sides: report.sides)
        case .json: DriftFormatter.json(report.drift, sides: report.sides)
        }
    }
}

/// The drift between two commits and how each side was obtained.
public struct DriftReport: Sendable {
    public var drift: Drift
    public var sides: DriftFormatter.Sides

    public init(drift: Drift, sides: DriftFormatter.Sides) {
        self.drift = drift
        self.sides = sides
    }
}
