/// The architecture of a tree under a spec: where every file sits, what depends on
/// what, and which rules are broken.
public struct Analysis: Sendable {
    public var spec: ArchitectureSpec
    public var files: [AnalyzedFile]
    public var modules: [Module]
    public var graph: ArchitectureGraph
    public var moduleEdges: [AggregateEdge]
    public var layerEdges: [AggregateEdge]
    public var domainEdges: [AggregateEdge]
    /// Open violations, in rule order then file order.
    public var violations: [Violation]
    /// Violations waived by a current exception.
    public var waived: [Violation]
    public var resolution: ResolutionStats
    /// How each file's references were resolved, in the order of `files`; empty
    /// for an analysis read back from a run.
    public var resolvedFiles: [FileResolution]
    /// Things a user should know that are not violations: expired or unused
    /// exceptions, files the scanner could not read cleanly.
    public var notes: [String]

    public init(
        spec: ArchitectureSpec, files: [AnalyzedFile], modules: [Module], graph: ArchitectureGraph,
        moduleEdges: [AggregateEdge], layerEdges: [AggregateEdge], domainEdges: [AggregateEdge],
        violations: [Violation], waived: [Violation], resolution: ResolutionStats, notes: [String],
        resolvedFiles: [FileResolution] = []
    ) {
        self.spec = spec
        self.files = files
        self.modules = modules
        self.graph = graph
        self.moduleEdges = moduleEdges
        self.layerEdges = layerEdges
        self.domainEdges = domainEdges
        self.violations = violations
        self.waived = waived
        self.resolution = resolution
        self.notes = notes
        self.resolvedFiles = resolvedFiles
    }

    public func edges(at level: GraphLevel) -> [AggregateEdge] {
        switch level {
        case .module: return moduleEdges
        case .layer: return layerEdges
        case .domain: return domainEdges
        }
    }

    public var productionFiles: [AnalyzedFile] { files.filter { !$0.isTest } }

    /// Non-test files that no layer claims.
    public var uncoveredFiles: [AnalyzedFile] { files.filter { !$0.isTest && $0.layer == nil } }

    /// Non-test files in a layer that belongs to domains, but in no domain.
    public var filesWithoutDomain: [AnalyzedFile] {
        guard !spec.domains.isEmpty else { return [] }
        let crossCutting = Set(spec.layers.filter(\.crossCutting).map(\.name))
        return files.filter { file in
            guard !file.isTest, file.domain == nil, let layer = file.layer else { return false }
            return !crossCutting.contains(layer)
        }
    }

    public var domains: [String] { Set(files.compactMap(\.domain)).sorted() }

    /// Files that no target of the tree's manifests compiles (scripts, playgrounds,
    /// files left out of every target), in a tree whose manifests declare targets.
    public var notCompiledFiles: [AnalyzedFile] {
        graph.notCompiled.isEmpty ? [] : files.filter { graph.notCompiled.contains($0.module) }
    }

    /// The declared modules by what they build (`framework`, `app`, `test`…, the
    /// product of an Xcode or Tuist target, else the SwiftPM kind), with counts,
    /// commonest first.
    public var moduleKinds: [(kind: String, count: Int)] {
        var counts: [String: Int] = [:]
        for module in modules {
            guard case .target(let kind, _, _) = module.origin else { continue }
            counts[module.product?.rawValue ?? kind.rawValue, default: 0] += 1
        }
        return counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { ($0.key, $0.value) }
    }

    /// The total recorded with a run, when the files were read back without their
    /// facts (a summary for `diff`); nil when the facts are here to count.
    public var recordedLineCount: Int?

    public var lineCount: Int { recordedLineCount ?? files.reduce(0) { $0 + $1.facts.lineCount } }
}
