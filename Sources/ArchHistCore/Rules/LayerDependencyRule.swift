/// `layers` and `layerChain`: a file may use only the layers its own layer is
/// allowed to depend on. Uses inside one layer are always allowed.
struct LayerDependencyRule: Rule {
    func check(_ spec: RuleSpec, in context: RuleContext) -> [Violation] {
        let allowed: [String: Set<String>]
        switch spec.kind {
        case .layers(let matrix):
            allowed = matrix.mapValues(Set.init)
        case .layerChain(let order):
            var chain: [String: Set<String>] = [:]
            for (position, layer) in order.enumerated() { chain[layer] = Set(order[..<position]) }
            allowed = chain
        default:
            return []
        }
        // What each layer may depend on, said once rather than for every violation.
        let mayDependOn = allowed.mapValues { $0.isEmpty ? "no other layer" : $0.sorted().joined(separator: ", ") }
        var book = AdviceBook(spec)
        var violations: [Violation] = []
        for (index, file) in context.productionFiles {
            guard let layer = file.layer, let permitted = allowed[layer] else { continue }
            var reported = Set<String>()
            for use in context.graph.usesByFile[index] {
                guard let target = context.graph.layer(of: use.target), target != layer,
                      !permitted.contains(target) else { continue }
                let name = context.graph.name(of: use.target)
                guard reported.insert(name).inserted else { continue }
                let advice = book.advice(layer) {
                    "\(layer) may depend only on \(mayDependOn[layer]!): depend on an abstraction from an allowed layer and let the composition root supply the implementation"
                }
                violations.append(context.violation(
                    spec, file: file.path, line: use.line, target: name,
                    finding: "\(layer) depends on \(target) (\(describe(use, in: context)))", sentence: advice))
            }
        }
        return violations
    }

    private func describe(_ use: Use, in context: RuleContext) -> String {
        switch use.target {
        case .file(let index, let symbol): return "uses \(symbol) from \(context.files[index].path)"
        case .module(let name): return "imports \(name)"
        }
    }
}
