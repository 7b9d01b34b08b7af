/// `trend` for a terminal: a table, subjects clipped, metrics right-aligned.
struct TrendTextFormatter {
    func format(_ report: TrendReport) -> String {
        guard !report.runs.isEmpty else { return "No recorded runs on this line.\n" }
        let table = TrendTable(report)
        let subject = table.header.firstIndex(of: "subject") ?? 2
        let clipped = table.rows.map { row in
            row.enumerated().map { $0.offset == subject ? String($0.element.prefix(40)) : $0.element }
        }
        let align = Array(repeating: TextLayout.Alignment.left, count: subject + 1) + report.metrics.map { _ in .right }
        return TextLayout.table([table.header] + clipped, align: align)
            .joined(separator: "\n") + "\n"
    }
}
