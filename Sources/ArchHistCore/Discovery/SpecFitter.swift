/// Writes an `archhist.json` fitted to an app: the layers of a preset mapped onto the
/// app's own modules, folders and name suffixes, the domains of the domain map, the
/// test and generated folders it holds, and the preset's rules; each choice with a
/// `description` that says why.
import ArchHistSupport

public enum SpecFitter {
    static let testGlobs = ["**/Tests/**", "**/*Tests/**", "**/*Tests.swift", "**/UITests/**", "**/*Spec.swift"]
    /// Generated code, and playgrounds (no target compiles them: scratch code, not the app).
    static let generatedGlobs = [
        "**/Generated/**", "**/*.generated.swift", "**/SwiftGen/**", "**/Derived/**", "**/*.playground/**",
    ]

    /// The preset `init` uses when none is named: harness for an app built on reducers
    /// and dependency clients (the harness architecture's own vocabulary), modular for a
    /// tree cut into modular's kinds of module, clean for an app with a domain layer of
    /// its own; nil when none fits with confidence, and `init` writes a structural spec.
    public static func bestPreset(for map: DomainMap, analysis: Analysis) throws(SpecError) -> (
        preset: Preset?, why: String
    ) {
        let clean = try CleanShape(analysis)
        // The harness chain is Config clients under Service reducers: reducers alone are the
        // Composable Architecture, not that layering (no Config to keep Repo from Service), and
        // one stray `DependencyKey` makes no chain. Both, then: a reducer and three clients.
        // Unless the reducers sit on clean's layers: use cases over ports that a data side
        // implements. Harness has no use case; there the reducers are clean's Presentation.
        let harnessShaped = !map.reducers.isEmpty && map.clients.count >= 3
        let harnessFacts =
            "\(Plural.counted(map.reducers.count, "reducer")) and "
            + "\(Plural.counted(map.clients.count, "dependency client"))"
        if harnessShaped, clean.fits, clean.useCases >= CleanShape.minimumFiles {
            return (
                Preset.named("clean")!,
                "clean: the app declares \(harnessFacts), but under them keeps clean's layers: "
                    + clean.reason + ", with \(Plural.counted(clean.useCases, "use case")); "
                    + "its reducers and views are clean's Presentation"
            )
        }
        if harnessShaped, let harness = Preset.named("harness") {
            return (harness, "harness: the app declares \(harnessFacts), the Service and Config of the harness chain")
        }
        let noHarness = harnessFacts + " (harness needs a reducer and three clients)"
        // Modular only for a tree already cut into feature, API, cache and UI modules
        // (essential-feed's `Feed API`, `FeedCache`): its rules (no UIKit in features,
        // @testable only in composition tests) fit nothing else.
        // Module and folder names of modular's kinds (`Feed API`, `FeedCache`, `Feed Presentation`):
        // three different kinds make the shape (UI and iOS say little: every app has views).
        let kinds = ["API", "Cache", "Feature", "Presentation"]
        var names = Set(analysis.modules.filter { $0.isDeclared && !$0.isTestTarget }.map(\.name))
        for file in analysis.productionFiles {
            names.formUnion(file.path.split(separator: "/").dropLast().map(String.init))
        }
        let shaped = kinds.filter { kind in names.contains { $0.count > kind.count && $0.hasSuffix(kind) } }
        let noModular =
            "module or folder names of modular's kinds: \(shaped.isEmpty ? "none" : shaped.joined(separator: ", ")) "
            + "(modular needs three of API, Cache, Feature, Presentation)"
        if shaped.count >= 3 { return (Preset.named("modular")!, "modular: " + noHarness + "; " + noModular) }
        guard clean.fits else { return (nil, noHarness + "; " + noModular + "; " + clean.reason) }
        return (Preset.named("clean")!, "clean: " + noHarness + "; " + noModular + "; " + clean.reason)
    }

    /// The files of `layer` that a production file of another layer uses.
    static func usedFromBelow(
        _ layer: String, layerOf: [Int: String], production: [Int], graph: ArchitectureGraph
    ) -> Set<Int> {
        var used: Set<Int> = []
        for file in production where layerOf[file] != nil && layerOf[file] != layer {
            for use in graph.usesByFile[file] {
                if case .file(let target, _) = use.target, layerOf[target] == layer { used.insert(target) }
            }
        }
        return used
    }

    /// How many of `users` use at least one file of `used`.
    static func filesUsing(_ used: Set<Int>, from users: Set<Int>, in graph: ArchitectureGraph) -> Int {
        users.filter { user in
            graph.usesByFile[user].contains { use in
                if case .file(let target, _) = use.target { return used.contains(target) }
                return false
            }
        }.count
    }

    /// `generatedFiles`: the paths whose header says a tool wrote them (see GeneratedCode).
    public static func fit(
        _ analysis: Analysis, map: DomainMap, preset: Preset, why: String, generatedFiles: Set<String> = []
    ) throws(SpecError) -> JSONValue {
        var base = try SpecDecoder.preset(preset)
        let index = UnitIndex(analysis)
        let files = analysis.files
        // A server built beside the app, mocks, fixtures, developer tools and files no target
        // compiles ship in no build of the app (see AdoptionScope).
        let scope = AdoptionScope(analysis, index: index, generatedFiles: generatedFiles)
        let serverModules = scope.serverModules
        let production = scope.production
        let crossCutting = Dictionary(map.crossCutting.map { ($0.unit, $0.role) }) { first, _ in first }
        let providerFiles = Set(map.providers.flatMap(\.files))
        let presetClassifier = Classifier(spec: base)
        let nearestFolder = NearestLayerFolder(base)
        let presetModules = Dictionary(analysis.modules.map { ($0.name, $0) }) { first, _ in first }
        // Each module's own folder: its path, or where the files a target lists have in common.
        var moduleRoot: [String: String] = [:]
        for (module, members) in Dictionary(grouping: production, by: { files[$0].module }) {
            let path = presetModules[module]?.path ?? ""
            moduleRoot[module] = path.isEmpty ? UnitIndex.commonFolder(members.map { files[$0].path }) : path
        }
        // Every production file's layer, from its role.
        var layerOf: [Int: String] = [:]
        // The files the preset's own folders placed (`**/Domain/**`): the app's statement.
        var byConvention: Set<Int> = []
        // Of those, the files in a folder named for the layer itself (`MoviesModule/Presentation/`).
        var inLayerFolders: [Int: String] = [:]
        // A folder the preset names for the wiring (`**/App/**`), above a module's own folder, is
        // the app's where the program starts inside it: a package kept in a folder `App/`, whose
        // targets are the features, is no wiring. Inside a module, the folder says what it holds.
        let wiringLayer = PresetLayers.layer(of: .wiring, fileStem: "", preset: preset.name)
        let entryPaths = StructuralSpec.entryPoints(in: analysis).map { files[$0].path }
        func startsInside(_ path: String, module: Module, named glob: Glob) -> Bool {
            let folders = Set(glob.pattern.split(separator: "/").filter { !$0.contains("*") })
            let components = path.split(separator: "/").dropLast()
            guard let at = components.firstIndex(where: folders.contains) else { return true }
            let folder = components[...at].joined(separator: "/") + "/"
            guard !module.path.isEmpty, (module.path + "/").hasPrefix(folder), module.path + "/" != folder else {
                return true
            }
            return entryPaths.contains { $0.hasPrefix(folder) }
        }
        for file in production {
            let own = index.roleOfFile[file]
            var role = index.effectiveRole(of: file)
            let sharedRole = index.unitOfFile[file].flatMap { crossCutting[$0] }
            if let shared = sharedRole {
                // A shared unit lends its role to files that say little of their own.
                switch shared {
                case .designSystem: role = [nil, .ui, .utils].contains(own) ? .designSystem : role
                // A view or main-actor logic beside an SDK's wrapper stays on the view side.
                case .providers: role = [.ui, .service, .wiring].contains(own) ? role : .providers
                default: role = own ?? shared
                }
            } else if providerFiles.contains(files[file].path), ![.ui, .service, .wiring].contains(own) {
                // Importing an SDK makes no entry point (`@main` importing RevenueCat) a provider.
                role = .providers
            }
            // A helper on UIKit or SwiftUI types is view code, whatever else it is.
            if role == .utils, RoleGuess.importsUIForSomePlatform(files[file].facts) {
                role = .designSystem
            }
            layerOf[file] = PresetLayers.layer(
                of: role, fileStem: RoleGuess.fileStem(files[file].path), preset: preset.name)
            // Where the app already follows the preset's own folders or names (`Feed API/`,
            // `*ViewModel`), the app's convention wins over a guess from names.
            // Even over a declaration: a reducer in `AppView.swift` is then UI code, and its
            // one real problem (logic in a view file) is not repeated as every edge it draws.
            // Not for a component of a design system the app shares: its `Views/` are no screens.
            if !(sharedRole == .designSystem && role == .designSystem), let module = presetModules[files[file].module] {
                var placed = presetClassifier.place(path: files[file].path, module: module)
                // Of two folders the preset names, the one nearer the file says what it is.
                if case .path? = placed.layerReason,
                    let nearest = nearestFolder.place(files[file].path, inside: moduleRoot[module.name] ?? "")
                {
                    placed.layer = nearest.layer
                    placed.layerReason = .path(nearest.glob)
                }
                switch placed.layerReason {
                case .path(let glob)?
                where placed.layer == wiringLayer && !startsInside(files[file].path, module: module, named: glob):
                    break
                // The program starts at an entry point: it is the wiring whatever folder keeps it (a
                // feature's demo app in `Presentation/Home/Demo/`), which may build every layer's objects.
                case .path? where files[file].facts.declarations.contains(where: RoleGuess.isEntryPoint):
                    break
                // The harness speaks in declarations: a dependency client is its Config (a live
                // value owning I/O its Repo), whatever folder holds it, and a folder named for
                // another layer does not overrule it, as a `Service/` folder of clients would.
                case .path?
                where preset.name == "harness" && files[file].facts.declarations.contains(where: RoleGuess.isClient)
                    && layerOf[file] != placed.layer:
                    break
                // A protocol that only view code adopts, in a folder every layer names
                // (`DataSources/`), is view code with its adopters (see ViewSideProtocols).
                case .path(let glob)?
                where RoleGuess.namesAmbiguousFolder(glob.pattern)
                    && ViewSideProtocols.adoptedOnlyByViews(file, in: index):
                    layerOf[file] = PresetLayers.layer(
                        of: .ui, fileStem: RoleGuess.fileStem(files[file].path), preset: preset.name)
                // Unless a folder of entities (`**/Entities/**`) holds a class importing a UI
                // framework: a screen about entities is no entity. Nor is a table's data
                // source in a `DataSources/` folder clean's data source.
                case .path(let glob)?
                where !(RoleGuess.namesValuesOrAmbiguousFolder(glob.pattern) && RoleGuess.isUIClass(files[file].facts)):
                    layerOf[file] = placed.layer
                    byConvention.insert(file)
                    if let layer = placed.layer, glob.pattern.contains("/\(layer)/") { inLayerFolders[file] = layer }
                // Unless the name is one every layer uses and the file is view-side
                // (a main-actor `*DataSource` feeding a list is no data source of clean's), or the
                // file declares only the protocol such files implement (the port, not an adapter).
                case .suffix(let suffix)?
                where
                    !(RoleGuess.ambiguousSuffixes.contains(suffix)
                    && RoleGuess.viewSideRole(of: files[file].facts) != nil)
                    && !(index.roleOfFile[file] == .config && RoleGuess.declaresOnlyProtocols(files[file].facts)):
                    layerOf[file] = placed.layer
                default: break
                }
            }
        }
        // A name the app gives one layer's files everywhere beats the folder one was left in
        // (see ConsistentSuffixes).
        let namedAgainstFolder = ConsistentSuffixes.moves(
            suffixes: base.layers.map { ($0.name, $0.match.suffixes) }, layerOf: layerOf, placedByFolder: byConvention,
            stem: { RoleGuess.fileStem(files[$0].path) })
        for (file, layer) in namedAgainstFolder {
            layerOf[file] = layer
            byConvention.remove(file)
            inLayerFolders[file] = nil
        }
        // A view layer's folder of plain values only holds the app's values (see ValueOnlyLayerFolders).
        for file in ValueOnlyLayerFolders.moves(
            index, inLayerFolders: inLayerFolders,
            viewLayer: PresetLayers.layer(of: .ui, fileStem: "", preset: preset.name))
        {
            layerOf[file] = PresetLayers.layer(of: .types, fileStem: "", preset: preset.name)
            byConvention.remove(file)
            inLayerFolders[file] = nil
        }
        // Folders that name the inner and outer layer the other way round (see SwappedLayerFolders).
        let swapped =
            preset.name == "clean"
            && SwappedLayerFolders.swapped(index, inLayerFolders: inLayerFolders, inner: "Domain", outer: "Data")
        if swapped {
            for (file, layer) in inLayerFolders where layer == "Domain" || layer == "Data" {
                let other = layer == "Domain" ? "Data" : "Domain"
                inLayerFolders[file] = other
                if layerOf[file] == layer { layerOf[file] = other }
            }
        }
        // What builds the app's object graph is its composition root (see CompositionRoots).
        let compositionRoots = CompositionRoots.find(
            index, named: byConvention.filter { layerOf[$0] == wiringLayer })
        for file in compositionRoots.keys { layerOf[file] = wiringLayer }
        // The app targets of a modular app are the wiring whole (see AppTargets).
        let appTargets = AppTargets.files(analysis, production: production, inLayerFolders: inLayerFolders)
        let appFiles = Set(appTargets.values.joined())
        for file in appFiles { layerOf[file] = wiringLayer }
        var kept = Set(compositionRoots.keys).union(appFiles)
        // The wiring is the top of the graph, what nothing below it uses: a view or a model kept
        // in the app's folder beside its entry point, which a feature's screen uses, is that kind
        // of code, and placing it in the wiring would make each such use a finding.
        // One that says no role of its own (a holder of the main run loop beside the entry point)
        // is left without a layer: the wiring it is not, and which layer it serves is a guess.
        var besideTheRoot: [Int] = []
        for file in usedFromBelow(wiringLayer, layerOf: layerOf, production: production, graph: analysis.graph)
        where !kept.contains(file) {
            guard let own = index.roleOfFile[file] else {
                besideTheRoot.append(file)
                layerOf[file] = nil
                continue
            }
            guard own != .wiring else { continue }
            layerOf[file] = PresetLayers.layer(
                of: own, fileStem: RoleGuess.fileStem(files[file].path), preset: preset.name)
        }
        // A feature's reducer and view, together in one unit, are one layer (see FeatureUnits).
        let featureUnits =
            preset.name == "harness"
            ? FeatureUnits.find(index).filter { !($0.kind == .module && appTargets[$0.name] != nil) } : []
        for unit in featureUnits {
            for file in index.files[unit] ?? [] where FeatureUnits.absorbed.contains(layerOf[file] ?? "") {
                layerOf[file] = FeatureUnits.layer
            }
        }
        // What speaks in one reducer's State or Action is that feature's (see ReducerHelpers).
        let reducerHelpers = ReducerHelpers.homes(index)
        for (helper, reducer) in reducerHelpers { layerOf[helper] = layerOf[reducer] ?? layerOf[helper] }
        if !featureUnits.isEmpty, let runtime = base.layers.firstIndex(where: { $0.name == "Runtime" }) {
            base.layers.insert(
                LayerSpec(name: FeatureUnits.layer, match: Matcher(paths: [], modules: [], suffixes: [])),
                at: runtime + 1)
        }
        // Helpers holding a domain's logic are that domain's Service (see DomainHelpers).
        let helpers = preset.name == "harness" ? DomainHelpers.find(index, layerOf: layerOf, domains: map.domains) : []
        for helper in helpers {
            for file in index.files[helper.unit] ?? [] where layerOf[file] != nil {
                layerOf[file] = DomainHelpers.serviceLayer
            }
        }
        let helperModules = Set(helpers.filter { $0.unit.kind == .module }.map(\.unit.name))
        // Values importing a UI framework that the app's core uses are its Types (see SharedValues).
        let moved = SharedValues.moves(analysis, production: production, layerOf: layerOf, preset: preset.name)
        let typesLayer = PresetLayers.layer(of: .types, fileStem: "", preset: preset.name)
        for file in moved.toTypes { layerOf[file] = typesLayer }
        for file in moved.toView { layerOf[file] = moved.viewLayer }
        // A file of extensions only sits with the type it extends (`FeedImageViewModel+Data.swift`).
        // By the whole name: `extension View` extends SwiftUI's, not a feature's nested `Root.View`.
        var declaringFile: [String: Int] = [:]
        for file in production {
            for declaration in files[file].facts.declarations where declaration.kind != .extension {
                declaringFile[declaration.name] = declaringFile[declaration.name] ?? file
            }
        }
        let viewLayer = PresetLayers.layer(of: .ui, fileStem: "", preset: preset.name)
        for file in production {
            let declarations = files[file].facts.declarations
            guard let first = declarations.first, declarations.allSatisfy({ $0.kind == .extension }),
                let home = declaringFile[first.name], home != file, let layer = layerOf[home]
            else { continue }
            // Unless it dresses a model for the screen: an extension of an entity importing a
            // UI framework (a notification type's icon and tint) is view code.
            let dressesForTheScreen =
                layer == typesLayer && RoleGuess.importsUI(files[file].facts)
            layerOf[file] = dressesForTheScreen ? viewLayer : layer
        }
        let allowed = base.rules.lazy.compactMap { $0.kind as? LayerMatrixRule }.first?.allowed ?? [:]
        // A module only the apps import, building other modules' screens with the data side, is their wiring.
        let wiringModules = AppTargets.wiringModules(
            analysis, production: production, apps: Set(appTargets.keys), layerOf: layerOf, viewLayer: viewLayer,
            dataLayer: PresetLayers.layer(of: .repo, fileStem: "", preset: preset.name))
        let wiredFiles = appFiles.union(wiringModules.values.joined())
        for file in wiredFiles { layerOf[file] = wiringLayer }
        kept.formUnion(wiredFiles)
        // A helper speaking in one layer's types is that layer's (see OneLayerHelpers).
        let oneLayerHelpers = OneLayerHelpers.layers(
            index, production: production.filter { !kept.contains($0) }, layerOf: layerOf, allowed: allowed)
        for (file, layer) in oneLayerHelpers { layerOf[file] = layer }
        // A unit doing I/O that draws nothing and that the domain does not use is an adapter
        // whole (see AdapterUnits).
        let adapters = AdapterUnits.find(
            analysis, production: production, layerOf: layerOf, allowed: allowed, byConvention: byConvention,
            preset: preset.name
        ).filter { $0.files.allSatisfy { !wiredFiles.contains($0) } }
        for adapter in adapters {
            for file in adapter.files { layerOf[file] = adapter.layer }
        }
        // Protocols no code of the layer their role suggests uses are another layer's (see OuterPorts).
        let outerPorts = OuterPorts.layers(
            index, layerOf: layerOf, allowed: allowed, placedByFolder: byConvention, keep: kept,
            preset: preset.name)
        for (file, layer) in outerPorts { layerOf[file] = layer }
        // Protocols an inner layer uses and only their folder's layer implements are its ports (see InnerPorts).
        let ports = InnerPorts.layers(
            index, production: production, layerOf: layerOf, allowed: allowed, keep: kept)
        for (file, layer) in ports { layerOf[file] = layer }
        // A module of a bit of everything that layers on both sides of a boundary use has no
        // one layer (see SharedModules).
        let (sharedModules, valueModules) = SharedModules.find(
            analysis, production: production, layerOf: layerOf, allowed: allowed, byConvention: byConvention,
            keep: kept)
        let sharedFiles = production.filter { sharedModules.contains(files[$0].module) }
        for file in sharedFiles { layerOf[file] = nil }
        // A module of values that both sides use is the app's values, whatever their names say.
        let valuesLayer = PresetLayers.layer(of: .types, fileStem: "", preset: preset.name)
        for file in production where valueModules.contains(files[file].module) { layerOf[file] = valuesLayer }
        // A small module of one folder is one layer (see FlatModules).
        let libraries = FlatModules.libraries(analysis)
        let flat = FlatModules.layers(
            production: production, files: files, layerOf: layerOf, libraries: libraries,
            inLayerFolders: inLayerFolders)
        // A library no one layer fits, whose files would use one another against the layers, has none.
        let undecidedLibraries = FlatModules.undecided(
            analysis, production: production, layerOf: layerOf, allowed: allowed, libraries: libraries, chosen: flat,
            inLayerFolders: inLayerFolders, keep: kept)
        let undecidedFiles = production.filter { undecidedLibraries.contains(files[$0].module) }
        for file in undecidedFiles { layerOf[file] = nil }
        for file in production {
            // A reducer's helper stays with its feature, whichever module holds it.
            if let layer = flat[files[file].module], layerOf[file] != nil, reducerHelpers[file] == nil {
                layerOf[file] = layer
            }
        }
        // Where the module took its feature along, the helper follows it there.
        for (helper, reducer) in reducerHelpers where flat[files[reducer].module] != nil && layerOf[helper] != nil {
            layerOf[helper] = layerOf[reducer] ?? layerOf[helper]
        }
        func moduleLayer(_ module: String, _ counts: [String: Int]) -> String? {
            if let layer = flat[module] { return layer }
            // A module named for its role (`ApiClientLive`, `HomeFeature`, `SharedModels`)
            // is that role, whatever its unsuffixed files look like.
            let named = RoleGuess.suffixRole(of: module).map {
                PresetLayers.layer(of: $0, fileStem: module, preset: preset.name)
            }
            // A feature module (reducers with their views) is Feature, whatever its name says.
            let most = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?.key
            // So is a helper module found to hold a domain's logic.
            let byContent = most == FeatureUnits.layer || helperModules.contains(module)
            return byContent ? most : named ?? most
        }
        // In a folder too large to read as one unit, a file is placed only on evidence from
        // what it declares and does; the rest are left without a layer (see FlatFolders).
        let unplaced = FlatFolders.unplaced(
            production: production, files: files, keep: kept, layerOf: layerOf)
        for file in unplaced { layerOf[file] = nil }
        // Property wrappers kept with the wiring are the injection mechanism (see InjectionWrappers).
        let injectionWrappers = InjectionWrappers.find(index, layerOf: layerOf, wiringLayer: wiringLayer)
            .filter { !wiredFiles.contains($0) }
        for file in injectionWrappers { layerOf[file] = nil }
        // What the steps after the app targets were found moved of theirs goes back.
        for file in wiredFiles { layerOf[file] = wiringLayer }
        let modulesLeftOpen = Set(
            (unplaced + besideTheRoot + sharedFiles + injectionWrappers + undecidedFiles).map { files[$0].module })
        var matchers: [String: (paths: [String], modules: [String], suffixes: [String], notes: [String])] = [:]
        for layer in base.layers { matchers[layer.name] = ([], [], [], []) }
        // A folder a layer already claims, itself or by a folder around it, is not written again:
        // the first glob of a layer that matches places the file, so a second one says nothing.
        // A folder holding a file left without a layer is not claimed whole: the glob would place it.
        let leftOpenPaths = injectionWrappers.map { files[$0].path }
        func claim(folder: String, for layer: String, files count: Int) {
            let claimed = matchers[layer]?.paths.contains { glob in
                glob.hasSuffix("/**") && (folder + "/").hasPrefix(glob.dropLast(2))
            }
            guard claimed == false, !leftOpenPaths.contains(where: { $0.hasPrefix(folder + "/") }) else { return }
            matchers[layer]?.paths.append(folder + "/**")
            matchers[layer]?.notes.append("folder \(folder) (\(Plural.counted(count, "file")))")
        }

        // Name suffixes that say one layer across the whole app.
        var bySuffix: [String: [String: Int]] = [:]
        // A flat module's files are placed by their module, whatever their names say.
        for file in production where flat[files[file].module] == nil && layerOf[file] != nil {
            let stem = RoleGuess.fileStem(files[file].path)
            guard
                let suffix = RoleGuess.suffixRoles.first(where: { stem.count > $0.0.count && stem.hasSuffix($0.0) })?.0
            else { continue }
            bySuffix[suffix, default: [:]][layerOf[file]!, default: 0] += 1
        }
        var claimedBySuffix: Set<Int> = []
        // A suffix that would claim a file left without a layer says no one layer across the app.
        let leftOpen = unplaced + besideTheRoot + sharedFiles + injectionWrappers + undecidedFiles
        for (suffix, counts) in bySuffix.sorted(by: { $0.key < $1.key }) {
            let total = counts.values.reduce(0, +)
            guard let top = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }), total >= 2,
                top.value * 10 >= total * 9,
                !leftOpen.contains(where: { RoleGuess.fileStem(files[$0].path).hasSuffix(suffix) })
            else { continue }
            matchers[top.key]?.suffixes.append(suffix)
            matchers[top.key]?.notes.append("*\(suffix).swift (\(Plural.counted(total, "file")))")
            for file in production where RoleGuess.fileStem(files[file].path).hasSuffix(suffix) {
                claimedBySuffix.insert(file)
            }
        }
        // Modules and folders, by the layer most of their other files sit in. A
        // folder is claimed by path (which outranks suffixes) only when nearly all
        // its files agree.
        var moduleLayers: [String: [String: Int]] = [:]
        for unit in index.units {
            let members = (index.files[unit] ?? []).filter { layerOf[$0] != nil }
            guard !members.isEmpty else { continue }
            var counts: [String: Int] = [:]
            for file in members { counts[layerOf[file]!, default: 0] += 1 }
            let rest = members.filter { !claimedBySuffix.contains($0) }
            var restCounts: [String: Int] = [:]
            for file in rest { restCounts[layerOf[file]!, default: 0] += 1 }
            let total = counts.values.reduce(0, +)
            if unit.kind == .folder, let top = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }),
                top.value * 10 >= total * 9
            {
                claim(folder: unit.name, for: top.key, files: total)
                continue
            }
            let module = files[members[0]].module
            for (layer, count) in (rest.isEmpty ? counts : restCounts) {
                moduleLayers[module, default: [:]][layer, default: 0] += count
            }
        }
        for (module, counts) in moduleLayers.sorted(by: { $0.key < $1.key }) where !modulesLeftOpen.contains(module) {
            guard let layer = moduleLayer(module, counts) else { continue }
            matchers[layer]?.modules.append(module)
            matchers[layer]?.notes.append("module \(module)")
        }

        // Inside a module, a folder whose files nearly all sit in another layer than
        // the module's gets a path of its own (`Sources/App/Settings/Views/**`).
        var moduleTop: [String: String] = [:]
        for (module, counts) in moduleLayers {
            moduleTop[module] =
                matchers.first { $0.value.modules.contains(module) }?.key
                ?? counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
        }
        var byModule: [String: [Int]] = [:]
        for file in production where !claimedBySuffix.contains(file) && layerOf[file] != nil {
            byModule[files[file].module, default: []].append(file)
        }
        for (module, members) in byModule.sorted(by: { $0.key < $1.key }) {
            guard let inherited = moduleTop[module] else { continue }
            let root = UnitIndex.commonFolder(members.map { files[$0].path })
            for (folder, layer, count) in refinedFolders(
                members, under: root, inherited: inherited, files: files, layerOf: layerOf)
            {
                claim(folder: folder, for: layer, files: count)
            }
        }

        // What the patterns leave in another layer than its role says is placed by its
        // own path: a view in a folder of models, a model beside the views.
        let trial = ArchitectureSpec(
            layers: base.layers.map { layer in
                let found = matchers[layer.name]!
                return LayerSpec(
                    name: layer.name,
                    match: Matcher(
                        paths: found.paths.map(Glob.init), modules: found.modules.map(Glob.init),
                        suffixes: found.suffixes))
            })
        let classifier = Classifier(spec: trial)
        let modules = Dictionary(analysis.modules.map { ($0.name, $0) }) { first, _ in first }
        var placedOneByOne: [String: Int] = [:]
        for file in production {
            let path = files[file].path
            guard let module = modules[files[file].module], let wanted = layerOf[file],
                classifier.place(path: path, module: module).layer != wanted,
                !path.contains(where: Glob.specialCharacters.contains)
            else { continue }
            matchers[wanted]?.paths.append(path)
            placedOneByOne[wanted, default: 0] += 1
        }
        for (layer, count) in placedOneByOne {
            matchers[layer]?.notes.append(
                "\(Plural.counted(count, "file")) one by one, whose folder and name say another layer")
        }

        var layers: [JSONValue] = []
        // Each path once: a folder or file claimed twice would leave the second claim to the
        // order of the layers, which no reader of the spec can see.
        var written: Set<String> = []
        for layer in base.layers {
            matchers[layer.name]!.paths = matchers[layer.name]!.paths.filter { written.insert($0).inserted }
            let found = matchers[layer.name]!
            var object = JSONObject()
            object["name"] = .string(layer.name)
            if layer.crossCutting { object["crossCutting"] = true }
            if found.paths.isEmpty && found.modules.isEmpty && found.suffixes.isEmpty {
                // Nothing of the app is this layer yet: keep the preset's folders, so new
                // code put there is claimed.
                let unused = layer.match.paths.filter { glob in !files.contains { glob.matches($0.path) } }
                let paths = unused.isEmpty ? ["**/\(layer.name)/**"] : unused.map(\.pattern)
                object["description"] = .string(
                    "No file of the app is \(layer.name) code yet; the preset's folders are kept for new code.")
                object["paths"] = .array(paths.map { .string($0) })
            } else {
                object["description"] = .string(description(layer.name, notes: found.notes))
                if !found.paths.isEmpty { object["paths"] = .array(found.paths.map { .string($0) }) }
                if !found.modules.isEmpty { object["modules"] = .array(found.modules.map { .string($0) }) }
                if !found.suffixes.isEmpty { object["suffixes"] = .array(found.suffixes.map { .string($0) }) }
            }
            layers.append(.object(object))
        }

        // The composition root builds every feature and is none (a `DIContainer` folder is no domain).
        let wiringUnits = Set(
            index.units.filter { unit in index.files[unit]?.allSatisfy { layerOf[$0] == wiringLayer } ?? false })
        let domains = writtenDomains(map, index: index, helpers: helpers) {
            !($0.kind == .module && serverModules.contains($0.name)) && !wiringUnits.contains($0)
        }
        let tests = scope.tests
        let composition = preset.name == "harness" ? DomainComposition.find(map) : []
        var rules: [JSONValue] = []
        var previewReason = ""
        if case .object(let encoded) = SpecEncoder.encode(base), case .array(let found)? = encoded["rules"] {
            // Preview apps are built to try a feature, never shipped (see PreviewApps).
            let previews = PreviewApps.globs(tests: tests, files: files, production: production)
            if !previews.isEmpty { previewReason = "; " + PreviewApps.reason(previews) }
            rules = found.map {
                adopted(
                    $0, analysis: analysis, layerOf: layerOf, withFeature: !featureUnits.isEmpty,
                    composes: !composition.isEmpty, testCode: tests + previews,
                    namesGuessDomains: map.domains.contains { $0.units.contains { $0.kind == .namedAlike } },
                    wiringLayer: wiringLayer)
            }
        }
        let sharedCode = SharedCodeAdoption.rule(for: analysis)
        if let sharedCode { rules.append(sharedCode.rule) }
        var root = JSONObject()
        root["description"] = .string(
            "Written by archhist init from the app's own modules, folders and names. Preset \(why). "
                + scope.reason
                + (swapped ? SwappedLayerFolders.reason(inner: "Domain", outer: "Data") : "")
                + sharedValuesReason(
                    moved.toTypes.filter { !wiredFiles.contains($0) }.map { files[$0].path }, layer: typesLayer)
                + viewStateReason(
                    moved.toView.filter { !wiredFiles.contains($0) }.map { files[$0].path }, layer: moved.viewLayer)
                + featureReason(featureUnits)
                + flatModulesReason(flat.filter { appTargets[$0.key] == nil && wiringModules[$0.key] == nil })
                + AppTargets.reason(Array(appTargets.keys), layer: wiringLayer)
                + AppTargets.wiringReason(Array(wiringModules.keys), layer: wiringLayer)
                + AdapterUnits.reason(adapters)
                + OuterPorts.reason(outerPorts, files: files)
                + InnerPorts.reason(ports, files: files)
                + compositionReason(compositionRoots.keys.map { files[$0].path }, layer: wiringLayer)
                + FlatFolders.reason(unplaced.map { files[$0].path })
                + besideTheRootReason(besideTheRoot.map { files[$0].path }, layer: wiringLayer)
                + InjectionWrappers.reason(injectionWrappers.map { files[$0].path }, wiringLayer: wiringLayer)
                + SharedModules.reason(Array(sharedModules))
                + FlatModules.undecidedReason(undecidedLibraries)
                + SharedModules.valuesReason(Array(valueModules), layer: valuesLayer)
                + (sharedCode?.reason ?? "")
                + "The rules are the \(preset.name) preset's, with changes for adoption: completeness "
                + "is reported as info (archhist discover lists the gaps), "
                + (analysis.modules.contains(where: { !$0.declaredDependencies.isEmpty })
                    ? "a use of a module that the user's own manifest declares as a dependency is allowed "
                        + "(allowDeclared: the build states that design), "
                    : "")
                + "a reference between files side by side in one folder (of at most \(FolderUnits.maximumFiles) "
                + "files) is no layer violation (allowWithinFolder: a folder is one unit), "
                + "a file may keep the \(wiringLayer) code that built it and handed itself over (allowBuiltBy: a "
                + "view model calling back its coordinator, unless that coordinator has a protocol of its own), "
                + "a layer allowed only some "
                + "imports also allows the non-UI libraries its files already import"
                + (featureUnits.isEmpty
                    ? ""
                    : ", and a domain may use another's Feature layer: a parent feature embeds a child "
                        + "through its public reducer and view, which is composition, not a reach into its "
                        + "internals (and not followed further: a feature runs its own domain's logic)")
                + (composition.isEmpty ? "" : "; " + DomainComposition.reason(composition)) + previewReason
                + (map.domains.contains { $0.units.contains { $0.kind == .namedAlike } }
                    ? "; a cycle between domains is a warning, as some domains are groups of files named alike, "
                        + "guessed rather than drawn by the team" : "")
                + ". Tighten them as the migration goes.")
        root["exclude"] = .array(scope.exclude.map { .string($0) })
        root["tests"] = .array(tests.map { .string($0) })
        root["layers"] = .array(layers)
        root["domains"] = .array(domains)
        root["rules"] = .array(rules)
        return .object(root)
    }

    /// The domains of the map as the spec writes them, with the helpers found to serve
    /// them, holding only the units `keeps` accepts.
    static func writtenDomains(
        _ map: DomainMap, index: UnitIndex, helpers: [DomainHelpers.Found] = [], keeps: (DomainUnit) -> Bool
    ) -> [JSONValue] {
        let files = index.analysis.files
        let allPaths = files.map(\.path)
        let indexOfPath = Dictionary(allPaths.enumerated().map { ($1, $0) }) { first, _ in first }
        let found: [(object: JSONValue, paths: [String])] = map.domains.compactMap { domain in
            let served = helpers.filter { $0.domain == domain.name && !domain.units.contains($0.unit) }
            // Files no target compiles are left out of the spec: a module of theirs names nothing.
            let units = (domain.units + served.map(\.unit)).filter { unit in
                keeps(unit) && !(unit.kind == .module && index.analysis.graph.notCompiled.contains(unit.name))
            }
            guard !units.isEmpty else { return nil }
            var object = JSONObject()
            object["name"] = .string(domain.name)
            object["description"] = .string(
                "Found by archhist discover: " + (domain.evidence + served.map(\.reason)).joined(separator: "; "))
            let modules = units.filter { $0.kind == .module }.map(\.name)
            var paths = units.filter { $0.kind == .folder }.map { $0.name + "/**" }
            for unit in units where unit.kind == .namedAlike {
                let members = (index.files[unit] ?? []).map { files[$0].path }.sorted()
                paths += NamedAlike.glob(for: members, among: allPaths).map { [$0] } ?? members
            }
            // Files serving it from the app's layer folders, listed one by one: a path beats a glob.
            paths += domain.servedFiles.filter { path in
                indexOfPath[path].flatMap { index.unitOfFile[$0] }.map(keeps) ?? false
            }
            if !paths.isEmpty { object["paths"] = .array(paths.map { .string($0) }) }
            if !modules.isEmpty { object["modules"] = .array(modules.map { .string($0) }) }
            return (.object(object), paths)
        }
        // Between two paths that match, the first domain declared wins: the narrower
        // (`DuckDuckGo/Bookmark*`, `DuckDuckGo/Settings/**`) go before the broader
        // (`DuckDuckGo/**`) that would otherwise claim their files.
        return DomainOrder.narrowestFirst(found.map(\.paths)).map { found[$0].object }
    }

    /// Folders below `root` whose files (at least three) sit at least 90% in one layer
    /// other than `inherited`, the shallowest first; a claimed folder is not searched further.
    static func refinedFolders(
        _ members: [Int], under root: String, inherited: String, files: [AnalyzedFile], layerOf: [Int: String]
    ) -> [(String, String, Int)] {
        var children: [String: [Int]] = [:]
        for file in members {
            if let folder = UnitIndex.childFolder(of: files[file].path, under: root) {
                children[folder, default: []].append(file)
            }
        }
        var found: [(String, String, Int)] = []
        for (folder, inside) in children.sorted(by: { $0.key < $1.key }) {
            var counts: [String: Int] = [:]
            for file in inside { counts[layerOf[file]!, default: 0] += 1 }
            if let top = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }), inside.count >= 3,
                top.value * 10 >= inside.count * 9
            {
                if top.key != inherited { found.append((folder, top.key, inside.count)) }
                continue
            }
            found += refinedFolders(inside, under: folder, inherited: inherited, files: files, layerOf: layerOf)
        }
        return found
    }

    /// A preset rule as an adopting team starts with it.
    static func adopted(
        _ rule: JSONValue, analysis: Analysis, layerOf: [Int: String], withFeature: Bool, composes: Bool,
        testCode: [String], namesGuessDomains: Bool = false, wiringLayer: String? = nil
    ) -> JSONValue {
        guard case .object(var object) = rule, case .string(let kind)? = object["kind"] else { return rule }
        // Domains guessed from file names alike in one folder (`Color*`, `PC*`) are no
        // boundaries a team drew: a cycle between them is worth a look, not a failed gate.
        if kind == "cycles", namesGuessDomains, object["severity"] == nil || object["severity"] == "error" {
            object["severity"] = "warning"
        }
        if kind == "completeness" { object["severity"] = "info" }
        // The composition root builds every feature: a cycle it closes (a flow coordinator opening
        // another feature's flow, which opens it back) is the app's navigation.
        if kind == "cycles", object[GraphLevel.key] == "domain", let wiringLayer, object["ignoreFrom"] == nil {
            object["ignoreFrom"] = .array([.string(wiringLayer)])
        }
        // `@testable import` where tests are, and in preview apps, which no release ships.
        if kind == "testableImport", object["allowIn"] == nil, testCode.contains(where: PreviewApps.patterns.contains) {
            object["allowIn"] = .array(testCode.map { .string($0) })
        }
        // The build's own graph is the team's design: a spec guessed from names never makes a
        // dependency a manifest declares a finding by itself (a team's own spec may).
        if ["layers", "crossDomain", "wall"].contains(kind),
            analysis.modules.contains(where: { !$0.declaredDependencies.isEmpty })
        {
            object["allowDeclared"] = true
        }
        // A folder is a unit: its files' layers are guesses, and a reference between two of
        // them is no boundary anyone drew (see FolderUnits).
        if kind == "layers" { object["allowWithinFolder"] = true }
        // What the wiring builds may keep its builder: a view model the coordinator that made it.
        if kind == "layers", let wiringLayer { object["allowBuiltBy"] = .array([.string(wiringLayer)]) }
        if withFeature, kind == "layers", case .object(let allow)? = object["allow"] {
            object["allow"] = .object(FeatureUnits.allowing(allow))
        }
        // Where features hold their reducer and view together, a domain's Feature is its Service and UI.
        if withFeature, kind == "completeness", case .array(let required)? = object["required"] {
            let split: Set<JSONValue> = [.string("Service"), .string("UI")]
            if required.contains(where: split.contains) {
                object["required"] = .array(required.filter { !split.contains($0) } + [.string(FeatureUnits.layer)])
            }
        }
        if kind == "crossDomain", withFeature || composes, case .array(let exposed)? = object["exposed"] {
            let added = (withFeature ? [FeatureUnits.layer] : []) + (composes ? DomainComposition.publicLayers : [])
            object["exposed"] = .array(exposed + added.filter { !exposed.contains(.string($0)) }.map { .string($0) })
            // A feature runs its own domain's logic: reaching it through the feature is the
            // feature's job, so only direct uses of another domain's internals are reported.
            object["transitive"] = false
        }
        if kind == "imports", case .array(let allowed)? = object["allowOnly"],
            case .array(let layers)? = object["layers"]
        {
            let names = Set(layers.compactMap { value -> String? in if case .string(let s) = value { s } else { nil } })
            let local = Set(analysis.modules.map(\.name))
            var extra: Set<String> = []
            for (file, layer) in layerOf where names.contains(layer) {
                for fact in analysis.files[file].facts.imports
                where !local.contains(fact.module) && !uiFrameworks.contains(fact.module) {
                    extra.insert(fact.module)
                }
            }
            let current = Set(
                allowed.compactMap { value -> String? in if case .string(let s) = value { s } else { nil } })
            object["allowOnly"] = .array((allowed + extra.subtracting(current).sorted().map { .string($0) }))
        }
        return .object(object)
    }

    /// The globs that leave the server out: each module's folder, or its files when its
    /// target lists them (an Xcode target has no one folder).
    static func serverGlobs(_ server: ServerProduct, analysis: Analysis) -> [String] {
        let modules = Set(server.modules)
        var globs: [String] = []
        for module in analysis.modules where modules.contains(module.name) {
            if !module.path.isEmpty {
                globs.append(module.path + "/**")
            } else {
                globs += analysis.files.filter { $0.module == module.name && !$0.isTest }.map(\.path)
            }
        }
        return globs.sorted()
    }

    static func serverReason(_ server: ServerProduct) -> String {
        let tools = server.toolLibraries
        let serverModules = server.modules.filter { !tools.contains($0) }
        var reason = ""
        if !serverModules.isEmpty {
            reason +=
                "Excluded as a server built beside the app: "
                + "\(Plural.counted(serverModules.count, "module")) (\(serverModules.joined(separator: ", "))) "
                + "reached only from the executables \(server.executables.joined(separator: ", ")), which import "
                + "\(server.frameworksImported.joined(separator: ", ")); a client's layers say nothing true of a "
                + "server: give it a spec of its own. "
        }
        if !tools.isEmpty {
            let more = tools.count > 6 ? " and \(tools.count - 6) more" : ""
            reason +=
                "Excluded with the developer tools: \(Plural.counted(tools.count, "library", plural: "libraries")) "
                + "(\(tools.prefix(6).joined(separator: ", "))\(more)) that only executables the app does not link "
                + "reach. "
        }
        return reason
    }

    /// The files' names, the first six of them, and how many more.
    private static func firstNames(_ paths: [String]) -> String {
        let names = paths.sorted().map(RoleGuess.fileStem)
        return names.prefix(6).joined(separator: ", ") + (names.count > 6 ? " and \(names.count - 6) more" : "")
    }

    static func sharedValuesReason(_ paths: [String], layer: String) -> String {
        guard !paths.isEmpty else { return "" }
        let shown = firstNames(paths)
        return "\(layer): \(Plural.counted(paths.count, "file")) of plain values importing a UI framework (\(shown)) "
            + "are used by the app's core more than they use its views: they are its entities, not display models, "
            + "so their UI import is reported once where it is, not at every use the core makes of them. "
    }

    static func viewStateReason(_ paths: [String], layer: String) -> String {
        guard !paths.isEmpty else { return "" }
        let shown = firstNames(paths)
        return "\(layer): \(Plural.counted(paths.count, "file")) of plain values (\(shown)) use the view side "
            + "(a destination carrying a view model) more than the app's core uses them: they are view state. "
    }

    static func compositionReason(_ paths: [String], layer: String) -> String {
        guard !paths.isEmpty else { return "" }
        return "\(layer): \(Plural.counted(paths.count, "file")) (\(firstNames(paths))) "
            + "\(paths.count == 1 ? "names" : "name") concrete "
            + "implementations of the app's protocols from other folders or modules: they build the object graph, "
            + "the composition root, which may use every layer. "
    }

    static func besideTheRootReason(_ paths: [String], layer: String) -> String {
        guard !paths.isEmpty else { return "" }
        return "Left without a layer: \(Plural.counted(paths.count, "file")) (\(firstNames(paths))) beside the "
            + "\(layer) that the layers below use and whose code says no layer of its own: archhist discover "
            + "lists \(paths.count == 1 ? "it" : "them"); give \(paths.count == 1 ? "it" : "them") a layer by path. "
    }

    static func flatModulesReason(_ layers: [String: String]) -> String {
        guard !layers.isEmpty else { return "" }
        return "\(Plural.counted(layers.count, "module")) of one folder and at most \(FlatModules.maximumFiles) "
            + "files (\(firstNames(layers.keys.map { $0 }))) are one layer each, the one most of their files would "
            + "take: a module's files see each other's internals, so a reference inside it is no layer violation. "
    }

    static func featureReason(_ units: [DomainUnit]) -> String {
        guard !units.isEmpty else { return "" }
        let names = units.map(\.name)
        let shown = names.prefix(6).joined(separator: ", ") + (names.count > 6 ? " and \(names.count - 6) more" : "")
        return "Feature: \(Plural.counted(units.count, "module or folder", plural: "modules or folders")) (\(shown)) "
            + "hold a reducer and a view together, as the Composable Architecture writes a feature; "
            + "their reducers and views are one Feature layer, between Service and UI, so a view using its own "
            + "reducer, or a parent feature composing a child, is not read as Service using UI. "
    }

    static let uiFrameworks = RoleGuess.uiFrameworks

    private static func description(_ layer: String, notes: [String]) -> String {
        let shown = notes.prefix(8).joined(separator: ", ")
        let more = notes.count > 8 ? " and \(notes.count - 8) more" : ""
        if layer == FeatureUnits.layer {
            return "Feature: the modules and folders where a reducer and its view live together, as the Composable "
                + "Architecture writes a feature; between Service and UI, it may use what either may: \(shown)\(more)."
        }
        return "\(layer): what the app's code says is \(layer) (declarations, names, imports): \(shown)\(more)."
    }
}
