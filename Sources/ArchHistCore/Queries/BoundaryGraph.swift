/// The module, layer or domain graph of an analysis, ready to draw: every edge with
/// its count, marked when a violation runs along it and when it is crossed for the
/// first time since a baseline.
public struct BoundaryGraph: Sendable {
    public struct Edge: Sendable, Hashable {
        public var from: String
        public var to: String
        public var count: Int
        /// Rules broken by uses along this edge.
        public var violatedRules: [String]
        /// Absent from the baseline.
        public var isNew: Bool
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
        var rulesByEdge: [String: Set<String>] = [:]
        for violation in analysis.violations {
            guard let from = group(ofFile: violation.file), let to = group(ofTarget: violation.target), from != to else { continue }
            rulesByEdge["\(from)\u{0}\(to)", default: []].insert(violation.rule)
        }
        let before = Set((baseline?.edges(at: level) ?? []).map { "\($0.from)\u{0}\($0.to)" })
        edges = analysis.edges(at: level).map { edge in
            let key = "\(edge.from)\u{0}\(edge.to)"
            return Edge(
                from: edge.from, to: edge.to, count: edge.count, violatedRules: (rulesByEdge[key] ?? []).sorted(),
                isNew: baseline != nil && !before.contains(key))
        }
        var names = Set(edges.flatMap { [$0.from, $0.to] })
        for file in analysis.productionFiles { if let name = EdgeAggregator.key(of: file, at: level) { names.insert(name) } }
        nodes = names.sorted()
    }
}
