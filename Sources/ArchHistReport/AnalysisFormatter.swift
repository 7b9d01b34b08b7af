import ArchHistCore

/// The formats `archhist analyze --format` offers.
public enum OutputFormat: String, CaseIterable, Sendable {
    /// For a person at a terminal: summary, matrix, dependencies, violations.
    case text
    /// For tools: everything, stable keys in a fixed order (`schemaVersion` 1).
    case json
}

/// Turns an analysis into the text of one format. Formatters return the text and
/// never print: the command decides where it goes.
public protocol AnalysisFormatter {
    func format(_ report: AnalysisReport) -> String
}

/// What a formatter is given: the analysis and how to name what was analysed.
public struct AnalysisReport: Sendable {
    public var analysis: Analysis
    /// Where the spec came from, as a person would say it: `archhist.json (extends
    /// preset clean)`, or `preset harness, inferred: 84% of files matched its layers`.
    public var specDescription: String
    /// The display name of the analysed folder.
    public var root: String

    public init(analysis: Analysis, specDescription: String, root: String) {
        self.analysis = analysis
        self.specDescription = specDescription
        self.root = root
    }
}

public enum AnalysisFormatters {
    public static func formatter(for format: OutputFormat) -> any AnalysisFormatter {
        switch format {
        case .text: return TextFormatter()
        case .json: return JSONFormatter()
        }
    }
}
