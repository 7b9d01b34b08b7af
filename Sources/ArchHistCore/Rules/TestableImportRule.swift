/// `testableImport`: `@testable import` only where allowed (by default in test
/// code): tests go through the public API, and production code never widens access.
struct TestableImportRule: Rule {
    func check(_ spec: RuleSpec, in context: RuleContext) -> [Violation] {
        guard case .testableImport(let allowIn) = spec.kind else { return [] }
        let advice = RuleContext.sentence(spec.message
            ?? "test through the public API: make the needed seam public instead of widening access")
        var violations: [Violation] = []
        // Only files with a `@testable import` are matched against the globs.
        for file in context.files where file.facts.imports.contains(where: { $0.isTestable }) {
            let allowed = allowIn.map { globs in globs.contains { $0.matches(file.path) } } ?? file.isTest
            guard !allowed else { continue }
            for fact in file.facts.imports where fact.isTestable {
                violations.append(context.violation(
                    spec, file: file.path, line: fact.line, target: fact.module,
                    finding: "@testable import \(fact.module)" + (file.isTest ? "" : " in production code"),
                    sentence: advice))
            }
        }
        return violations
    }
}
