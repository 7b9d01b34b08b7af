import ArchHistCore
import ArchHistSupport

/// `violations --history` for tools: every violation's life, with the runs that
/// introduced and fixed it.
struct ViolationHistoryJSONFormatter {
    func format(_ report: ViolationsReport) -> String {
        let history = report.history
        let items: [JSONValue] = history.lifecycles.map { life in
            .object([
                ("fingerprint", .string(life.fingerprint)), ("violation", ReportJSON.violation(life.violation)),
                ("introducedBy", ViolationsJSON.run(life.introducedBy)), ("fixedBy", ViolationsJSON.run(life.fixedBy)),
                ("open", .bool(life.isOpen)),
                ("regressions", .int(life.regressions)), ("ageInCommits", .int(life.ageInCommits)),
                ("ageInDays", .int(life.ageInDays)),
            ])
        }
        return JSONWriter(style: .pretty).string(.object([("schemaVersion", 1), ("violations", .array(items))])) + "\n"
    }
}
