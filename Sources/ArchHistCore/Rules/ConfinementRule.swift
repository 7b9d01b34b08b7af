/// `confinement`: types whose names match stay inside their layers (`*DTO` stays in
/// Data). Declaring or using one elsewhere is a violation.
struct ConfinementRule: Rule {
    func check(_ spec: RuleSpec, in context: RuleContext) -> [Violation] {
        guard case .confinement(let symbols, let layers) = spec.kind else { return [] }
        let home = Set(layers)
        let homeList = layers.joined(separator: ", ")
        var book = AdviceBook(spec)
        var violations: [Violation] = []
        for (_, file) in context.productionFiles {
            if let layer = file.layer, home.contains(layer) { continue }
            var reported = Set<String>()
            let declared = file.facts.declarations.filter { $0.kind != .extension }.map { ($0.name, $0.line, true) }
            let used = file.facts.references.map { ($0.name, $0.line, false) }
            for (name, line, isDeclaration) in declared + used {
                let simple = name.split(separator: ".").last.map(String.init) ?? name
                guard symbols.contains(where: { $0.matches(simple) }), reported.insert(simple).inserted else { continue }
                let advice = book.advice(simple) {
                    "\(simple) belongs in \(homeList): map it to a domain type at the border and pass that on"
                }
                violations.append(context.violation(
                    spec, file: file.path, line: line, target: simple,
                    finding: "\(simple) is \(isDeclaration ? "declared" : "used") in \(file.layer ?? "a file outside any layer")",
                    sentence: advice))
            }
        }
        return violations
    }
}
