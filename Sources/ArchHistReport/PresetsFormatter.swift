import ArchHistCore

/// `archhist presets`: the built-in specs, what each expects and enforces.
public enum PresetsFormatter {
    static let width = 92

    /// `presets[i]` decoded is `specs[i]`; presets without a spec are listed by name
    /// and summary only.
    public static func text(_ presets: [Preset], specs: [ArchitectureSpec]) -> String {
        var sections: [[String]] = []
        for (index, preset) in presets.enumerated() {
            var lines = TextLayout.wrap("\(preset.name): \(preset.summary)", width: width, indent: 2)
            if index < specs.count {
                let spec = specs[index]
                let layers = spec.layers.map { $0.crossCutting ? "\($0.name) (cross-cutting)" : $0.name }
                lines += TextLayout.fill(layers, lead: "  Layers:  ", width: width)
                if !spec.domains.isEmpty {
                    let domains = spec.domains.flatMap { domain in
                        domain.name.map { [$0] } ?? (domain.match.paths + domain.match.modules).map(\.pattern)
                    }
                    lines += TextLayout.fill(domains, lead: "  Domains: ", width: width)
                }
                lines.append("  Rules:")
                lines += TextLayout.table(
                    spec.rules.map { [$0.id, $0.kind.name, $0.severity.rawValue] }, indent: 4)
            }
            sections.append(lines)
        }
        sections.append(["Use one with {\"preset\": \"<name>\"} in archhist.json."])
        return sections.map { $0.joined(separator: "\n") }.joined(separator: "\n\n") + "\n"
    }
}
