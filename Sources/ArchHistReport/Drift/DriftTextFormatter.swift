import ArchHistCore
import ArchHistSupport

/// `diff` for a terminal: the metrics before and after, the files that came, went or
/// moved, the dependencies that changed, and the violations introduced and fixed.
struct DriftTextFormatter {
    /// Files and violations listed before `… and N more`.
    static let listLimit = 30

    func format(_ report: DriftReport) -> String {
        let (drift, sides) = (report.drift, report.sides)
        var lines = ["Drift from \(sides.from)", "        to \(sides.to)"]
        if drift.specChanged {
            lines.append(
                "note: the two sides were judged by different specs; a change may be the rules', not the code's")
        }
        lines.append("")
        lines.append("Metrics")
        let b = drift.before
        let a = drift.after
        var rows = [["", "before", "after", "change"]]
        for (name, x, y) in [
            ("files", b.files, a.files), ("test files", b.testFiles, a.testFiles), ("lines", b.lines, a.lines),
            ("violations", b.errorsAndWarnings, a.errorsAndWarnings), ("infos", b.infos, a.infos),
            ("files in no layer", b.uncoveredFiles, a.uncoveredFiles),
            ("module edges", b.moduleEdges, a.moduleEdges), ("layer edges", b.layerEdges, a.layerEdges),
            ("domain edges", b.domainEdges, a.domainEdges),
        ] {
            rows.append([name, String(x), String(y), signed(y - x)])
        }
        lines += TextLayout.table(rows, align: [.left, .right, .right, .right])

        lines.append("")
        // A renamed file that changed layer or domain (from none included) counts, as its line shows.
        let renamedElsewhere = drift.renamedFiles.count { $0.changesPlace }
        lines.append(
            "Files: \(drift.addedFiles.count) added, \(drift.removedFiles.count) removed, "
                + "\(drift.renamedFiles.count) renamed or moved, "
                + "\(drift.placeChanges) changed layer or domain"
                + (renamedElsewhere > 0 ? " (\(renamedElsewhere) of them renamed)" : "")
        )
        var fileLines = drift.renamedFiles.map { rename in
            let places =
                rename.changesPlace
                ? "  \(place(rename.fromLayer, rename.fromDomain)) → \(place(rename.toLayer, rename.toDomain))" : ""
            return "  renamed  \(rename.from) → \(rename.to)" + places
        }
        fileLines += drift.movedFiles.map { move in
            "  moved    \(move.path)  \(place(move.fromLayer, move.fromDomain)) → "
                + place(move.toLayer, move.toDomain)
        }
        fileLines += drift.addedFiles.map { "  added    \($0)" }
        fileLines += drift.removedFiles.map { "  removed  \($0)" }
        lines += TextLayout.truncated(
            fileLines, limit: DriftTextFormatter.listLimit, hint: "(use --format json for all)")
        if !drift.renamedModules.isEmpty {
            lines.append("")
            // Its module edges are compared under the new name: the rename alone changes none.
            lines += drift.renamedModules.map {
                "module renamed \(TextLayout.visible($0.from)) → \(TextLayout.visible($0.to))"
            }
        }

        for level in [GraphLevel.layer, .domain] {
            let changes = drift.edgeChanges.filter { $0.level == level }
            lines.append("")
            lines.append("Dependencies between \(level.rawValue)s that changed")
            if changes.isEmpty {
                lines.append("  none")
                continue
            }
            let edgeRows = changes.map { change in
                [
                    change.from, "→ " + change.to, "\(change.before) → \(change.after)",
                    change.before == 0 ? "new" : (change.after == 0 ? "gone" : ""),
                    "e.g. \(change.example.file):\(change.example.line) → \(change.example.target)",
                ]
            }
            lines += TextLayout.table(edgeRows, align: [.left, .left, .right, .left, .left])
        }

        lines.append("")
        lines.append(
            "Violations: \(drift.introduced.count) introduced, \(drift.fixed.count) fixed, "
                + "\(drift.persisting.count) persisting"
        )
        for (title, list) in [("introduced", drift.introduced), ("fixed", drift.fixed)] where !list.isEmpty {
            lines.append("  \(title)")
            lines += TextLayout.truncated(
                DistinctRows.rows(list) { "    \($0.rule)  \(TextLayout.location($0.file, $0.line))  \($0.finding)" },
                limit: DriftTextFormatter.listLimit, indent: 4, hint: "(use --format json for all)")
        }
        let rules = Set(b.violationsByRule.keys).union(a.violationsByRule.keys).sorted()
        if !rules.isEmpty {
            lines.append("")
            lines.append("Violations by rule")
            var ruleRows = [["", "before", "after"]]
            for rule in rules {
                ruleRows.append([rule, String(b.violationsByRule[rule] ?? 0), String(a.violationsByRule[rule] ?? 0)])
            }
            lines += TextLayout.table(ruleRows, align: [.left, .right, .right])
        }
        let domains = Set(b.domainSize.keys).union(a.domainSize.keys).sorted()
        if !domains.isEmpty {
            lines.append("")
            lines.append("Domains")
            var domainRows = [["", "files", "coupling"]]
            for domain in domains {
                domainRows.append([
                    domain, "\(b.domainSize[domain] ?? 0) → \(a.domainSize[domain] ?? 0)",
                    "\(b.domainCoupling[domain] ?? 0) → \(a.domainCoupling[domain] ?? 0)",
                ])
            }
            lines += TextLayout.table(domainRows, align: [.left, .right, .right])
        }
        return TextLayout.text(lines)
    }

    private func signed(_ value: Int) -> String { value > 0 ? "+\(value)" : value == 0 ? "0" : "\(value)" }

    private func place(_ layer: String?, _ domain: String?) -> String {
        (layer ?? "no layer") + (domain.map { " (\($0))" } ?? "")
    }
}
