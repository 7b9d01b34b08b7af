import ArchHistCore
import ArchHistSupport

/// The page's last part, folded so it does not push the charts down: every violation
/// introduced and fixed, each milestone's numbers, the series behind the charts and
/// the domain × layer heat map.
enum ReleaseHTMLDetails {
    static let rowLimit = 500

    static func section(_ report: ReleaseReport) -> String {
        let drift = report.drift
        var parts = ["<section class=\"details\"><h2>Details</h2>"]
        if !report.newBoundaries.isEmpty { parts.append(boundaries(report.newBoundaries)) }
        for (title, list) in [("Violations introduced", drift.introduced), ("Violations fixed", drift.fixed)]
        where !list.isEmpty {
            parts.append(violations(title, list))
        }
        if !report.burndowns.isEmpty { parts.append(milestones(report.burndowns)) }
        if !report.violationsByRule.isEmpty {
            parts.append(series("Open violations by rule, in numbers", name: "rule", report.violationsByRule))
        }
        if !report.filesByDomain.isEmpty {
            parts.append(series("Files per domain, in numbers", name: "domain", report.filesByDomain))
        }
        let heading = report.matrixDomains == ["(no domain)"] ? "Files by layer" : "Files by domain and layer"
        parts.append("<details><summary>\(heading)</summary>\(heatMap(report))</details>")
        parts.append("</section>")
        return parts.joined(separator: "\n")
    }

    private static func boundaries(_ entries: [BoundaryHistory.Entry]) -> String {
        let e = SVG.escape
        var rows = [
            "<details><summary>Boundaries crossed for the first time (\(entries.count))</summary>",
            "<table><thead><tr><th>grain</th><th>from</th><th>to</th><th>first crossed by</th><th>now</th></tr>"
                + "</thead><tbody>",
        ]
        for entry in entries {
            let uses = entry.count == 1 ? "1 use" : "\(entry.count) uses"
            rows.append(
                "<tr><td>\(entry.boundary.level.rawValue)</td><td>\(e(entry.boundary.from))</td>"
                    + "<td>\(e(entry.boundary.to))</td><td>\(ReleaseHTMLAttention.firstCrossing(entry))</td>"
                    + "<td>\(entry.crossedNow ? "crossed (\(uses))" : "no longer crossed")</td></tr>")
        }
        rows.append("</tbody></table></details>")
        return rows.joined(separator: "\n")
    }

    /// Under a heading row per rule (in the order of the attention list), where and what:
    /// two columns of fixed widths, so a long finding never pushes the paths narrow.
    private static func violations(_ title: String, _ list: [Violation]) -> String {
        let e = SVG.escape
        var rows = [
            "<details><summary>\(title) (\(list.count))</summary>",
            "<table class=\"violations\"><colgroup><col class=\"where\"><col></colgroup>"
                + "<thead><tr><th>where</th><th>what</th></tr></thead><tbody>",
        ]
        let shown = Array(list.prefix(rowLimit))
        for group in ReleaseReport.RuleGroup.grouping(shown) {
            rows.append(
                "<tr class=\"rule\"><th colspan=\"2\"><code>\(e(group.rule))</code> "
                    + "<span class=\"severity \(group.severity.rawValue)\">\(group.severity.rawValue)</span> "
                    + "<span class=\"count\">\(group.count)</span></th></tr>")
            for violation in shown where violation.rule == group.rule {
                rows.append(
                    "<tr><td>\(HTMLPath.code(violation.file, line: violation.line))</td>"
                        + "<td>\(e(violation.finding))</td></tr>")
            }
        }
        rows.append("</tbody></table>")
        if list.count > rowLimit {
            rows.append(
                "<p class=\"note\">… and \(list.count - rowLimit) more (archhist diff --format json has them "
                    + "all).</p>")
        }
        rows.append("</details>")
        return rows.joined(separator: "\n")
    }

    private static func milestones(_ burndowns: [Burndown]) -> String {
        let e = SVG.escape
        var rows = [
            "<details><summary>Milestones (\(burndowns.count))</summary>",
            "<table><thead><tr><th>milestone</th><th class=\"num\">start</th><th class=\"num\">now</th>"
                + "<th class=\"num\">target</th><th class=\"num\">done</th><th>due</th><th>projected</th>"
                + "<th>status</th></tr></thead><tbody>",
        ]
        for b in burndowns {
            rows.append(
                "<tr><td><strong>\(e(b.milestone.id))</strong> "
                    + "\(e(b.milestone.title == b.milestone.id ? "" : b.milestone.title))</td>"
                    + "<td class=\"num\">\(b.start.map(String.init) ?? "–")</td>"
                    + "<td class=\"num\">\(b.now.map(String.init) ?? "–")</td>"
                    + "<td class=\"num\">\(b.milestone.target)</td>"
                    + "<td class=\"num\">\(b.percentDone)%</td><td>\(b.milestone.due)</td>"
                    + "<td>\(b.projected.map(\.description) ?? "–")</td><td>\(b.status.rawValue)</td></tr>")
        }
        rows.append("</tbody></table></details>")
        return rows.joined(separator: "\n")
    }

    private static func series(_ title: String, name: String, _ list: [ReleaseReport.Series]) -> String {
        var rows = [
            "<details><summary>\(title)</summary>",
            "<table><thead><tr><th>\(name)</th><th class=\"num\">first</th><th class=\"num\">last</th>"
                + "<th class=\"num\">lowest</th><th class=\"num\">highest</th></tr></thead><tbody>",
        ]
        for line in list {
            let values = line.values
            rows.append(
                "<tr><td>\(SVG.escape(line.name))</td><td class=\"num\">\(values.first ?? 0)</td>"
                    + "<td class=\"num\">\(values.last ?? 0)</td><td class=\"num\">\(values.min() ?? 0)</td>"
                    + "<td class=\"num\">\(values.max() ?? 0)</td></tr>")
        }
        rows.append("</tbody></table></details>")
        return rows.joined(separator: "\n")
    }

    private static func heatMap(_ report: ReleaseReport) -> String {
        let maximum = max(1, report.matrix.values.flatMap(\.values).max() ?? 1)
        var rows = [
            "<div class=\"scroll\"><table class=\"heat\"><thead><tr><th></th>"
                + report.matrixLayers.map { "<th>\(SVG.escape($0))</th>" }.joined() + "</tr></thead><tbody>"
        ]
        for domain in report.matrixDomains {
            var row = "<tr><th>\(SVG.escape(domain))</th>"
            for layer in report.matrixLayers {
                let count = report.matrix[domain]?[layer] ?? 0
                let alpha = count == 0 ? 0 : 0.15 + 0.85 * Double(count) / Double(maximum)
                let shade = (alpha * 100).rounded() / 100
                row +=
                    "<td style=\"background: rgba(0, 114, 178, \(shade)); color: \(shade > 0.55 ? "#fff" : "#111")\">"
                    + "\(count == 0 ? "" : String(count))</td>"
            }
            rows.append(row + "</tr>")
        }
        rows.append("</tbody></table></div>")
        return rows.joined(separator: "\n")
    }
}
