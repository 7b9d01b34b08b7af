import ArchHistCore

/// The formats of `explain`.
public enum ExplainFormat: String, ReportFormat {
    case text, json

    public func render(_ report: ExplainReport) -> String {
        switch self {
        case .text: ExplainFormatter.text(file: report.file, analysis: report.analysis)
        case .json: ExplainFormatter.json(file: report.file, analysis: report.analysis)
        }
    }
}

/// One file and the analysis it was judged in.
public struct ExplainReport: Sendable {
    public var file: AnalyzedFile
    public var analysis: Analysis

    public init(file: AnalyzedFile, analysis: Analysis) {
        self.file = file
        self.analysis = analysis
    }
}
