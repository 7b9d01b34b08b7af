import ArchHistCore
import ArchHistSupport

/// `discover --format markdown`: a domain map's usual report, a section per domain with
/// its layer table, then providers, cross-cutting code, gaps and questions.
enum DiscoverMarkdownFormatter {
    static func markdown(_ map: DomainMap) -> String {
        let cell = TextLayout.markdownCell
        let code = TextLayout.markdownCode
        var lines = [
            "# Domain map", "",
            "\(Plural.counted(map.domains.count, "domain")), \(Plural.counted(map.reducers.count, "reducer")), "
                + "\(Plural.counted(map.clients.count, "client")); "
                + "\(map.mappedFileCount) of \(Plural.counted(map.fileCount, "file")) mapped.",
        ]
        if !map.entryPoints.isEmpty {
            lines += ["", "## Entry points", ""]
            lines += map.entryPoints.map { "- \($0.kind) \(code($0.name)) (\(code($0.file)))" }
        }
        for domain in map.domains {
            lines += ["", "## \(cell(domain.name))", ""]
            if !domain.nouns.isEmpty { lines.append("**Nouns**: \(domain.nouns.joined(separator: ", "))  ") }
            if !domain.verbs.isEmpty { lines.append("**Verbs**: \(domain.verbs.joined(separator: ", "))  ") }
            lines.append("**Evidence**: \(domain.evidence.joined(separator: "; "))  ")
            if !domain.filesByLayer.isEmpty {
                let layers = domain.filesByLayer.map { "\(cell($0.layer)) \($0.files.count)" }.joined(separator: ", ")
                lines.append("**Layers**: \(layers)")
            }
            lines += ["", "| Role | Files | Status |", "| --- | --- | --- |"]
            for role in FileRole.allCases where role.isSlice {
                let files = domain.filesByRole.first { $0.role == role }?.files ?? []
                let shown = files.prefix(3).map(code).joined(separator: ", ")
                let more = files.count > 3 ? " and \(files.count - 3) more" : ""
                lines.append("| \(role.rawValue) | \(shown)\(more) | \(files.isEmpty ? "missing" : "present") |")
            }
        }
        lines += ["", "## Reducers", "", "| Reducer | Domain | Children | File |", "| --- | --- | --- | --- |"]
        lines += map.reducers.map {
            "| \(code($0.name)) | \(cell($0.domain ?? "—")) | \(cell($0.children.joined(separator: ", "))) "
                + "| \(code($0.file)) |"
        }
        lines += ["", "## Clients", "", "| Client | Domain | Verbs | File |", "| --- | --- | --- | --- |"]
        lines += map.clients.map {
            "| \(code($0.name)) | \(cell($0.domain ?? "—")) | \(cell($0.verbs.joined(separator: ", "))) "
                + "| \(code($0.file)) |"
        }
        lines += ["", "## Providers", "", "| Provider | SDK | Used by |", "| --- | --- | --- |"]
        lines += map.providers.map {
            "| \(cell($0.module)) | \(cell($0.sdk)) | \(cell($0.usedBy.joined(separator: ", "))) |"
        }
        lines += ["", "## Cross-cutting", "", "| Concern | Layer | Why |", "| --- | --- | --- |"]
        lines += map.crossCutting.map { "| \(cell($0.unit.name)) | \($0.role.rawValue) | \($0.reason) |" }
        lines += ["", "## Gaps", ""] + (map.gaps.isEmpty ? ["None."] : map.gaps.map { "- \($0)" })
        lines += ["", "## Questions", ""]
        lines +=
            map.questions.isEmpty ? ["None."] : map.questions.enumerated().map { "\($0.offset + 1). \($0.element)" }
        if !map.specDisagreements.isEmpty {
            lines += ["", "## Where the spec disagrees", ""] + map.specDisagreements.map { "- \($0)" }
        }
        return TextLayout.text(lines)
    }
}
