import ArchHistCore

/// `archhist graph`: the module, layer or domain graph as DOT or Mermaid, for docs
/// and pull-request comments. Violating edges are red and name their rules; edges
/// crossed for the first time since the baseline are dashed and say "new". In the
/// module graph, a dependency a manifest declares but no file uses is a grey dotted
/// edge, and uses a target does not declare say so.
enum GraphFormatter {
    static func dot(_ graph: BoundaryGraph, title: String) -> String {
        var lines = [
            "digraph archhist {",
            "  label=\(quoted(title)); labelloc=t; rankdir=LR;",
            "  node [shape=box, style=rounded, fontname=Helvetica];",
            "  edge [fontname=Helvetica, fontsize=10];",
        ]
        for node in graph.nodes { lines.append("  \(quoted(node));") }
        for edge in graph.edges {
            var label = usesLabel(of: edge)
            var attributes: [String] = []
            if edge.count == 0 { attributes += ["style=dotted", "color=gray", "fontcolor=gray"] }
            if !edge.violatedRules.isEmpty {
                label += " ✗ " + edge.violatedRules.joined(separator: ", ")
                attributes += ["color=red", "fontcolor=red", "penwidth=2"]
            }
            if edge.isNew {
                label += " (new)"
                attributes.append("style=dashed")
            }
            attributes.insert("label=\(quoted(label))", at: 0)
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
        for (index, edge) in graph.edges.enumerated() {
            var label = usesLabel(of: edge)
            if !edge.violatedRules.isEmpty { label += " ✗ " + edge.violatedRules.joined(separator: ", ") }
            if edge.isNew { label += " (new)" }
            let arrow = edge.isNew || edge.count == 0 ? "-.->" : "-->"
            lines.append("  \(ids[edge.from]!) \(arrow)|\"\(mermaidText(label))\"| \(ids[edge.to]!)")
            if !edge.violatedRules.isEmpty {
                styles.append("  linkStyle \(index) stroke:#d00,stroke-width:2px")
            } else if edge.count == 0 {
                styles.append("  linkStyle \(index) stroke:#999")
            }
        }
        return (lines + styles).joined(separator: "\n") + "\n"
    }

    /// The number of uses, and at the module level what the manifests say of the edge:
    /// a declared dependency nothing uses, or uses the target does not declare.
    private static func usesLabel(of edge: BoundaryGraph.Edge) -> String {
        switch (edge.count, edge.isDeclared) {
        case (0, _): return "declared, unused"
        case (_, false): return "\(edge.count), not declared"
        default: return String(edge.count)
        }
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }

    /// Mermaid labels are quoted; a quote inside becomes its HTML entity.
    private static func mermaidText(_ text: String) -> String {
        text.replacing("\"", with: "#quot;")
    }
}
