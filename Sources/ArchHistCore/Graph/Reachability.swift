/// Which files can reach a set of target files by any chain of uses.
///
/// Importing a module reaches every file of it, so a chain may pass through a
/// re-exporting module (`@_exported import`) as the harness `serviceRepoWall`
/// requires. One backward breadth-first search answers for every source at once,
/// and keeps, for each node, the next hop of a shortest chain for the report.
struct Reachability {
    private let graph: ArchitectureGraph
    /// Node ids: files are 0..<files.count, modules follow.
    private let moduleNode: [String: Int]
    private var next: [Int: Int] = [:]

    init(graph: ArchitectureGraph, targets: Set<Int>, through allowed: (Int) -> Bool = { _ in true }) {
        self.graph = graph
        var moduleNode: [String: Int] = [:]
        for (offset, module) in graph.modules.enumerated() { moduleNode[module.name] = graph.files.count + offset }
        self.moduleNode = moduleNode

        // Reverse adjacency over files and modules.
        var incoming: [Int: [Int]] = [:]
        for uses in graph.usesByFile {
            for use in uses {
                switch use.target {
                case .file(let to, _): incoming[to, default: []].append(use.from)
                case .module(let name):
                    if let node = moduleNode[name] { incoming[node, default: []].append(use.from) }
                }
            }
        }
        for (name, members) in graph.filesByModule {
            guard let node = moduleNode[name] else { continue }
            for member in members { incoming[member, default: []].append(node) }
        }

        var queue = Array(targets)
        for target in targets { next[target] = target }
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for source in incoming[node] ?? [] where next[source] == nil {
                if source < graph.files.count, !allowed(source) { continue }
                next[source] = node
                queue.append(source)
            }
        }
    }

    /// Whether a node (a file, or a module by `ArchitectureGraph.moduleNodeID`) leads to a target.
    func reaches(_ node: Int) -> Bool { next[node] != nil }

    /// The shortest chain from a file to a target, as file paths and module names.
    func chain(from file: Int) -> [String] {
        var names: [String] = []
        var node = file
        while let hop = next[node] {
            names.append(name(of: node))
            if hop == node { break }
            node = hop
        }
        return names
    }

    /// The file at the end of the chain from `file`.
    func end(from file: Int) -> Int? {
        var node = file
        while let hop = next[node] {
            if hop == node { return node }
            node = hop
        }
        return nil
    }

    /// The line in `file` of the use that starts its shortest chain.
    func firstLine(from file: Int) -> Int? {
        guard let hop = next[file], hop != file else { return nil }
        return graph.usesByFile[file].first { use in
            switch use.target {
            case .file(let index, _): return index == hop
            case .module(let name): return moduleNode[name] == hop
            }
        }?.line
    }

    private func name(of node: Int) -> String {
        if node < graph.files.count { return graph.files[node].path }
        return "module " + graph.modules[node - graph.files.count].name
    }
}
