import ArchHistCore
import ArchHistSupport

/// `burndown` for a terminal: every milestone's progress, pace, projection and
/// status, then what each measures and why it has its status.
struct BurndownTextFormatter {
    func format(_ report: BurndownReport) -> String {
        let (burndowns, plan) = (report.burndowns, report.plan)
        var rows = [
            ["milestone", "start", "now", "target", "done", "per week", "per commit", "projected", "due", "status"]
        ]
        rows += burndowns.map(BurndownRow.cells)
        var lines = ["Migration plan: \(plan.name)"]
        lines += TextLayout.table(
            rows, align: [.left, .right, .right, .right, .right, .right, .right, .left, .left, .left])
        lines.append("")
        for burndown in burndowns {
            lines.append(
                "  \(burndown.milestone.id): \(burndown.milestone.title) — "
                    + "\(burndown.milestone.measure.description); \(burndown.reason)"
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
