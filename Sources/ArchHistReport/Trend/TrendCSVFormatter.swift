/// `trend` for a spreadsheet: the table as CSV, the header first.
struct TrendCSVFormatter {
    func format(_ report: TrendReport) -> String {
        let table = TrendTable(report)
        return ([table.header] + table.rows).map { $0.map(field).joined(separator: ",") }.joined(separator: "\n")
            + "\n"
    }

    /// RFC 4180: quoted when it holds a comma, a quote or a line break.
    private func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacing("\"", with: "\"\"") + "\""
    }
}
