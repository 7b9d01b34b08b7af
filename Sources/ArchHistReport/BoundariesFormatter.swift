import ArchHistCore
import ArchHistSupport

/// `archhist boundaries`: every boundary ever crossed, when first, and whether still.
enum BoundariesFormatter {
    static func text(_ entries: [BoundaryHistory.Entry], title: String) -> String {
        guard !entries.isEmpty else { return "\(title): none\n" }
        var rows = [["level", "from", "to", "first crossed by", "now"]]
        for entry in entries {
            let first = entry.firstCrossedBy
            var now =
                entry.crossedNow
                ? "crossed (\(entry.count))"
                : "stopped at \(entry.stoppedBy.map { String($0.commit.prefix(12)) } ?? "?")"
            if entry.returns > 0 { now += ", came back \(entry.returns)×" }
            rows.append([
                entry.boundary.level.rawValue, entry.boundary.from, "→ " + entry.boundary.to,
                "\(first.commit.prefix(12)) \(Day(unixTime: first.commitTime)) \(first.subject.prefix(40))", now,
            ])
        }
        return TextLayout.text([title] + TextLayout.table(rows, align: [.left, .left, .left, .left, .left]))
    }

    static func json(_ entries: [BoundaryHistory.Entry]) -> String {
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
            ])
        }
        return JSONWriter(style: .pretty).string(.object([("schemaVersion", 1), ("boundaries", .array(items))])) + "\n"
    }
}
