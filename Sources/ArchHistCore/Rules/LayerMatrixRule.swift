/// `layers`: an allowed-dependency matrix between layers. A layer listed may depend
/// only on itself and the layers given; a layer not listed is not constrained.
/// With `allowDeclared`, a use of a module that the user's module declares as a
/// dependency in its manifest is allowed whatever the layers: the build's own graph
/// is the team's stated design, and `init` writes it so for a spec it guessed.
/// With `allowWithinFolder`, files side by side in one folder (of at most 40 files)
/// are one unit: a reference between them is no layer violation, as no one fixes
/// one by moving a file out of the folder its feature lives in. With `allowBuiltBy`
/// (layers, the wiring's), a file may use a file of those layers that uses it back:
/// the builder that made it and handed itself over (a view model keeping the
/// coordinator that built it, to ask for the next screen). Any other use of them,
/// a reach for a container or a component the file was not built by, is reported.
import ArchHistSupport

public struct LayerMatrixRule: RuleKind {
    public static let name = "layers"
    public static let keys = ["allow", "allowDeclared", "allowWithinFolder", "allowBuiltBy"]

    /// The layers each listed layer may depend on.
    public let allowed: [String: [String]]
    /// Uses along a dependency the build declares are allowed.
    public let allowsDeclared: Bool
    /// Uses between files of one folder are allowed.
    public let allowsWithinFolder: Bool
    /// Layers whose files may be used by the files they use: builders handing themselves over.
    public let builders: [String]

    public init(
        allowed: [String: [String]], allowsDeclared: Bool = false, allowsWithinFolder: Bool = false,
        builders: [String] = []
    ) {
        self.allowed = allowed
        self.allowsDeclared = allowsDeclared
        self.allowsWithinFolder = allowsWithinFolder
        self.builders = builders
    }

    public init(decoding rule: RuleFields) throws(JSONDecodingError) {
        allowed = try rule.layerMatrix(rule.required("allow"))
        allowsDeclared = try rule.optional("allowDeclared")?.bool() ?? false
        allowsWithinFolder = try rule.optional("allowWithinFolder")?.bool() ?? false
        builders =
            try rule.optional("allowBuiltBy").map { cursor throws(JSONDecodingError) in
                try rule.layerList(cursor)
            } ?? []
    }

    public func encode(into object: inout JSONObject) {
        object["allow"] = RuleFields.encode(layerMatrix: allowed)
        if allowsDeclared { object["allowDeclared"] = .bool(true) }
        if allowsWithinFolder { object["allowWithinFolder"] = .bool(true) }
        if !builders.isEmpty { object["allowBuiltBy"] = .strings(builders) }
    }

    public func check(_ rule: RuleSpec, in context: RuleContext) -> [Violation] {
        LayerDependencyCheck.violations(
            rule, allowed: allowed.mapValues(Set.init), in: context,
            declared: allowsDeclared ? DeclaredModuleDependencies(context.graph.modules) : nil,
            folders: allowsWithinFolder ? FolderUnits(context.files) : nil,
            builders: builders.isEmpty ? nil : BuilderCallbacks(layers: Set(builders), graph: context.graph))
    }

    /// Presentation and Data depend on Domain, and Domain on nothing.
    private static let inwardLayers = """
        {"id": "layers", "kind": "layers",
         "allow": {"Presentation": ["Domain"], "Domain": [], "Data": ["Domain"]}}
        """

    public static let examples = [
        RuleExample(
            name: "layers: a view model keeping the coordinator that built it, and one reaching for another",
            spec: """
                {"layers": [
                   {"name": "Presentation", "paths": ["App/Presentation/**"]},
                   {"name": "Composition", "paths": ["App/Flows/**"]}],
                 "rules": [{"id": "layers", "kind": "layers", "allow": {"Presentation": []},
                            "allowBuiltBy": ["Composition"]}]}
                """,
            files: [
                // Built by SignInFlow, which hands itself over: calling it back is allowed.
                "App/Presentation/SignInViewModel.swift": """
                final class SignInViewModel {
                    weak var flow: SignInFlow?
                    var next: ProfileFlow? // ❌ layers
                }
                """,
                "App/Flows/SignInFlow.swift": """
                final class SignInFlow {
                    func start() -> SignInViewModel { SignInViewModel() }
                }
                """,
                "App/Flows/ProfileFlow.swift": "final class ProfileFlow { func start() {} }",
            ]),
        RuleExample(
            name: "layers: a view model that builds a concrete repository",
            spec: RuleExample.cleanLayersSpec(
                rule: inwardLayers),
            files: [
                "App/Presentation/ListViewModel.swift": """
                final class ListViewModel {
                    let useCase: LoadItems
                    let repository = RemoteItems() // ❌ layers
                }
                """,
                "App/Domain/LoadItems.swift": """
                struct LoadItems { let items: [Item] }
                struct Item {}
                protocol ItemSource {}
                """,
                "App/Data/RemoteItems.swift": "final class RemoteItems: ItemSource { var cache: [Item] = [] }",
            ]),
        RuleExample(
            name: "layers: a namespace declared in Data, its nested type in Domain",
            spec: RuleExample.cleanLayersSpec(
                rule: inwardLayers),
            files: [
                "App/Presentation/CountryRow.swift": """
                struct CountryRow {
                    let country: DBModel.Country // ❌ layers
                }
                """,
                "App/Data/AppSchema.swift": "enum DBModel {}",
                // Extending the namespace is a use of it too.
                "App/Domain/Country.swift": """
                extension DBModel { // ❌ layers
                    struct Country { let name: String }
                }
                """,
            ]),
    ]
}
