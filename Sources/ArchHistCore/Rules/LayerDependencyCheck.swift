/// What `layers` and `layerChain` check, given which layers each layer may depend
/// on: a file may use only the layers its own layer is allowed to depend on. Uses
/// inside one layer are always allowed; a layer without an entry is not constrained.
enum LayerDependencyCheck {
    static func violations(
        _ rule: RuleSpec, allowed: [String: Set<String>], in context: RuleContext,
        declared: DeclaredModuleDependencies? = nil, folders: FolderUnits? = nil, handedOver: Bool = false,
        builders: BuilderCallbacks? = nil, saying mayDependOn: [String: String]? = nil
    ) -> [Violation] {
        // What each layer may depend on, said once rather than for every violation.
        // "may depend on no other layer", never "may depend only on no other layer".
        let mayDependOn =
            mayDependOn
            ?? allowed.mapValues {
                $0.isEmpty ? "on no other layer" : "only on " + $0.sorted().joined(separator: ", ")
            }
        var book = AdviceBook(rule)
        var violations: [Violation] = []
        for (index, file) in context.productionFiles {
            guard let layer = file.layer, let permitted = allowed[layer] else { continue }
            // A dependency client wraps what it hands out (see HandedOverUse.isDependencyClient).
            if handedOver && HandedOverUse.isDependencyClient(file) { continue }
            var reported = Set<String>()
            for use in context.graph.usesByFile[index] {
                guard let target = context.graph.layer(of: use.target), target != layer,
                    !permitted.contains(target),
                    !(declared?.allows(file, use.target, in: context.files) ?? false),
                    !(folders?.together(index, use.target) ?? false),
                    !(handedOver && HandedOverUse.isHandedOver(use, in: context)),
                    !(builders?.allows(index, use.target, layer: target) ?? false)
                else { continue }
                let name = context.graph.name(of: use.target)
                guard reported.insert(name).inserted else { continue }
                let advice = book.advice(layer) {
                    "\(layer) may depend \(mayDependOn[layer]!): depend on an abstraction from an allowed "
                        + "layer and let the composition root supply the implementation"
                }
                violations.append(
                    context.violation(
                        rule, file: file.path, line: use.line, target: name,
                        finding: "\(layer) depends on \(target) (\(describe(use, in: context)))", sentence: advice))
            }
        }
        return violations
    }

    private static func describe(_ use: Use, in context: RuleContext) -> String {
        switch use.target {
        case .file(let index, let symbol):
            let injected = use.injectedThrough.map { " (injected through \($0))" } ?? ""
            return "uses \(symbol)\(injected) from \(context.files[index].path)"
        case .module(let name): return "imports \(name)"
        }
    }
}

/// The module dependencies the manifests declare: `Feature` lists `Networking`.
struct DeclaredModuleDependencies {
    private let dependencies: [String: Set<String>]

    init(_ modules: [Module]) {
        dependencies = Dictionary(
            modules.map { ($0.name, Set($0.declaredDependencies.map(\.name))) }, uniquingKeysWith: { $0.union($1) })
    }

    /// `file` reaches `target` through a module that its own module declares.
    func allows(_ file: AnalyzedFile, _ target: Use.Target, in files: [AnalyzedFile]) -> Bool {
        let reached: [String]
        switch target {
        case .file(let index, _): reached = files[index].modules
        case .module(let name): reached = [name]
        }
        // A use between files one module compiles stays inside it, whatever else compiles them
        // (a test target built from the app's own sources declares the app it tests).
        guard !reached.contains(where: file.modules.contains) else { return false }
        return file.modules.contains { module in
            guard let declared = dependencies[module] else { return false }
            return reached.contains { $0 != module && declared.contains($0) }
        }
    }
}

/// Folders of a tree read as units: files side by side in a folder of at most
/// `maximumFiles` files.
struct FolderUnits {
    static let maximumFiles = 40
    private let unitOfFile: [Int?]

    init(_ files: [AnalyzedFile]) {
        var ids: [Substring: Int] = [:]
        var sizes: [Int] = []
        let folderIDs = files.map { file -> Int in
            let path = file.path
            let folder = path.lastIndex(of: "/").map { path[..<$0] } ?? ""
            if let id = ids[folder] {
                sizes[id] += 1
                return id
            }
            ids[folder] = sizes.count
            sizes.append(1)
            return sizes.count - 1
        }
        unitOfFile = folderIDs.map { sizes[$0] <= Self.maximumFiles ? $0 : nil }
    }

    /// The file at `index` and the file `target` names sit in one unit folder.
    func together(_ index: Int, _ target: Use.Target) -> Bool {
        guard case .file(let other, _) = target, let unit = unitOfFile[index] else { return false }
        return unitOfFile[other] == unit
    }
}

/// A use the user receives rather than reaches for: a property it is handed through
/// SwiftUI's environment, by its parent, or by a dependency container's key
/// (`@Environment(Session.self) var session`, `@EnvironmentObject var session: Session`,
/// `@Dependency(\.apiClient) var apiClient`), an object it asks a dependency-injection
/// library's container for, or the root that built it and handed itself over. Whoever
/// declares the type, the composition root handed the object over: the user depends on
/// the object, not on the root.
enum HandedOverUse {
    static func isHandedOver(_ use: Use, in context: RuleContext) -> Bool {
        guard use.injectedThrough == nil else { return true }
        guard case .file(let target, let symbol) = use.target else { return false }
        return isResolvedFromContainer(symbol, in: context.files[target].facts)
            || holds(use.from, target, in: context.graph)
    }

    /// The type wraps a dependency-injection library's container (`DIContainer.shared
    /// .resolve(HomeRepository.self)` over Swinject): asking it for an object is how that
    /// library hands objects over, as `@Injected` is, to any file by design. An entry point
    /// that keeps the container is still the root: asking the app delegate reaches back.
    private static func isResolvedFromContainer(_ symbol: String, in facts: FileFacts) -> Bool {
        guard facts.imports.contains(where: { ContainerRegistrations.libraries.contains($0.module) }) else {
            return false
        }
        let name = symbol.lastNameComponent
        let declarations = facts.declarations.filter { $0.simpleName == name && $0.kind != .extension }
        return !declarations.isEmpty && !declarations.contains(where: RoleGuess.isEntryPoint)
    }

    /// The root names the user's file: it built the user and handed itself over (a scene
    /// delegate creating its coordinator with `SceneCoordinator(sceneDelegate: self)`), and
    /// the user keeps what it was given. A file the root never names reaches back.
    private static func holds(_ user: Int, _ root: Int, in graph: ArchitectureGraph) -> Bool {
        graph.usesByFile[root].contains { use in
            if case .file(user, _) = use.target { return true }
            return false
        }
    }

    /// A dependency client's file (a `DependencyKey` and its `liveValue`) is where the
    /// dependency system builds what it hands the features: wrapping the app delegate or a
    /// singleton the entry point keeps is that client's job, the seam the features receive
    /// it through, not a reach back into the root.
    static func isDependencyClient(_ file: AnalyzedFile) -> Bool {
        file.facts.declarations.contains(where: RoleGuess.isClient)
    }
}
