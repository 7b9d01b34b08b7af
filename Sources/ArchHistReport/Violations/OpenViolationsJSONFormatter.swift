import ArchHistCore
import ArchHistSupport

/// `violations` for tools: the newest run and its open violations, each with its age
/// and the run that introduced it.
struct OpenViolationsJSONFormatter {
    func format(_ report: ViolationsReport) -> String {
        let items: [JSONValue] = report.open.map { violation, life in
            .object([
                ("violation", ReportJSON.violation(violation)),
                ("introducedBy", life.map { ViolationsJSON.run($0.introducedBy) } ?? .null),
                ("ageInCommits", life.map { .int($0.ageInCommits) } ?? .null),
                ("ageInDays", life.map { .int($0.ageInDays) } ?? .null),
                ("regressions", life.map { .int($0.regressions) } ?? .null),
            ])
        }
        let at: JSONValue = report.newest.map { ViolationsJSON.run($0.run) } ?? .null
        return JSONWriter(style: .pretty).string(
            .object([("schemaVersion", 1), ("at", at), ("violations", .array(items))])) + "\n"
    }
}
