import ArchHistCore
import ArchHistSupport

/// `log` for tools: every run with its counts and the change since the first
/// parent's run, null when that parent has none.
struct LogJSONFormatter {
    func format(_ report: LogReport) -> String {
        let runs: [JSONValue] = report.entries.map { entry in
            let run = entry.run
            var object: JSONObject = [
                ("run", .int(Int(run.id))), ("commit", .string(run.commit)), ("subject", .string(run.subject)),
                ("commitTime", .int(Int(run.commitTime))), ("firstParent", .string(run.firstParent)),
                ("specDigest", .string(run.specDigest)), ("spec", .string(run.specSource)),
                ("analyzerVersion", .string(run.analyzerVersion)), ("files", .int(run.files)),
                ("testFiles", .int(run.testFiles)), ("lines", .int(run.lines)), ("modules", .int(run.modules)),
                ("domains", .int(run.domains)), ("uncoveredFiles", .int(run.uncoveredFiles)),
                (
                    "violations",
                    .object([("error", .int(run.errors)), ("warning", .int(run.warnings)), ("info", .int(run.infos))])
                ),
                ("waived", .int(run.waived)),
            ]
            if !report.tags.isEmpty { object["tags"] = .array((report.tags[run.commit] ?? []).map { .string($0) }) }
            if let previous = entry.previous {
                object["change"] = .object([
                    ("since", .string(previous.commit)), ("files", .int(run.files - previous.files)),
                    ("lines", .int(run.lines - previous.lines)),
                    (
                        "violations",
                        .int(run.openCount.errorsAndWarnings - previous.openCount.errorsAndWarnings)
                    ),
                    ("infos", .int(run.infos - previous.infos)),
                ])
            } else {
                object["change"] = .null
            }
            return .object(object)
        }
        return JSONWriter(style: .pretty).string(.object([("schemaVersion", 1), ("runs", .array(runs))])) + "\n"
    }
}
