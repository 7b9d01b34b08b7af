import ArchHistCore
import ArchHistSupport

/// `archhist report --format html`: one self-contained page (inline CSS and SVG, no
/// script, font or network) that reads well at laptop width and prints on paper.
enum ReleaseHTMLFormatter {
    static func format(_ report: ReleaseReport, generated: Day) -> String {
        let e = SVG.escape
        let drift = report.drift
        var body: [String] = []
        body.append(
            "<header><h1>Architecture report</h1><p class=\"range\">\(e(report.from)) → \(e(report.to))</p>"
                + "<p class=\"generated\">\(report.runs.count) recorded commits in range · generated \(generated) by archhist</p></header>"
        )
        if drift.specChanged {
            body.append(
                "<p class=\"note\">The two ends were judged by different specs: some changes may be the rules', not the code's.</p>"
            )
        }

        // Summary cards.
        /// `worseWhenUp` nil: a change that is neither better nor worse (the number of files).
        func card(_ title: String, _ before: Int, _ after: Int, worseWhenUp: Bool? = true) -> String {
            let change = after - before
            let tone = change == 0 || worseWhenUp == nil ? "same" : ((change > 0) == worseWhenUp! ? "worse" : "better")
            let sign = change > 0 ? "+\(change)" : "\(change)"
            return
                "<div class=\"card \(tone)\"><div class=\"card-title\">\(e(title))</div><div class=\"card-value\">\(after)</div><div class=\"card-change\">\(change == 0 ? "no change" : sign) since \(before)</div></div>"
        }
        body.append(
            "<section class=\"cards\">"
                + card("violations", drift.before.violations, drift.after.violations)
                + card("new crossings", 0, report.newBoundaries.count)
                + card("files", drift.before.files, drift.after.files, worseWhenUp: nil)
                + card("files in no layer", drift.before.uncoveredFiles, drift.after.uncoveredFiles)
                + card("domain edges", drift.before.domainEdges, drift.after.domainEdges)
                + "</section>")

        body.append("<section><h2>Boundaries crossed for the first time</h2>")
        if report.newBoundaries.isEmpty {
            body.append("<p>None: every dependency between layers and domains existed before the range.</p>")
        } else {
            body.append(
                "<table><thead><tr><th>level</th><th>from</th><th>to</th><th>first crossed "
                    + "by</th><th>now</th></tr></thead><tbody>"
            )
            for entry in report.newBoundaries {
                let run = entry.firstCrossedBy
                body.append(
                    "<tr><td>\(entry.boundary.level.rawValue)</td><td>\(e(entry.boundary.from))</td><td>\(e(entry.boundary.to))</td>"
                        + "<td><code>\(run.commit.prefix(12))</code> \(Day(unixTime: run.commitTime)) \(e(String(run.subject.prefix(60))))</td>"
                        + "<td>\(entry.crossedNow ? "crossed (\(entry.count) uses)" : "no longer crossed")</td></tr>")
            }
            body.append("</tbody></table>")
        }
        body.append("</section>")

        body.append(
            "<section><h2>Violations: \(drift.introduced.count) introduced, \(drift.fixed.count) fixed, \(drift.persisting.count) persisting</h2>"
        )
        for (title, list) in [("Introduced", drift.introduced), ("Fixed", drift.fixed)] where !list.isEmpty {
            body.append(
                "<h3>\(title)</h3><table><thead><tr><th>rule</th><th>where</th><th>what</th></tr></thead><tbody>")
            for violation in list.prefix(100) {
                body.append(
                    "<tr><td><code>\(e(violation.rule))</code></td><td><code>\(e(violation.file))\(violation.line.map { ":\($0)" } ?? "")</code></td><td>\(e(violation.finding))</td></tr>"
                )
            }
            body.append("</tbody></table>")
            if list.count > 100 {
                body.append(
                    "<p class=\"note\">… and \(list.count - 100) more (archhist diff --format json has them all).</p>")
            }
        }
        body.append("</section>")

        let labels = report.runs.map { Day(unixTime: $0.commitTime).description }
        body.append("<section><h2>Trends</h2>")
        body.append(
            report.violationsByRule.isEmpty
                ? "<p>No violations in the range.</p>"
                : SVG.lineChart(report.violationsByRule, labels: labels, title: "Violations by rule"))
        body.append(
            report.filesByDomain.isEmpty
                ? "<p>No domains in the range.</p>"
                : SVG.lineChart(report.filesByDomain, labels: labels, title: "Files per domain"))
        body.append("</section>")

        if !report.burndowns.isEmpty {
            let range = PlanRange.sentence(report.burndowns).replacing("`", with: "")
            body.append("<section><h2>Migration plan</h2><p>\(e(range))</p><div class=\"burndowns\">")
            for burndown in report.burndowns {
                body.append(
                    "<figure>\(SVG.burndown(burndown))<figcaption>\(e(burndown.milestone.title)): \(e(burndown.reason))</figcaption></figure>"
                )
            }
            body.append("</div></section>")
        }

        body.append("<section><h2>Domain dependencies</h2>")
        body.append(
            report.domainGraph.nodes.isEmpty ? "<p>The spec defines no domains.</p>" : SVG.graph(report.domainGraph))
        body.append(
            "<p class=\"legend-line\"><span class=\"swatch violating\"></span> breaks a rule <span class=\"swatch new\"></span> crossed for the first time in the range</p></section>"
        )

        body.append("<section><h2>Files by domain and layer</h2>")
        body.append(heatMap(report))
        body.append("</section>")

        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Architecture report \(e(report.from)) → \(e(report.to))</title>
            <style>\(style)</style></head>
            <body><main>
            \(body.joined(separator: "\n"))
            </main></body></html>

            """
    }

    private static func heatMap(_ report: ReleaseReport) -> String {
        let maximum = max(1, report.matrix.values.flatMap(\.values).max() ?? 1)
        var rows = [
            "<table class=\"heat\"><thead><tr><th></th>"
                + report.matrixLayers.map { "<th>\(SVG.escape($0))</th>" }.joined() + "</tr></thead><tbody>"
        ]
        for domain in report.matrixDomains {
            var row = "<tr><th>\(SVG.escape(domain))</th>"
            for layer in report.matrixLayers {
                let count = report.matrix[domain]?[layer] ?? 0
                let alpha = count == 0 ? 0 : 0.15 + 0.85 * Double(count) / Double(maximum)
                let shade = (alpha * 100).rounded() / 100
                row +=
                    "<td style=\"background: rgba(31, 119, 180, \(shade)); color: \(shade > 0.55 ? "#fff" : "#111")\">\(count == 0 ? "" : String(count))</td>"
            }
            rows.append(row + "</tr>")
        }
        rows.append("</tbody></table>")
        return rows.joined(separator: "\n")
    }

    private static let style = """
        :root { color-scheme: light; }
        body { margin: 0; background: #f6f7f9; color: #1d1f23; font: 15px/1.45 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; }
        main { max-width: 980px; margin: 0 auto; padding: 24px 28px 48px; background: #fff; }
        h1 { margin: 0; font-size: 26px; } h2 { margin: 28px 0 10px; font-size: 19px; border-bottom: 1px solid #e3e5e8; padding-bottom: 4px; }
        h3 { font-size: 15px; margin: 16px 0 6px; }
        .range { margin: 4px 0 0; font-size: 17px; } .generated, .note { color: #5f6670; font-size: 13px; }
        .cards { display: grid; grid-template-columns: repeat(auto-fit, minmax(160px, 1fr)); gap: 12px; margin-top: 18px; }
        .card { border: 1px solid #e3e5e8; border-radius: 8px; padding: 10px 12px; }
        .card-title { color: #5f6670; font-size: 13px; } .card-value { font-size: 26px; font-weight: 600; }
        .card.worse .card-change { color: #c0392b; } .card.better .card-change { color: #1e8449; } .card-change { font-size: 13px; }
        table { border-collapse: collapse; width: 100%; font-size: 13px; margin: 6px 0; }
        th, td { text-align: left; padding: 5px 8px; border-bottom: 1px solid #eceef0; vertical-align: top; }
        code { font: 12px/1.3 ui-monospace, Menlo, Consolas, monospace; overflow-wrap: anywhere; }
        td:first-child code { white-space: nowrap; }
        svg.chart { width: 100%; height: auto; display: block; margin: 8px 0 16px; }
        .chart-title { font-size: 13px; font-weight: 600; fill: #1d1f23; } .tick, .legend { font-size: 11px; fill: #5f6670; }
        .axis { stroke: #9aa0a6; stroke-width: 1; } .grid { stroke: #eceef0; stroke-width: 1; }
        .target { stroke: #1e8449; stroke-dasharray: 4 3; } .due { stroke: #c0392b; stroke-dasharray: 2 3; }
        .projection { stroke: #1f77b4; stroke-dasharray: 5 4; stroke-width: 1.5; }
        .burndowns { display: grid; grid-template-columns: repeat(auto-fill, minmax(300px, 1fr)); gap: 12px; }
        .burndowns svg.chart { max-width: 460px; }
        svg.graph { max-width: 760px; margin: 0 auto; }
        figure { margin: 0; } figcaption { font-size: 12px; color: #5f6670; }
        .edge { stroke: #8a9099; } .edge.new { stroke: #e67e22; stroke-dasharray: 6 4; } .edge.violating { stroke: #c0392b; }
        .node { fill: #1f77b4; } .node-label { font-size: 12px; fill: #1d1f23; }
        .legend-line { font-size: 12px; color: #5f6670; }
        .swatch { display: inline-block; width: 18px; height: 3px; vertical-align: middle; margin: 0 4px 0 10px; }
        .swatch.violating { background: #c0392b; } .swatch.new { background: #e67e22; }
        table.heat td { text-align: center; min-width: 40px; }
        @media print {
          body { background: #fff; font-size: 11pt; } main { max-width: none; padding: 0; }
          section { break-inside: avoid; } .cards { grid-template-columns: repeat(5, 1fr); }
        }
        """
}
