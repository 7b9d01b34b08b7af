import ArchHistCore
import ArchHistSupport

/// `check --format json`, versioned like every JSON archhist writes.
struct CheckJSONFormatter {
    func format(_ report: CheckReport) -> String {
        let gate = report.gate
        var root: JSONObject = [
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
        ]
        if let change = gate.specChange { root["specChange"] = specChange(change) }
        return JSONWriter(style: .pretty).string(.object(root)) + "\n"
    }

    /// The edits of the spec, the uses only the edited spec allows, and the known
    /// violations it makes visible.
    private func specChange(_ change: SpecChange) -> JSONValue {
        .object([
            ("specName", .string(change.specName)), ("baselineSpec", .string(change.baselineSource)),
            (
                "edits",
                .array(
                    change.edits.map {
                        .object([
                            ("kind", .string($0.kind.rawValue)), ("effect", .string($0.effect.rawValue)),
                            ("words", .string($0.words)),
                        ])
                    })
            ),
            (
                "allowed",
                .array(
                    change.allowed.map { use in
                        var object: JSONObject = [
                            ("edit", .string(use.edit.words)), ("new", .bool(use.isNew)),
                            ("violation", ReportJSON.violation(use.violation)),
                        ]
                        if let now = use.severityNow { object["severityNow"] = .string(now.rawValue) }
                        return .object(object)
                    })
            ),
            ("madeVisible", .array(change.madeVisible.map(ReportJSON.violation))),
        ])
    }
}
