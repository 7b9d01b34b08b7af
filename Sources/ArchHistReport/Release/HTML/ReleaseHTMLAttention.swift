import ArchHistCore
import ArchHistSupport

/// The part of the page a release manager acts on, right below the cards: the
/// boundaries crossed for the first time, the violations introduced grouped by rule
/// (how many, and the files with the most), the milestones behind or stalled.
enum ReleaseHTMLAttention {
    static let topFiles = 3
    static let shownBoundaries = 10

    static func section(_ report: ReleaseReport) -> String {
        let drift = report.drift
        var parts = [
            "<section class=\"attention\"><h2>Needs attention</h2>",
            "<p class=\"sum\">Violations: \(drift.introduced.count) introduced, \(drift.fixed.count) fixed, "
                + "\(drift.persisting.count) persisting.</p>",
        ]
        let milestones = report.milestonesNeedingAttention
        if report.newBoundaries.isEmpty, report.introducedByRule.isEmpty, milestones.isEmpty {
            parts.append(
                "<p>Nothing needs attention: no boundary was crossed for the first time and no violation was "
                    + "introduced\(report.burndowns.isEmpty ? "" : ", and no milestone is behind or stalled").</p>")
        }
        if !report.newBoundaries.isEmpty {
            parts.append(boundaries(report.newBoundariesStillCrossed, of: report.newBoundaries.count))
        }
        if !report.introducedByRule.isEmpty { parts.append(introduced(report.introducedByRule)) }
        if !milestones.isEmpty { parts.append(behind(milestones)) }
        parts.append("</section>")
        return parts.joined(separator: "\n")
    }

    /// The boundaries still crossed, the most used first; the whole list is in the details.
    private static func boundaries(_ now: [BoundaryHistory.Entry], of total: Int) -> String {
        let e = SVG.escape
        let gone = total - now.count
        var rows = ["<h3>Boundaries crossed for the first time (\(total), \(now.count) still crossed)</h3>"]
        if !now.isEmpty {
            rows.append(
                "<table class=\"boundaries\"><thead><tr><th>boundary</th><th class=\"num\">uses now</th>"
                    + "<th>first crossed by</th></tr></thead><tbody>")
            for entry in now.prefix(shownBoundaries) {
                rows.append(
                    "<tr><td>\(entry.boundary.level.rawValue) <strong>\(e(entry.boundary.from))</strong> → "
                        + "<strong>\(e(entry.boundary.to))</strong></td><td class=\"num\">\(entry.count)</td>"
                        + "<td>\(firstCrossing(entry))</td></tr>")
            }
            rows.append("</tbody></table>")
        }
        var rest: [String] = []
        if now.count > shownBoundaries { rest.append("\(now.count - shownBoundaries) more still crossed") }
        if gone > 0 { rest.append("\(gone) crossed in the range and no longer crossed at its end") }
        if !rest.isEmpty {
            rows.append("<p class=\"note\">And \(rest.joined(separator: ", ")): all of them under Details, below.</p>")
        }
        return rows.joined(separator: "\n")
    }

    private static func introduced(_ groups: [ReleaseReport.RuleGroup]) -> String {
        let total = groups.map(\.count).reduce(0, +)
        var rows = [
            "<h3>Violations introduced, by rule (\(total))</h3>",
            "<table class=\"groups\"><thead><tr><th>rule</th><th>severity</th><th class=\"num\">new</th>"
                + "<th>where most of them are</th></tr></thead><tbody>",
        ]
        for group in groups {
            var files = group.files.prefix(topFiles).map { file in
                let count = file.count > 1 ? " <span class=\"count\">×\(file.count)</span>" : ""
                return "<li>\(HTMLPath.code(file.path))\(count)</li>"
            }
            let more = group.files.count - topFiles
            if more > 0 { files.append("<li class=\"more\">and \(more) more file\(more == 1 ? "" : "s")</li>") }
            rows.append(
                "<tr><td><code>\(SVG.escape(group.rule))</code></td>"
                    + "<td><span class=\"severity \(group.severity.rawValue)\">\(group.severity.rawValue)</span></td>"
                    + "<td class=\"num\">\(group.count)</td><td><ul class=\"files\">\(files.joined())</ul></td></tr>")
        }
        rows.append("</tbody></table>")
        rows.append("<p class=\"note\">Every one of them is listed under Details, below.</p>")
        return rows.joined(separator: "\n")
    }

    private static func behind(_ burndowns: [Burndown]) -> String {
        let e = SVG.escape
        let items = burndowns.map { burndown in
            let milestone = burndown.milestone
            let title = milestone.title == milestone.id ? "" : " (\(e(milestone.title)))"
            return "<li><strong>\(e(milestone.id))</strong>\(title): "
                + "<span class=\"status \(burndown.status.rawValue.replacing(" ", with: "-"))\">"
                + "\(burndown.status.rawValue)</span>, \(e(burndown.reason))</li>"
        }
        return "<h3>Milestones behind, stalled or regressed (\(burndowns.count))</h3><ul class=\"milestones\">"
            + items.joined() + "</ul>"
    }

    /// The run that first crossed a boundary, and the unrecorded commits it may have come in.
    static func firstCrossing(_ entry: BoundaryHistory.Entry) -> String {
        let run = entry.firstCrossedBy
        return "<code>\(run.commit.prefix(12))</code> \(Day(unixTime: run.commitTime)) "
            + SVG.escape(String(run.subject.prefix(72)))
            + (entry.recordedBefore.map { " (or a commit since <code>\($0.commit.prefix(12))</code>, not recorded)" }
                ?? "")
    }
}
