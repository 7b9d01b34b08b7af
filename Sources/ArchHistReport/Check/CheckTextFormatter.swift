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
            lines += newViolations(gate.drift.introduced)
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
        if let change = gate.specChange { lines += SpecChangeText.lines(change) }
        if !gate.drift.fixed.isEmpty {
            lines.append("")
            lines.append("Fixed")
            let fixed = gate.drift.fixed
            lines += rows(
                fixed,
                zip(fixed, SharedAdvice.findings(fixed)).map {
                    "  \(TextLayout.location($0.file, $0.line))  \($0.rule): \($1)"
                })
        }
        lines.append("")
        lines.append("Check \(report.verdict).")
        return TextLayout.text(lines)
    }

    /// By rule, errors first, as `analyze` lists them: the advice the rule's new
    /// violations share (an allow-list, say) once under the rule, then each finding.
    private func newViolations(_ introduced: [Violation]) -> [String] {
        AnalysisTextFormatter.groups(introduced).flatMap { group in
            let (advice, findings) = SharedAdvice.split(group)
            let rule = group[0]
            return ["  \(rule.rule) (\(rule.severity.rawValue)): \(Plural.counted(group.count, "new violation"))"]
                + (advice.map { ["    \($0)"] } ?? [])
                + rows(group, zip(group, findings).map { "    \(TextLayout.location($0.file, $0.line))  \($1)" })
        }
    }

    /// `texts`, one per violation, each followed by its target where another
    /// violation with another target reads the same.
    private func rows(_ violations: [Violation], _ texts: [String]) -> [String] {
        zip(texts, DistinctRows.showsTarget(violations, texts)).enumerated().map { index, pair in
            pair.1 ? pair.0 + " → " + TextLayout.visible(violations[index].target) : pair.0
        }
    }
}
