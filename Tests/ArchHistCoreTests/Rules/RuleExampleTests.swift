import ArchHistCore
import Testing

/// Every example of every registered rule kind, scanned and analysed as
/// `archhist analyze` would: exactly the lines marked `// ❌ <rule-id>` (and the
/// findings listed without a line) are reported, nothing else.
@Suite struct RuleExampleTests {
    static let examples = RuleKinds.all.flatMap { $0.examples }

    @Test(arguments: examples)
    func reportsExactlyTheMarkedLines(_ example: RuleExample) throws {
        let analysis = try ExampleTree.analyze(example)
        let found = Set(
            analysis.violations.map { violation in
                violation.line.map { "\(violation.rule) \(violation.file):\($0)" }
                    ?? "\(violation.rule) \(violation.file) \(violation.target)"
            })
        #expect(found == example.expectedFindings, "\(example.name)")
    }
}
