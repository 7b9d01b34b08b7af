/// Rolls file uses up into module, layer and domain edges. Test files are left out:
/// tests depend on what they test, and that is no architectural dependency. So are
/// files no target compiles, at the module level: their module is a guess.
///
/// A file several targets compile counts at the module level for each of them, with
/// the uses its scope as a member of that target allows (`MembershipScope`).
public enum EdgeAggregator {
    /// `ignoringLayers`: the uses made by files of these layers are not counted.
    public static func edges(
        of graph: ArchitectureGraph, at level: GraphLevel, ignoringLayers: Set<String> = []
    ) -> [AggregateEdge] {
        struct Pair: Hashable {
            let from: String
            let to: String
        }
        var counts: [Pair: (count: Int, example: EdgeExample)] = [:]
        let scope = level == .module && graph.hasFilesInSeveralModules ? MembershipScope(graph) : nil
        func count(_ index: Int, _ file: AnalyzedFile, from: String) {
            let visible = file.otherModules.isEmpty ? nil : scope?.visibleModules(of: file, asMemberOf: from)
            for use in graph.usesByFile[index] {
                guard let to = key(of: use.target, in: graph, at: level, from: from), to != from else { continue }
                if let visible, case .file(let target, _) = use.target,
                    !visible.contains(graph.files[target].module),
                    !graph.files[target].otherModules.contains(where: visible.contains)
                {
                    continue
                }
                let pair = Pair(from: from, to: to)
                if let existing = counts[pair] {
                    counts[pair] = (existing.count + 1, existing.example)
                } else {
                    counts[pair] = (1, EdgeExample(file: file.path, line: use.line, target: graph.name(of: use.target)))
                }
            }
        }
        for (index, file) in graph.files.enumerated() where !file.isTest {
            guard let from = key(of: file, at: level) else { continue }
            if !ignoringLayers.isEmpty, let layer = file.layer, ignoringLayers.contains(layer) { continue }
            if level == .module, !graph.notCompiled.isEmpty, graph.notCompiled.contains(from) { continue }
            count(index, file, from: from)
            if level == .module { for other in file.otherModules { count(index, file, from: other) } }
        }
        return counts.map {
            AggregateEdge(
                level: level, from: $0.key.from, to: $0.key.to, count: $0.value.count, example: $0.value.example)
        }
        .sorted { ($0.from, $0.to) < ($1.from, $1.to) }
    }

    static func key(of file: AnalyzedFile, at level: GraphLevel) -> String? {
        switch level {
        case .module: return file.module
        case .layer: return file.layer
        case .domain: return file.domain
        }
    }

    /// `from`: the module of the using side, at the module level: a target file
    /// that module compiles too is no dependency on another module.
    static func key(
        of target: Use.Target, in graph: ArchitectureGraph, at level: GraphLevel, from: String? = nil
    ) -> String? {
        switch level {
        case .module:
            switch target {
            case .file(let index, _):
                // Asked for every use of the tree: the sets are consulted only when
                // the tree has such files at all.
                let file = graph.files[index]
                guard !file.isTest else { return nil }
                if !graph.notCompiled.isEmpty, graph.notCompiled.contains(file.module) { return nil }
                if let from, graph.hasFilesInSeveralModules, file.otherModules.contains(from) { return from }
                return file.module
            case .module(let name): return name
            }
        case .layer: return graph.layer(of: target)
        case .domain: return graph.domain(of: target)
        }
    }
}
