/// Runs every rule of the spec, in the spec's order, and applies its exceptions.
import ArchHistSupport

enum RuleEngine {
    /// Rules read the graph and nothing else, so they run side by side on
    /// `workers` cores; the violations keep the spec's order.
    static func run(spec: ArchitectureSpec, graph: ArchitectureGraph, workers: Int = 1) -> [Violation] {
        let context = RuleContext(graph: graph, spec: spec)
        let perRule = spec.rules.parallelMap(workers: workers) { $0.kind.check($0, in: context) }
        return perRule.flatMap { $0 }
    }
}
