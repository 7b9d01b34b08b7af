/// The formats of `trend`.
public enum TrendFormat: String, ReportFormat {
    case text, csv, json, markdown

    public func render(_ report: TrendReport) -> String {
        switch self {
        case .text: TrendTextFormatter().format(report)
        case .csv: TrendCSVFormatter().format(report)
        case .json: TrendJSONFormatter().format(report)
        case .markdown: TrendMarkdownFormatter().format(report)
        }
    }
}
