/// `attributes`: attributes that must not appear in a layer (`@State`, `@Published`
/// and friends in Service), on members or on type declarations.
import ArchHistSupport

public struct AttributeRule: RuleKind {
    public static let name = "attributes"
    public static let keys = ["layers", "forbid"]

    public let layers: [String]
    /// Attribute names without `@`.
    public let forbid: [String]

    public init(layers: [String], forbid: [String]) {
        self.layers = layers
        self.forbid = forbid
    }

    public init(decoding rule: RuleFields) throws(JSONDecodingError) {
        forbid = try rule.required("forbid").stringArray().map { $0.hasPrefix("@") ? String($0.dropFirst()) : $0 }
        layers = try rule.layerList(rule.required("layers"))
    }

    public func encode(into object: inout JSONObject) {
        object["layers"] = .strings(layers)
        object["forbid"] = .strings(forbid)
    }

    public func check(_ spec: RuleSpec, in context: RuleContext) -> [Violation] {
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
                    "\(layer) holds no UI state: move the state to the UI or Runtime layer "
                        + "and keep \(layer) testable without it"
                }
                violations.append(
                    context.violation(
                        spec, file: file.path, line: use.line, target: "@" + use.name,
                        finding: "@\(use.name) in \(layer)", sentence: advice))
            }
        }
        return violations
    }

    public static let examples = [
        RuleExample(
            name: "attributes: UI state in Service, on members and on types",
            spec: RuleExample.cleanLayersSpec(
                rule: """
                    {"id": "attrs", "kind": "attributes", "layers": ["Domain"], "forbid": ["Published", "@Observable"]}
                    """),
            files: [
                "App/Domain/Model.swift": """
                @Observable final class Model { // ❌ attrs
                    @Published var items: [String] = [] // ❌ attrs
                    @MainActor var title = ""
                }
                """,
                "App/Presentation/ViewModel.swift": "@Observable final class ViewModel { @Published var x = 0 }",
            ])
    ]
}
