import ArchHistCore
import ArchHistSupport

/// `discover` as text: the domain map, section by section.
enum DiscoverTextFormatter {
    static func text(_ map: DomainMap) -> String {
        let counts = [
            Plural.counted(map.domains.count, "domain"), Plural.counted(map.reducers.count, "reducer"),
            Plural.counted(map.clients.count, "client"),
        ]
        var lines = [
            "Domain map: \(counts.joined(separator: ", ")); "
                + "\(map.mappedFileCount) of \(Plural.counted(map.fileCount, "file")) mapped"
        ]
        lines += section("Entry points", map.entryPoints.map { "\($0.kind) \($0.name)  \($0.file):\($0.line)" })
        var domains = ["", "Domains (\(map.domains.count))"]
        for domain in map.domains {
            domains.append("  \(domain.name) (\(Plural.counted(domain.fileCount, "file")))")
            // Layers are the spec's words; roles say what the code does, whatever the spec.
            if !domain.filesByLayer.isEmpty {
                let layers = domain.filesByLayer.map { "\($0.layer) \($0.files.count)" }.joined(separator: ", ")
                domains.append("    layers: \(layers)")
            }
            let roles = domain.filesByRole.map { "\($0.role.rawValue) \($0.files.count)" }.joined(separator: ", ")
            domains.append("    roles: \(roles)")
            for evidence in domain.evidence { domains.append("    evidence: \(evidence)") }
            let reducers = map.reducers.filter { $0.domain == domain.name }.map(\.name)
            if !reducers.isEmpty { domains.append("    reducers: \(reducers.joined(separator: ", "))") }
            if !domain.verbs.isEmpty { domains.append("    verbs: \(domain.verbs.joined(separator: ", "))") }
            if !domain.nouns.isEmpty { domains.append("    nouns: \(domain.nouns.joined(separator: ", "))") }
        }
        if map.domains.isEmpty { domains.append("  none found") }
        lines += domains
        lines += section(
            "Reducers",
            map.reducers.map { reducer in
                "\(reducer.name) → \(reducer.domain ?? "no domain")  \(reducer.file):\(reducer.line)"
                    + (reducer.children.isEmpty ? "" : "  children: \(reducer.children.joined(separator: ", "))")
            })
        lines += section(
            "Clients",
            map.clients.map { client in
                "\(client.name) → \(client.domain ?? "no domain")  \(client.file):\(client.line)"
                    + (client.verbs.isEmpty ? "" : "  verbs: \(client.verbs.joined(separator: ", "))")
            })
        lines += section(
            "Providers", map.providers.map { "\($0.module) wraps \($0.sdk), used by \(list($0.usedBy))" })
        lines += section(
            "Cross-cutting",
            map.crossCutting.map { unit in
                "\(unit.role.rawValue): \(unit.unit.description) (\(Plural.counted(unit.files, "file"))), "
                    + "\(unit.reason); used by \(list(unit.usedBy))"
            })
        lines += section("Gaps", map.gaps)
        lines += section("Questions", map.questions.enumerated().map { "\($0.offset + 1). \($0.element)" })
        if !map.specDisagreements.isEmpty { lines += section("Where the spec disagrees", map.specDisagreements) }
        return TextLayout.text(lines)
    }

    static func list(_ names: [String]) -> String { names.isEmpty ? "nothing" : names.joined(separator: ", ") }

    private static func section(_ title: String, _ items: [String]) -> [String] {
        ["", "\(title) (\(items.count))"] + (items.isEmpty ? ["  none"] : items.map { "  " + $0 })
    }
}
