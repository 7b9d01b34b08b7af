import ArchHistCore

/// `graph --format dot` for Graphviz: rule-breaking uses a red edge of their own,
/// new crossings dashed, declared but unused dependencies grey and dotted.
struct GraphDOTFormatter {
    func format(_ report: GraphReport) -> String {
        let (graph, title) = (report.graph, report.title)
        var lines = [
            "digraph archhist {",
            "  label=\(quoted(title)); labelloc=t; rankdir=LR;",
            "  node [shape=box, style=rounded, fontname=Helvetica];",
            "  edge [fontname=Helvetica, fontsize=10];",
        ]
        for node in graph.nodes { lines.append("  \(quoted(node));") }
        for stroke in GraphStroke.strokes(graph) {
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

    /// A DOT string keeps a line break as it is: escaped, so that no name starts a line.
    private func quoted(_ text: String) -> String {
        "\"" + TextLayout.visible(text.replacing("\\", with: "\\\\")).replacing("\"", with: "\\\"") + "\""
    }
}
