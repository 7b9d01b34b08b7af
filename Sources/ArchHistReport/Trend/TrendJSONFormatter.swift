import ArchHistCore
import ArchHistSupport

/// `trend` for tools: one point per run with its commit and each metric asked for.
struct TrendJSONFormatter {
    func format(_ report: TrendReport) -> String {
        let points: [JSONValue] = report.runs.map { run in
            var object: JSONObject = [
                ("commit", .string(run.commit)), ("commitTime", .int(Int(run.commitTime))),
                ("subject", .string(run.subject)), ("run", .int(Int(run.id))),
            ]
            if !report.tags.isEmpty { object["tags"] = .array((report.tags[run.commit] ?? []).map { .string($0) }) }
            for metric in report.metrics { object[metric.rawValue] = .int(metric.value(run)) }
            return .object(object)
        }
        return JSONWriter(style: .pretty).string(.object([("schemaVersion", 1), ("points", .array(points))])) + "\n"
    }
}
