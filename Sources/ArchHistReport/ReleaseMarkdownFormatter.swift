import ArchHistCore

/// `archhist report --format markdown`: the release report for a pull request or a
/// wiki page; the domain graph as Mermaid, which renders where Markdown does.
enum ReleaseMarkdownFormatter {
    static func format(_ report: ReleaseReport) -> String {
        let drift = report.drift
        func cell(_ text: String) -> String { text.replacing("|", with: "\\|") }
        var lines = [
            "## Architecture report: \(cell(report.from)) → \(cell(report.to))", "",
            "\(report.runs.count) recorded commits in range."
                + (drift.specChanged ? " The two ends were judged by different specs." : ""), "",
            "| | before | after |", "| --- | ---: | ---: |",
            "| violations | \(drift.before.violations) | \(drift.after.violations) |",
            "| files | \(drift.before.files) | \(drift.after.files) |",
            "| files in no layer | \(drift.before.uncoveredFiles) | \(drift.after.uncoveredFiles) |",
            "| domain edges | \(drift.before.domainEdges) | \(drift.after.domainEdges) |",
            "", "### Boundaries crossed for the first time", "",
        ]
        if report.newBoundaries.isEmpty {
            lines.append("None.")
        } else {
            lines += ["| level | from | to | first crossed by | now |", "| --- | --- | --- | --- | --- |"]
            lines += report.newBoundaries.map { entry in
                "| \(entry.boundary.level.rawValue) | \(cell(entry.boundary.from)) | \(cell(entry.boundary.to)) | "
                    + "`\(entry.firstCrossedBy.commit.prefix(12))` \(cell(String(entry.firstCrossedBy.subject.prefix(60)))) | "
                    + (entry.crossedNow ? "crossed" : "no longer crossed") + " |"
            }
        }
        lines += [
            "",
            "### Violations: \(drift.introduced.count) introduced, \(drift.fixed.count) fixed, \(drift.persisting.count) persisting",
        ]
        for (title, list) in [("Introduced", drift.introduced), ("Fixed", drift.fixed)] where !list.isEmpty {
            lines += ["", "**\(title)**", ""]
            lines += list.prefix(50).map {
                "- `\($0.rule)` `\(cell($0.file))\($0.line.map { ":\($0)" } ?? "")`: \(cell($0.finding))"
            }
        }
        if !report.violationsByRule.isEmpty {
            lines += [
                "", "### Violations by rule over the range", "", "| rule | first | last | lowest | highest |",
                "| --- | ---: | ---: | ---: | ---: |",
            ]
            lines += report.violationsByRule.map { series in
                "| `\(series.name)` | \(series.values.first ?? 0) | \(series.values.last ?? 0) | \(series.values.min() ?? 0) | \(series.values.max() ?? 0) |"
            }
        }
        if !report.burndowns.isEmpty {
            lines += [
                "", "### Migration plan", "", PlanRange.sentence(report.burndowns), "",
                "| milestone | now | target | done | due | status |", "| --- | ---: | ---: | ---: | --- | --- |",
            ]
            lines += report.burndowns.map { b in
                "| \(cell(b.milestone.id)) | \(b.now.map(String.init) ?? "-") | \(b.milestone.target) | \(b.percentDone)% | \(b.milestone.due) | \(b.status.rawValue) |"
            }
        }
        if !report.domainGraph.nodes.isEmpty {
            lines += ["", "### Domain dependencies", "", "```mermaid"]
            lines += GraphFormatter.mermaid(report.domainGraph, title: "domains").split(separator: "\n").map(
                String.init)
            lines.append("```")
        }
        return TextLayout.text(lines)
    }
}
