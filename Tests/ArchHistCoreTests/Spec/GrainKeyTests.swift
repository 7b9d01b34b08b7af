import ArchHistCore
import ArchHistSupport
import Testing

/// The grain dependencies are rolled up to (module, layer or domain) is `by` in a spec
/// and in a plan: "level" is the `levels` rule's word. A spec or plan written with the
/// former key `level` loads unchanged; what archhist writes says `by`.
@Suite struct GrainKeyTests {
    private func spec(_ rule: String) throws(SpecError) -> ArchitectureSpec {
        let json = #"{"layers": [{"name": "A", "paths": ["**"]}], "rules": [\#(rule)]}"#
        return try SpecDecoder.decode(Array(json.utf8), file: "archhist.json")
    }

    private func message(_ rule: String) -> String {
        do {
            _ = try spec(rule)
            return "no error"
        } catch {
            return error.description
        }
    }

    @Test func aCyclesRuleReadsByAndItsFormerNameAlike() throws {
        let current = try spec(#"{"id": "c", "kind": "cycles", "by": "domain"}"#)
        let former = try spec(#"{"id": "c", "kind": "cycles", "level": "domain"}"#)
        #expect(current == former)
        #expect((current.rules[0].kind as? CycleRule)?.level == .domain)
        let text = SpecEncoder.canonicalText(former)
        #expect(text.contains(#""kind":"cycles","severity":"error","by":"domain""#))
        #expect(!text.contains("level"))
    }

    @Test func bothNamesAtOnceAreRefused() {
        #expect(
            message(#"{"id": "c", "kind": "cycles", "by": "domain", "level": "domain"}"#)
                == #"archhist.json: $.rules[0].level: expected only "by" ("level" is its former name), found both"#)
    }

    @Test func aMistypedGrainIsRefusedUnderEitherName() {
        #expect(message(#"{"id": "c", "kind": "cycles", "by": "feature"}"#).hasPrefix("archhist.json: $.rules[0].by:"))
        #expect(
            message(#"{"id": "c", "kind": "cycles", "level": "feature"}"#).hasPrefix(
                "archhist.json: $.rules[0].level:"))
    }

    @Test func thePresetsSayBy() throws {
        for preset in Preset.all {
            let text = SpecEncoder.canonicalText(try SpecDecoder.preset(preset))
            #expect(!text.contains(#""level""#), "\(preset.name)")
        }
    }

    @Test func aPlansDependenciesMeasureReadsByAndItsFormerNameAlike() throws {
        func measure(_ grain: String) throws -> MigrationPlan.Measure {
            let json = """
                {"milestones": [{"id": "m", "due": "2027-01-31", "target": 0,
                  "measure": {"kind": "dependencies", \(grain) "from": "A", "to": "B"}}]}
                """
            return try MigrationPlanDecoder.decode(Array(json.utf8), file: "plan.json").milestones[0].measure
        }
        #expect(try measure(#""by": "domain","#) == .dependencies(level: .domain, from: "A", to: "B"))
        #expect(try measure(#""level": "domain","#) == .dependencies(level: .domain, from: "A", to: "B"))
        #expect(try measure("") == .dependencies(level: .layer, from: "A", to: "B"))
        #expect(throws: JSONFileError.self) { try measure(#""by": "domain", "level": "domain","#) }
    }
}
