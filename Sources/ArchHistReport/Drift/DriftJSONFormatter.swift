import ArchHistCore
import ArchHistSupport

/// `diff` for tools: both sides' metrics, the file, edge and violation changes, as
/// JSON (`schemaVersion` 1).
struct DriftJSONFormatter {
    func format(_ report: DriftReport) -> String {
        let (drift, sides) = (report.drift, report.sides)
        func metrics(_ m: Drift.Metrics) -> JSONValue {
            .object([
                ("files", .int(m.files)), ("testFiles", .int(m.testFiles)), ("lines", .int(m.lines)),
                ("uncoveredFiles", .int(m.uncoveredFiles)), ("moduleEdges", .int(m.moduleEdges)),
                ("layerEdges", .int(m.layerEdges)), ("domainEdges", .int(m.domainEdges)),
                ("violations", .int(m.violations)),
                (
                    "violationsByRule",
                    .object(
                        JSONObject(m.violationsByRule.keys.sorted().map { ($0, .int(m.violationsByRule[$0] ?? 0)) }))
                ),
                (
                    "domainFiles",
                    .object(JSONObject(m.domainSize.keys.sorted().map { ($0, .int(m.domainSize[$0] ?? 0)) }))
                ),
                (
                    "domainCoupling",
                    .object(JSONObject(m.domainCoupling.keys.sorted().map { ($0, .int(m.domainCoupling[$0] ?? 0)) }))
                ),
            ])
        }
        let root: JSONValue = .object([
            ("schemaVersion", 1),
            ("from", .string(sides.from)), ("to", .string(sides.to)), ("specChanged", .bool(drift.specChanged)),
            ("before", metrics(drift.before)), ("after", metrics(drift.after)),
            (
                "files",
                .object([
                    ("added", ReportJSON.strings(drift.addedFiles)),
                    ("removed", ReportJSON.strings(drift.removedFiles)),
                    (
                        "renamed",
                        .array(
                            drift.renamedFiles.map { rename in
                                .object([
                                    ("from", .string(rename.from)), ("to", .string(rename.to)),
                                    ("fromLayer", .string(rename.fromLayer)), ("toLayer", .string(rename.toLayer)),
                                    ("fromDomain", .string(rename.fromDomain)), ("toDomain", .string(rename.toDomain)),
                                ])
                            })
                    ),
                    (
                        "renamedModules",
                        .array(
                            drift.renamedModules.map { .object([("from", .string($0.from)), ("to", .string($0.to))]) })
                    ),
                    (
                        "moved",
                        .array(
                            drift.movedFiles.map { move in
                                .object([
                                    ("path", .string(move.path)), ("fromLayer", .string(move.fromLayer)),
                                    ("toLayer", .string(move.toLayer)),
                                    ("fromDomain", .string(move.fromDomain)), ("toDomain", .string(move.toDomain)),
                                ])
                            })
                    ),
                ])
            ),
            (
                "edges",
                .array(
                    drift.edgeChanges.map { change in
                        .object([
                            ("level", .string(change.level.rawValue)), ("from", .string(change.from)),
                            ("to", .string(change.to)),
                            ("before", .int(change.before)), ("after", .int(change.after)),
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
            (
                "violations",
                .object([
                    ("introduced", .array(drift.introduced.map(ReportJSON.violation))),
                    ("fixed", .array(drift.fixed.map(ReportJSON.violation))),
                    ("persisting", .int(drift.persisting.count)),
                ])
            ),
        ])
        return JSONWriter(style: .pretty).string(root) + "\n"
    }
}
