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
            {"layers": [{"name": "A", "paths": ["a/**"]},
                        {"name": "B", "modules": ["B*"], "suffixes": ["Thing"], "crossCutting": true}],
             "domains": [{"paths": ["d/{name}/**"]}, {"name": "Pay", "modules": ["PayKit"]}],
             "rules": [
               {"id": "1", "kind": "layerChain", "order": ["A", "B"]},
               {"id": "2", "kind": "imports", "layers": ["A"], "forbid": ["UIKit"], "allowOnly": ["Foundation"]},
               {"id": "3", "kind": "wall", "from": ["A"], "to": ["B"], "transitive": false},
               {"id": "4", "kind": "crossDomain", "exposed": ["B"], "transitive": true},
               {"id": "5", "kind": "completeness", "required": ["A"]},
               {"id": "6", "kind": "attributes", "layers": ["A"], "forbid": ["State"], "severity": "warning",
                "message": "no"},
               {"id": "7", "kind": "testableImport", "allowIn": ["T/**"]},
               {"id": "8", "kind": "confinement", "symbols": ["*DTO"], "layers": ["B"]},
               {"id": "9", "kind": "cycles", "by": "domain"},
               {"id": "10", "kind": "modules", "allow": {"Core": [], "*": ["Core"]}},
               {"id": "11", "kind": "singleImplementation", "severity": "info"}],
             "exceptions": [{"rule": "3", "source": "a/x.swift", "target": "b/y.swift", "reason": "later",
                             "expires": "2027-01-31"}]}
            """
        let spec = try SpecDecoder.decode(Array(json.utf8), file: "archhist.json")
        let again = try SpecDecoder.decode(Array(SpecEncoder.canonicalText(spec).utf8), file: "recorded spec")
        #expect(again == spec)
    }

    /// Each kind writes back what it read: the spec of every example of every kind
    /// decodes to itself from its canonical text.
    @Test(arguments: RuleKinds.names)
    func everyKindSurvivesTheRoundTrip(_ name: String) throws {
        let kind = try #require(RuleKinds.all.first { $0.name == name })
        for example in kind.examples {
            let spec = try SpecDecoder.decode(Array(example.spec.utf8), file: "archhist.json")
            let text = SpecEncoder.canonicalText(spec)
            let again = try SpecDecoder.decode(Array(text.utf8), file: "recorded spec")
            #expect(again == spec, "\(example.name)")
            #expect(again.rules.map(\.kind.name) == spec.rules.map(\.kind.name))
        }
    }

    /// The canonical text is what a run records and takes its digest of: a change to how a
    /// rule is written would make every recorded spec look changed.
    @Test func theCanonicalTextOfEveryRuleKindIsPinned() throws {
        let json = """
            {"layers": [{"name": "A", "paths": ["a/**"]}, {"name": "B", "paths": ["b/**"]}],
             "rules": [
               {"id": "1", "kind": "layers", "allow": {"B": ["A"], "A": []}},
               {"id": "2", "kind": "layerChain", "order": ["A", "B"]},
               {"id": "3", "kind": "imports", "layers": ["A"], "forbid": ["UIKit"]},
               {"id": "4", "kind": "imports", "layers": ["A"], "allowOnly": ["Foundation"]},
               {"id": "5", "kind": "wall", "from": ["A"], "to": ["B"]},
               {"id": "6", "kind": "crossDomain"},
               {"id": "7", "kind": "completeness", "required": ["A"]},
               {"id": "8", "kind": "attributes", "layers": ["A"], "forbid": ["@State"], "message": "no"},
               {"id": "9", "kind": "testableImport"},
               {"id": "10", "kind": "testableImport", "allowIn": ["T/**"]},
               {"id": "11", "kind": "confinement", "symbols": ["*DTO"], "layers": ["B"]},
               {"id": "12", "kind": "cycles"},
               {"id": "13", "kind": "modules", "allow": {"Core": [], "*": ["Core"]}},
               {"id": "14", "kind": "singleImplementation", "severity": "info"}]}
            """
        let spec = try SpecDecoder.decode(Array(json.utf8), file: "archhist.json")
        let rules = [
            #"{"id":"1","kind":"layers","severity":"error","allow":{"A":[],"B":["A"]}}"#,
            #"{"id":"2","kind":"layerChain","severity":"error","order":["A","B"]}"#,
            #"{"id":"3","kind":"imports","severity":"error","layers":["A"],"forbid":["UIKit"]}"#,
            #"{"id":"4","kind":"imports","severity":"error","layers":["A"],"allowOnly":["Foundation"]}"#,
            #"{"id":"5","kind":"wall","severity":"error","from":["A"],"to":["B"],"transitive":true}"#,
            #"{"id":"6","kind":"crossDomain","severity":"error","exposed":[],"transitive":false}"#,
            #"{"id":"7","kind":"completeness","severity":"error","required":["A"]}"#,
            #"{"id":"8","kind":"attributes","severity":"error","message":"no","layers":["A"],"forbid":["State"]}"#,
            #"{"id":"9","kind":"testableImport","severity":"error"}"#,
            #"{"id":"10","kind":"testableImport","severity":"error","allowIn":["T/**"]}"#,
            #"{"id":"11","kind":"confinement","severity":"error","symbols":["*DTO"],"layers":["B"]}"#,
            #"{"id":"12","kind":"cycles","severity":"error","by":"module"}"#,
            #"{"id":"13","kind":"modules","severity":"error","allow":{"Core":[],"*":["Core"]}}"#,
            #"{"id":"14","kind":"singleImplementation","severity":"info"}"#,
        ]
        let layers =
            #"[{"paths":["a/**"],"modules":[],"suffixes":[],"name":"A","crossCutting":false},"#
            + #"{"paths":["b/**"],"modules":[],"suffixes":[],"name":"B","crossCutting":false}]"#
        #expect(
            SpecEncoder.canonicalText(spec) == #"{"exclude":[],"tests":[],"layers":"# + layers
                + #","domains":[],"rules":["# + rules.joined(separator: ",") + #"],"exceptions":[]}"#)
    }
}
