/// What `layers` and `layerChain` check, given which layers each layer may depend
/// on: a file may use only the layers its own layer is allowed to depend on. Uses
/// inside one layer are always allowed; a layer without an entry is not constrained.
enum LayerDependencyCheck {
    static func violations(
        _ rule: RuleSpec, allowed: [String: Set<String>], in context: RuleContext
    ) -> [Violation] {
        // What each layer may depend on, said once rather than for every violation.
        // "may depend on no other layer", never "may depend only on no other layer".
        let mayDependOn = allowed.mapValues {
            $0.isEmpty ? "on no other layer" : "only on " + $0.sorted().joined(separator: ", ")
        }
        var book = AdviceBook(rule)
        var violations: [Violation] = []
        for (index, file) in context.productionFiles {
            guard let layer = file.layer, let permitted = allowed[layer] else { continue }
            var reported = Set<String>()
            for use in context.graph.usesByFile[index] {
                guard let target = context.graph.layer(of: use.target), target != layer,
                    !permitted.contains(target)
                else { continue }
                let name = context.graph.name(of: use.target)
                guard reported.insert(name).inserted else { continue }
                let advice = book.advice(layer) {
                    "\(layer) may depend \(mayDependOn[layer]!): depend on an abstraction from an allowed "
                        + "layer and let the composition root supply the implementation"
                }
                violations.append(
                    context.violation(
                        rule, file: file.path, line: use.line, target: name,
                        finding: "\(layer) depends on \(target) (\(describe(use, in: context)))", sentence: advice))
            }
        }
        return violations
    }

    private static func describe(_ use: Use, in context: RuleContext) -> String {
        switch use.target {
        case .file(let index, let symbol):
            let injected = use.injectedThrough.map { " (injected through \($0))" } ?? ""
            return "uses \(symbol)\(injected) from \(context.files[index].path)"
        case .module(let name): return "imports \(name)"
        }
    }
}
