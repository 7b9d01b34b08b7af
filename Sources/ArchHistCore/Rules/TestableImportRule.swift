/// `testableImport`: `@testable import` only where allowed (by default in test
/// code): tests go through the public API, and production code never widens access.
import ArchHistSupport

public struct TestableImportRule: RuleKind {
    public static let name = "testableImport"
    public static let keys = ["allowIn"]

    /// Where `@testable import` may appear; nil for the spec's test code.
    public let allowIn: [Glob]?

    public init(allowIn: [Glob]?) {
        self.allowIn = allowIn
    }

    public init(decoding rule: RuleFields) throws(JSONDecodingError) {
        allowIn = try rule.optional("allowIn").map { cursor throws(JSONDecodingError) in try globs(cursor) }
    }

    public func encode(into object: inout JSONObject) {
        if let allowIn { object["allowIn"] = .patterns(allowIn) }
    }

    public func check(_ spec: RuleSpec, in context: RuleContext) -> [Violation] {
        let advice = RuleContext.sentence(
            spec.message
                ?? "test through the public API: make the needed seam public instead of widening access")
        var violations: [Violation] = []
        // Only files with a `@testable import` are matched against the globs.
        for file in context.files where file.facts.imports.contains(where: { $0.isTestable }) {
            let allowed = allowIn.map { globs in globs.contains { $0.matches(file.path) } } ?? file.isTest
            guard !allowed else { continue }
            // `@testable import` builds only with testing enabled, as debug builds are: under
            // `#if DEBUG` (a preview's fixtures) it ships in no release, so widens nothing.
            for fact in file.facts.imports where fact.isTestable && !fact.isDebugOnly {
                violations.append(
                    context.violation(
                        spec, file: file.path, line: fact.line, target: fact.module,
                        finding: "@testable import \(fact.module)" + (file.isTest ? "" : " in production code"),
                        sentence: advice))
            }
        }
        return violations
    }

    public static let examples = [
        RuleExample(
            name: "testableImport: only in test code",
            spec: RuleExample.cleanLayersSpec(
                rule: #"{"id": "testable", "kind": "testableImport"}"#, tests: ["Tests/**"]),
            files: [
                "App/Presentation/Screen.swift": "@testable import Networking // ❌ testable\nstruct Screen {}",
                "App/Presentation/ScreenPreview.swift": "#if DEBUG\n@testable import Networking\n#endif\n",
                "Tests/AppTests/ScreenTests.swift": "@testable import App\nstruct ScreenTests {}",
            ])
    ]
}
