import ArchHistCore

/// The formats of `explain`.
public enum ExplainFormat: String, ReportFormat {
    case text, json
    /// The file's violations as Xcode diagnostics.
    case xcode

    public func render(_ report: ExplainReport) -> String {
        switch self {
        case .text: ExplainFormatter.text(file: report.file, analysis: report.analysis)
        case .json: ExplainFormatter.json(file: report.file, analysis: report.analysis)
        case .xcode:
            XcodeDiagnostics(locations: report.locations).text(
                report.analysis.violations.filter { $0.file == report.file.path })
        }
    }
}

/// One file and the analysis it was judged in.
public struct ExplainReport: Sendable {
    public var file: AnalyzedFile
    public var analysis: Analysis
    /// Where the files are on disk, for formats that link them (xcode).
    public var locations: FileLocations?

    public init(file: AnalyzedFile, analysis: Analysis, locations: FileLocations? = nil) {
        self.file = file
        self.analysis = analysis
        self.locations = locations
    }
}
