import ArchHistCore
import ArchHistSupport

/// `violations --history` for a terminal: each violation's life along the line,
/// open ones first, then a count of the seen, open, fixed and returned.
struct ViolationHistoryTextFormatter {
    func format(_ report: ViolationsReport) -> String {
        let history = report.history
        guard !history.lifecycles.isEmpty else { return "No violations on this line.\n" }
        var rows = [["rule", "where", "introduced by", "fixed by", "age", "back"]]
        let sorted = history.lifecycles.sorted {
            (
                $0.isOpen ? 0 : 1, $0.introducedBy.commitTime, $0.violation.file, $0.violation.line ?? 0,
                $0.violation.target
            )
                < (
                    $1.isOpen ? 0 : 1, $1.introducedBy.commitTime, $1.violation.file, $1.violation.line ?? 0,
                    $1.violation.target
                )
        }
        let places = sorted.map { "\($0.violation.rule) \($0.violation.file):\($0.violation.line ?? 0)" }
        let withTarget = DistinctRows.showsTarget(sorted.map(\.violation), places)
        // Alike even with their targets (a domain-wide finding): the finding says what differs.
        let findings = DistinctRows.findings(
            sorted.map(\.violation), zip(places, sorted).map { $0 + " " + $1.violation.target })
        for ((life, showsTarget), finding) in zip(zip(sorted, withTarget), findings) {
            let place = TextLayout.location(life.violation.file, life.violation.line)
            rows.append([
                life.violation.rule,
                place + (showsTarget ? " → " + TextLayout.visible(life.violation.target) : "")
                    + (finding.map { " (\($0))" } ?? ""),
                "\(life.introducedBy.commit.prefix(12)) \(Day(unixTime: life.introducedBy.commitTime))",
                life.fixedBy.map { "\($0.commit.prefix(12)) \(Day(unixTime: $0.commitTime))" } ?? "open",
                "\(Plural.counted(life.ageInCommits, "commit")), \(Plural.counted(life.ageInDays, "day"))",
                life.regressions > 0 ? "\(life.regressions)×" : "",
            ])
        }
        let open = history.open.count
        let summary =
            "\(Plural.counted(history.lifecycles.count, "violation")) seen: "
            + "\(OpenCountText.phrase(history.openCount)), \(history.lifecycles.count - open) fixed, "
            + "\(history.lifecycles.filter { $0.regressions > 0 }.count) came back after a fix"
        return TextLayout.text(
            TextLayout.table(rows, align: [.left, .left, .left, .left, .right, .right]) + ["", summary])
    }
}
