import ArchHistCore
import Testing

@testable import ArchHistReport

/// `archhist violations` in text: a row says enough to tell it from every other row.
@Suite struct ViolationsFormatterTests {
    private let run = RunSummary(
        id: 1, commit: String(repeating: "a", count: 40), subject: "s", commitTime: 1_748_736_000,
        firstParent: nil, specDigest: "d", specSource: "archhist.json", analyzerVersion: "0", recordedAt: 0,
        files: 0, testFiles: 0, lines: 0, modules: 0, domains: 3, uncoveredFiles: 0, errors: 0, warnings: 3,
        infos: 0, waived: 0)

    /// Three domains without a Config layer, as read back from the history: rule,
    /// folder and target alike, the domain only in the message.
    private var incomplete: [Violation] {
        ["Booking", "Search", "Wallet"].map { domain in
            Violation(
                rule: "domains-are-complete", severity: .warning, file: "Sources", line: nil, target: "Config",
                message: "domain \(domain) has no Config layer. a complete domain has Config, Service, UI: "
                    + "add the missing layer, or fold the domain into another",
                fingerprint: Fingerprint.of(rule: "domains-are-complete", file: "domain:" + domain, target: "Config"))
        }
    }

    private func report(history showsHistory: Bool) -> ViolationsReport {
        ViolationsReport(
            history: ViolationHistory(points: [(run, incomplete)]), newest: (run, incomplete),
            showsHistory: showsHistory)
    }

    @Test func domainWideFindingsAlikeInEveryColumnNameTheirDomain() {
        let text = ViolationHistoryFormat.text.render(report(history: false))
        let rows = text.split(separator: "\n").filter { $0.contains("domains-are-complete") }
        #expect(rows.count == 3)
        #expect(Set(rows).count == 3)
        for domain in ["Booking", "Search", "Wallet"] {
            #expect(rows.contains { $0.contains("Config (domain \(domain) has no Config layer)") })
        }
        // The advice they share is not repeated on each.
        #expect(!text.contains("a complete domain has"))
    }

    @Test func theHistoryOfDomainWideFindingsNamesTheirDomain() {
        let rows = ViolationHistoryFormat.text.render(report(history: true)).split(separator: "\n")
            .filter { $0.contains("domains-are-complete") }
        #expect(rows.count == 3)
        for domain in ["Booking", "Search", "Wallet"] {
            #expect(rows.contains { $0.contains("(domain \(domain) has no Config layer)") })
        }
    }

    @Test func rowsThatDifferAlreadyStayAsTheyWere() {
        let violations = [
            Violation(rule: "r", severity: .error, file: "a.swift", line: 1, target: "X", message: "one. fix it"),
            Violation(rule: "r", severity: .error, file: "b.swift", line: 1, target: "X", message: "two. fix it"),
        ]
        #expect(DistinctRows.findings(violations, ["a", "b"]) == [nil, nil])
        #expect(DistinctRows.findings(violations, ["a", "a"]) == ["one", "two"])
    }
}
