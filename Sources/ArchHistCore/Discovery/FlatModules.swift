import ArchHistSupport

/// Small modules of one folder, which `init` puts in one layer whole. Inside a Swift
/// module every file sees every other's internals, and a team that keeps a module in one
/// folder treats it as one unit: its boundary is the module. Judging its files one by
/// one (a `Sounds.swift` of values beside the client it extends, a geometry helper beside
/// the scene view it draws) would report references inside the module as layer
/// violations, which no one would fix by moving a file. A module with folders of its own,
/// or more files than one reads as a unit, is split by folder instead.
enum FlatModules {
    /// More files than this are a monolith's module, whatever its folders.
    static let maximumFiles = 40

    /// The layer each flat module of `production` takes: the one most of its files would
    /// take one by one, as what they declare and import says more than the module's name.
    ///
    /// A library a manifest declares (a SwiftPM target, a framework) is one unit too, of any
    /// size or shape: it is the boundary its team drew, and other modules reach it only
    /// through what it makes public. It takes the layer most of its files would take, if
    /// that is at least `libraryShare` percent of them; else its files keep theirs.
    ///
    /// Unless the team drew layers inside it too: a module with folders named for two of the
    /// preset's layers or more (`MoviesModule/Presentation/`, `…/Domain/`, `…/Data/`) keeps
    /// them, file by file (`inLayerFolders`: the layer such a folder gave each file). A folder of a
    /// kind (`Data/Local/Entities/`) says less: a data module keeps its own entities.
    static func layers(
        production: [Int], files: [AnalyzedFile], layerOf: [Int: String], libraries: Set<String> = [],
        inLayerFolders: [Int: String] = [:]
    ) -> [String: String] {
        var members: [String: [Int]] = [:]
        for file in production where layerOf[file] != nil { members[files[file].module, default: []].append(file) }
        var chosen: [String: String] = [:]
        for (module, inside) in members where inside.count >= 2 {
            let isLibrary = libraries.contains(module)
            if !isLibrary {
                let folders = Set(inside.map { files[$0].path.split(separator: "/").dropLast() })
                guard inside.count <= maximumFiles, folders.count == 1 else { continue }
            }
            let stated = Set(inside.compactMap { inLayerFolders[$0] })
            guard stated.count < 2 else { continue }
            // A declaration says more than a name: a file whose role it states (a view, a
            // reducer, a port) counts twice, so a view beside its one model makes a view module.
            var counts: [String: Int] = [:]
            var weight = 0
            for file in inside {
                let said = RoleGuess.declaredRole(of: files[file]) != nil ? 2 : 1
                counts[layerOf[file]!, default: 0] += said
                weight += said
            }
            // Without a layer for most of its files, the module is no one thing: its files keep theirs.
            guard counts.count > 1, let most = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }),
                isLibrary ? most.value * 100 >= weight * libraryShare : most.value * 2 > weight
            else { continue }
            chosen[module] = most.key
        }
        return chosen
    }

    /// The libraries `layers` gave no layer (no layer holds `libraryShare` percent of their
    /// files) whose files, left to their own layers, would use one another against them: a
    /// vendored package (a cast client beside its channels), a client module with the little
    /// database layer it keeps inside. One unit that no one layer fits, left without a layer.
    static func undecided(
        _ analysis: Analysis, production: [Int], layerOf: [Int: String], allowed: [String: [String]],
        libraries: Set<String>, chosen: [String: String], inLayerFolders: [Int: String], keep: Set<Int>
    ) -> Set<String> {
        let files = analysis.files
        var members: [String: [Int]] = [:]
        for file in production where libraries.contains(files[file].module) && chosen[files[file].module] == nil {
            members[files[file].module, default: []].append(file)
        }
        return Set(
            members.filter { _, inside in
                guard Set(inside.compactMap { inLayerFolders[$0] }).count < 2, !inside.contains(where: keep.contains)
                else { return false }
                let module = Set(inside)
                return inside.contains { file in
                    guard let layer = layerOf[file], let permitted = allowed[layer] else { return false }
                    return analysis.graph.usesByFile[file].contains { use in
                        guard case .file(let target, _) = use.target, module.contains(target),
                            let other = layerOf[target]
                        else { return false }
                        return other != layer && !permitted.contains(other)
                    }
                }
            }.keys)
    }

    /// What the spec's description says of them; empty when there are none.
    static func undecidedReason(_ modules: Set<String>) -> String {
        guard !modules.isEmpty else { return "" }
        let shown = NameList.firstSix(modules)
        return
            "Left without a layer: \(Plural.counted(modules.count, "library", plural: "libraries")) (\(shown)) whose "
            + "files take no one layer and would use one another against the layers, file by file: a library is "
            + "one unit (archhist discover asks where it belongs). "
    }

    /// The share (percent) of a library's files that must agree on its layer.
    static let libraryShare = 40

    /// The libraries the manifests declare (SwiftPM's regular targets, linkable products)
    /// that another module of the tree uses: the one target an app keeps all its code in
    /// (a Package.swift's `App`) is the app, cut into folders, not a library.
    static func libraries(_ analysis: Analysis) -> Set<String> {
        var used: Set<String> = []
        for module in analysis.modules { used.formUnion(module.declaredDependencies.map(\.name)) }
        for file in analysis.files where !file.isTest {
            for fact in file.facts.imports where fact.module != file.module { used.insert(fact.module) }
        }
        return Set(
            analysis.modules.filter { module in
                guard used.contains(module.name) else { return false }
                if let product = module.product { return product.isLinkable }
                if case .target(.regular, let manifest, _) = module.origin {
                    return manifest.hasSuffix("Package.swift")
                }
                return false
            }.map(\.name))
    }
}
