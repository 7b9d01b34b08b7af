import ArchHistCore
import ArchHistSupport

/// `boundaries` for a terminal: every boundary ever crossed, when first, and whether still.
struct BoundariesTextFormatter {
    func format(_ report: BoundariesReport) -> String {
        let (entries, title) = (report.entries, report.title)
        guard !entries.isEmpty else { return "\(title): none\n" }
        var rows = [["grain", "from", "to", "first crossed by", "now"]]
        for entry in entries {
            let first = entry.firstCrossedBy
            var now =
                entry.crossedNow
                ? "crossed (\(entry.count))"
                : "stopped at \(entry.stoppedBy.map { String($0.commit.prefix(12)) } ?? "?")"
            if entry.returns > 0 { now += ", came back \(entry.returns)×" }
            rows.append([
                entry.boundary.level.rawValue, entry.boundary.from, "→ " + entry.boundary.to,
                "\(first.commit.prefix(12)) \(Day(unixTime: first.commitTime)) \(first.subject.prefix(40))"
                    + (entry.recordedBefore.map { " (or a commit since \($0.commit.prefix(12)), not recorded)" } ?? ""),
                now,
            ])
        }
        return TextLayout.text([title] + TextLayout.table(rows, align: [.left, .left, .left, .left, .left]))
    }
}
