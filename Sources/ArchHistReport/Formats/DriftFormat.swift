import ArchHistCore

/// The formats of `diff`.
public enum DriftFormat: String, ReportFormat {
    case text, json
    /// The violations the second side introduced, as Xcode diagnostics.
    case xcode

    public func render(_ report: DriftReport) -> String {
        switch self {
        case .text: DriftFormatter.text(report.drift, sides: report.sides)
        case .json: DriftFormatter.json(report.drift, sides: report.sides)
        case .xcode: XcodeDiagnostics(locations: report.locations).text(report.drift.introduced)
        }
    }
}

/// The drift between two commits and how each side was obtained.
public struct DriftReport: Sendable {
    public var drift: Drift
    public var sides: DriftFormatter.Sides
    /// Where the files are on disk, for formats that link them (xcode).
    public var locations: FileLocations?

    public init(drift: Drift, sides: DriftFormatter.Sides, locations: FileLocations? = nil) {
        self.drift = drift
        self.sides = sides
        self.locations = locations
    }
}
