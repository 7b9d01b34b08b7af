import ArchHistCore

/// One line `graph` draws between two nodes, in DOT and Mermaid alike: an edge, or
/// the part of it whose uses break a rule (red, with their count, naming the rules)
/// or the part whose uses break none. Edges crossed for the first time since the
/// baseline say "new"; in the module graph, a dependency a manifest declares but no
/// file uses is a stroke of no uses, and uses a target does not declare say so.
struct GraphStroke {
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

    /// An edge some of whose uses break a rule is drawn twice: those uses in red, the
    /// others as any edge, so that red counts only what is broken.
    static func strokes(_ graph: BoundaryGraph) -> [GraphStroke] {
        graph.edges.flatMap { edge -> [GraphStroke] in
            let broken = edge.violatingUses
            guard broken > 0 else { return [GraphStroke(edge: edge, uses: edge.count, breaksRules: false)] }
            let sound = edge.count - broken
            return (sound > 0 ? [GraphStroke(edge: edge, uses: sound, breaksRules: false)] : [])
                + [GraphStroke(edge: edge, uses: broken, breaksRules: true)]
        }
    }
}
