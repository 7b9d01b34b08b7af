/// Layers along the dependency direction, for a graph drawn top-down: a node sits
/// below every node that depends on it, cycles broken for the layout only (by the
/// back edges of a depth-first search, in name order so the picture is stable), and
/// the nodes of a layer ordered by the mean position of their neighbours (barycentre
/// sweeps), which uncrosses most edges. Nodes with no edge at all go last, together.
enum LayeredLayout {
    /// Node indices, layer by layer, each layer in its drawing order.
    static func layers(nodes: Int, edges: [(from: Int, to: Int)]) -> [[Int]] {
        let pairs = Set(edges.filter { $0.from != $0.to }.map { Pair(from: $0.from, to: $0.to) })
        var successors = Array(repeating: [Int](), count: nodes)
        for pair in pairs.sorted() { successors[pair.from].append(pair.to) }
        let back = backEdges(nodes: nodes, successors: successors)
        let forward = pairs.subtracting(back).sorted()
        let connected = Set(pairs.flatMap { [$0.from, $0.to] })

        // Longest path from the nodes nothing depends on, in a topological order.
        var incoming = Array(repeating: 0, count: nodes)
        var outgoing = Array(repeating: [Int](), count: nodes)
        for pair in forward {
            incoming[pair.to] += 1
            outgoing[pair.from].append(pair.to)
        }
        var depth = Array(repeating: 0, count: nodes)
        var ready = (0..<nodes).filter { incoming[$0] == 0 }
        while let node = ready.popLast() {
            for next in outgoing[node] {
                depth[next] = max(depth[next], depth[node] + 1)
                incoming[next] -= 1
                if incoming[next] == 0 { ready.append(next) }
            }
        }
        let deepest = depth.enumerated().filter { connected.contains($0.offset) }.map(\.element).max() ?? -1
        var layers = Array(repeating: [Int](), count: deepest + 1)
        for node in 0..<nodes where connected.contains(node) { layers[depth[node]].append(node) }
        let loners = (0..<nodes).filter { !connected.contains($0) }
        if !loners.isEmpty { layers.append(loners) }
        return ordered(layers, edges: forward)
    }

    private struct Pair: Hashable, Comparable {
        var from: Int
        var to: Int

        static func < (a: Pair, b: Pair) -> Bool { (a.from, a.to) < (b.from, b.to) }
    }

    /// The edges that close a cycle in a depth-first search from each node in order.
    private static func backEdges(nodes: Int, successors: [[Int]]) -> Set<Pair> {
        enum Mark { case unseen, open, done }
        var marks = Array(repeating: Mark.unseen, count: nodes)
        var back = Set<Pair>()
        for root in 0..<nodes where marks[root] == .unseen {
            // An explicit stack: a long chain of modules must not exhaust the call stack.
            var stack: [(node: Int, next: Int)] = [(root, 0)]
            marks[root] = .open
            while let top = stack.last {
                if top.next < successors[top.node].count {
                    stack[stack.count - 1].next += 1
                    let next = successors[top.node][top.next]
                    switch marks[next] {
                    case .unseen:
                        marks[next] = .open
                        stack.append((next, 0))
                    case .open: back.insert(Pair(from: top.node, to: next))
                    case .done: break
                    }
                } else {
                    marks[top.node] = .done
                    stack.removeLast()
                }
            }
        }
        return back
    }

    /// Barycentre sweeps, down then up, a few times.
    private static func ordered(_ layers: [[Int]], edges: [Pair]) -> [[Int]] {
        var layers = layers
        var position: [Int: Double] = [:]
        func index() {
            for layer in layers { for (offset, node) in layer.enumerated() { position[node] = Double(offset) } }
        }
        index()
        var up: [Int: [Int]] = [:]
        var down: [Int: [Int]] = [:]
        for edge in edges {
            down[edge.from, default: []].append(edge.to)
            up[edge.to, default: []].append(edge.from)
        }
        for sweep in 0..<8 {
            let downward = sweep % 2 == 0
            for layerIndex in (downward ? Array(layers.indices) : layers.indices.reversed()) {
                let neighbours = downward ? up : down
                let current = layers[layerIndex]
                let keys = current.map { node -> (Double, Double, Int) in
                    let around = (neighbours[node] ?? []).compactMap { position[$0] }
                    let centre = around.isEmpty ? position[node] ?? 0 : around.reduce(0, +) / Double(around.count)
                    return (centre, position[node] ?? 0, node)
                }
                layers[layerIndex] = keys.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2)
                index()
            }
        }
        return layers
    }
}
