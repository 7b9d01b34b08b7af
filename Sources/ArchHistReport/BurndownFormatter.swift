import ArchHistCore
import ArchHistSupport

/// `archhist burndown`: every milestone's progress, pace, projection and status.
enum BurndownFormatter {
    private static func cells(_ b: Burndown) -> [String] {
        [
            b.milestone.id, b.start.map(String.init) ?? "-", b.now.map(String.init) ?? "-", String(b.milestone.target),
            "\(b.percentDone)%", pace(b.perWeek), pace(b.perCommit), b.projected?.description ?? "-",
            b.milestone.due.description, b.status.rawValue,
        ]
    }

    static func text(_ burndowns: [Burndown], plan: MigrationPlan) -> String {
        var rows = [
            ["milestone", "start", "now", "target", "done", "per week", "per commit", "projected", "due", "status"]
        ]
        rows += burndowns.map(cells)
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

    static func markdown(_ burndowns: [Burndown], plan: MigrationPlan) -> String {
        var lines = [
            "### Migration plan: \(TextLayout.markdownCell(plan.name))", "",
            "| milestone | start | now | target | done | per week | per commit | projected | due | status |",
            "| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- | --- |",
        ]
        lines += burndowns.map {
            "| " + cells($0).map(TextLayout.markdownCell).joined(separator: " | ") + " |"
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func json(_ burndowns: [Burndown], plan: MigrationPlan) -> String {
        func number(_ value: Double?) -> JSONValue { value.map { .double(($0 * 1000).rounded() / 1000) } ?? .null }
        let milestones: [JSONValue] = burndowns.map { b in
            .object([
                ("id", .string(b.milestone.id)), ("title", .string(b.milestone.title)),
                ("measure", .string(b.milestone.measure.description)), ("target", .int(b.milestone.target)),
                ("due", .string(b.milestone.due.description)), ("start", ReportJSON.int(b.start)),
                ("now", ReportJSON.int(b.now)),
                ("percentDone", .int(b.percentDone)), ("perWeek", number(b.perWeek)),
                ("perCommit", number(b.perCommit)),
                ("projected", .string(b.projected?.description)), ("status", .string(b.status.rawValue)),
                ("reason", .string(b.reason)),
                (
                    "points",
                    .array(
                        b.points.map {
                            .object([
                                ("commit", .string($0.commit)), ("time", .int(Int($0.time))), ("value", .int($0.value)),
                            ])
                        })
                ),
            ])
        }
        return JSONWriter(style: .pretty).string(
            .object([
                ("schemaVersion", 1), ("plan", .string(plan.name)), ("milestones", .array(milestones)),
            ])) + "\n"
    }

    private static func pace(_ value: Double?) -> String {
        guard let value else { return "-" }
        let rounded = (value * 100).rounded() / 100
        return rounded > 0 ? "+\(rounded)" : "\(rounded)"
    }
}
