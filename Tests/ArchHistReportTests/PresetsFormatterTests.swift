import ArchHistCore
import ArchHistReport
import Testing

@Suite struct PresetsFormatterTests {
    private func text() throws -> String {
        let specs = try Preset.all.map { preset throws in try SpecDecoder.preset(preset) }
        return PresetsFormatter.text(Preset.all, specs: specs)
    }

    @Test func everyPresetWithLayersAndRules() throws {
        let text = try text()
        let lines = text.lines
        for (preset, spec) in try Preset.all.map({ preset throws in (preset, try SpecDecoder.preset(preset)) }) {
            #expect(lines.contains { $0.hasPrefix("\(preset.name): ") })
            for rule in spec.rules {
                let row = lines.first { $0.hasPrefix("    \(rule.id) ") }
                #expect(
                    row?.split(separator: " ").map(String.init) == [rule.id, rule.kind.name, rule.severity.rawValue])
            }
        }
        #expect(lines.contains("  Layers:  Presentation, Domain (cross-cutting), Data (cross-cutting),"))
        #expect(lines.contains("  Domains: **/Features/{name}/**"))
        #expect(lines.contains("    no-main-actor-in-domain-or-data  attributes      warning"))
        #expect(text.hasSuffix("\nUse one with {\"preset\": \"<name>\"} in archhist.json.\n"))
    }

    @Test func longListsWrapWithoutSplittingAnItem() throws {
        let lines = try text().lines
        #expect(lines.allSatisfy { $0.count <= 92 })
        let start = try #require(lines.firstIndex { $0.hasPrefix("  Layers:  Types, ") })
        #expect(lines[start + 1].hasPrefix("           "))
        let layers = lines[start...].prefix { !$0.hasPrefix("  Domains:") }.joined(separator: " ")
        #expect(layers.contains("Providers (cross-cutting)") && layers.contains("AppWiring (cross-cutting)"))
        let domains = try #require(lines.firstIndex { $0.hasPrefix("  Domains: **/{name} Feature/**") })
        let patterns = lines[domains...].prefix { $0 != "  Rules:" }.joined(separator: " ")
        #expect(patterns.contains("**/{name} Presentation/**"))
    }

    @Test func presetWithoutASpecIsListedByName() {
        let text = PresetsFormatter.text(Array(Preset.all.prefix(1)), specs: [])
        #expect(text.lines.first?.hasPrefix("clean: ") == true)
        #expect(!text.contains("Rules:"))
    }
}
