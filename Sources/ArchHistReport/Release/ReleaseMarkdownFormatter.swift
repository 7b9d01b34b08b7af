import ArchHistCore
import ArchHistSupport

/// `archhist report --format markdown`: the release report for a pull request or a
/// wiki page, in the HTML page's order: the summary, what needs attention, the
/// trends, then the details folded in `<details>` (GitHub and GitLab render them);
/// the domain graph as Mermaid, which renders where Markdown does.
enum ReleaseMarkdownFormatter {
    static func format(_ report: ReleaseReport) -> String {
        let drift = report.drift
        let commits = Plural.counted(report.runs.count, "recorded commit")
        func row(_ name: String, _ before: Int, _ after: Int, note: String = "") -> String {
            let change = after - before
            let shown = change == 0 ? "–" : (change > 0 ? "+" : "") + String(change)
            return "| \(name) | \(before) | \(after)\(note) | \(shown) |"
        }
        let infos = drift.before.infos > 0 || drift.after.infos > 0
        var lines = [
            "## Architecture report: \(cell(report.from)) → \(cell(report.to))", "",
            "\(commits) in range." + (drift.specChanged ? " The two ends were judged by different specs." : ""), "",
            "| | before | after | change |", "| --- | ---: | ---: | ---: |",
            // Errors and warnings; infos on a row of their own.
            row("violations", drift.before.errorsAndWarnings, drift.after.errorsAndWarnings),
        ]
        if infos { lines.append(row("· info", drift.before.infos, drift.after.infos)) }
        lines += [
            row(
                "new crossings", 0, report.newBoundaries.count,
                note: report.newBoundaries.isEmpty ? "" : " (\(report.newBoundariesStillCrossed.count) still crossed)"),
            row("files", drift.before.files, drift.after.files),
            row("files in no layer", drift.before.uncoveredFiles, drift.after.uncoveredFiles),
            row("domain edges", drift.before.domainEdges, drift.after.domainEdges),
        ]
        lines += attention(report)
        lines += trends(report)
        lines += details(report)
        return TextLayout.text(lines)
    }

    /// Text from outside in a cell or a sentence, and as code: one escaping policy.
    private static let cell = TextLayout.markdownCell
    private static let code = TextLayout.markdownCode

    private static func attention(_ report: ReleaseReport) -> [String] {
        let drift = report.drift
        var lines = [
            "", "### Needs attention", "",
            "Violations: \(drift.introduced.count) introduced, \(drift.fixed.count) fixed, "
                + "\(drift.persisting.count) persisting.",
        ]
        let milestones = report.milestonesNeedingAttention
        if report.newBoundaries.isEmpty, report.introducedByRule.isEmpty, milestones.isEmpty {
            lines += [
                "",
                "Nothing needs attention: no boundary was crossed for the first time and no violation was introduced"
                    + (report.burndowns.isEmpty ? "." : ", and no milestone is behind or stalled."),
            ]
        }
        if !report.newBoundaries.isEmpty {
            let now = report.newBoundariesStillCrossed
            let shown = ReleaseHTMLAttention.shownBoundaries
            let total = report.newBoundaries.count
            lines += ["", "#### Boundaries crossed for the first time (\(total), \(now.count) still crossed)"]
            if !now.isEmpty {
                lines += ["", "| boundary | uses now | first crossed by |", "| --- | ---: | --- |"]
                lines += now.prefix(shown).map { entry in
                    "| \(entry.boundary.level.rawValue) **\(cell(entry.boundary.from))** → "
                        + "**\(cell(entry.boundary.to))** | \(entry.count) | \(firstCrossing(entry)) |"
                }
            }
            var rest: [String] = []
            if now.count > shown { rest.append("\(now.count - shown) more still crossed") }
            let gone = report.newBoundaries.count - now.count
            if gone > 0 { rest.append("\(gone) crossed in the range and no longer crossed at its end") }
            if !rest.isEmpty { lines += ["", "And \(rest.joined(separator: ", ")): all of them under Details."] }
        }
        if !report.introducedByRule.isEmpty {
            lines += [
                "", "#### Violations introduced, by rule (\(drift.introduced.count))", "",
                "| rule | severity | new | where most of them are |", "| --- | --- | ---: | --- |",
            ]
            lines += report.introducedByRule.map { group in
                var files = group.files.prefix(ReleaseHTMLAttention.topFiles).map { file in
                    code(file.path) + (file.count > 1 ? " ×\(file.count)" : "")
                }
                let more = group.files.count - ReleaseHTMLAttention.topFiles
                if more > 0 { files.append("and \(more) more file\(more == 1 ? "" : "s")") }
                return "| \(code(group.rule)) | \(group.severity.rawValue) | \(group.count) | "
                    + files.joined(separator: "<br>") + " |"
            }
        }
        if !milestones.isEmpty {
            lines += ["", "#### Milestones behind, stalled or regressed (\(milestones.count))", ""]
            lines += milestones.map { burndown in
                let milestone = burndown.milestone
                let title = milestone.title == milestone.id ? "" : " (\(cell(milestone.title)))"
                return "- **\(cell(milestone.id))**\(title): **\(burndown.status.rawValue)**, \(cell(burndown.reason))"
            }
        }
        return lines
    }

    private static func trends(_ report: ReleaseReport) -> [String] {
        var lines = ["", "### Trends"]
        if report.violationsByRule.isEmpty {
            lines += ["", "No violations in the range."]
        } else {
            lines +=
                ["", "#### Open violations by rule", ""] + table(report.violationsByRule, name: "rule", code: true)
        }
        if !report.filesByDomain.isEmpty {
            lines += ["", "#### Files per domain", ""] + table(report.filesByDomain, name: "domain", code: false)
        }
        if !report.burndowns.isEmpty {
            lines += [
                "", "#### Migration plan", "", PlanRange.sentence(report.burndowns), "",
                "| milestone | now | target | done | due | projected | status |",
                "| --- | ---: | ---: | ---: | --- | --- | --- |",
            ]
            lines += report.burndowns.map { b in
                "| \(cell(b.milestone.id)) | \(b.now.map(String.init) ?? "-") | \(b.milestone.target) | "
                    + "\(b.percentDone)% | \(b.milestone.due) | \(b.projected.map(\.description) ?? "-") | "
                    + "\(b.status.rawValue) |"
            }
        }
        if !report.domainGraph.nodes.isEmpty {
            lines += ["", "#### Dependencies between domains", "", "```mermaid"]
            let graph = GraphMermaidFormatter().format(GraphReport(graph: report.domainGraph, title: "domains"))
            lines += graph.split(separator: "\n").map(String.init)
            lines.append("```")
        }
        if report.filesByDomain.isEmpty, report.domainGraph.nodes.isEmpty {
            lines += [
                "",
                "No domains: no file of the range is in a domain, so there are no files per domain and no "
                    + "domain graph.",
            ]
        }
        return lines
    }

    private static func table(_ series: [ReleaseReport.Series], name: String, code: Bool) -> [String] {
        ["| \(name) | first | last | lowest | highest |", "| --- | ---: | ---: | ---: | ---: |"]
            + series.map { line in
                let label = code ? Self.code(line.name) : cell(line.name)
                let values = line.values
                return "| \(label) | \(values.first ?? 0) | \(values.last ?? 0) | \(values.min() ?? 0) | "
                    + "\(values.max() ?? 0) |"
            }
    }

    /// Folded sections; a blank line after `<summary>` lets the Markdown inside render.
    private static func details(_ report: ReleaseReport) -> [String] {
        let drift = report.drift
        var lines = ["", "### Details"]
        if !report.newBoundaries.isEmpty {
            lines += [
                "", "<details><summary>Boundaries crossed for the first time (\(report.newBoundaries.count))</summary>",
                "", "| grain | from | to | first crossed by | now |", "| --- | --- | --- | --- | --- |",
            ]
            lines += report.newBoundaries.map { entry in
                "| \(entry.boundary.level.rawValue) | \(cell(entry.boundary.from)) | \(cell(entry.boundary.to)) | "
                    + "\(firstCrossing(entry)) | "
                    + (entry.crossedNow
                        ? "crossed (\(entry.count == 1 ? "1 use" : "\(entry.count) uses"))" : "no longer crossed")
                    + " |"
            }
            lines += ["", "</details>"]
        }
        let limit = ReleaseHTMLDetails.rowLimit
        for (title, list) in [("Violations introduced", drift.introduced), ("Violations fixed", drift.fixed)]
        where !list.isEmpty {
            lines += ["", "<details><summary>\(title) (\(list.count))</summary>", ""]
            lines += list.prefix(limit).map {
                "- \(code($0.rule)) \(code($0.file + ($0.line.map { ":\($0)" } ?? ""))): \(cell($0.finding))"
            }
            if list.count > limit {
                lines += ["", "… and \(list.count - limit) more (archhist diff --format json has them all)."]
            }
            lines += ["", "</details>"]
        }
        if lines.count == 2 { return [] }
        return lines
    }

    /// The run that first crossed it, and the unrecorded commits it may have come in.
    private static func firstCrossing(_ entry: BoundaryHistory.Entry) -> String {
        commit(entry.firstCrossedBy)
            + (entry.recordedBefore.map { " (or a commit since `\($0.commit.prefix(12))`, not recorded)" } ?? "")
    }

    private static func commit(_ run: RunSummary) -> String {
        "`\(run.commit.prefix(12))` \(Day(unixTime: run.commitTime)) \(cell(String(run.subject.prefix(72))))"
    }
}
