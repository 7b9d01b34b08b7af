/// The levels of an app's units, read from the dependencies between them: a unit that
/// uses no other is on the lowest level, and every other unit one level above the
/// highest unit it uses. Where units use each other, the far lighter use is the one
/// against the design (a model reaching back into the screen that shows it), so it is
/// set aside until the rest is acyclic; the uses set aside are what the levels report
/// from the start. Units that use each other about as much share a level.
struct UnitLevels: Equatable {
    /// A use of one unit by another, weighed by the files that make it.
    struct Use: Hashable, Comparable {
        var from: String
        var to: String

        static func < (lhs: Use, rhs: Use) -> Bool { (lhs.from, lhs.to) < (rhs.from, rhs.to) }
    }

    /// The units of each level, the lowest first, each level sorted by name.
    let levels: [[String]]
    /// The uses that close a cycle, against the levels, heaviest first.
    let against: [Use]

    /// `weights`: for each use between two different units, how many files make it.
    /// `features`: groups of units that are parts of one feature (see `featureFamilies`).
    init(units: [String], weights: [Use: Int], features: [[String]] = []) {
        // Units in a cycle whose lightest use is not far lighter than the way back (two
        // grab-bag folders of one target) are one unit in all but name: they share a level,
        // and no way between them is against it. So are the parts of one feature.
        var group = Dictionary(uniqueKeysWithValues: units.map { ($0, $0) })
        func representative(_ unit: String) -> String {
            var unit = unit
            while group[unit]! != unit { unit = group[unit]! }
            return unit
        }
        for family in features {
            let members = family.filter { group[$0] != nil }
            guard let root = members.min() else { continue }
            for member in members { group[representative(member)] = representative(root) }
        }
        var between: [Use: Int] = [:]
        var groupLevel: [String: Int] = [:]
        var cut: Set<Use> = []
        while true {
            between = [:]
            for (use, weight) in weights {
                let grouped = Use(from: representative(use.from), to: representative(use.to))
                if grouped.from != grouped.to { between[grouped, default: 0] += weight }
            }
            let groups = Set(units.map(representative)).sorted()
            let found = Self.levelled(groups, weights: between)
            (groupLevel, cut) = (found.level, found.cut)
            var merged = false
            for use in cut.sorted() {
                let back = Self.widestPath(from: use.to, to: use.from, along: found.kept, weights: between)
                guard back.nodes.first == use.to, between[use]! * Self.clearly > back.width else { continue }
                let root = back.nodes.map(representative).min()!
                for node in back.nodes { group[representative(node)] = root }
                merged = true
            }
            if !merged { break }
        }
        var grouped: [[String]] = []
        for unit in units.sorted() {
            let number = groupLevel[representative(unit)]!
            while grouped.count <= number { grouped.append([]) }
            grouped[number].append(unit)
        }
        levels = grouped.filter { !$0.isEmpty }
        against = weights.keys.filter { cut.contains(Use(from: representative($0.from), to: representative($0.to))) }
            .sorted { (weights[$1]!, $0) < (weights[$0]!, $1) }
    }

    /// Sibling folders that name one feature: a folder and those beside it whose names extend
    /// its name by more words (`Lesson`, `LessonPanModals`; `NewProfile`, `NewProfileSubmodules`),
    /// where a feature keeps its parts. `folders`: unit names that are folder paths.
    static func featureFamilies(_ folders: [String]) -> [[String]] {
        var byParent: [Substring: [(path: String, name: Substring)]] = [:]
        for folder in folders {
            let slash = folder.lastIndex(of: "/")
            let parent = slash.map { folder[..<$0] } ?? ""
            let name = slash.map { folder[folder.index(after: $0)...] } ?? folder[...]
            byParent[parent, default: []].append((folder, name))
        }
        var families: [[String]] = []
        for siblings in byParent.values {
            for head in siblings where head.name.count >= minimumFeatureName {
                let parts = siblings.filter { other in
                    other.name.count > head.name.count && other.name.hasPrefix(head.name)
                        && other.name[other.name.index(other.name.startIndex, offsetBy: head.name.count)].isUppercase
                }
                if !parts.isEmpty { families.append([head.path] + parts.map(\.path)) }
            }
        }
        return families.sorted { $0[0] < $1[0] }
    }

    /// A name shorter than this (`UI`, `App`) says too little to gather folders by.
    static let minimumFeatureName = 4

    /// A use against the levels is one at least this many times lighter than the way back.
    static let clearly = 3

    /// The level of each unit, the uses that close a cycle, and the uses kept. The lightest
    /// use inside each cycle is set aside until no cycle is left; a use set aside that
    /// closes no cycle once the others are gone goes back.
    private static func levelled(
        _ units: [String], weights: [Use: Int]
    ) -> (level: [String: Int], cut: Set<Use>, kept: [String: [String]]) {
        var kept = Set(weights.keys.filter { $0.from != $0.to })
        var setAside: [Use] = []
        func successors() -> [String: [String]] {
            var next: [String: [String]] = [:]
            for use in kept.sorted() { next[use.from, default: []].append(use.to) }
            return next
        }
        while true {
            let next = successors()
            let cycles = StronglyConnected.components(nodes: units, successors: next).filter { $0.count > 1 }
            guard !cycles.isEmpty else { break }
            for members in cycles {
                let inside = Set(members)
                let lightest = kept.filter { inside.contains($0.from) && inside.contains($0.to) }
                    .min { (weights[$0]!, $0) < (weights[$1]!, $1) }!
                kept.remove(lightest)
                setAside.append(lightest)
            }
        }
        var cut: Set<Use> = []
        for use in setAside.sorted(by: { (weights[$1]!, $0) < (weights[$0]!, $1) }) {
            if reaches(use.to, use.from, successors()) {
                cut.insert(use)
            } else {
                kept.insert(use)
            }
        }
        let next = successors()
        var level: [String: Int] = [:]
        func levelOf(_ unit: String) -> Int {
            if let known = level[unit] { return known }
            // Acyclic now, so the recursion ends; its depth is at most the number of units.
            let found = (next[unit] ?? []).map { levelOf($0) + 1 }.max() ?? 0
            level[unit] = found
            return found
        }
        for unit in units { _ = levelOf(unit) }
        return (level, cut, next)
    }

    /// The path from `start` to `target` whose lightest use is heaviest, its units and
    /// the weight of that lightest use (a widest-path search; the graphs are small).
    private static func widestPath(
        from start: String, to target: String, along successors: [String: [String]], weights: [Use: Int]
    ) -> (nodes: [String], width: Int) {
        var width: [String: Int] = [start: Int.max]
        var previous: [String: String] = [:]
        var done: Set<String> = []
        while let node = width.filter({ !done.contains($0.key) }).max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?
            .key
        {
            done.insert(node)
            if node == target { break }
            for child in successors[node] ?? [] where !done.contains(child) {
                let through = min(width[node]!, weights[Use(from: node, to: child)]!)
                if through > width[child] ?? 0 {
                    width[child] = through
                    previous[child] = node
                }
            }
        }
        var nodes = [target]
        while let before = previous[nodes[0]] { nodes.insert(before, at: 0) }
        return (nodes, width[target] ?? 0)
    }

    /// `target` can be reached from `start` along `successors`.
    private static func reaches(_ start: String, _ target: String, _ successors: [String: [String]]) -> Bool {
        var seen: Set<String> = [start]
        var queue = [start]
        while let node = queue.popLast() {
            if node == target { return true }
            for child in successors[node] ?? [] where seen.insert(child).inserted { queue.append(child) }
        }
        return false
    }
}
