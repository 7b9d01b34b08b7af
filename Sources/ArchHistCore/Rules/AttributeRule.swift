/// `attributes`: attributes that must not appear in a layer (`@State`, `@Published`
/// and friends in Service), on members or on type declarations.
struct AttributeRule: Rule {
    func check(_ spec: RuleSpec, in context: RuleContext) -> [Violation] {
        guard case .attributes(let layers, let forbid) = spec.kind else { return [] }
        let scoped = Set(layers)
        let forbidden = Set(forbid)
        var book = AdviceBook(spec)
        var violations: [Violation] = []
        for (_, file) in context.productionFiles {
            guard let layer = file.layer, scoped.contains(layer) else { continue }
            var uses = file.facts.memberAttributes.map { (name: $0.name, line: $0.line) }
            for declaration in file.facts.declarations {
                uses += declaration.attributes.map { (name: $0, line: declaration.line) }
            }
            for use in uses.sorted(by: { $0.line < $1.line }) where forbidden.contains(use.name) {
                let advice = book.advice(layer) {
                    "\(layer) holds no UI state: move the state to the UI or Runtime layer and keep \(layer) testable without it"
                }
                violations.append(context.violation(
                    spec, file: file.path, line: use.line, target: "@" + use.name,
                    finding: "@\(use.name) in \(layer)", sentence: advice))
            }
        }
        return violations
    }
}
