import ArchHistCore
import ArchHistSupport
import Foundation
import Testing

@Suite struct SpecDecoderTests {
    private func decode(_ json: String) throws(SpecError) -> ArchitectureSpec {
        try SpecDecoder.decode(Array(json.utf8), file: "archhist.json")
    }

    private func message(_ json: String) -> String {
        do {
            _ = try decode(json)
            return "no error"
        } catch {
            return error.description
        }
    }

    @Test func everyPresetDecodes() throws {
        for preset in Preset.all {
            let spec = try SpecDecoder.preset(preset)
            #expect(!spec.layers.isEmpty, "\(preset.name)")
            #expect(!spec.rules.isEmpty, "\(preset.name)")
            #expect(Set(spec.rules.map(\.id)).count == spec.rules.count, "rule ids of \(preset.name) are unique")
        }
    }

    @Test func harnessCarriesTheThreeInvariants() throws {
        let spec = try SpecDecoder.preset(#require(Preset.named("harness")))
        let kinds = Dictionary(uniqueKeysWithValues: spec.rules.map { ($0.id, $0.kind) })
        #expect(kinds["service-repo-wall"] as? WallRule == WallRule(from: ["Service"], to: ["Repo"], transitive: true))
        #expect(
            kinds["cross-domain-imports-are-clean"] as? CrossDomainRule
                == CrossDomainRule(exposed: ["Types", "Config"], transitive: true))
        #expect(
            kinds["domains-are-complete"] as? CompletenessRule
                == CompletenessRule(required: ["Config", "Service", "UI"]))
    }

    @Test func aSpecExtendsItsPreset() throws {
        let spec = try decode(
            """
            {"preset": "clean",
             "layers": [{"name": "Domain", "modules": ["LedgerCore"]}, {"name": "Widget", "modules": ["LedgerWidget"]}],
             "rules": [{"id": "feature-cycles", "enabled": false},
                       {"id": "clean-layers", "kind": "layers", "allow": {"Widget": ["Domain"]}}]}
            """)
        #expect(spec.preset == "clean")
        let domain = try #require(spec.layer(named: "Domain"))
        #expect(domain.match.modules == [Glob("LedgerCore")])
        #expect(domain.match.paths.contains(Glob("**/Domain/**")), "the preset's patterns are kept")
        #expect(spec.layer(named: "Widget") != nil)
        #expect(!spec.rules.contains { $0.id == "feature-cycles" })
        #expect(
            spec.rules.first { $0.id == "clean-layers" }?.kind as? LayerMatrixRule
                == LayerMatrixRule(allowed: ["Widget": ["Domain"]]))
    }

    @Test func replaceDropsThePresetPatterns() throws {
        let spec = try decode(
            #"{"preset": "clean", "layers": [{"name": "Domain", "paths": ["Core/**"], "replace": true}]}"#)
        #expect(spec.layer(named: "Domain")?.match == Matcher(paths: [Glob("Core/**")]))
    }

    @Test func descriptionsExplainAndClaimNothing() throws {
        let described = try decode(
            #"""
            {"description": "why", "layers": [{"name": "A", "description": "why A", "paths": ["a/**"]}],
             "domains": [{"name": "Home", "description": "why Home", "paths": ["a/Home/**"]}]}
            """#)
        let plain = try decode(
            #"{"layers": [{"name": "A", "paths": ["a/**"]}], "domains": [{"name": "Home", "paths": ["a/Home/**"]}]}"#)
        #expect(described == plain)
        #expect(
            message(#"{"layers": [{"name": "A", "description": 3, "paths": ["a/**"]}]}"#)
                == "archhist.json: $.layers[0].description: expected a string, found a number")
    }

    @Test func aNameGivenTwiceInOneFileIsRefusedWithBothPlaces() {
        let layers = #"{"layers": [{"name": "A", "paths": ["a/**"]}, {"name": "A", "paths": ["b/**"]}]}"#
        #expect(
            message(layers) == "archhist.json: $.layers[1].name: expected a layer name given once "
                + "(it is already at $.layers[0].name: merge the two or rename one), found 'A' again")
        let rules = #"""
            {"layers": [{"name": "A", "paths": ["a/**"]}],
             "rules": [{"id": "c", "kind": "cycles"}, {"id": "c", "kind": "cycles", "by": "layer"}]}
            """#
        #expect(message(rules).hasPrefix("archhist.json: $.rules[1].id: expected a rule id given once"))
        let domains = #"""
            {"layers": [{"name": "A", "paths": ["a/**"]}],
             "domains": [{"name": "Home", "paths": ["a/Home/**"]}, {"name": "Home", "paths": ["b/**"]}]}
            """#
        #expect(message(domains).hasPrefix("archhist.json: $.domains[1].name: expected a domain name given once"))
        let exception = #"{"rule": "c", "source": "a/X.swift", "target": "a/Y.swift", "reason": "r"}"#
        let exceptions = #"""
            {"layers": [{"name": "A", "paths": ["a/**"]}], "rules": [{"id": "c", "kind": "cycles"}],
             "exceptions": [\#(exception), \#(exception)]}
            """#
        #expect(message(exceptions).hasPrefix("archhist.json: $.exceptions[1]: expected an exception given once"))
        // A layer or rule named as the preset's extends or replaces it: no duplicate.
        #expect(message(#"{"preset": "clean", "layers": [{"name": "Domain", "paths": ["Core/**"]}]}"#) == "no error")
    }

    @Test func errorsNameTheFileThePathAndWhatWasExpected() {
        #expect(
            message(#"{"layers": [{"name": 3}]}"#)
                == "archhist.json: $.layers[0].name: expected a string, found a number")
        #expect(
            message(#"{"preset": "onion"}"#)
                == "archhist.json: unknown preset 'onion'; the presets are clean, harness, modular (see "
                + "'archhist presets')"
        )
        #expect(
            message(
                #"{"layers": [{"name": "A", "paths": ["a/**"]}], "rules": [{"id": "x", "kind": "wall", "from": "#
                    + #"["A"], "to": ["B"]}]}"#
            )
                == "archhist.json: $.rules[0].to[0]: expected a layer of the spec (A), found 'B'")
        #expect(message(#"{"layerz": []}"#).hasPrefix("archhist.json: $.layerz: expected one of"))
        #expect(message("{\"layers\": [}").hasPrefix("archhist.json:1:13: "))
    }

    /// A kind missing from the registry is an error, never decoded as another rule.
    @Test func anUnknownKindIsAnErrorNamingTheKnownKinds() {
        let known = RuleKinds.names.map { "\"\($0)\"" }.joined(separator: ", ")
        #expect(
            message(#"{"rules": [{"id": "x", "kind": "walls"}]}"#)
                == "archhist.json: $.rules[0].kind: expected one of \(known), found \"walls\" (did you mean \"wall\"?)")
        #expect(
            message(#"{"rules": [{"id": "x", "kind": "nothing"}]}"#)
                == "archhist.json: $.rules[0].kind: expected one of \(known), found \"nothing\"")
    }

    @Test(arguments: RuleKinds.names)
    func aKeyOfNoKindIsRefused(_ name: String) throws {
        let kind = try #require(RuleKinds.all.first { $0.name == name })
        let error = message(#"{"rules": [{"id": "x", "kind": "\#(name)", "colour": "red"}]}"#)
        #expect(error.hasPrefix(#"archhist.json: $.rules[0].colour: expected one of the keys "id", "kind""#))
        #expect(error.hasSuffix(#"found unknown key "colour""#))
        for key in kind.keys { #expect(error.contains("\"\(key)\""), "\(key)") }
    }

    @Test func anExceptionNeedsAKnownRuleAReasonAndAValidDay() {
        let base = #"{"preset": "clean", "exceptions": [%@]}"#
        func with(_ entry: String) -> String { message(base.replacingOccurrences(of: "%@", with: entry)) }
        #expect(
            with(#"{"rule": "nope", "source": "a", "target": "b", "reason": "r"}"#).contains("$.exceptions[0].rule"))
        #expect(
            with(#"{"rule": "clean-layers", "source": "a", "target": "b", "reason": " "}"#).contains(
                "$.exceptions[0].reason"))
        #expect(
            with(#"{"rule": "clean-layers", "source": "a", "target": "b", "reason": "r", "expires": "31/12/2026"}"#)
                == "archhist.json: $.exceptions[0].expires: expected a date written YYYY-MM-DD, found \"31/12/2026\"")
        #expect(
            with(
                #"{"rule": "clean-layers", "source": "a", "target": "b", "reason": "legacy", "expires": "2026-12-31"}"#)
                == "no error")
    }

    @Test func aDomainNeedsANameOrACapture() {
        #expect(
            message(#"{"domains": [{"paths": ["Features/**"]}]}"#)
                == "archhist.json: $.domains[0]: expected a \"name\", or a pattern with a {name} capture, found neither"
        )
    }
}
