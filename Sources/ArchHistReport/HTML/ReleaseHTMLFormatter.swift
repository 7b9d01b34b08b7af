import ArchHistCore
import ArchHistSupport

/// `archhist report --format html`: one self-contained page (inline CSS and SVG, no
/// script, font or network) that reads top-down: the summary cards, what needs
/// attention, the charts, and the details last, folded (`<details>`).
enum ReleaseHTMLFormatter {
    static func format(_ report: ReleaseReport, generated: Day) -> String {
        let e = SVG.escape
        let commits = Plural.counted(report.runs.count, "recorded commit")
        var body = [
            "<header><h1>Architecture report</h1><p class=\"range\">\(e(report.from)) → \(e(report.to))</p>"
                + "<p class=\"generated\">\(commits) in range · generated \(generated) by archhist</p></header>"
        ]
        if report.drift.specChanged {
            body.append(
                "<p class=\"note\">The two ends were judged by different specs: some changes may be the rules', "
                    + "not the code's.</p>")
        }
        body.append(cards(report))
        body.append(ReleaseHTMLAttention.section(report))
        body.append(ReleaseHTMLCharts.section(report))
        body.append(ReleaseHTMLDetails.section(report))
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Architecture report \(e(report.from)) → \(e(report.to))</title>
            <style>\(ReleaseHTMLStyle.css)</style></head>
            <body><main>
            \(body.joined(separator: "\n"))
            </main></body></html>

            """
    }

    private static func cards(_ report: ReleaseReport) -> String {
        let drift = report.drift
        /// `worseWhenUp` nil: a change that is neither better nor worse (the number of files).
        func card(_ title: String, _ before: Int, _ after: Int, worseWhenUp: Bool? = true) -> String {
            let change = after - before
            let tone: String
            if let worseWhenUp, change != 0 {
                tone = (change > 0) == worseWhenUp ? "worse" : "better"
            } else {
                tone = "same"
            }
            let sign = change > 0 ? "+\(change)" : "\(change)"
            return "<div class=\"card \(tone)\"><div class=\"card-title\">\(SVG.escape(title))</div>"
                + "<div class=\"card-value\">\(after)</div>"
                + "<div class=\"card-change\">\(change == 0 ? "no change" : sign) since \(before)</div></div>"
        }
        return "<section class=\"cards\">"
            + card("violations", drift.before.violations, drift.after.violations)
            + card("new crossings", 0, report.newBoundaries.count)
            + card("files", drift.before.files, drift.after.files, worseWhenUp: nil)
            + card("files in no layer", drift.before.uncoveredFiles, drift.after.uncoveredFiles)
            + card("domain edges", drift.before.domainEdges, drift.after.domainEdges)
            + "</section>"
    }
}
