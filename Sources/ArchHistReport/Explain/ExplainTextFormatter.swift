import ArchHistCore
import ArchHistSupport

/// `explain` for a terminal: where the file sits and why, its imports and
/// declarations, what it uses, what uses it, and its violations.
struct ExplainTextFormatter {
    /// Incoming uses listed before `… and N more`.
    static let incomingLimit = 10

    func format(_ explanation: FileExplanation) -> String {
        let file = explanation.file
        let sections = [
            placement(explanation), imports(file.facts.imports), declarations(file.facts.declarations),
            outgoing(explanation.uses), incoming(explanation.uses, module: file.module),
            violations(explanation.violations),
        ]
        let waived = explanation.waived.isEmpty ? [] : [waived(explanation.waived)]
        return (sections + waived).map { TextLayout.text($0) }.joined(separator: "\n")
    }

    private func placement(_ explanation: FileExplanation) -> [String] {
        let file = explanation.file
        // A file several targets compile names the others; nearly every file has none.
        let alsoIn = explanation.otherModules.map { field("Also in", "\($0.name) (\($0.origin))") }
        return [
            file.path,
            field("Module", "\(file.module) (\(explanation.moduleOrigin))"),
        ] + alsoIn + [
            field("Layer", explanation.placement.layerText),
            field("Domain", explanation.placement.domainText),
            field("Lines", String(file.facts.lineCount)),
        ]
    }

    private func imports(_ imports: [ImportFact]) -> [String] {
        var lines = ["Imports (\(imports.count))"]
        guard !imports.isEmpty else { return lines + ["  none"] }
        let conditional = imports.contains { $0.condition != nil }
        lines += TextLayout.table(
            [["line", "import"] + (conditional ? ["condition"] : [])]
                + imports.map { fact in
                    [String(fact.line), statement(fact)]
                        + (conditional ? [fact.condition.map { "#if " + $0 } ?? ""] : [])
                },
            align: [.right, .left, .left])
        return lines
    }

    private func declarations(_ declarations: [Declaration]) -> [String] {
        var lines = ["Declarations (\(declarations.count))"]
        guard !declarations.isEmpty else { return lines + ["  none"] }
        lines += TextLayout.table(
            [["line", "kind", "name"]]
                + declarations.map { declaration in
                    let inherits =
                        declaration.inherits.isEmpty ? "" : ": " + declaration.inherits.joined(separator: ", ")
                    let attributes = declaration.attributes.map { "@" + $0 + " " }.joined()
                    return [
                        String(declaration.line), declaration.kind.rawValue,
                        attributes + declaration.name + inherits,
                    ]
                },
            align: [.right, .left, .left])
        return lines
    }

    private func outgoing(_ uses: FileUses) -> [String] {
        var lines = ["Depends on (\(uses.outgoing.count))"]
        guard !uses.outgoing.isEmpty else { return lines + ["  nothing in the tree"] }
        lines += TextLayout.table(
            [["line", "uses", "target", "layer", "domain"]]
                + uses.outgoing.map { use in
                    [
                        String(use.line), use.uses,
                        use.isModule ? "module " + use.target : use.target,
                        use.layer ?? "-", use.domain ?? "-",
                    ]
                },
            align: [.right, .left, .left, .left, .left])
        return lines
    }

    private func incoming(_ uses: FileUses, module: String) -> [String] {
        var lines = [
            "Used by (\(Plural.counted(uses.incoming.count, "use")) from \(Plural.counted(uses.usingFiles, "file")))"
        ]
        if uses.incoming.isEmpty {
            lines.append("  no other file uses its types")
        } else {
            let rows = TextLayout.table(uses.incoming.map { ["\($0.file):\($0.line)", $0.symbol] })
            lines += TextLayout.truncated(
                rows, limit: ExplainTextFormatter.incomingLimit, hint: " (use --format json for all)")
        }
        if uses.moduleImports > 0 {
            lines.append("  Its module \(module) is imported by \(Plural.counted(uses.moduleImports, "file")).")
        }
        return lines
    }

    private func violations(_ violations: [Violation]) -> [String] {
        var lines = ["Violations (\(violations.count))"]
        if violations.isEmpty { lines.append("  none") }
        lines += DistinctRows.rows(violations) { violation in
            "  \(lineLabel(violation.line))\(violation.rule) (\(violation.severity.rawValue)): \(violation.message)"
        }
        return lines
    }

    private func waived(_ waived: [Violation]) -> [String] {
        var lines = ["Waived (\(waived.count))"]
        for violation in waived {
            lines.append("  \(lineLabel(violation.line))\(violation.rule) → \(violation.target)")
            if let exception = violation.waivedBy {
                lines.append("    reason: \(exception.reason)" + (exception.expires.map { " (until \($0))" } ?? ""))
            }
        }
        return lines
    }

    private func field(_ label: String, _ value: String) -> String {
        "  " + label + String(repeating: " ", count: max(1, 8 - label.count)) + value
    }

    private func lineLabel(_ line: Int?) -> String {
        line.map { "line \($0): " } ?? ""
    }

    /// `@testable public import struct Foundation.Data`
    private func statement(_ fact: ImportFact) -> String {
        var words = fact.attributes.map { "@" + $0 }
        if let access = fact.access { words.append(access) }
        words.append("import")
        if let kind = fact.kind { words.append(kind) }
        words.append(([fact.module] + fact.path).joined(separator: "."))
        return words.joined(separator: " ")
    }
}
