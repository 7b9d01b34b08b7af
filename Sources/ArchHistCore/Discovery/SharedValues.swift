/// Files of plain values that import a UI framework: a model holding a `Color` or an
/// `UIImage`, constants importing UIKit for one value. Their imports say view code, but
/// who uses them says what they are. Used by the view side only, they are display models
/// and stay there. Used by the app's core too (files of its Types, Config, Repo,
/// Providers or Utils), they are the app's entities: Types, where their UI import is
/// the one problem, reported once by a pure-Swift imports rule, instead of as every use
/// the core makes of them (each a core-to-view violation saying the same thing).
enum SharedValues {
    static let coreRoles: [FileRole] = [.types, .config, .repo, .providers, .utils]
    static let viewRoles: [FileRole] = [.ui, .service, .runtime, .designSystem]

    /// Which value files move, and where: a UI-importing one the core uses more than it
    /// uses the view side moves to Types; a plain one in Types that uses the view side
    /// (a navigation destination carrying a view model) more than the core uses it is
    /// view state, and moves to the layer of view models.
    static func moves(_ analysis: Analysis, production: [Int], layerOf: [Int: String], preset: String) -> (
        toTypes: [Int], toView: [Int], viewLayer: String
    ) {
        let toTypes = find(analysis, production: production, layerOf: layerOf, preset: preset)
        let layer = { (role: FileRole) in PresetLayers.layer(of: role, fileStem: "", preset: preset) }
        let typesLayer = layer(.types)
        let viewLayer = layer(.service)
        let coreLayers = Set(coreRoles.map(layer))
        let viewLayers = Set(viewRoles.map(layer)).subtracting(coreLayers)
        var usedBy: [Int: Set<Int>] = [:]
        for from in production {
            for use in analysis.graph.usesByFile[from] {
                if case .file(let to, _) = use.target, to != from { usedBy[to, default: []].insert(from) }
            }
        }
        var toView: [Int] = []
        for file in production where layerOf[file] == typesLayer && isValueFile(analysis.files[file]) {
            let coreUsers = (usedBy[file] ?? []).filter { coreLayers.contains(layerOf[$0] ?? "") }
            var viewUses: Set<Int> = []
            for use in analysis.graph.usesByFile[file] {
                if case .file(let to, _) = use.target, to != file, viewLayers.contains(layerOf[to] ?? "") {
                    viewUses.insert(to)
                }
            }
            if viewUses.count > coreUsers.count { toView.append(file) }
        }
        return (toTypes.keys.sorted(), toView, viewLayer)
    }

    /// The view-side value files the core uses more than they use the view side, each
    /// with how many core files use it; they move to the preset's Types layer.
    static func find(_ analysis: Analysis, production: [Int], layerOf: [Int: String], preset: String) -> [Int: Int] {
        let layer = { (role: FileRole) in PresetLayers.layer(of: role, fileStem: "", preset: preset) }
        let coreLayers = Set(coreRoles.map(layer))
        let viewLayers = Set(viewRoles.map(layer)).subtracting(coreLayers)
        let files = analysis.files
        var usedBy: [Int: Set<Int>] = [:]
        for from in production {
            for use in analysis.graph.usesByFile[from] {
                if case .file(let to, _) = use.target, to != from { usedBy[to, default: []].insert(from) }
            }
        }
        var found: [Int: Int] = [:]
        for file in production where viewLayers.contains(layerOf[file] ?? "") && isUIValueFile(files[file]) {
            let coreUsers = (usedBy[file] ?? []).filter { coreLayers.contains(layerOf[$0] ?? "") }
            var viewUses: Set<Int> = []
            for use in analysis.graph.usesByFile[file] {
                if case .file(let to, _) = use.target, to != file, viewLayers.contains(layerOf[to] ?? "") {
                    viewUses.insert(to)
                }
            }
            if coreUsers.count > viewUses.count { found[file] = coreUsers.count }
        }
        return found
    }

    /// Declares only structs, enums and type aliases (extensions aside: constants extend
    /// a library's `Version`), states no view conformance, and imports a UI framework.
    static func isUIValueFile(_ file: AnalyzedFile) -> Bool {
        RoleGuess.importsUI(file.facts) && isValueFile(file)
    }

    /// Declares only structs, enums and type aliases, and states no role outright.
    static func isValueFile(_ file: AnalyzedFile) -> Bool {
        let types = file.facts.declarations.filter { $0.kind != .extension }
        return RoleGuess.declaredRole(of: file) == nil && !types.isEmpty
            && types.allSatisfy { [.struct, .enum, .typealias].contains($0.kind) }
    }
}
