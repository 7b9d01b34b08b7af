/// Tarjan's strongly connected components, iterative so deep graphs cannot
/// overflow the stack.
enum StronglyConnected {
    static func components(nodes: [String], successors: [String: [String]]) -> [[String]] {
        var index: [String: Int] = [:]
        var low: [String: Int] = [:]
        var onStack = Set<String>()
        var stack: [String] = []
        var result: [[String]] = []
        var counter = 0
        for root in nodes where index[root] == nil {
            var work: [(node: String, next: Int)] = [(root, 0)]
            index[root] = counter
            low[root] = counter
            counter += 1
            stack.append(root)
            onStack.insert(root)
            while let (node, next) = work.last {
                let children = successors[node] ?? []
                if next < children.count {
                    work[work.count - 1].next += 1
                    let child = children[next]
                    if index[child] == nil {
                        index[child] = counter
                        low[child] = counter
                        counter += 1
                        stack.append(child)
                        onStack.insert(child)
                        work.append((child, 0))
                    } else if onStack.contains(child) {
                        low[node] = min(low[node]!, index[child]!)
                    }
                } else {
                    work.removeLast()
                    if let parent = work.last?.node { low[parent] = min(low[parent]!, low[node]!) }
                    if low[node] == index[node] {
                        var component: [String] = []
                        while let top = stack.popLast() {
                            onStack.remove(top)
                            component.append(top)
                            if top == node { break }
                        }
                        result.append(component)
                    }
                }
            }
        }
        return result
    }

    /// A closed walk through the component starting at its first member, found by
    /// breadth-first search back to the start: `A → B → A`.
    static func loop(through members: [String], successors: [String: [String]]) -> [String] {
        let inside = Set(members)
        let start = members[0]
        var previous: [String: String] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for child in successors[node] ?? [] where inside.contains(child) {
                if child == start {
                    var path = [node]
                    while let before = previous[path[0]] { path.insert(before, at: 0) }
                    return path + [start]
                }
                if previous[child] == nil, child != start {
                    previous[child] = node
                    queue.append(child)
                }
            }
        }
        return members + [start]
    }
}
