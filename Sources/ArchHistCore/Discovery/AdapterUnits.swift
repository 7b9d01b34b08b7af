import ArchHistSupport

/// Units that adapt the app to the outside world, which `init` puts in the adapters'
/// layer whole: a module or top folder whose code does I/O (a session, a database, a
/// data framework such as Moya or Core Data), draws nothing, and that only what may use
/// the adapters uses (clean's Composition, not its Domain nor its Presentation). That is how clean architecture
/// keeps its adapters: `NetworkPlatform`, `Infrastructure/`. Its protocols, errors and
/// values (`APIClientProtocol`, `HTTPMethod`, `NetworkingError`) are the adapter's own,
/// not the domain's, and placing them inward one file at a time would split one unit
/// across layers and report the references inside it. Layers belong to units.
///
/// Not for the harness chain, which keeps a client's interface (Config) apart from its
/// live implementation (Repo) by design, often in one module.
enum AdapterUnits {
    struct Found: Equatable {
        /// A module's name, or a folder's path.
        let unit: String
        let isModule: Bool
        let layer: String
        let files: [Int]
    }

    /// The adapter units of `production`, modules first, then the top folders of the
    /// modules that are not adapters as a whole.
    /// - Parameters:
    ///   - allowed: the preset's layer matrix: which layers each layer may use.
    ///   - byConvention: files the preset's own folders placed (`**/Domain/**`): a unit
    ///     holding one of them in another layer is the app's own statement, left alone.
    static func find(
        _ analysis: Analysis, production: [Int], layerOf: [Int: String], allowed: [String: [String]],
        byConvention: Set<Int>, preset: String
    ) -> [Found] {
        guard preset != "harness" else { return [] }
        let files = analysis.files
        let users = Users(analysis.graph, placed: layerOf)
        var byModule: [String: [Int]] = [:]
        for file in production where layerOf[file] != nil { byModule[files[file].module, default: []].append(file) }
        var found: [Found] = []
        for (module, members) in byModule.sorted(by: { $0.key < $1.key }) {
            if let whole = adapter(
                members, module: module, analysis: analysis, users: users, layerOf: layerOf, allowed: allowed,
                byConvention: byConvention, preset: preset)
            {
                found.append(Found(unit: module, isModule: true, layer: whole, files: members))
                continue
            }
            let root = UnitIndex.commonFolder(members.map { files[$0].path })
            var folders: [String: [Int]] = [:]
            for file in members {
                if let folder = UnitIndex.folder(of: files[file].path, under: root) {
                    folders[folder, default: []].append(file)
                }
            }
            // A module of one folder is its own only unit.
            guard folders.count > 1 else { continue }
            for (folder, inside) in folders.sorted(by: { $0.key < $1.key }) {
                if let layer = adapter(
                    inside, module: nil, analysis: analysis, users: users, layerOf: layerOf, allowed: allowed,
                    byConvention: byConvention, preset: preset)
                {
                    found.append(Found(unit: folder, isModule: false, layer: layer, files: inside))
                }
            }
        }
        return found
    }

    /// The layer the unit's I/O code takes, when the unit is an adapter as a whole.
    private static func adapter(
        _ members: [Int], module: String?, analysis: Analysis, users: Users, layerOf: [Int: String],
        allowed: [String: [String]], byConvention: Set<Int>, preset: String
    ) -> String? {
        let files = analysis.files
        let doingIO = members.filter { doesIO(files[$0].facts) }
        guard members.count >= 2, !doingIO.isEmpty else { return nil }
        // The unit where the program starts (`@main`, the app delegate) is the app itself, the
        // top of the graph that builds the rest: its wiring and its I/O are no one adapter.
        let startsTheProgram = members.contains { file in
            RoleGuess.declaresEntryPoint(files[file].facts)
        }
        guard !startsTheProgram else { return nil }
        // Where the I/O code goes: one layer for all of it (modular's API and Cache are two).
        let layers = Set(
            doingIO.map { PresetLayers.layer(of: .repo, fileStem: RoleGuess.fileStem(files[$0].path), preset: preset) })
        guard layers.count == 1, let layer = layers.first, let inner = allowed[layer].map(Set.init), !inner.isEmpty
        else { return nil }
        // It draws nothing, wires nothing, and holds nothing the app's own folders say is
        // inner, unless the build puts it outside the adapters' layer: a module declaring a
        // dependency on a module of that layer is no inner code, whatever its folders say
        // (an infrastructure module's `Entities/` are its own transfer values), and what
        // builds its own clients inside it is its own wiring, not the app's.
        let inside = Set(members)
        let outsideByBuild = module.map { dependsOnLayer($0, layer, analysis: analysis, layerOf: layerOf) } ?? false
        let wiring = PresetLayers.layer(of: .wiring, fileStem: "", preset: preset)
        guard
            members.allSatisfy({ file in
                let placed = layerOf[file]!
                if outsideByBuild { return placed == layer || placed == wiring || inner.contains(placed) }
                return placed == layer || (inner.contains(placed) && !byConvention.contains(file))
            }), members.contains(where: { layerOf[$0] != layer })
        else { return nil }
        // And only what may use the adapters uses it: the domain depends on no adapter
        // (dependency inversion), and a view reaching it through a protocol kept in it uses
        // that protocol as a port: the unit is then no adapter as a whole.
        // A module whose manifest declares the unit's module uses it by the build's design (a
        // design system linking the app's image loader): `init` allows that use, so it says
        // nothing about the unit.
        let mayUse = Set(allowed.filter { $0.value.contains(layer) }.map(\.key) + [layer])
        var reaching = Set(members.flatMap { users.ofFile[$0] ?? [] })
        if let module { reaching.formUnion(users.ofModule[module] ?? []) }
        let declaring =
            module.map { module in
                Set(analysis.modules.filter { $0.declaredDependencies.contains { $0.name == module } }.map(\.name))
            } ?? []
        let forbidden = reaching.subtracting(inside).contains { user in
            let placed = layerOf[user]!
            return !mayUse.contains(placed) && allowed[placed] != nil && !declaring.contains(files[user].module)
        }
        return forbidden ? nil : layer
    }

    /// Whether `module` declares a dependency on a module whose placed files mostly take `layer`.
    private static func dependsOnLayer(
        _ module: String, _ layer: String, analysis: Analysis, layerOf: [Int: String]
    ) -> Bool {
        guard let declared = analysis.modules.first(where: { $0.name == module })?.declaredDependencies,
            !declared.isEmpty
        else { return false }
        let names = Set(declared.map(\.name))
        var counts: [String: (inLayer: Int, all: Int)] = [:]
        for (file, placed) in layerOf where names.contains(analysis.files[file].module) {
            let name = analysis.files[file].module
            counts[name, default: (0, 0)].all += 1
            if placed == layer { counts[name, default: (0, 0)].inLayer += 1 }
        }
        return counts.values.contains { $0.inLayer * 2 > $0.all }
    }

    /// The placed files using each file, and each module: read once for every unit.
    struct Users {
        var ofFile: [Int: [Int]] = [:]
        var ofModule: [String: [Int]] = [:]

        init(_ graph: ArchitectureGraph, placed layerOf: [Int: String]) {
            for user in layerOf.keys {
                for use in graph.usesByFile[user] {
                    switch use.target {
                    case .file(let target, _) where target != user: ofFile[target, default: []].append(user)
                    case .module(let name): ofModule[name, default: []].append(user)
                    default: continue
                    }
                }
            }
        }
    }

    /// Names a type that does I/O, or imports a framework that fetches or stores data.
    static func doesIO(_ facts: FileFacts) -> Bool {
        RoleGuess.ownsIO(facts) || facts.imports.contains { RoleGuess.dataFrameworks.contains($0.module) }
    }

    static func reason(_ found: [Found]) -> String {
        let layers = Set(found.map(\.layer)).sorted()
        return layers.map { layer in
            let names = found.filter { $0.layer == layer }.map {
                $0.isModule ? "module \($0.unit)" : "folder \($0.unit)"
            }
            let shown =
                names.prefix(6).joined(separator: ", ") + (names.count > 6 ? " and \(names.count - 6) more" : "")
            let one = names.count == 1
            return "\(layer): \(Plural.counted(names.count, "unit")) (\(shown)) \(one ? "does" : "do") I/O, "
                + "\(one ? "draws" : "draw") nothing, and only what may use \(layer) "
                + "\(one ? "uses it: an adapter" : "uses them: adapters") as a whole, with the protocols, errors and "
                + "values \(one ? "it declares" : "they declare"), so a reference inside one is no layer violation. "
        }.joined()
    }
}
