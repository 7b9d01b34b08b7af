import ArchHistCore
import Foundation
import Testing

/// The documentation's reference of rule kinds (`RuleKinds.md`) and presets
/// (`Presets.md`) is written by hand; these tests hold it to `RuleKinds.all` and to the
/// presets archhist ships, so that adding a kind, a key, a layer or a rule without
/// documenting it fails.
@Suite struct DocumentedKindsTests {
    private static let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/ArchHistCLI/ArchHist.docc")

    private static func article(_ name: String) throws -> [String] {
        try String(contentsOf: catalog.appendingPathComponent(name), encoding: .utf8)
            .components(separatedBy: "\n")
    }

    /// The spans written in backticks in `text`, in order.
    private static func codeSpans(_ text: some StringProtocol) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    @Test func theRuleKindTableListsEveryKindInOrderWithExactlyItsKeys() throws {
        let rows = try Self.article("RuleKinds.md").filter { $0.hasPrefix("| `") }
            .map { $0.split(separator: "|", omittingEmptySubsequences: false).map(String.init) }
        let documented = rows.map { Self.codeSpans($0[1]).first ?? "" }
        #expect(documented == RuleKinds.names, "RuleKinds.md's table, in the order of RuleKinds.all")
        for (row, kind) in zip(rows, RuleKinds.all) where row.count > 2 {
            #expect(
                Set(Self.codeSpans(row[2])) == Set(kind.keys),
                "the fields of \(kind.name) in RuleKinds.md are its keys: \(kind.keys)")
        }
    }

    @Test func eachPresetsSectionNamesItsLayersAndRulesInOrder() throws {
        let lines = try Self.article("Presets.md")
        let headings = lines.filter { $0.hasPrefix("## `") }.map { Self.codeSpans($0).first ?? "" }
        #expect(headings == Preset.all.map(\.name), "one section per preset, in the order archhist lists them")
        for preset in Preset.all {
            let spec = try SpecDecoder.preset(preset)
            guard let start = lines.firstIndex(of: "## `\(preset.name)`") else { continue }
            let section = lines[(start + 1)...].prefix { !$0.hasPrefix("## ") }
            // "Layers: `A`, `B`," and its continuation lines, up to the blank line.
            let layers = section.drop { !$0.hasPrefix("Layers:") }.prefix { !$0.isEmpty }
                .flatMap { Self.codeSpans($0) }
            #expect(layers == spec.layers.map(\.name), "the layers of \(preset.name) in Presets.md")
            // "- `rule-id` (`kind`, severity): …", one bullet per rule.
            let bullets = section.filter { $0.hasPrefix("- `") }
            #expect(
                bullets.map { Array(Self.codeSpans($0).prefix(2)) } == spec.rules.map { [$0.id, $0.kind.name] },
                "the rules of \(preset.name) in Presets.md, each with its kind")
            for (bullet, rule) in zip(bullets, spec.rules) where rule.severity != .error {
                #expect(bullet.contains(", \(rule.severity.rawValue))"), "\(rule.id) says it is \(rule.severity)")
            }
        }
    }
}
