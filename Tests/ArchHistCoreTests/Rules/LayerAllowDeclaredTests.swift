import ArchHistCore
import Testing

@Suite struct LayerAllowDeclaredTests {
    @Test func allowDeclaredRoundTripsThroughTheSpec() throws {
        let rule = try #require(
            try SpecDecoder.decode(
                Array(
                    """
                    {"layers": [{"name": "A", "paths": ["A/**"]}, {"name": "B", "paths": ["B/**"]}],
                     "rules": [{"id": "l", "kind": "layers", "allow": {"A": []}, "allowDeclared": true}]}
                    """.utf8), file: "archhist.json"
            ).rules.first?.kind as? LayerMatrixRule)
        #expect(rule.allowsDeclared)
    }
}
