import ArchHistCore
import ArchHistSupport

/// `burndown` for a pull request: the milestones' table in Markdown.
struct BurndownMarkdownFormatter {
    func format(_ report: BurndownReport) -> String {
        let (burndowns, plan) = (report.burndowns, report.plan)
        var lines = [
            "### Migration plan: \(TextLayout.markdownCell(plan.name))", "",
            "| milestone | start | now | target | done | per week | per commit | projected | due | status |",
            "| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- | --- |",
        ]
        lines += burndowns.map {
            "| " + BurndownRow.cells($0).map(TextLayout.markdownCell).joined(separator: " | ") + " |"
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
