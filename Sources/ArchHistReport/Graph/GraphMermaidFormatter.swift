import ArchHistCore

/// `graph --format mermaid` for docs and pull-request comments, where Mermaid
/// renders: rule-breaking uses a red link of their own, new crossings dotted,
/// declared but unused dependencies dotted and grey.
struct GraphMermaidFormatter {
    func format(_ report: GraphReport) -> String {
        let (graph, title) = (report.graph, report.title)
        var ids: [String: String] = [:]
        for (index, node) in graph.nodes.enumerated() { ids[node] = "n\(index)" }
        var lines = ["---", "title: \(title.replacing("\n", with: " "))", "---", "flowchart LR"]
        for node in graph.nodes { lines.append("  \(ids[node]!)[\"\(mermaidText(node))\"]") }
        var styles: [String] = []
        for (index, stroke) in GraphStroke.strokes(graph).enumerated() {
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

    /// Mermaid labels are quoted; a quote inside becomes its HTML entity, and a line
    /// break, which would end the statement, an escape.
    private func mermaidText(_ text: String) -> String {
        TextLayout.visible(text).replacing("\"", with: "#quot;")
    }
}
