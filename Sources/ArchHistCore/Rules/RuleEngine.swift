/// Runs every rule of the spec, in the spec's order, and applies its exceptions.
enum RuleEngine {
    private static func rule(for kind: RuleKind) -> any Rule {
        switch kind {
        case .layers, .layerChain: return LayerDependencyRule()
        case .imports: return ImportRule()
        case .wall: return WallRule()
        case .crossDomain: return CrossDomainRule()
        case .completeness: return CompletenessRule()
        case .attributes: return AttributeRule()
        case .testableImport: return TestableImportRule()
        case .confinement: return ConfinementRule()
        case .cycles: return CycleRule()
        case .modules: return ModuleDependencyRule()
        case .singleImplementation: return SingleImplementationRule()
        }
    }

    /// Rules read the graph and nothing else, so they run side by side on
    /// `workers` cores; the violations keep the spec's order.
    static func run(spec: ArchitectureSpec, graph: ArchitectureGraph, workers: Int = 1) -> [Violation] {
        let context = RuleContext(graph: graph, spec: spec)
        let perRule = (try? spec.rules.parallelMap(workers: workers) { rule(for: $0.kind).check($0, in: context) }) ?? []
        return perRule.flatMap { $0 }
    }
}
