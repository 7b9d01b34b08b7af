/// `layerChain`: an ordered chain of layers, each of which may depend on itself and
/// the layers before it: the `layers` matrix for the common case of a straight line.
import ArchHistSupport

public struct LayerChainRule: RuleKind {
    public static let name = "layerChain"
    public static let keys = ["order"]

    /// The layers, innermost first.
    public let order: [String]

    public init(order: [String]) {
        self.order = order
    }

    public init(decoding rule: RuleFields) throws(JSONDecodingError) {
        order = try rule.layerList(rule.required("order"))
    }

    public func encode(into object: inout JSONObject) {
        object["order"] = .strings(order)
    }

    public func check(_ rule: RuleSpec, in context: RuleContext) -> [Violation] {
        var allowed: [String: Set<String>] = [:]
        for (position, layer) in order.enumerated() { allowed[layer] = Set(order[..<position]) }
        return LayerDependencyCheck.violations(rule, allowed: allowed, in: context)
    }

    public static let examples = [
        RuleExample(
            name: "layerChain: earlier layers never see later ones",
            spec: RuleExample.cleanLayersSpec(
                rule: """
                    {"id": "chain", "kind": "layerChain", "order": ["Domain", "Data", "Presentation"]}
                    """),
            files: [
                "App/Domain/Item.swift": "struct Item {\n    var screen: ItemScreen? // ❌ chain\n}",
                "App/Data/Store.swift": "struct Store { var items: [Item] }",
                "App/Presentation/ItemScreen.swift": "struct ItemScreen { let store: Store; let item: Item }",
            ])
    ]
}
