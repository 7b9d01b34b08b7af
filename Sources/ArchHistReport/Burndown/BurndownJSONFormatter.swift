import ArchHistCore
import ArchHistSupport

/// `burndown` for tools: every milestone with its pace, projection, status and
/// the measured points.
struct BurndownJSONFormatter {
    func format(_ report: BurndownReport) -> String {
        let (burndowns, plan) = (report.burndowns, report.plan)
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
}
