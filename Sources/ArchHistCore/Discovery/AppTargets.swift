import ArchHistSupport

/// The app targets of a modular app, each the composition root whole: the main app, and
/// the demo apps and showcases a team builds to run one feature or its design system alone.
///
/// No module can import an app target, so nothing of the layered code can depend on one: it
/// is the top of the build by construction. Where the app's code lives in library modules,
/// what an app target keeps beside its entry point (a `CompositionRoot` building in-memory
/// repositories, a demo store staging a screen, a stub implementing a domain's port) exists
/// to assemble and launch what it links. Judged file by file, as a guess from each file's
/// names and declarations, such a target is split over every layer, and each reference
/// inside it, or to the feature it hosts, reads as a violation no one would fix.
///
/// Only small targets (a module of at most `FlatModules.maximumFiles` files) of a tree whose
/// other modules hold more of its code than its apps do: an app target holding the app
/// itself is cut by its folders, and one whose folders are named for two layers or more
/// (`Presentation/`, `Data/`) keeps the layers its team drew.
enum AppTargets {
    /// The production files of the app targets that are wiring whole, by module name.
    static func files(_ analysis: Analysis, production: [Int], inLayerFolders: [Int: String]) -> [String: [Int]] {
        let files = analysis.files
        let modules = Dictionary(analysis.modules.map { ($0.name, $0) }) { first, _ in first }
        var members: [String: [Int]] = [:]
        for file in production { members[files[file].module, default: []].append(file) }
        var inApps = 0
        var apps: [String: [Int]] = [:]
        for (name, inside) in members {
            guard let module = modules[name],
                isApp(module, startsAProgram: inside.contains { RoleGuess.declaresEntryPoint(files[$0].facts) })
            else { continue }
            inApps += inside.count
            let stated = Set(inside.compactMap { inLayerFolders[$0] })
            if inside.count <= FlatModules.maximumFiles, stated.count < 2 { apps[name] = inside }
        }
        // The other modules (libraries, frameworks, folders a helper builds out of sight) hold most of the code.
        return production.count - inApps > inApps ? apps : [:]
    }

    /// The small modules only `apps` use that build screens with what they need, and declare
    /// none: their files reach the views of two other modules or more, and the data side (a
    /// `Coordinator` module the app target starts, which builds each feature's screen with its
    /// use cases and repositories). The app's wiring kept in a library of its own: only an app
    /// imports it, so it sits at the top with the app.
    static func wiringModules(
        _ analysis: Analysis, production: [Int], apps: Set<String>, layerOf: [Int: String], viewLayer: String,
        dataLayer: String
    ) -> [String: [Int]] {
        guard !apps.isEmpty else { return [:] }
        let files = analysis.files
        var users: [String: Set<String>] = [:]
        for module in analysis.modules where !module.isTestTarget {
            for dependency in module.declaredDependencies { users[dependency.name, default: []].insert(module.name) }
        }
        var members: [String: [Int]] = [:]
        for file in production {
            members[files[file].module, default: []].append(file)
            for fact in files[file].facts.imports where fact.module != files[file].module {
                users[fact.module, default: []].insert(files[file].module)
            }
        }
        var found: [String: [Int]] = [:]
        for (module, inside) in members where !apps.contains(module) && inside.count <= FlatModules.maximumFiles {
            // A feature module the app alone imports holds its screens: it is built, not the builder.
            guard let its = users[module], !its.isEmpty, its.isSubset(of: apps),
                !inside.contains(where: { CompositionRoots.declaresScreenOrLogic(files[$0].facts) })
            else { continue }
            var viewModules: Set<String> = []
            var reachesData = false
            for file in inside {
                for use in analysis.graph.usesByFile[file] {
                    guard case .file(let target, _) = use.target, files[target].module != module else { continue }
                    if layerOf[target] == viewLayer { viewModules.insert(files[target].module) }
                    if layerOf[target] == dataLayer { reachesData = true }
                }
            }
            if viewModules.count >= 2 && reachesData { found[module] = inside }
        }
        return found
    }

    /// A target that builds an app: an Xcode or Tuist application or app clip, or a Tuist or
    /// Xcode target whose product a helper builds out of sight, where the program starts
    /// (`@main`, an app delegate). Not a command-line tool (a developer's), not an extension,
    /// not a SwiftPM target (a library, or an executable).
    private static func isApp(_ module: Module, startsAProgram: Bool) -> Bool {
        guard case .target(.regular, let manifest, _) = module.origin, !manifest.hasSuffix("Package.swift") else {
            return [.app, .appClip].contains(module.product) && module.isDeclared && !module.isTestTarget
        }
        switch module.product {
        case .app?, .appClip?: return true
        case .other?, nil: return startsAProgram
        default: return false
        }
    }

    /// What the spec's description says of the wiring modules; empty when there are none.
    static func wiringReason(_ modules: [String], layer: String) -> String {
        guard !modules.isEmpty else { return "" }
        return "\(layer): \(Plural.counted(modules.count, "module")) (\(modules.sorted().joined(separator: ", "))) "
            + "that only the app targets import, building the screens of other modules with the data side: the "
            + "app's wiring, kept in a module of its own. "
    }

    /// What the spec's description says of them; empty when there are none.
    static func reason(_ modules: [String], layer: String) -> String {
        guard !modules.isEmpty else { return "" }
        let shown = NameList.firstSix(modules)
        return "\(layer): \(Plural.counted(modules.count, "app target")) (\(shown)) of at most "
            + "\(FlatModules.maximumFiles) files beside the library modules that hold the app's code are "
            + "\(layer) whole: no module can import an app, which assembles and launches what it links, "
            + "so a reference inside one, or to the feature it hosts, is no layer violation. "
    }
}
