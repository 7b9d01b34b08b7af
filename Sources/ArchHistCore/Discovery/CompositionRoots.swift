/// Files that build the app's object graph: the composition root.
///
/// Where code depends on abstractions, only one place names the concrete
/// implementations: it constructs a repository behind its protocol and hands it to
/// the screen that needs it (a DI container, an assembly, a flow coordinator that
/// builds other layers' objects). So a file is found by what it does, whatever its
/// name or folder: it names at least two concrete implementations of the app's
/// protocols, declared in folders other than its own. Such a file uses
/// every layer by design; read as Presentation, each construction would be a finding.
enum CompositionRoots {
    /// Implementations named from other units before a file is wiring, not a client
    /// that reached past one abstraction (that one stays a finding).
    static let minimumImplementations = 2
    /// Files outside its folder that may name an adapter: the root, and a second one
    /// (an app's two entry points, a preview) before it is a type the app uses directly.
    static let maximumNamers = 2

    /// The production files of `index` that compose the app, with the implementations
    /// each one names.
    /// `named`: files the app's own naming already makes wiring (a `DIContainer/` folder): roots
    /// too, whatever they construct, so a flow coordinator handed one is wiring with them.
    static func find(_ index: UnitIndex, named: Set<Int> = []) -> [Int: [String]] {
        let files = index.analysis.files
        // What a DI library's registration protocol marks is wiring too (see ContainerRegistrations).
        let registrations = ContainerRegistrations.find(index.analysis, production: index.production)
        let named = named.union(registrations)
        var protocolFiles: [Substring: Set<Int>] = [:]
        for file in index.production {
            for declaration in files[file].facts.declarations
            where declaration.kind == .protocol && !isCallback(declaration.simpleName) {
                protocolFiles[declaration.simpleName, default: []].insert(file)
            }
        }
        // The types that conform to a protocol of the app, on their declaration or in an
        // extension (`extension DefaultDataTransferService: DataTransferService`), with the
        // protocols, and whether one of them is declared in another unit (a port and its adapter).
        // Not an enum: naming a case (`LoginEndpoint.verify(body:)`, a route) makes a value, not an
        // object of the graph, whatever protocol the enum conforms to.
        var implemented: [Substring: (protocols: Set<Substring>, inverted: Bool)] = [:]
        for file in index.production {
            for declaration in files[file].facts.declarations
            where ![.protocol, .enum].contains(declaration.kind) && !isScreen(declaration) {
                for name in declaration.inherits {
                    guard let declaring = protocolFiles[name.lastNameComponent] else { continue }
                    let inverted = declaring.contains { folder(of: files[$0].path) != folder(of: files[file].path) }
                    implemented[declaration.simpleName, default: ([], false)].protocols.insert(name.lastNameComponent)
                    if inverted { implemented[declaration.simpleName]?.inverted = true }
                }
            }
        }
        let libraries = Set(index.analysis.modules.filter(isLibrary).map(\.name))
        // The adapters each file builds and hands on as their abstraction (see adaptersBuilt).
        var built: [Int: [(name: Substring, module: String)]] = [:]
        for file in index.production where !declaresScreenOrLogic(files[file].facts) && builds(files[file].facts) {
            built[file] = adaptersBuilt(by: file, in: index, implemented: implemented)
        }
        // A namespace of screen factories builds screens with what they need (`static func makeLoginVC()
        // -> LoginVC { LoginVC(viewModel: LoginViewModel(useCase: LoginUseCaseImpl(repository: …))) }`),
        // and screens call it to show the next one: the composition root, reached for as a service locator.
        let screenFactories = screenFactories(in: index, implemented: implemented)
        built.merge(screenFactories) { _, throughOthers in throughOthers }
        // Files that build several adapters are builders: an app may have one per flow (a container,
        // a coordinator building its screens' use cases), each naming the same repositories.
        // A screen or a view model by its name is what the builders make, never one of them.
        let builders = Set(
            built.filter { $0.value.count >= minimumImplementations && !namesScreenOrLogic(files[$0.key].path) }.keys)
        // Files outside its folder, builders aside, that name each implementation. Behind a port,
        // the rest of the app names the protocol; only the root names the adapter. An entity
        // conforming to a capability (`Folder: Container`) is named everywhere.
        var namedBy: [Substring: Int] = [:]
        for file in index.production where !builders.contains(file) {
            var seen: Set<Substring> = []
            for use in index.analysis.graph.usesByFile[file] {
                guard case .file(let target, let symbol) = use.target,
                    implemented[symbol.lastNameComponent] != nil,
                    folder(of: files[target].path) != folder(of: files[file].path),
                    seen.insert(symbol.lastNameComponent).inserted
                else { continue }
                namedBy[symbol.lastNameComponent, default: 0] += 1
            }
        }
        var roots: [Int: [String]] = [:]
        for (file, adapters) in built {
            let kept = adapters.filter { namedBy[$0.name, default: 0] <= maximumNamers }
            // An app's root builds the app, and no module imports an app. A library's file (a
            // module others link: a framework, a package's library target) naming the
            // implementations of its own module only is that library's factory, its API (the
            // session builder an app, its App Clip and its widget each call, and the session it
            // assembles), below them; a package's container building other modules' stays a root.
            if libraries.contains(files[file].module) && Set(kept.map(\.module)) == [files[file].module] { continue }
            let names = Set(kept.map { String($0.name) })
            if names.count >= minimumImplementations { roots[file] = names.sorted() }
        }
        for file in named where roots[file] == nil { roots[file] = [] }
        // The root is the top of the graph: views and screen logic are handed what it
        // builds, they do not reach for it. One a view uses is a shared service, not a root,
        // unless a DI library registers in it: Factory's `@Injected(\.key)` resolves from anywhere.
        var viewUsers: [Int: Int] = [:]
        for file in index.production where declaresScreenOrLogic(files[file].facts) {
            for use in index.analysis.graph.usesByFile[file] {
                if case .file(let target, _) = use.target, roots[target] != nil { viewUsers[target, default: 0] += 1 }
            }
        }
        roots = roots.filter {
            viewUsers[$0.key] == nil || registrations.contains($0.key) || screenFactories[$0.key] != nil
        }
        // Between the entry point and a container sits wiring too: the app's container the
        // app delegate holds, an app flow coordinator it starts, which asks the container
        // for each scene.
        var wiring = Set(roots.keys)
        for file in index.production where isEntryPoint(files[file].facts) {
            wiring.insert(file)
        }
        let usedBy = index.usersOfFile
        // The files that reach a container, directly or through one another (a file of
        // protocols builds nothing, so reaches nothing)...
        var candidates: Set<Int> = []
        var frontier = Array(roots.keys)
        while let reached = frontier.popLast() {
            for caller in usedBy[reached] ?? []
            where roots[caller] == nil && !wiring.contains(caller) && !candidates.contains(caller)
                && builds(files[caller].facts) && !declaresScreenOrLogic(files[caller].facts)
                && !namesScreenOrLogic(files[caller].path)
            {
                candidates.insert(caller)
                frontier.append(caller)
            }
        }
        // ...are wiring when wiring starts them, directly or through one another (an app
        // coordinator starting a tab's), and only wiring uses them: the largest such set. A
        // cluster of files using one another and a container is no wiring unless the entry
        // point or a container reaches into it. A flow coordinator handed the container, which
        // builds its screens with it, is also used by the screens of its own folder and the
        // folders below it (the route its view model sends): one unit with it, as a folder is. And what it builds is built
        // by wiring, even where a screen elsewhere names its route and keeps it out.
        var started = wiring
        frontier = Array(wiring)
        while let starter = frontier.popLast() {
            for use in index.analysis.graph.usesByFile[starter] {
                guard case .file(let target, _) = use.target, candidates.contains(target),
                    started.insert(target).inserted
                else { continue }
                frontier.append(target)
            }
        }
        candidates.formIntersection(started)
        // The containers: the roots, and what builds with them (an app container resolving its
        // assemblies); a holder is handed one.
        func usesAny(of files: Set<Int>) -> (Int) -> Bool {
            { file in
                index.analysis.graph.usesByFile[file].contains { use in
                    if case .file(let target, _) = use.target { return files.contains(target) }
                    return false
                }
            }
        }
        let containers = Set(roots.keys).union(candidates.filter(usesAny(of: Set(roots.keys))))
        let holders = candidates.filter(usesAny(of: containers))
        // A folder of nothing but wiring, where one holder is the flow's entry and the rest its
        // helpers (used only inside the folder), is a role folder of that flow (`Map/Coordinator/`
        // beside `Map/View/`): the flow is the folder above it.
        var flowFolder: [Int: Substring] = [:]
        let wiringSoFar = wiring.union(candidates)
        let filesByFolder = Dictionary(grouping: index.production) { folder(of: files[$0].path) }
        for holder in holders {
            let own = folder(of: files[holder].path)
            let siblings = filesByFolder[own] ?? []
            let entries = siblings.filter { sibling in
                holders.contains(sibling) && (usedBy[sibling] ?? []).contains { folder(of: files[$0].path) != own }
            }
            let parent = folder(of: String(own))
            flowFolder[holder] =
                !parent.isEmpty && siblings.allSatisfy(wiringSoFar.contains) && entries == [holder] ? parent : own
        }
        var changed = true
        while changed {
            changed = false
            for file in candidates {
                let own = flowFolder[file] ?? folder(of: files[file].path)
                let users = (usedBy[file] ?? []).filter { user in
                    !(holders.contains(file) && isAtOrBelow(folder(of: files[user].path), own))
                }
                guard !users.isSubset(of: wiring.union(candidates).union(holders)) else { continue }
                candidates.remove(file)
                changed = true
            }
        }
        // A flow that only wiring starts and that builds adapters into one another, without naming
        // their protocols (`DefaultChatUseCase(repository: DefaultChatRepository(…))`), is wiring too.
        let unnamedBuilders = index.production.filter { file in
            built[file] != nil && !builders.contains(file) && !namesScreenOrLogic(files[file].path)
        }.map { ($0, adaptersBuilt(by: $0, in: index, implemented: implemented, throughOthers: true)) }
            .filter { $0.1.count >= minimumImplementations }
        // Each names its adapters: count the namers apart from them.
        var namedOutsideWiring: [Substring: Int] = namedBy
        for (_, adapters) in unnamedBuilders {
            for adapter in adapters { namedOutsideWiring[adapter.name, default: 1] -= 1 }
        }
        // What each would build that no more than the root and one other file names.
        let flowAdapters = unnamedBuilders.compactMap { file, adapters -> (Int, [String])? in
            let names = Set(
                adapters.filter { namedOutsideWiring[$0.name, default: 0] <= maximumNamers }.map {
                    String($0.name)
                })
            return names.count >= minimumImplementations ? (file, names.sorted()) : nil
        }
        var startedBuilders: [Int: [String]] = [:]
        changed = true
        while changed {
            changed = false
            for (file, names) in flowAdapters where roots[file] == nil && startedBuilders[file] == nil {
                let users = (usedBy[file] ?? []).intersection(index.production)
                guard !users.isEmpty,
                    users.allSatisfy({
                        roots[$0] != nil || wiring.contains($0) || candidates.contains($0)
                            || startedBuilders[$0] != nil
                    })
                else { continue }
                startedBuilders[file] = names
                changed = true
            }
        }
        roots.merge(startedBuilders) { old, _ in old }
        for file in candidates {
            roots[file] = index.analysis.graph.usesByFile[file].compactMap { use -> String? in
                guard case .file(let target, _) = use.target, roots[target] != nil || candidates.contains(target)
                else { return nil }
                return RoleGuess.fileStem(files[target].path)
            }.sorted()
        }
        // The keys the root registers and resolves implementations by speak only to it (see RootKeys).
        for key in RootKeys.find(index, roots: Set(roots.keys)) { roots[key] = [] }
        return roots
    }

    /// The adapters of other folders' ports that `file` names, each once, where it also names
    /// one of the adapter's protocols: built and handed on as that abstraction (`-> MoviesRepository
    /// { DefaultMoviesRepository(…) }`); a helper type is neither. `throughOthers`: or where another
    /// adapter it names names that protocol (it was built into that adapter).
    private static func adaptersBuilt(
        by file: Int, in index: UnitIndex,
        implemented: [Substring: (protocols: Set<Substring>, inverted: Bool)], throughOthers: Bool = false
    ) -> [(name: Substring, module: String)] {
        let files = index.analysis.files
        let own = folder(of: files[file].path)
        let uses = index.analysis.graph.usesByFile[file]
        let namesUsed = Set(
            uses.map { use -> Substring in
                if case .file(_, let symbol) = use.target { return symbol.lastNameComponent }
                return ""
            })
        // A parent naming children of its own kind (a feature reducer its child features,
        // a coordinator the coordinators it starts) composes peers, not implementations.
        let ownKinds = Set(files[file].facts.declarations.flatMap { $0.inherits.map(\.lastNameComponent) })
        let abstractionsUsed = namesUsed.subtracting(ownKinds)
        // Or handed to another implementation it names that takes the abstraction (`DefaultFetchImageUseCase(
        // repository: DefaultPhotoRepository(…))`): only the use case's file names `PhotoRepository`.
        // Another: an adapter's own file names its protocol where it conforms, which proves nothing.
        var namesOfOthers: [Int: Set<Substring>] = [:]
        if throughOthers {
            for use in uses {
                guard case .file(let target, let symbol) = use.target, target != file,
                    implemented[symbol.lastNameComponent] != nil, namesOfOthers[target] == nil
                else { continue }
                namesOfOthers[target] = Set(
                    index.analysis.graph.usesByFile[target].compactMap { use -> Substring? in
                        if case .file(_, let symbol) = use.target { return symbol.lastNameComponent }
                        return nil
                    }
                ).subtracting(ownKinds)
            }
        }
        func handedOnAsAbstraction(_ protocols: Set<Substring>, declaredIn target: Int) -> Bool {
            !protocols.isDisjoint(with: abstractionsUsed)
                || namesOfOthers.contains { $0.key != target && !protocols.isDisjoint(with: $0.value) }
        }
        var seen: Set<Substring> = []
        var found: [(name: Substring, module: String)] = []
        for use in uses {
            guard case .file(let target, let symbol) = use.target, target != file,
                folder(of: files[target].path) != own, let implementation = implemented[symbol.lastNameComponent],
                implementation.inverted, handedOnAsAbstraction(implementation.protocols, declaredIn: target),
                files[target].facts.declarations.contains(where: {
                    $0.simpleName == symbol.lastNameComponent && ![.extension, .protocol].contains($0.kind)
                }),
                seen.insert(symbol.lastNameComponent).inserted
            else { continue }
            found.append((symbol.lastNameComponent, files[target].module))
        }
        return found
    }

    /// Files declaring only a namespace (see `isNamespace`), not named as a screen or its logic, that
    /// name screens of at least two other folders and build at least two adapters into them (see
    /// `adaptersBuilt(throughOthers:)`), with those adapters. An instance that builds screens (a flow
    /// coordinator) is handed around and held; its role is the flow's, settled elsewhere.
    private static func screenFactories(
        in index: UnitIndex, implemented: [Substring: (protocols: Set<Substring>, inverted: Bool)]
    ) -> [Int: [(name: Substring, module: String)]] {
        let files = index.analysis.files
        var factories: [Int: [(name: Substring, module: String)]] = [:]
        for file in index.production where isNamespace(files[file].facts) && !namesScreenOrLogic(files[file].path) {
            let own = folder(of: files[file].path)
            var screenFolders: Set<Substring> = []
            for use in index.analysis.graph.usesByFile[file] {
                guard case .file(let target, let symbol) = use.target, folder(of: files[target].path) != own,
                    files[target].facts.declarations.contains(where: {
                        $0.kind != .extension && $0.simpleName == symbol.lastNameComponent && isScreen($0)
                    })
                else { continue }
                screenFolders.insert(folder(of: files[target].path))
            }
            guard screenFolders.count >= minimumImplementations else { continue }
            let adapters = adaptersBuilt(by: file, in: index, implemented: implemented, throughOthers: true)
            if adapters.count >= minimumImplementations { factories[file] = adapters }
        }
        return factories
    }

    /// Declares enums that conform to nothing, and nothing else: Swift's namespace for static members.
    /// Cases come with a raw value or a conformance (`enum Tab: Int, CaseIterable`) as a rule, so such
    /// an enum is a value of the app, whatever its members build.
    private static func isNamespace(_ facts: FileFacts) -> Bool {
        let types = facts.declarations.filter { $0.kind != .extension }
        return !types.isEmpty && types.allSatisfy { $0.kind == .enum && $0.inherits.isEmpty }
    }

    /// A screen or a view model by its name (`GenresViewController` on the app's own base
    /// class, an RxSwift `GenresViewModel`): what the wiring builds, not wiring.
    private static func namesScreenOrLogic(_ path: String) -> Bool {
        [.ui, .service].contains(RoleGuess.suffixRole(of: RoleGuess.fileStem(path)))
    }

    /// A module other modules link and import: a SwiftPM library target, or an Xcode or
    /// Tuist framework or library. Not an app, an extension, or a module guessed from a folder.
    static func isLibrary(_ module: Module) -> Bool {
        guard case .target(.regular, _, _) = module.origin else { return false }
        return module.product?.isLinkable ?? true
    }

    /// Declares where the program starts (`@main`, an app delegate), not only extends it.
    private static func isEntryPoint(_ facts: FileFacts) -> Bool {
        RoleGuess.declaresEntryPoint(facts)
    }

    /// Declares something that can build (a class, a struct, an actor) or extends one:
    /// an enum listing implementations as cases' values builds nothing.
    private static func builds(_ facts: FileFacts) -> Bool {
        facts.declarations.contains { [.class, .struct, .actor, .extension].contains($0.kind) }
    }

    /// Units here are folders: a small app target is one module, but its `DI/` and
    /// `Data/Repositories/` folders are still apart.
    static func folder(of path: String) -> Substring {
        path.lastIndex(of: "/").map { path[..<$0] } ?? ""
    }

    /// `folder` is `own` or a folder inside it: a flow's screens sit beside its coordinator
    /// or below it (`SearchMovies/SearchResult/`).
    private static func isAtOrBelow(_ folder: Substring, _ own: Substring) -> Bool {
        folder == own || (folder.hasPrefix(own) && folder.dropFirst(own.count).first == "/")
    }

    /// A delegate or data source protocol calls back into a screen: conforming to one is
    /// no adapter of a port.
    private static func isCallback(_ name: Substring) -> Bool { RoleGuess.isCallbackName(name) }

    /// Views and controllers of windows are what the root builds last: composing screens
    /// is the UI's own work, so naming them makes no root.
    /// The app delegate adopts `UIApplicationDelegate`, a UI framework's delegate too: it is the
    /// entry point, which holds the container, and no screen.
    private static func isScreen(_ declaration: Declaration) -> Bool {
        !RoleGuess.isEntryPoint(declaration)
            && declaration.inherits.contains {
                RoleGuess.viewBases.contains($0) || $0.hasSuffix("WindowController") || $0.hasSuffix("ViewController")
                    || isPlatformCallback($0)
            }
    }

    /// A UI framework's delegate or data source (`NSSharingServicePickerDelegate`): its
    /// conformer serves a screen, whatever it builds for it.
    private static func isPlatformCallback(_ name: String) -> Bool {
        ["UI", "NS", "WK", "CP", "MK"].contains { name.hasPrefix($0) } && RoleGuess.isCallbackName(Substring(name))
    }

    /// A view, a reducer or an observable screen model says what the file is before what
    /// it builds: one that names concrete repositories reached past their abstraction. So does
    /// a ReactorKit reactor, the screen's logic of that library (`final class SplashReactor: Reactor`).
    static func declaresScreenOrLogic(_ facts: FileFacts) -> Bool {
        let reactorKit = facts.imports.contains { $0.module == "ReactorKit" }
        return facts.declarations.contains { declaration in
            declaration.kind != .extension
                && (RoleGuess.isReducer(declaration) || declaration.attributes.contains("Observable")
                    || isScreen(declaration) || declaration.inherits.contains("ObservableObject")
                    || (reactorKit && declaration.inherits.contains("Reactor")))
        }
    }
}
