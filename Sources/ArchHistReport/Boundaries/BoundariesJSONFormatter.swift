import ArchHistCore
import ArchHistSupport

/// `boundaries` for tools: every boundary ever crossed, with the runs that first
/// crossed it and stopped crossing it.
struct BoundariesJSONFormatter {
    func format(_ report: BoundariesReport) -> String {
        let entries = report.entries
        func run(_ run: RunSummary?) -> JSONValue {
            guard let run else { return .null }
            return .object([
                ("commit", .string(run.commit)), ("commitTime", .int(Int(run.commitTime))),
                ("subject", .string(run.subject)),
            ])
        }
        let items: [JSONValue] = entries.map { entry in
            .object([
                ("level", .string(entry.boundary.level.rawValue)), ("from", .string(entry.boundary.from)),
                ("to", .string(entry.boundary.to)), ("firstCrossedBy", run(entry.firstCrossedBy)),
                ("stoppedBy", run(entry.stoppedBy)), ("crossedNow", .bool(entry.crossedNow)),
                ("returns", .int(entry.returns)), ("count", .int(entry.count)),
                ("recordedBefore", entry.recordedBefore.map { .string($0.commit) } ?? .null),
            ])
        }
        return JSONWriter(style: .pretty).string(.object([("schemaVersion", 1), ("boundaries", .array(items))])) + "\n"
    }
}
