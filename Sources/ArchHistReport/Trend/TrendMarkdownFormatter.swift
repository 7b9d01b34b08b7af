/// `trend` for a pull request or a wiki page: the table in Markdown, metrics right-aligned.
struct TrendMarkdownFormatter {
    func format(_ report: TrendReport) -> String {
        let table = TrendTable(report)
        let header = table.header
        var lines = [
            "| " + header.joined(separator: " | ") + " |",
            "|" + String(repeating: " --- |", count: header.count - report.metrics.count)
                + String(repeating: " ---: |", count: report.metrics.count),
        ]
        lines += table.rows.map { "| " + $0.map(TextLayout.markdownCell).joined(separator: " | ") + " |" }
        return lines.joined(separator: "\n") + "\n"
    }
}
