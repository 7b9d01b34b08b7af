/// `imports`: forbidden and allowed-only imports per layer ("Domain imports only
/// Foundation", "no UIKit or SwiftUI in Feature modules"). `forbid` applies to every
/// import; `allowOnly` to modules outside the tree (frameworks and packages), since
/// the modules of the tree are governed by the layer rules.
struct ImportRule: Rule {
    func check(_ spec: RuleSpec, in context: RuleContext) -> [Violation] {
        guard case .imports(let layers, let forbid, let allowOnly) = spec.kind else { return [] }
        let scoped = Set(layers)
        let local = Set(context.graph.modules.map(\.name))
        var violations: [Violation] = []
        for (_, file) in context.productionFiles {
            guard let layer = file.layer, scoped.contains(layer) else { continue }
            for fact in file.facts.imports where fact.module != file.module {
                if forbid.contains(where: { $0.matches(fact.module) }) {
                    violations.append(context.violation(
                        spec, file: file.path, line: fact.line, target: fact.module,
                        finding: "\(layer) imports \(fact.module)",
                        advice: "\(fact.module) is forbidden in \(layer): move the code that needs it to an outer layer"))
                } else if let allowOnly, !allowOnly.contains(where: { $0.matches(fact.module) }),
                          !local.contains(fact.module) {
                    let list = allowOnly.map(\.pattern).joined(separator: ", ")
                    violations.append(context.violation(
                        spec, file: file.path, line: fact.line, target: fact.module,
                        finding: "\(layer) imports \(fact.module)",
                        advice: "\(layer) may import only \(list): keep it free of frameworks and reach them through a protocol implemented outside"))
                }
            }
        }
        return violations
    }
}
