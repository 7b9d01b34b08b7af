import ArchHistCore

/// `archhist graph`: the module, layer or domain graph as DOT or Mermaid, for docs
/// and pull-request comments. The uses that break a rule are a red edge of their own,
/// with their count, naming the rules; edges
/// crossed for the first time since the baseline are dashed and say "new". In the
/// module graph, a dependency a manifest declares but no file uses is a grey dotted
/// edge, and uses a target does not declare say so.
enum GraphFormatter {
    /// One line drawn between two nodes: an edge, or the part of it whose uses break a
    /// rule (red, with their count) or the part whose uses break none.
    private struct Stroke {
        let edge: BoundaryGraph.Edge
        let uses: Int
        let breaksRules: Bool

        /// The number of uses, and what else is known of them: the rules they break; at
        /// the module level, a declared dependency nothing uses, or uses the target
        /// does not declare; new since the baseline.
        var label: String {
            var label: String
            switch (uses, edge.isDeclared) {
            case (0, _): label = "declared, unused"
            case (_, false): label = "\(uses), not declared"
            default: label = String(uses)
            }
            if breaksRules {
                // With several rules, how many uses break each: one use may break two.
                let rules = edge.violatedRules
                label +=
                    " ✗ "
                    + (rules.count == 1
                        ? rules[0]
                        : rules.map { "\($0) ×\(edge.usesBreaking[$0] ?? 0)" }.joined(separator: ", "))
            }
            if edge.isNew { label += " (new)" }
            return label
        }
    }

    /// An edge some of whose uses break a rule is drawn twice: those uses in red, the
    /// others as any edge, so that red counts only what is broken.
    private static func strokes(_ graph: BoundaryGraph) -> [Stroke] {
        graph.edges.flatMap { edge -> [Stroke] in
            let broken = edge.violatingUses
            guard broken > 0 else { return [Stroke(edge: edge, uses: edge.count, breaksRules: false)] }
            let sound = edge.count - broken
            return (sound > 0 ? [Stroke(edge: edge, uses: sound, breaksRules: false)] : [])
                + [Stroke(edge: edge, uses: broken, breaksRules: true)]
        }
    }

    static func dot(_ graph: BoundaryGraph, title: String) -> String {
        var lines = [
            "digraph archhist {",
            "  label=\(quoted(title)); labelloc=t; rankdir=LR;",
            "  node [shape=box, style=rounded, fontname=Helvetica];",
            "  edge [fontname=Helvetica, fontsize=10];",
        ]
        for node in graph.nodes { lines.append("  \(quoted(node));") }
        for stroke in strokes(graph) {
            var attributes = ["label=\(quoted(stroke.label))"]
            if stroke.uses == 0 { attributes += ["style=dotted", "color=gray", "fontcolor=gray"] }
            if stroke.breaksRules { attributes += ["color=red", "fontcolor=red", "penwidth=2"] }
            if stroke.edge.isNew { attributes.append("style=dashed") }
            let edge = stroke.edge
            lines.append("  \(quoted(edge.from)) -> \(quoted(edge.to)) [\(attributes.joined(separator: ", "))];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    static func mermaid(_ graph: BoundaryGraph, title: String) -> String {
        var ids: [String: String] = [:]
        for (index, node) in graph.nodes.enumerated() { ids[node] = "n\(index)" }
        var lines = ["---", "title: \(title.replacing("\n", with: " "))", "---", "flowchart LR"]
        for node in graph.nodes { lines.append("  \(ids[node]!)[\"\(mermaidText(node))\"]") }
        var styles: [String] = []
        for (index, stroke) in strokes(graph).enumerated() {
            let edge = stroke.edge
            let arrow = edge.isNew || stroke.uses == 0 ? "-.->" : "-->"
            lines.append("  \(ids[edge.from]!) \(arrow)|\"\(mermaidText(stroke.label))\"| \(ids[edge.to]!)")
            if stroke.breaksRules {
                styles.append("  linkStyle \(index) stroke:#d00,stroke-width:2px")
            } else if stroke.uses == 0 {
                styles.append("  linkStyle \(index) stroke:#999")
            }
        }
        return (lines + styles).joined(separator: "\n") + "\n"
    }

    /// A DOT string keeps a line break as it is: escaped, so that no name starts a line.
    private static func quoted(_ text: String) -> String {
        "\"" + TextLayout.visible(text.replacing("\\", with: "\\\\")).replacing("\"", with: "\\\"") + "\""
    }

    /// Mermaid labels are quoted; a quote inside becomes its HTML entity, and a line
    /// break, which would end the statement, an escape.
    private static func mermaidText(_ text: String) -> String {
        TextLayout.visible(text).replacing("\"", with: "#quot;")
    }
}
