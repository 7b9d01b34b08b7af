import ArchHistCore
import Testing

@Suite struct SpecEncoderTests {
    @Test(arguments: Preset.all.map(\.name))
    func aResolvedSpecDecodesToItself(_ name: String) throws {
        let spec = try SpecDecoder.preset(#require(Preset.named(name)))
        let text = SpecEncoder.canonicalText(spec)
        var again = try SpecDecoder.decode(Array(text.utf8), file: "recorded spec")
        again.preset = spec.preset
        #expect(again == spec)
        #expect(SpecEncoder.canonicalText(again) == text, "the canonical text is stable")
    }

    @Test func exceptionsAndEveryRuleKindSurviveTheRoundTrip() throws {
        let json = """
            {"layers": [{"name": "A", "paths": ["a/**"]}, {"name": "B", "modules": ["B*"], "suffixes": ["Thing"], "crossCutting": true}],
             "domains": [{"paths": ["d/{name}/**"]}, {"name": "Pay", "modules": ["PayKit"]}],
             "rules": [
               {"id": "1", "kind": "layerChain", "order": ["A", "B"]},
               {"id": "2", "kind": "imports", "layers": ["A"], "forbid": ["UIKit"], "allowOnly": ["Foundation"]},
               {"id": "3", "kind": "wall", "from": ["A"], "to": ["B"], "transitive": false},
               {"id": "4", "kind": "crossDomain", "exposed": ["B"], "transitive": true},
               {"id": "5", "kind": "completeness", "required": ["A"]},
               {"id": "6", "kind": "attributes", "layers": ["A"], "forbid": ["State"], "severity": "warning", "message": "no"},
               {"id": "7", "kind": "testableImport", "allowIn": ["T/**"]},
               {"id": "8", "kind": "confinement", "symbols": ["*DTO"], "layers": ["B"]},
               {"id": "9", "kind": "cycles", "level": "domain"},
               {"id": "10", "kind": "modules", "allow": {"Core": [], "*": ["Core"]}},
               {"id": "11", "kind": "singleImplementation", "severity": "info"}],
             "exceptions": [{"rule": "3", "source": "a/x.swift", "target": "b/y.swift", "reason": "later", "expires": "2027-01-31"}]}
            """
        let spec = try SpecDecoder.decode(Array(json.utf8), file: "archhist.json")
        let again = try SpecDecoder.decode(Array(SpecEncoder.canonicalText(spec).utf8), file: "recorded spec")
        #expect(again == spec)
    }
}
