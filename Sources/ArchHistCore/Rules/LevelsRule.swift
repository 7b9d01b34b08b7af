/// `levels`: layers stacked in levels, innermost first. A layer may use the layers of
/// its own level and of the levels below, never one above. It is the structure an app
/// already has, written down: `init` writes it when no preset fits, with each of the
/// app's units (a module, or a folder of a large module) as a layer, levelled by the
/// dependencies between them, so a new dependency against the levels is reported.
/// A layer no level lists is outside the levels: it may use any layer and be used by any
/// (code that composes screens from many units, which they call back by design).
/// With `allowDeclared`, a use along a dependency the build declares is allowed; with
/// `allowWithinFolder`, a use between files side by side in one folder (of at most 40
/// files) is, as the `layers` kind has it: a folder is one unit. With `allowHandedOver`,
/// a use of an object the file is handed (`@Environment(T.self)`, `@EnvironmentObject`,
/// `@Dependency(\.key)`) is: the composition root on top hands its objects down, so a
/// view receiving one does not reach back into the root, wherever the type is declared;
/// nor does a dependency client's live value wrapping what the root keeps.
/// `allow` names uses against the levels that the spec accepts, layer by layer, as the
/// `layers` kind's matrix does: the structural spec `init` writes allows the ones a
/// folder takes today, so what it reports is a new one.
import ArchHistSupport

public struct LevelsRule: RuleKind {
    public static let name = "levels"
    public static let keys = ["levels", "allow", "allowDeclared", "allowWithinFolder", "allowHandedOver"]

    /// The layers of each level, the innermost level first.
    public let levels: [[String]]
    /// The layers each listed layer may use whatever the levels say.
    public let alsoAllowed: [String: [String]]
    /// Uses along a dependency the build declares are allowed.
    public let allowsDeclared: Bool
    /// Uses between files of one folder are allowed.
    public let allowsWithinFolder: Bool
    /// Uses of objects the file is handed (environment, parent, dependency key) are allowed.
    public let allowsHandedOver: Bool

    public init(
        levels: [[String]], alsoAllowed: [String: [String]] = [:], allowsDeclared: Bool = false,
        allowsWithinFolder: Bool = false, allowsHandedOver: Bool = false
    ) {
        self.levels = levels
        self.alsoAllowed = alsoAllowed
        self.allowsDeclared = allowsDeclared
        self.allowsWithinFolder = allowsWithinFolder
        self.allowsHandedOver = allowsHandedOver
    }

    public init(decoding rule: RuleFields) throws(JSONDecodingError) {
        levels = try rule.required("levels").array { level throws(JSONDecodingError) in try rule.layerList(level) }
        alsoAllowed = try rule.optional("allow").map(rule.layerMatrix) ?? [:]
        allowsDeclared = try rule.optional("allowDeclared")?.bool() ?? false
        allowsWithinFolder = try rule.optional("allowWithinFolder")?.bool() ?? false
        allowsHandedOver = try rule.optional("allowHandedOver")?.bool() ?? false
    }

    public func encode(into object: inout JSONObject) {
        object["levels"] = .array(levels.map { .strings($0) })
        if !alsoAllowed.isEmpty { object["allow"] = RuleFields.encode(layerMatrix: alsoAllowed) }
        if allowsDeclared { object["allowDeclared"] = .bool(true) }
        if allowsWithinFolder { object["allowWithinFolder"] = .bool(true) }
        if allowsHandedOver { object["allowHandedOver"] = .bool(true) }
    }

    public func check(_ rule: RuleSpec, in context: RuleContext) -> [Violation] {
        var allowed: [String: Set<String>] = [:]
        var saying: [String: String] = [:]
        let outside = Set(context.spec.layers.map(\.name)).subtracting(levels.joined())
        var below = outside
        for (number, level) in levels.enumerated() {
            let here = Set(level)
            for layer in level {
                allowed[layer] = below.union(here)
                saying[layer] =
                    number == 0
                    ? "only on the layers of its own level, the lowest"
                    : "only on the layers of its level (\(number + 1) of \(levels.count)) and the levels below"
            }
            below.formUnion(here)
        }
        // A layer outside the levels is unconstrained: allowing it more changes nothing.
        for (layer, also) in alsoAllowed where allowed[layer] != nil { allowed[layer]!.formUnion(also) }
        return LayerDependencyCheck.violations(
            rule, allowed: allowed, in: context,
            declared: allowsDeclared ? DeclaredModuleDependencies(context.graph.modules) : nil,
            folders: allowsWithinFolder ? FolderUnits(context.files) : nil, handedOver: allowsHandedOver,
            saying: saying)
    }

    public static let examples = [
        RuleExample(
            name: "levels: a lower level never sees a higher one",
            spec: RuleExample.cleanLayersSpec(
                rule: """
                    {"id": "levels", "kind": "levels", "levels": [["Domain"], ["Data", "Presentation"]]}
                    """),
            files: [
                "App/Domain/Item.swift": "struct Item {\n    var source: Store? // ❌ levels\n}",
                "App/Data/Store.swift": "struct Store { var items: [Item] }",
                "App/Presentation/ItemScreen.swift": "struct ItemScreen { let store: Store; let item: Item }",
            ]),
        RuleExample(
            name: "levels: a use against the levels that the spec allows, and one it does not",
            spec: RuleExample.cleanLayersSpec(
                rule: """
                    {"id": "levels", "kind": "levels", "levels": [["Domain"], ["Data", "Presentation"]],
                     "allow": {"Domain": ["Data"]}}
                    """),
            files: [
                "App/Domain/Item.swift":
                    "struct Item {\n    var source: Store?\n    var screen: ItemScreen? // ❌ levels\n}",
                "App/Data/Store.swift": "struct Store { var items: [Item] }",
                "App/Presentation/ItemScreen.swift": "struct ItemScreen { let store: Store; let item: Item }",
            ]),
    ]
}
