import ArchHistCore

/// The charts of the page, after what needs attention: violations by rule and files
/// per domain over the range, the plan's burndowns, the domain graph. A chart with
/// nothing to draw is left out; a history without domains says so once.
enum ReleaseHTMLCharts {
    static func section(_ report: ReleaseReport) -> String {
        let e = SVG.escape
        let times = report.runs.map(\.commitTime)
        var parts = ["<section class=\"charts\"><h2>Trends</h2>"]
        if report.violationsByRule.isEmpty {
            parts.append("<p>No violations in the range.</p>")
        } else {
            parts.append("<h3>Open violations by rule</h3>")
            parts.append(
                LineChart.chart(report.violationsByRule, times: times, label: "open violations by rule", noun: "rule")
                    .svg)
        }
        let hasDomains = !report.filesByDomain.isEmpty || !report.domainGraph.nodes.isEmpty
        if !report.filesByDomain.isEmpty {
            parts.append("<h3>Files per domain</h3>")
            parts.append(
                LineChart.chart(report.filesByDomain, times: times, label: "files per domain", noun: "domain").svg)
        }
        if !report.burndowns.isEmpty {
            let range = PlanRange.sentence(report.burndowns).replacing("`", with: "")
            parts.append("<h3>Migration plan</h3><p class=\"note\">\(e(range))</p><div class=\"burndowns\">")
            for burndown in report.burndowns {
                let milestone = burndown.milestone
                let title = milestone.title == milestone.id ? "" : " \(e(milestone.title))"
                parts.append(
                    "<figure><figcaption><strong>\(e(milestone.id))</strong>\(title): "
                        + "<span class=\"status \(burndown.status.rawValue.replacing(" ", with: "-"))\">"
                        + "\(burndown.status.rawValue)</span></figcaption>\(BurndownChart.chart(burndown).svg)"
                        + "<p class=\"reason\">\(e(burndown.reason))</p></figure>")
            }
            parts.append("</div>")
        }
        if !report.domainGraph.nodes.isEmpty {
            parts.append("<h3>Dependencies between domains</h3>")
            parts.append(DomainGraphChart.chart(report.domainGraph).svg)
            parts.append(
                "<p class=\"legend-line\">An arrow points from a domain to the domain it uses; its width grows with "
                    + "the uses. <span class=\"swatch violating\"></span> breaks a rule "
                    + "<span class=\"swatch new\"></span> crossed for the first time in the range</p>")
        }
        if !hasDomains {
            parts.append(
                "<p class=\"note\">No domains: no file of the range is in a domain, so there are no files per domain "
                    + "and no domain graph.</p>")
        }
        parts.append("</section>")
        return parts.joined(separator: "\n")
    }
}
