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
        /// `aside`: what the value leaves out, beside it (`· 21 info`); `note` replaces the
        /// change when a change says nothing (new crossings are all new).
        func card(
            _ title: String, _ before: Int, _ after: Int, worseWhenUp: Bool? = true, aside: String? = nil,
            note: (text: String, tone: String)? = nil
        ) -> String {
            let change = after - before
            var tone: String
            if let worseWhenUp, change != 0 {
                tone = (change > 0) == worseWhenUp ? "worse" : "better"
            } else {
                tone = "same"
            }
            let sign = change > 0 ? "+\(change)" : "\(change)"
            var changeText = "\(change == 0 ? "no change" : sign) since \(before)"
            if let note { (changeText, tone) = note }
            return "<div class=\"card \(tone)\"><div class=\"card-title\">\(SVG.escape(title))</div>"
                + "<div class=\"card-value\">\(after)"
                + (aside.map { " <span class=\"card-aside\">\(SVG.escape($0))</span>" } ?? "") + "</div>"
                + "<div class=\"card-change\">\(SVG.escape(changeText))</div></div>"
        }
        let still = report.newBoundariesStillCrossed.count
        return "<section class=\"cards\">"
            // Errors and warnings; infos apart, beside them.
            + card(
                "violations", drift.before.errorsAndWarnings, drift.after.errorsAndWarnings,
                aside: infoAside(drift.before.infos, drift.after.infos))
            + card(
                "new crossings", 0, report.newBoundaries.count,
                note: report.newBoundaries.isEmpty ? nil : ("\(still) still crossed", still > 0 ? "worse" : "same"))
            + card("files", drift.before.files, drift.after.files, worseWhenUp: nil)
            + card("files in no layer", drift.before.uncoveredFiles, drift.after.uncoveredFiles)
            + card("domain edges", drift.before.domainEdges, drift.after.domainEdges)
            + "</section>"
    }

    /// `· 21 info (+3)`, beside the errors and warnings of the violations card; nil
    /// when neither end has an info.
    static func infoAside(_ before: Int, _ after: Int) -> String? {
        guard before > 0 || after > 0 else { return nil }
        let change = after - before
        return "· \(after) info" + (change == 0 ? "" : " (\(change > 0 ? "+" : "")\(change))")
    }
}
