/// A commit's graph at one level (module, layer or domain), each edge marked with the
/// rules broken along it and whether it is new since a baseline. At the module level
/// it also carries what the manifests declare: a dependency a target declares but no
/// file uses is an edge of no uses, and an edge says whether it is declared.
public struct BoundaryGraph: Sendable {
    public struct Edge: Sendable, Hashable {
        public var from: String
        public var to: String
        /// Uses along the edge (imports and references); 0 for a declared dependency no file uses.
        public var count: Int
        /// Rules broken by uses along this edge.
        public var violatedRules: [String] { usesBreaking.keys.sorted() }
        /// For each rule broken along this edge, how many uses break it.
        public var usesBreaking: [String: Int]
        /// How many of the uses break a rule (a use that breaks two counts once).
        public var violatingUses: Int
        /// Used, and absent from the baseline.
        public var isNew: Bool
        /// At the module level, whether the manifest of the using module declares the
        /// dependency, directly or through another module (nil elsewhere, and for guessed
        /// modules and test targets).
        public var isDeclared: Bool?
    }

    public let level: GraphLevel
    public let nodes: [String]
    public let edges: [Edge]

    public init(_ analysis: Analysis, level: GraphLevel, baseline: Analysis? = nil) {
        self.level = level
        let fileGroup = Dictionary(analysis.files.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        func group(ofFile path: String) -> String? {
            fileGroup[path].flatMap { EdgeAggregator.key(of: $0, at: level) }
        }
        func group(ofTarget target: String) -> String? {
            if let file = group(ofFile: target) { return file }
            switch level {
            case .module: return analysis.modules.contains { $0.name == target } ? target : nil
            case .layer: return analysis.graph.moduleLayer[target]
            case .domain: return analysis.graph.moduleDomain[target]
            }
        }
        var rulesByEdge: [String: [String: Set<String>]] = [:]
        var usesByEdge: [String: Set<String>] = [:]
        for violation in analysis.violations {
            guard let from = group(ofFile: violation.file), let to = group(ofTarget: violation.target), from != to
            else { continue }
            let use = "\(violation.file)\u{0}\(violation.line ?? 0)\u{0}\(violation.target)"
            rulesByEdge[Self.key(from, to), default: [:]][violation.rule, default: []].insert(use)
            usesByEdge[Self.key(from, to), default: []].insert(use)
        }
        let before = Set((baseline?.edges(at: level) ?? []).map { Self.key($0.from, $0.to) })
        // What the manifests declare matters at the module level only.
        let declared = level == .module ? Self.declaredDependencies(of: analysis.modules) : [:]
        let reach = level == .module ? DeclaredReach(analysis.modules) { !$0.isTestTarget } : nil
        func edge(_ from: String, _ to: String, count: Int) -> Edge {
            let key = Self.key(from, to)
            return Edge(
                from: from, to: to, count: count,
                usesBreaking: (rulesByEdge[key] ?? [:]).mapValues { min(count, $0.count) },
                violatingUses: min(count, usesByEdge[key]?.count ?? 0),
                isNew: count > 0 && baseline != nil && !before.contains(key),
                isDeclared: reach?.reaches(from, to))
        }
        var edges = analysis.edges(at: level).map { edge($0.from, $0.to, count: $0.count) }
        let used = Set(edges.map { Self.key($0.from, $0.to) })
        for (from, targets) in declared.sorted(by: { $0.key < $1.key }) {
            for to in targets.sorted() where !used.contains(Self.key(from, to)) {
                edges.append(edge(from, to, count: 0))
            }
        }
        self.edges = edges
        var names = Set(edges.flatMap { [$0.from, $0.to] })
        for file in analysis.productionFiles {
            if let name = EdgeAggregator.key(of: file, at: level) { names.insert(name) }
        }
        nodes = names.sorted()
    }

    /// For each production module a manifest declares, the modules of the tree it
    /// declares a direct dependency on and could use: a framework or library, or a
    /// SwiftPM target. An app's dependency on the extensions it embeds orders the
    /// build; it is not a use. Test targets and guessed modules declare nothing here.
    static func declaredDependencies(of modules: [Module]) -> [String: Set<String>] {
        let usable = Set(
            modules.filter { !$0.isTestTarget && $0.isCompiled && $0.product?.isLinkable != false }
                .map(\.name))
        var declared: [String: Set<String>] = [:]
        for module in modules where !module.isTestTarget && module.isDeclared {
            declared[module.name, default: []].formUnion(
                module.declaredDependencies.map(\.name).filter { usable.contains($0) && $0 != module.name })
        }
        return declared
    }

    private static func key(_ from: String, _ to: String) -> String { "\(from)\u{0}\(to)" }
}
