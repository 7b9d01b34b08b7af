/// `confinement`: types whose names match stay inside their layers (`*DTO` stays in
/// Data). Declaring or using one elsewhere is a violation.
import ArchHistSupport

public struct ConfinementRule: RuleKind {
    public static let name = "confinement"
    public static let keys = ["symbols", "layers"]

    /// Patterns of the confined type names.
    public let symbols: [Glob]
    /// Where those types may be declared and used.
    public let layers: [String]

    public init(symbols: [Glob], layers: [String]) {
        self.symbols = symbols
        self.layers = layers
    }

    public init(decoding rule: RuleFields) throws(JSONDecodingError) {
        symbols = try globs(rule.required("symbols"))
        layers = try rule.layerList(rule.required("layers"))
    }

    public func encode(into object: inout JSONObject) {
        object["symbols"] = .patterns(symbols)
        object["layers"] = .strings(layers)
    }

    public func check(_ spec: RuleSpec, in context: RuleContext) -> [Violation] {
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
                guard symbols.contains(where: { $0.matches(simple) }), reported.insert(simple).inserted else {
                    continue
                }
                let advice = book.advice(simple) {
                    "\(simple) belongs in \(homeList): map it to a domain type at the border and pass that on"
                }
                let place = file.layer ?? "a file outside any layer"
                violations.append(
                    context.violation(
                        spec, file: file.path, line: line, target: simple,
                        finding: "\(simple) is \(isDeclaration ? "declared" : "used") in \(place)",
                        sentence: advice))
            }
        }
        return violations
    }

    public static let examples = [
        RuleExample(
            name: "confinement: DTOs stay in Data",
            spec: RuleExample.cleanLayersSpec(
                rule: """
                    {"id": "dto", "kind": "confinement", "symbols": ["*DTO"], "layers": ["Data"]}
                    """),
            files: [
                "App/Data/ItemDTO.swift": "struct ItemDTO: Decodable { let id: String }",
                "App/Data/Mapper.swift": "enum Mapper { static func map(_ dto: ItemDTO) -> Item { Item() } }",
                "App/Domain/Item.swift": "struct Item {}",
                "App/Presentation/Row.swift": """
                struct Row {
                    let source: ItemDTO // ❌ dto
                }
                struct LocalDTO {} // ❌ dto
                """,
            ])
    ]
}
