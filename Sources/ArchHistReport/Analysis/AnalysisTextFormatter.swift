import ArchHistCore
import ArchHistSupport

/// The analysis for a person at a terminal, in the order a tech lead reads it:
/// what was analysed, how much of it the spec covers, where the files sit, what
/// depends on what, what is broken. Lines stay within about 100 columns except for
/// paths and messages at their end.
struct AnalysisTextFormatter {
    /// Paths listed under a summary count before `… and N more`.
    static let pathLimit = 10
    /// Module and domain edges listed, busiest first.
    static let edgeLimit = 20
    /// Violations listed per rule.
    static let violationLimit = 50
    static let moreHint = " (use --format json for all)"

    func format(_ report: AnalysisReport) -> String {
        let analysis = report.analysis
        var sections: [[String]] = [
            ["archhist report for \(report.root)", "spec: \(report.specDescription)"],
            summary(analysis),
        ]
        if !analysis.productionFiles.isEmpty { sections.append(matrix(analysis)) }
        sections.append(layerEdges(analysis))
        sections.append(rankedEdges(analysis.domainEdges, title: "Dependencies between domains"))
        sections.append(rankedEdges(analysis.moduleEdges, title: "Dependencies between modules"))
        if !analysis.violations.isEmpty { sections.append(violations(analysis.violations)) }
        if !analysis.waived.isEmpty { sections.append(waived(analysis.waived)) }
        if !analysis.notes.isEmpty { sections.append(["Notes"] + analysis.notes.map { "  - " + $0 }) }
        sections.append([AnalysisTextFormatter.verdict(analysis.violations)])
        return sections.map { TextLayout.text($0) }.joined(separator: "\n")
    }

    /// `3 violations (2 errors, 1 warning, 0 infos)`, or `No violations.`
    static func verdict(_ violations: [Violation]) -> String {
        guard !violations.isEmpty else { return "No violations." }
        let counts = Severity.allCases.map { severity in
            Plural.counted(violations.count { $0.severity == severity }, severity.rawValue)
        }
        return "\(Plural.counted(violations.count, "violation")) (\(counts.joined(separator: ", ")))"
    }

    // MARK: - Summary

    private func summary(_ analysis: Analysis) -> [String] {
        let tests = analysis.files.count { $0.isTest }
        let resolution = analysis.resolution
        var lines = ["Summary"]
        lines.append(
            field(
                "Files", String(analysis.files.count) + (tests > 0 ? " (\(Plural.counted(tests, "test file")))" : ""))
        )
        lines.append(field("Lines", String(analysis.lineCount)))
        let kinds = analysis.moduleKinds.map { "\($0.count) \($0.kind)" }
        let byKind = kinds.isEmpty ? "" : " (\(kinds.joined(separator: ", ")))"
        lines.append(field("Modules", String(analysis.modules.count) + byKind))
        let notCompiled = analysis.notCompiledFiles
        if !notCompiled.isEmpty {
            lines.append(field("Not built", Plural.counted(notCompiled.count, "file") + " no target compiles"))
            lines += paths(notCompiled)
        }
        lines.append(field("Domains", String(analysis.domains.count)))
        lines.append(field("Layers", String(analysis.spec.layers.count)))
        lines.append(field("No layer", Plural.counted(analysis.uncoveredFiles.count, "file") + " in no layer"))
        lines += paths(analysis.uncoveredFiles)
        if !analysis.spec.domains.isEmpty {
            lines.append(
                field(
                    "No domain",
                    Plural.counted(analysis.filesWithoutDomain.count, "file") + " in a layer but no domain"))
            lines += paths(analysis.filesWithoutDomain)
        }
        lines.append(
            field(
                "References",
                // Four parts that add up to every reference: a name found in the file that
                // names it is not "unresolved", so it is said apart, never in brackets.
                "\(resolution.resolved) to another file, \(resolution.local) within their own file, "
                    + "\(resolution.ambiguous) ambiguous, \(resolution.unresolved) unresolved"))
        return lines
    }

    private func field(_ label: String, _ value: String) -> String {
        "  " + label + String(repeating: " ", count: max(1, 12 - label.count)) + value
    }

    private func paths(_ files: [AnalyzedFile]) -> [String] {
        TextLayout.truncated(files.map { "    " + $0.path }, limit: AnalysisTextFormatter.pathLimit, indent: 4)
    }

    // MARK: - Matrix

    private func matrix(_ analysis: Analysis) -> [String] {
        let matrix = DomainLayerMatrix(analysis)
        let columns = matrix.columns
        func name(_ domain: String?) -> String { domain.map { TextLayout.clipped($0, to: 28) } ?? "(no domain)" }
        func cell(_ n: Int) -> String { n == 0 ? "-" : String(n) }
        var rows = [[""] + columns.map { $0 ?? "(none)" } + ["Total"]]
        for domain in matrix.rows {
            rows.append(
                [name(domain)] + columns.map { cell(matrix.count(domain: domain, layer: $0)) }
                    + [String(matrix.rowTotal(domain))])
        }
        rows.append(["Total"] + columns.map { String(matrix.columnTotal($0)) } + [String(matrix.total)])
        let align: [TextLayout.Alignment] = [.left] + Array(repeating: .right, count: columns.count + 1)
        return ["Files by domain and layer (test files left out)"] + TextLayout.table(rows, align: align)
    }

    // MARK: - Edges

    private func layerEdges(_ analysis: Analysis) -> [String] {
        let order = Dictionary(
            analysis.spec.layers.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        func rank(_ name: String) -> Int { order[name] ?? Int.max }
        let edges = analysis.layerEdges.sorted { (rank($0.from), rank($0.to)) < (rank($1.from), rank($1.to)) }
        return ["Dependencies between layers"] + edgeTable(edges)
    }

    /// Busiest first, cut at `edgeLimit`.
    private func rankedEdges(_ edges: [AggregateEdge], title: String) -> [String] {
        let ranked = edges.sorted { ($1.count, $0.from, $0.to) < ($0.count, $1.from, $1.to) }
        let shown = Array(ranked.prefix(AnalysisTextFormatter.edgeLimit))
        var lines = [title + (edges.count > shown.count ? " (busiest \(shown.count) of \(edges.count))" : "")]
        lines += edgeTable(shown)
        if edges.count > shown.count {
            lines.append("  … and \(edges.count - shown.count) more" + AnalysisTextFormatter.moreHint)
        }
        return lines
    }

    private func edgeTable(_ edges: [AggregateEdge]) -> [String] {
        guard !edges.isEmpty else { return ["  none"] }
        let rows = edges.map { edge in
            [
                edge.from, "→ " + edge.to, String(edge.count),
                "e.g. \(edge.example.file):\(edge.example.line) → "
                    + AnalysisTextFormatter.fileName(edge.example.target),
            ]
        }
        return TextLayout.table(rows, align: [.left, .left, .right, .left])
    }

    /// The last component of a path (a module name stays whole): the using file
    /// and line already lead to it, and the full path is in the JSON report.
    static func fileName(_ target: String) -> String {
        target.lastIndex(of: "/").map { String(target[target.index(after: $0)...]) } ?? target
    }

    // MARK: - Violations

    private func violations(_ violations: [Violation]) -> [String] {
        var lines = ["Violations"]
        for group in AnalysisTextFormatter.groups(violations) {
            let first = group[0]
            // Advice shared by the whole group is said once, under the rule.
            let sharedAdvice = group.allSatisfy { $0.advice == first.advice } ? first.advice : nil
            let sorted = group.sorted { ($0.file, $0.line ?? 0) < ($1.file, $1.line ?? 0) }
            let places = sorted.map { TextLayout.location($0.file, $0.line) }
            let texts = sorted.map { sharedAdvice == nil ? $0.message : $0.finding }
            let showsTarget = DistinctRows.showsTarget(sorted, zip(places, texts).map { $0 + "  " + $1 })
            let rows = sorted.indices.map { index in
                RepeatedFindings.Row(
                    place: places[index],
                    text: texts[index] + (showsTarget[index] ? " → " + TextLayout.visible(sorted[index].target) : ""))
            }
            let entries = RepeatedFindings.entries(rows, indent: "    ")
            let findings = entries.count < group.count ? " as \(Plural.counted(entries.count, "finding"))" : ""
            lines.append(
                "  \(first.rule) (\(first.severity.rawValue)): \(Plural.counted(group.count, "violation"))\(findings)")
            if let sharedAdvice { lines.append("    \(sharedAdvice)") }
            let shown = entries.prefix(AnalysisTextFormatter.violationLimit).flatMap { $0 }
            lines += shown
            if entries.count > AnalysisTextFormatter.violationLimit {
                let more = entries.count - AnalysisTextFormatter.violationLimit
                lines.append("    … and \(more) more\(AnalysisTextFormatter.moreHint)")
            }
        }
        return lines
    }

    /// Violations by rule: errors first, then warnings, then infos; rules of one
    /// severity in the order the analysis reports them (the spec's order).
    static func groups(_ violations: [Violation]) -> [[Violation]] {
        var order: [String] = []
        var byRule: [String: [Violation]] = [:]
        for violation in violations {
            if byRule[violation.rule] == nil { order.append(violation.rule) }
            byRule[violation.rule, default: []].append(violation)
        }
        let groups = order.compactMap { byRule[$0] }
        return Severity.allCases.flatMap { severity in groups.filter { $0[0].severity == severity } }
    }

    private func waived(_ waived: [Violation]) -> [String] {
        var lines = ["Waived by exceptions: \(Plural.counted(waived.count, "violation"))"]
        let rows = waived.map { "  \($0.rule)  \(TextLayout.location($0.file, $0.line)) → \($0.target)" }
        for (violation, (row, finding)) in zip(waived, zip(rows, DistinctRows.findings(waived, rows))) {
            lines.append(row + (finding.map { " (\(TextLayout.visible($0)))" } ?? ""))
            guard let exception = violation.waivedBy else { continue }
            let expiry = exception.expires.map { " (until \($0))" } ?? ""
            lines.append("    reason: \(exception.reason)\(expiry)")
        }
        return lines
    }
}
