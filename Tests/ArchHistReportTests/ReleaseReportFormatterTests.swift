import ArchHistCore
import ArchHistSupport
import ArchHistTestSupport
import Testing

@testable import ArchHistReport

/// The release report's two formats on small analyses: the page's order, what needs
/// attention, and sections with nothing to show said once or left out.
@Suite struct ReleaseReportFormatterTests {
    private func run(_ id: Int64, day: Int) -> RunSummary {
        RunSummary(
            id: id, commit: String(repeating: String(id), count: 40), subject: "commit \(id)",
            commitTime: 1_748_736_000 + Int64(day) * 86_400, firstParent: nil, specDigest: "d",
            specSource: "archhist.json",
            analyzerVersion: "0", recordedAt: 0, files: 0, testFiles: 0, lines: 0, modules: 0, domains: 0,
            uncoveredFiles: 0, errors: 0, warnings: 0, infos: 0, waived: 0)
    }

    /// Two runs, `old` then `new`, with their violations and files.
    private func report(old: Analysis, new: Analysis, crossing: [Boundary: Int] = [:]) -> ReleaseReport {
        let runs = [run(1, day: 0), run(2, day: 30)]
        let files = { (analysis: Analysis) in analysis.productionFiles.map { (path: $0.path, domain: $0.domain) } }
        return ReleaseReport(
            from: "v1", to: "v2", old: old, new: new, runs: runs,
            boundaries: BoundaryHistory(points: [(runs[0], [:]), (runs[1], crossing)]), fromCommit: runs[0].commit,
            violations: [1: old.violations, 2: new.violations], files: [1: files(old), 2: files(new)], tests: [],
            burndowns: [])
    }

    @Test func introducedViolationsAreGroupedByRuleWithTheirTopFiles() throws {
        let before = try ReleaseChartFixtures.domains(["Account", "Profile", "Search"], uses: [:])
        let after = try ReleaseChartFixtures.domains(
            ["Account", "Profile", "Search"], uses: [0: [1]], breaking: [0, 1, 2])
        let report = report(
            old: before, new: after,
            crossing: [Boundary(level: .domain, from: "Account", to: "Profile"): 2])
        #expect(report.introducedByRule.map(\.rule) == ["cross-domain"])
        #expect(report.introducedByRule.first?.count == after.violations.count)
        let html = ReleaseHTMLFormatter.format(report, generated: Fixtures.today)
        #expect(html.contains("<h3>Violations introduced, by rule (\(after.violations.count))</h3>"))
        #expect(
            html.contains("domain <strong>Account</strong> → <strong>Profile</strong></td><td class=\"num\">2</td>"))
        #expect(!html.contains("Nothing needs attention"))
        let markdown = ReleaseMarkdownFormatter.format(report)
        #expect(markdown.contains("| `cross-domain` | error | \(after.violations.count) | `Sources/"))
        #expect(markdown.contains("#### Boundaries crossed for the first time (1, 1 still crossed)"))
    }

    @Test func aQuietRangeSaysSoOnceAndAHistoryWithoutDomainsSaysSoOnce() throws {
        let analysis = try Fixtures.big(modules: 3, loose: 2).analysis
        let report = report(old: analysis, new: analysis)
        let html = ReleaseHTMLFormatter.format(report, generated: Fixtures.today)
        #expect(html.components(separatedBy: "Nothing needs attention").count - 1 == 1)
        #expect(html.components(separatedBy: "No domains").count - 1 == 1, "said once, not per section")
        #expect(!html.contains("Files per domain"))
        #expect(!html.contains("Dependencies between domains"))
        #expect(html.contains("<summary>Files by layer</summary>"))
        let markdown = ReleaseMarkdownFormatter.format(report)
        #expect(markdown.components(separatedBy: "No domains").count - 1 == 1)
        #expect(markdown.contains("Nothing needs attention"))
    }

    @Test func aLongPathIsShortenedWithTheWholePathOnHoverAndBreaksOnlyAfterASlash() {
        let path = "Mastodon/Scene/Account/AccountList/ViewModel/AccountListViewModel+Diffable.swift"
        let code = HTMLPath.code(path, line: 12)
        #expect(code.contains("title=\"\(path):12\""))
        #expect(
            code.contains(
                ">Mastodon/<wbr>…/<wbr>AccountList/<wbr>ViewModel/<wbr>AccountListViewModel+Diffable.swift:12<"))
        #expect(HTMLPath.code("Sources/App.swift") == "<code class=\"path\">Sources/<wbr>App.swift</code>")
    }
}
