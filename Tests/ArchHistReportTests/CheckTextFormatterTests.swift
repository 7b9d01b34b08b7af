import ArchHistCore
import ArchHistSupport
import Testing

@testable import ArchHistReport

/// `check` in a terminal: a rule's advice (an allow-list) is said once, not on every line.
@Suite struct CheckTextFormatterTests {
    private static let allowList = ["Foundation", "Swift", "Dispatch", "os", "Observation"]

    private func analysis(_ imports: [String: [String]]) throws -> Analysis {
        let allow = CheckTextFormatterTests.allowList.map { "\"\($0)\"" }.joined(separator: ", ")
        let spec = try SpecDecoder.decode(
            Array(
                """
                {"layers": [{"name": "Domain", "paths": ["App/Domain/**"]}],
                 "rules": [{"id": "pure-domain", "kind": "imports", "layers": ["Domain"], "allowOnly": [\(allow)]}]}
                """.utf8), file: "spec")
        let sources = imports.map { path, modules in
            SourceFile(
                path: path,
                facts: FileFacts(
                    imports: modules.enumerated().map { ImportFact(module: $1, line: $0 + 1) },
                    declarations: [Declaration(kind: .struct, name: "T", line: 9)], lineCount: 9))
        }
        return Analyzer(spec: spec, today: Day(year: 2026, month: 1, day: 1)).analyze(files: sources, manifests: [])
    }

    private func text(baseline: Analysis, current: Analysis) -> String {
        let gate = Gate(baseline: baseline, current: current, failOn: [.newViolations])
        return CheckTextFormatter().format(
            CheckReport(gate: gate, baseline: "main", current: "the working tree", toolVersion: "0"))
    }

    @Test func theAllowListIsSaidOncePerRule() throws {
        let baseline = try analysis(["App/Domain/A.swift": ["Foundation"]])
        let current = try analysis([
            "App/Domain/A.swift": ["Foundation", "UIKit"], "App/Domain/B.swift": ["Combine", "SwiftUI"],
        ])
        let text = text(baseline: baseline, current: current)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count { $0.contains("may import only") } == 1, "\(text)")
        let start = try #require(lines.firstIndex(of: "New violations"))
        #expect(
            Array(lines[(start + 1)...].prefix(5)) == [
                "  pure-domain (error): 3 new violations",
                "    Domain may import only Foundation, Swift, Dispatch, os, Observation: "
                    + "keep it free of frameworks and reach them through a protocol implemented outside",
                "    App/Domain/A.swift:2  Domain imports UIKit",
                "    App/Domain/B.swift:1  Domain imports Combine",
                "    App/Domain/B.swift:2  Domain imports SwiftUI",
            ])
    }

    @Test func adviceReadBackFromHistoryIsSaidOnceToo() {
        // A recorded run keeps finding and advice as one message.
        let advice = "Domain may import only Foundation, Swift: keep it free of frameworks"
        let stored = ["UIKit", "Combine"].enumerated().map { line, module in
            Violation(
                rule: "pure-domain", severity: .error, file: "App/Domain/A.swift", line: line + 1, target: module,
                message: "Domain imports \(module). \(advice)")
        }
        let split = SharedAdvice.split(stored)
        #expect(split.advice == advice)
        #expect(split.findings == ["Domain imports UIKit", "Domain imports Combine"])
        // Fixed violations need no advice at all.
        #expect(SharedAdvice.findings(stored) == split.findings)
        // One violation alone keeps its whole message: nothing tells its advice apart.
        #expect(SharedAdvice.split(Array(stored.prefix(1))).findings == [stored[0].message])
    }

    @Test func fingerprintsAndMachineMessagesKeepTheAdvice() throws {
        let current = try analysis(["App/Domain/A.swift": ["UIKit"]])
        let violation = try #require(current.violations.first)
        #expect(violation.message.contains("may import only"))
        #expect(
            violation.fingerprint == Fingerprint.of(rule: "pure-domain", file: "App/Domain/A.swift", target: "UIKit"))
    }
}
