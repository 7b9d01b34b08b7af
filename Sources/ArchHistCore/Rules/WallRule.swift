/// `wall`: no file of the `from` layers may reach a file of the `to` layers, directly
/// or (when transitive) through any chain of uses and imports, including a module
/// that re-exports the forbidden one: the harness `serviceRepoWall`.
/// With `allowDeclared`, a use, or a chain that starts with a use, along a module
/// dependency the build declares is allowed: the manifest states that design.
import ArchHistSupport

public struct WallRule: RuleKind {
    public static let name = "wall"
    public static let keys = ["from", "to", "transitive", "allowDeclared"]
    /// The advice when the spec gives no message, shared by direct and transitive walls.
    static let remedy =
        "depend on an interface in an allowed layer and wire the implementation in the composition layer"

    public let from: [String]
    public let to: [String]
    /// Whether chains of uses count, not only direct ones.
    public let transitive: Bool
    /// Uses along a dependency the build declares are allowed.
    public let allowsDeclared: Bool

    public init(from: [String], to: [String], transitive: Bool, allowsDeclared: Bool = false) {
        self.from = from
        self.to = to
        self.transitive = transitive
        self.allowsDeclared = allowsDeclared
    }

    public init(decoding rule: RuleFields) throws(JSONDecodingError) {
        from = try rule.layerList(rule.required("from"))
        to = try rule.layerList(rule.required("to"))
        transitive = try rule.optional("transitive")?.bool() ?? true
        allowsDeclared = try rule.optional("allowDeclared")?.bool() ?? false
    }

    public func encode(into object: inout JSONObject) {
        object["from"] = .strings(from)
        object["to"] = .strings(to)
        object["transitive"] = .bool(transitive)
        if allowsDeclared { object["allowDeclared"] = .bool(true) }
    }

    public func check(_ spec: RuleSpec, in context: RuleContext) -> [Violation] {
        let sources = Set(from)
        let targets = Set(to)
        let wallName = "\(from.joined(separator: "/")) → \(to.joined(separator: "/"))"
        let declared = allowsDeclared ? DeclaredModuleDependencies(context.graph.modules) : nil
        if !transitive {
            return direct(
                spec, sources: sources, targets: targets, wallName: wallName, declared: declared, in: context)
        }
        let targetFiles = Set(
            context.productionFiles.compactMap { entry in
                entry.element.layer.map { targets.contains($0) } == true ? entry.offset : nil
            })
        let reach = Reachability(graph: context.graph, targets: targetFiles) { !context.files[$0].isTest }
        let advice = RuleContext.sentence(
            spec.message
                ?? "the \(wallName) wall holds for chains too: \(Self.remedy)"
        )
        var violations: [Violation] = []
        for (index, file) in context.productionFiles {
            guard let layer = file.layer, sources.contains(layer), reach.reaches(index),
                let end = reach.end(from: index)
            else { continue }
            if let declared, let hop = reach.firstHop(from: index), declared.allows(file, hop, in: context.files) {
                continue
            }
            let chain = reach.chain(from: index)
            let endFile = context.files[end]
            let between = chain.dropFirst().dropLast()
            let how = chain.count <= 2 ? "directly" : "through " + between.joined(separator: " → ")
            violations.append(
                context.violation(
                    spec, file: file.path, line: reach.firstLine(from: index), target: endFile.path,
                    finding: "\(layer) reaches \(endFile.layer ?? "?") \(how): \(chain.joined(separator: " → "))",
                    sentence: advice))
        }
        return violations
    }

    private func direct(
        _ spec: RuleSpec, sources: Set<String>, targets: Set<String>, wallName: String,
        declared: DeclaredModuleDependencies?, in context: RuleContext
    ) -> [Violation] {
        let advice = RuleContext.sentence(
            spec.message
                ?? "the \(wallName) wall forbids it: \(Self.remedy)"
        )
        var violations: [Violation] = []
        for (index, file) in context.productionFiles {
            guard let layer = file.layer, sources.contains(layer) else { continue }
            var reported = Set<String>()
            for use in context.graph.usesByFile[index] {
                guard let target = context.graph.layer(of: use.target), targets.contains(target),
                    !(declared?.allows(file, use.target, in: context.files) ?? false)
                else { continue }
                let name = context.graph.name(of: use.target)
                guard reported.insert(name).inserted else { continue }
                violations.append(
                    context.violation(
                        spec, file: file.path, line: use.line, target: name,
                        finding: "\(layer) depends on \(target) (\(name))", sentence: advice))
            }
        }
        return violations
    }

    public static let examples = [
        RuleExample(
            name: "wall: a chain through an allowed layer still breaks it",
            spec: RuleExample.cleanLayersSpec(
                rule: """
                    {"id": "wall", "kind": "wall", "from": ["Presentation"], "to": ["Data"], "transitive": true}
                    """),
            files: [
                "App/Presentation/Screen.swift": "struct Screen {\n    let loader: Loader // ❌ wall\n}",
                "App/Presentation/Other.swift": "struct Other { let item: Item }",
                "App/Domain/Loader.swift": "struct Loader { let source: RemoteSource }",
                "App/Domain/Item.swift": "struct Item {}",
                "App/Data/RemoteSource.swift": "struct RemoteSource {}",
            ]),
        RuleExample(
            name: "wall, direct only: the same chain passes",
            spec: RuleExample.cleanLayersSpec(
                rule: """
                    {"id": "wall", "kind": "wall", "from": ["Presentation"], "to": ["Data"], "transitive": false}
                    """),
            files: [
                "App/Presentation/Screen.swift": """
                struct Screen {
                    let loader: Loader
                    let raw: RemoteSource // ❌ wall
                }
                """,
                "App/Domain/Loader.swift": "struct Loader { let source: RemoteSource }",
                "App/Data/RemoteSource.swift": "struct RemoteSource {}",
            ]),
        RuleExample(
            name: "wall: a Data file extending a Presentation type",
            spec: RuleExample.cleanLayersSpec(
                rule: """
                    {"id": "wall", "kind": "wall", "from": ["Data"], "to": ["Presentation"]}
                    """),
            files: [
                "App/Data/LiveKey.swift": """
                extension ItemsClient: DependencyKey { // ❌ wall
                    static let liveValue = ItemsClient()
                }
                extension String {}
                """,
                "App/Presentation/ItemsClient.swift": "struct ItemsClient {}",
            ]),
    ]
}
