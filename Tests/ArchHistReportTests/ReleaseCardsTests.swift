import ArchHistCore
import ArchHistSupport
import Testing

@testable import ArchHistReport

/// The release report's summary: the violations card counts errors and warnings with
/// infos apart, and the crossings card says itself how many are still crossed.
@Suite struct ReleaseCardsTests {
    private func run(_ id: Int64) -> RunSummary {
        RunSummary(
            id: id, commit: String(repeating: String(id), count: 40), subject: "commit \(id)",
            commitTime: 1_748_736_000 + id * 86_400, firstParent: nil, specDigest: "d", specSource: "archhist.json",
            analyzerVersion: "0", recordedAt: 0, files: 0, testFiles: 0, lines: 0, modules: 0, domains: 0,
            uncoveredFiles: 0, errors: 0, warnings: 0, infos: 0, waived: 0)
    }

    private func violations(_ severity: Severity, _ count: Int) -> [Violation] {
        (0..<count).map {
            Violation(
                rule: severity.rawValue, severity: severity, file: "a\($0).swift", line: 1, target: "T",
                message: "m")
        }
    }

    /// 16 errors and warnings and 18 infos, then 18 and 21; two boundaries crossed for
    /// the first time in the range, one of them no longer crossed at its end.
    private func report() throws -> ReleaseReport {
        let analysis = try Fixtures.big(modules: 3, loose: 2).analysis
        var old = analysis
        old.violations = violations(.error, 10) + violations(.warning, 6) + violations(.info, 18)
        var new = analysis
        new.violations = violations(.error, 11) + violations(.warning, 7) + violations(.info, 21)
        let runs = [run(1), run(2), run(3)]
        let first = Boundary(level: .domain, from: "Account", to: "Profile")
        let second = Boundary(level: .domain, from: "Search", to: "Profile")
        return ReleaseReport(
            from: "v1", to: "v2", old: old, new: new, runs: runs,
            boundaries: BoundaryHistory(points: [
                (runs[0], [:]), (runs[1], [first: 1, second: 2]), (runs[2], [first: 3]),
            ]),
            fromCommit: runs[0].commit, violations: [1: old.violations, 3: new.violations], files: [:], tests: [],
            burndowns: [])
    }

    @Test func theHTMLCardsCountInfosApartAndSayWhatIsStillCrossed() throws {
        let report = try report()
        #expect(report.drift.after.errorsAndWarnings == 18 && report.drift.after.infos == 21)
        let html = ReleaseHTMLFormatter.format(report, generated: Fixtures.today)
        #expect(
            html.contains(
                "<div class=\"card-title\">violations</div><div class=\"card-value\">18 "
                    + "<span class=\"card-aside\">· 21 info (+3)</span></div>"
                    + "<div class=\"card-change\">+2 since 16</div>"))
        #expect(
            html.contains(
                "<div class=\"card worse\"><div class=\"card-title\">new crossings</div>"
                    + "<div class=\"card-value\">2</div><div class=\"card-change\">1 still crossed</div>"))
    }

    @Test func theMarkdownSummaryCountsInfosApartAndSaysWhatIsStillCrossed() throws {
        let markdown = ReleaseMarkdownFormatter.format(try report())
        #expect(markdown.contains("| violations | 16 | 18 | +2 |\n| · info | 18 | 21 | +3 |\n"))
        #expect(markdown.contains("| new crossings | 0 | 2 (1 still crossed) | +2 |"))
    }

    @Test func withoutInfosOrCrossingsTheCardsSayNoMore() throws {
        let analysis = try Fixtures.big(modules: 3, loose: 2).analysis
        let runs = [run(1), run(2)]
        let report = ReleaseReport(
            from: "v1", to: "v2", old: analysis, new: analysis, runs: runs,
            boundaries: BoundaryHistory(points: [(runs[0], [:]), (runs[1], [:])]), fromCommit: runs[0].commit,
            violations: [:], files: [:], tests: [], burndowns: [])
        let html = ReleaseHTMLFormatter.format(report, generated: Fixtures.today)
        #expect(!html.contains("<span class=\"card-aside\">"))
        #expect(!html.contains("still crossed"))
        let markdown = ReleaseMarkdownFormatter.format(report)
        #expect(!markdown.contains("| · info |"))
        #expect(markdown.contains("| new crossings | 0 | 0 | – |"))
    }
}
