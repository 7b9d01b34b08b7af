/// `imports`: forbidden and allowed-only imports per layer ("Domain imports only
/// Foundation", "no UIKit or SwiftUI in Feature modules"). `forbid` applies to every
/// import; `allowOnly` to modules outside the tree (frameworks and packages), since
/// the modules of the tree are governed by the layer rules.
struct ImportRule: Rule {
    func check(_ spec: RuleSpec, in context: RuleContext) -> [Violation] {
        guard case .imports(let layers, let forbid, let allowOnly) = spec.kind else { return [] }
        let scoped = Set(layers)
        let local = Set(context.graph.modules.map(\.name))
        // A tree imports a few dozen modules thousands of times: each is judged once.
        var forbidden: [String: Bool] = [:]
        var allowed: [String: Bool] = [:]
        var book = AdviceBook(spec)
        var violations: [Violation] = []
        for (_, file) in context.productionFiles {
            guard let layer = file.layer, scoped.contains(layer) else { continue }
            for fact in file.facts.imports where fact.module != file.module {
                if ImportRule.anyMatches(forbid, fact.module, memo: &forbidden) {
                    let advice = book.advice("forbid\u{0}\(layer)\u{0}\(fact.module)") {
                        "\(fact.module) is forbidden in \(layer): move the code that needs it to an outer layer"
                    }
                    violations.append(context.violation(
                        spec, file: file.path, line: fact.line, target: fact.module,
                        finding: "\(layer) imports \(fact.module)", sentence: advice))
                } else if let allowOnly, !local.contains(fact.module),
                          !ImportRule.anyMatches(allowOnly, fact.module, memo: &allowed) {
                    let advice = book.advice("allow\u{0}\(layer)") {
                        "\(layer) may import only \(allowOnly.map(\.pattern).joined(separator: ", ")): keep it free of frameworks and reach them through a protocol implemented outside"
                    }
                    violations.append(context.violation(
                        spec, file: file.path, line: fact.line, target: fact.module,
                        finding: "\(layer) imports \(fact.module)", sentence: advice))
                }
            }
        }
        return violations
    }

    private static func anyMatches(_ patterns: [Glob], _ module: String, memo: inout [String: Bool]) -> Bool {
        if let known = memo[module] { return known }
        let verdict = patterns.contains { $0.matches(module) }
        memo[module] = verdict
        return verdict
    }
}
