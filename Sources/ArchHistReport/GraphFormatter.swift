import ArchHistCore

/// `archhist graph`: the module, layer or domain graph as DOT or Mermaid, for docs
/// and pull-request comments. Violating edges are red and name their rules; edges
/// crossed for the first time since the baseline are dashed and say "new".
public enum GraphFormatter {
    public enum Format: String, CaseIterable, Sendable { case dot, mermaid }

    public static func format(_ graph: BoundaryGraph, as format: Format, title: String) -> String {
        switch format {
        case .dot: return dot(graph, title: title)
        case .mermaid: return mermaid(graph, title: title)
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
        for edge in graph.edges {
            var label = String(edge.count)
            var attributes: [String] = []
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
            var label = String(edge.count)
            if !edge.violatedRules.isEmpty { label += " ✗ " + edge.violatedRules.joined(separator: ", ") }
            if edge.isNew { label += " (new)" }
            let arrow = edge.isNew ? "-.->" : "-->"
            lines.append("  \(ids[edge.from]!) \(arrow)|\"\(mermaidText(label))\"| \(ids[edge.to]!)")
            if !edge.violatedRules.isEmpty { styles.append("  linkStyle \(index) stroke:#d00,stroke-width:2px") }
        }
        return (lines + styles).joined(separator: "\n") + "\n"
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }

    /// Mermaid labels are quoted; a quote inside becomes its HTML entity.
    private static func mermaidText(_ text: String) -> String {
        text.replacing("\"", with: "#quot;")
    }
}
