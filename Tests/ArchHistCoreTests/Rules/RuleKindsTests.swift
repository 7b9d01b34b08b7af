import ArchHistCore
import Testing

/// The registry: each kind has its own name, and shows what it reports.
@Suite struct RuleKindsTests {
    @Test func namesAreUnique() {
        #expect(Set(RuleKinds.names).count == RuleKinds.all.count, "\(RuleKinds.names)")
    }

    @Test(arguments: RuleKinds.names)
    func everyKindHasAnExampleThatReports(_ name: String) throws {
        let kind = try #require(RuleKinds.all.first { $0.name == name })
        #expect(kind.examples.contains { !$0.expectedFindings.isEmpty })
    }

    /// An example filed under a kind judges a rule of that kind.
    @Test(arguments: RuleKinds.names)
    func everyExampleHoldsARuleOfItsKind(_ name: String) throws {
        let kind = try #require(RuleKinds.all.first { $0.name == name })
        for example in kind.examples {
            let spec = try SpecDecoder.decode(Array(example.spec.utf8), file: "archhist.json")
            #expect(spec.rules.contains { $0.kind.name == name }, "\(example.name)")
        }
    }
}
