/// Which files can reach a set of target files by any chain of uses.
///
/// Importing a module reaches every file of it, so a chain may pass through a
/// re-exporting module (`@_exported import`) as the harness `serviceRepoWall`
/// requires. One backward breadth-first search over the graph's shared reverse
/// adjacency answers for every source at once, and keeps, for each node, the next
/// hop of a shortest chain for the report.
struct Reachability {
    private let graph: ArchitectureGraph
    /// The next hop toward a target; the node itself for a target; -1 for none.
    private var next: [Int]

    init(graph: ArchitectureGraph, targets: Set<Int>, through allowed: (Int) -> Bool = { _ in true }) {
        self.graph = graph
        next = Array(repeating: -1, count: graph.incoming.count)
        var queue = targets.sorted()
        for target in queue { next[target] = target }
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for source in graph.incoming[node] where next[source] < 0 {
                if source < graph.files.count, !allowed(source) { continue }
                next[source] = node
                queue.append(source)
            }
        }
    }

    /// Whether a node (a file, or a module by `ArchitectureGraph.moduleNodeID`) leads to a target.
    func reaches(_ node: Int) -> Bool { next[node] >= 0 }

    /// The shortest chain from a node to a target, as file paths and module names.
    func chain(from start: Int) -> [String] {
        var names: [String] = []
        var node = start
        while next[node] >= 0 {
            names.append(name(of: node))
            if next[node] == node { break }
            node = next[node]
        }
        return names
    }

    /// The file at the end of the chain from `start`.
    func end(from start: Int) -> Int? {
        var node = start
        while next[node] >= 0 {
            if next[node] == node { return node }
            node = next[node]
        }
        return nil
    }

    /// The line in `file` of the use that starts its shortest chain.
    func firstLine(from file: Int) -> Int? {
        let hop = next[file]
        guard hop >= 0, hop != file else { return nil }
        return graph.usesByFile[file].first { use in
            switch use.target {
            case .file(let index, _): return index == hop
            case .module(let name): return graph.moduleNode[name] == hop
            }
        }?.line
    }

    /// What `file` uses first on its shortest chain: a file, or a module it imports.
    func firstHop(from file: Int) -> Use.Target? {
        let hop = next[file]
        guard hop >= 0, hop != file else { return nil }
        if hop < graph.files.count {
            return graph.usesByFile[file].first { use in
                if case .file(let index, _) = use.target { return index == hop }
                return false
            }?.target
        }
        return .module(graph.modules[hop - graph.files.count].name)
    }

    private func name(of node: Int) -> String {
        if node < graph.files.count { return graph.files[node].path }
        return "module " + graph.modules[node - graph.files.count].name
    }
}
