import ArchHistCore
import ArchHistSupport

/// `check --format json`, versioned like every JSON archhist writes.
struct CheckJSONFormatter {
    func format(_ report: CheckReport) -> String {
        let gate = report.gate
        let root: JSONValue = .object([
            ("schemaVersion", 1), ("baseline", .string(report.baseline)), ("current", .string(report.current)),
            ("passed", .bool(gate.passed)), ("failedOn", .array(gate.failedOn.map { .string($0.rawValue) })),
            (
                "counts",
                .object([
                    ("new", .int(gate.drift.introduced.count)), ("known", .int(gate.drift.persisting.count)),
                    ("fixed", .int(gate.drift.fixed.count)), ("newCrossings", .int(gate.newCrossings.count)),
                ])
            ),
            ("newViolations", .array(gate.drift.introduced.map(ReportJSON.violation))),
            ("fixedViolations", .array(gate.drift.fixed.map(ReportJSON.violation))),
            (
                "newCrossings",
                .array(
                    gate.newCrossings.map { change in
                        .object([
                            ("level", .string(change.level.rawValue)), ("from", .string(change.from)),
                            ("to", .string(change.to)),
                            ("count", .int(change.after)),
                            (
                                "example",
                                .object([
                                    ("file", .string(change.example.file)), ("line", .int(change.example.line)),
                                    ("target", .string(change.example.target)),
                                ])
                            ),
                        ])
                    })
            ),
        ])
        return JSONWriter(style: .pretty).string(root) + "\n"
    }
}
