/// `tested`: every type whose name matches has a test that names it (the clean
/// architecture's habit: every use case has unit tests). A type no test file declares, uses or extends is a
/// violation at its declaration.
import ArchHistSupport

public struct TestedRule: RuleKind {
    public static let name = "tested"
    public static let keys = ["symbols", "layers"]

    /// Patterns of the type names that must be tested (`*UseCase`).
    public let symbols: [Glob]
    /// Where those types are looked for; nil for every layer and unlayered code.
    public let layers: [String]?

    public init(symbols: [Glob], layers: [String]?) {
        self.symbols = symbols
        self.layers = layers
    }

    public init(decoding rule: RuleFields) throws(JSONDecodingError) {
        symbols = try globs(rule.required("symbols"))
        layers = try rule.optional("layers").map { cursor throws(JSONDecodingError) in try rule.layerList(cursor) }
    }

    public func encode(into object: inout JSONObject) {
        object["symbols"] = .patterns(symbols)
        if let layers { object["layers"] = .strings(layers) }
    }

    public func check(_ spec: RuleSpec, in context: RuleContext) -> [Violation] {
        // A test names a type by any of these: `GetUsersUseCase(...)`, `let sut: GetUsersUseCase`,
        // a qualified `Domain.GetUsersUseCase`, or an extension in the test target.
        var named = Set<String>()
        for file in context.files where file.isTest {
            for reference in file.facts.references { named.insert(Self.simpleName(reference.name)) }
            for declaration in file.facts.declarations where declaration.kind == .extension {
                named.insert(Self.simpleName(declaration.name))
            }
        }
        let scope = layers.map(Set.init)
        var book = AdviceBook(spec)
        var violations: [Violation] = []
        for (_, file) in context.productionFiles {
            if let scope, !(file.layer.map { scope.contains($0) } ?? false) { continue }
            for declaration in file.facts.declarations where declaration.kind != .extension {
                let simple = Self.simpleName(declaration.name)
                guard let pattern = symbols.first(where: { $0.matches(simple) }), !named.contains(simple) else {
                    continue
                }
                let advice = book.advice(pattern.pattern) {
                    "every \(pattern.pattern) has a test that uses it: add one beside the other tests"
                }
                violations.append(
                    context.violation(
                        spec, file: file.path, line: declaration.line, target: simple,
                        finding: "\(simple) is named by no test", sentence: advice))
            }
        }
        return violations
    }

    private static func simpleName(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }

    public static let examples = [
        RuleExample(
            name: "tested: every use case has a test",
            spec: RuleExample.cleanLayersSpec(
                rule: """
                    {"id": "use-cases-tested", "kind": "tested", "symbols": ["*UseCase"], "layers": ["Domain"]}
                    """,
                tests: ["Tests/**"]),
            files: [
                "App/Domain/GetUsersUseCase.swift": "final class GetUsersUseCase {}",
                "App/Domain/DeleteUserUseCase.swift": "final class DeleteUserUseCase {} // ❌ use-cases-tested",
                "App/Domain/GetUsersUseCaseProtocol.swift": "protocol GetUsersUseCaseProtocol {}",
                "App/Presentation/PreviewUseCase.swift": "struct PreviewUseCase {}",
                "Tests/GetUsersUseCaseTests.swift": """
                import Testing
                @Test func returnsUsers() { _ = GetUsersUseCase() }
                """,
            ])
    ]
}
