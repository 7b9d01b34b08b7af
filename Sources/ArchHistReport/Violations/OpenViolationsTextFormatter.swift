import ArchHistCore
import ArchHistSupport

/// `violations` for a terminal: the violations open at the newest run of the line,
/// each with its rule, place, target and the commit that introduced it.
struct OpenViolationsTextFormatter {
    func format(_ report: ViolationsReport) -> String {
        guard let newest = report.newest else { return "No recorded runs on this line.\n" }
        let at = "\(newest.run.commit.prefix(12)) \(Day(unixTime: newest.run.commitTime))"
        let open = report.open
        guard !open.isEmpty else { return "No open violations at \(at).\n" }
        var rows = [["rule", "where", "target", "since", "age"]]
        // Rows alike in rule, place and target (a domain-wide finding) say what differs.
        let findings = DistinctRows.findings(
            open.map(\.violation),
            open.map {
                "\($0.violation.rule) \(TextLayout.location($0.violation.file, $0.violation.line))"
                    + " \($0.violation.target)"
            })
        for ((violation, life), finding) in zip(open, findings) {
            rows.append([
                violation.rule, TextLayout.location(violation.file, violation.line),
                TextLayout.visible(violation.target) + (finding.map { " (\($0))" } ?? ""),
                life.map(since) ?? "",
                life.map { Plural.counted($0.ageInCommits, "commit") } ?? "",
            ])
        }
        let summary =
            "\(OpenCountText.phrase(report.history.openCount)) at \(at); "
            + "`archhist violations --history` follows every violation, fixed ones too"
        return TextLayout.text(TextLayout.table(rows, align: [.left, .left, .left, .left, .right]) + ["", summary])
    }

    /// The commit that first introduced it, and how often it came back after a fix
    /// since (the age counts from the first introduction).
    private func since(_ life: ViolationHistory.Lifecycle) -> String {
        let introduced = "\(life.introducedBy.commit.prefix(12)) \(Day(unixTime: life.introducedBy.commitTime))"
        return life.regressions > 0 ? introduced + " (back \(life.regressions)×)" : introduced
    }
}
