import ArchHistCore
import ArchHistSupport

/// `check` for a terminal: the verdict, the counts, then what is new.
struct CheckTextFormatter {
    func format(_ report: CheckReport) -> String {
        let gate = report.gate
        var lines = [
            "archhist check: \(report.current) against \(report.baseline)",
            report.counts,
        ]
        if !gate.drift.introduced.isEmpty {
            lines.append("")
            lines.append("New violations")
            lines += DistinctRows.rows(gate.drift.introduced) {
                "  \(TextLayout.location($0.file, $0.line))  \($0.rule) (\($0.severity.rawValue)): \($0.message)"
            }
        }
        if !gate.newCrossings.isEmpty {
            lines.append("")
            lines.append("Boundaries crossed for the first time")
            lines += gate.newCrossings.map {
                "  \($0.level.rawValue) \($0.from) → \($0.to): \(Plural.counted($0.after, "use")), "
                    + "e.g. \(TextLayout.location($0.example.file, $0.example.line)) → "
                    + TextLayout.visible($0.example.target)
            }
        }
        if !gate.drift.fixed.isEmpty {
            lines.append("")
            lines.append("Fixed")
            lines += DistinctRows.rows(gate.drift.fixed) {
                "  \(TextLayout.location($0.file, $0.line))  \($0.rule): \($0.finding)"
            }
        }
        lines.append("")
        lines.append("Check \(report.verdict).")
        return TextLayout.text(lines)
    }
}
