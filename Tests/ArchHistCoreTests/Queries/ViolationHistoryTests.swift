import ArchHistCore
import Testing

/// One life per violation: violations that share a fingerprint (one forbidden import
/// written twice in a file) are as many open violations as the run has.
@Suite struct ViolationHistoryTests {
    private static func run(_ id: Int64) -> RunSummary {
        RunSummary(
            id: id, commit: "c\(id)", subject: "", commitTime: id * 86_400, firstParent: nil, specDigest: "s",
            specSource: "s", analyzerVersion: "v", recordedAt: 0, files: 0, testFiles: 0, lines: 0, modules: 0,
            domains: 0, uncoveredFiles: 0, errors: 0, warnings: 0, infos: 0, waived: 0)
    }

    private static func uikit(line: Int, severity: Severity = .error) -> Violation {
        Violation(
            rule: severity == .info ? "note" : "no-uikit", severity: severity, file: "Screen.swift", line: line,
            target: "UIKit", message: "imports UIKit")
    }

    @Test func violationsSharingAFingerprintLiveApart() {
        let history = ViolationHistory(points: [
            (Self.run(1), [Self.uikit(line: 2)]),
            (Self.run(2), [Self.uikit(line: 2), Self.uikit(line: 4), Self.uikit(line: 2, severity: .info)]),
            (Self.run(3), [Self.uikit(line: 4)]),
        ])
        // Introduced once, then a second one: two lives of one fingerprint; the second fixed.
        #expect(history.lifecycles.filter { $0.violation.rule == "no-uikit" }.count == 2)
        #expect(Set(history.lifecycles.filter { $0.violation.rule == "no-uikit" }.map(\.fingerprint)).count == 1)
        #expect(history.open.count == 1)
        #expect(history.open.first?.introducedBy.id == 1)
        #expect(history.openCount == OpenViolationCount(errors: 1, warnings: 0, infos: 0))
        #expect(history.lifecycles.filter { !$0.isOpen }.map(\.fixedBy?.id) == [3, 3])
    }
}
