import ArchHistCore

/// `check --format markdown`: for a CI job summary or a pull-request comment.
struct CheckMarkdownFormatter {
    func format(_ report: CheckReport) -> String {
        let gate = report.gate
        var lines = [
            "### archhist check \(gate.passed ? "passed" : "failed")",
            "",
            "`\(escape(report.current))` against `\(escape(report.baseline))`"
                + (gate.passed ? "" : ": " + escape(gate.reasons.joined(separator: ", "))),
            "",
            "| new | known | fixed | new crossings |",
            "| ---: | ---: | ---: | ---: |",
            "| \(gate.drift.introduced.count) | \(gate.drift.persisting.count) | \(gate.drift.fixed.count) "
                + "| \(gate.newCrossings.count) |",
        ]
        if let change = gate.specChange {
            lines[4] += " allowed by the spec's edit | made visible |"
            lines[5] += " ---: | ---: |"
            lines[6] += " \(change.allowed.count) | \(change.madeVisible.count) |"
        }
        if !gate.drift.introduced.isEmpty {
            lines += ["", "#### New violations", "", "| rule | severity | where | what |", "| --- | --- | --- | --- |"]
            // The target ends the "what" cell of rows that would otherwise read alike.
            lines += DistinctRows.rows(gate.drift.introduced) {
                "| `\($0.rule)` | \($0.severity.rawValue) | `\(escape(TextLayout.location($0.file, $0.line)))` | "
                    + TextLayout.markdownCell($0.message)
            } target: {
                " → `\(escape($0.target))`"
            }.map { $0 + " |" }
        }
        if !gate.newCrossings.isEmpty {
            lines += [
                "", "#### Boundaries crossed for the first time", "", "| grain | from | to | uses | example |",
                "| --- | --- | --- | ---: | --- |",
            ]
            lines += gate.newCrossings.map {
                "| \($0.level.rawValue) | \(TextLayout.markdownCell($0.from)) | \(TextLayout.markdownCell($0.to)) "
                    + "| \($0.after) "
                    + "| `\(escape($0.example.file)):\($0.example.line)` |"
            }
        }
        if let change = gate.specChange { lines += SpecChangeMarkdown.lines(change, escape: escape) }
        if !gate.drift.fixed.isEmpty {
            lines += ["", "#### Fixed", ""]
            lines += DistinctRows.rows(gate.drift.fixed) {
                "- `\($0.rule)` in `\(escape(TextLayout.location($0.file, $0.line)))`"
            } target: {
                " → `\(escape($0.target))`"
            }
        }
        return TextLayout.text(lines)
    }

    /// Pipes would end a table cell; backticks would end code; a newline would end the row.
    private func escape(_ text: String) -> String {
        TextLayout.visible(text).replacing("|", with: "\\|").replacing("`", with: "'")
    }
}
