/// Groups the non-test files of an analysis into units: a declared module of modest
/// size is one unit (`HomeFeature`); a large module, a module holding most of the app
/// (of any size), or a folder guessed for lack of manifests is cut into its top folders
/// (`Sources/App/Settings`), looking through containers such as `Features/`.
struct UnitIndex {
    static let containers: Set<String> = [
        "Features", "Feature", "Modules", "Scenes", "Screens", "Flows", "Domains", "Sections", "Pages", "Sources",
        "Source", "Classes", "Presentation", "Application", "Scene",
    ]

    let analysis: Analysis
    /// Production file indices.
    let production: [Int]
    /// The unit of each file index, nil for test files.
    let unitOfFile: [DomainUnit?]
    /// Files of each unit.
    let files: [DomainUnit: [Int]]
    /// Every unit, in a stable order.
    let units: [DomainUnit]
    let roleOfFile: [FileRole?]
    /// The units each unit uses (through a type it references or a module it imports).
    let uses: [DomainUnit: Set<DomainUnit>]
    let usedBy: [DomainUnit: Set<DomainUnit>]
    /// The production files that use each file (itself aside).
    let usersOfFile: [Int: Set<Int>]

    init(_ analysis: Analysis) {
        self.analysis = analysis
        let all = analysis.files
        production = all.indices.filter { !all[$0].isTest }
        var perModule: [String: [Int]] = [:]
        for index in production { perModule[all[index].module, default: []].append(index) }
        let threshold = max(40, production.count / 5)
        // Declared targets, and the projects of a Tuist tree whose targets only Tuist could
        // read (a module named for its project's folder, `Projects/Feature/HomeFeature`);
        // a top folder guessed for lack of any manifest is no module to keep whole.
        let declared = Set(
            analysis.modules.filter { $0.isDeclared || ($0.origin == .folder && $0.path.contains("/")) }.map(\.name))
        var unitOfFile = [DomainUnit?](repeating: nil, count: all.count)
        var moduleUnit: [String: DomainUnit] = [:]
        // The production files of each manifest's modules: an app's own project, beside the
        // packages it links and the other apps of a repository of samples.
        let manifestOf = Dictionary(
            analysis.modules.compactMap { module in module.manifestPath.map { (module.name, $0) } },
            uniquingKeysWith: { first, _ in first })
        let apps = Set(analysis.modules.filter(\.isExecutable).map(\.name))
        var perManifest: [String: Int] = [:]
        for (module, members) in perModule {
            if let manifest = manifestOf[module] { perManifest[manifest, default: 0] += members.count }
        }
        for (module, members) in perModule {
            // A module holding most of the app is the app, whatever its size: its folders are
            // the units its team drew (`UI/`, `Interactors/`, `Repositories/`). So is an app
            // target holding most of its own project (one of a repository's sample apps).
            let ownProject = manifestOf[module].flatMap { perManifest[$0] } ?? production.count
            let holdsTheApp =
                members.count * 2 > production.count || (apps.contains(module) && members.count * 2 > ownProject)
            if declared.contains(module), members.count <= threshold, !holdsTheApp,
                !UnitIndex.isSlicedByFeature(members.map { all[$0].path })
            {
                let unit = DomainUnit(kind: .module, name: module)
                moduleUnit[module] = unit
                for index in members { unitOfFile[index] = unit }
                continue
            }
            let root = UnitIndex.commonFolder(members.map { all[$0].path })
            for index in members {
                unitOfFile[index] =
                    UnitIndex.folder(of: all[index].path, under: root).map { DomainUnit(kind: .folder, name: $0) }
                    ?? DomainUnit(kind: .module, name: module)
            }
        }
        // A folder still holding a large share of the app (`Sources/App` of a single
        // app target), or most of it (`Scenarios/` over the features), is cut again, a
        // level deeper, a few times at most.
        for _ in 0..<3 {
            var members: [DomainUnit: [Int]] = [:]
            for index in production { if let unit = unitOfFile[index] { members[unit, default: []].append(index) } }
            var changed = false
            for (unit, indices) in members
            where unit.kind == .folder && (indices.count > threshold || indices.count * 2 > production.count) {
                for index in indices {
                    if let deeper = UnitIndex.folder(of: all[index].path, under: unit.name) {
                        unitOfFile[index] = DomainUnit(kind: .folder, name: deeper)
                        changed = true
                    }
                }
            }
            if !changed { break }
        }
        // What is left directly in a large unit's folder is grouped by name (see NamedAlike).
        var remaining: [DomainUnit: [Int]] = [:]
        for index in production { if let unit = unitOfFile[index] { remaining[unit, default: []].append(index) } }
        let paths = all.map(\.path)
        for (unit, indices) in remaining where indices.count > threshold {
            let folder = unit.kind == .folder ? unit.name : UnitIndex.commonFolder(indices.map { paths[$0] })
            let direct = indices.filter { paths[$0].split(separator: "/").dropLast().joined(separator: "/") == folder }
            for (group, members) in NamedAlike.groups(direct, folder: folder, paths: paths) where group != unit {
                for index in members { unitOfFile[index] = group }
            }
        }
        self.unitOfFile = unitOfFile
        var files: [DomainUnit: [Int]] = [:]
        for index in production { if let unit = unitOfFile[index] { files[unit, default: []].append(index) } }
        self.files = files
        units = files.keys.sorted()
        let ownRoles = all.map { $0.isTest ? nil : RoleGuess.role(of: $0) }
        roleOfFile = UnitIndex.factoriesOfScreens(
            analysis,
            roles: UnitIndex.clientsOfTheStore(
                analysis,
                roles: UnitIndex.rolesOfExtendedTypes(
                    analysis, roles: UnitIndex.rolesFromSupertypes(analysis, roles: ownRoles))))

        var uses: [DomainUnit: Set<DomainUnit>] = [:]
        var usedBy: [DomainUnit: Set<DomainUnit>] = [:]
        var usersOfFile: [Int: Set<Int>] = [:]
        for index in production {
            for use in analysis.graph.usesByFile[index] {
                if case .file(let to, _) = use.target, to != index { usersOfFile[to, default: []].insert(index) }
            }
            guard let from = unitOfFile[index] else { continue }
            for use in analysis.graph.usesByFile[index] {
                let target: DomainUnit?
                switch use.target {
                case .file(let to, _): target = unitOfFile[to]
                case .module(let name): target = moduleUnit[name]
                }
                guard let target, target != from else { continue }
                uses[from, default: []].insert(target)
                usedBy[target, default: []].insert(from)
            }
        }
        self.uses = uses
        self.usedBy = usedBy
        self.usersOfFile = usersOfFile
    }

    /// A type that says nothing of its role takes it from what it inherits: a subclass of an
    /// app's class (`NetworkMonitorDecorator: NetworkMonitor`) does the work its superclass
    /// does, and a type implementing a port another module declares
    /// (`final class DiscoverMoviesGateway: MoviesDomain.DiscoverMoviesGateway`) is that
    /// port's adapter: the data side, outward of the port, whatever folder holds it.
    static func rolesFromSupertypes(_ analysis: Analysis, roles: [FileRole?]) -> [FileRole?] {
        var roles = roles
        let files = analysis.files
        for index in files.indices where roles[index] == nil && !files[index].isTest {
            let adopted = Set(
                files[index].facts.declarations.filter { [.class, .actor, .struct].contains($0.kind) }
                    .flatMap { $0.inherits.map(\.lastNameComponent) })
            var superclassRole: FileRole?
            var implementsPort = false
            for use in analysis.graph.usesByFile[index] {
                guard case .file(let target, let symbol) = use.target, target != index,
                    adopted.contains(symbol.lastNameComponent), let role = roles[target]
                else { continue }
                let declared = files[target].facts.declarations.first {
                    $0.kind != .extension && $0.simpleName == symbol.lastNameComponent
                }
                if declared?.kind == .class {
                    superclassRole = superclassRole ?? role
                } else if declared?.kind == .protocol, role == .config, files[target].module != files[index].module {
                    implementsPort = true
                }
            }
            roles[index] = superclassRole ?? (implementsPort ? .repo : nil)
        }
        return roles
    }

    /// A file of extensions of one type the module declares (`UpNextViewController+Swipe`,
    /// `Note+Properties`) is more of that type: it takes the role of the file declaring it,
    /// not the helpers' role a file of extensions has when nothing else says. The entry
    /// point's extensions keep theirs: what the composition root is, the roots decide.
    static func rolesOfExtendedTypes(_ analysis: Analysis, roles: [FileRole?]) -> [FileRole?] {
        var result = roles
        let files = analysis.files
        for index in files.indices where [nil, .utils].contains(roles[index]) && !files[index].isTest {
            let declarations = files[index].facts.declarations
            guard let extended = declarations.first?.name, !extended.contains("."), !extended.contains("<"),
                declarations.allSatisfy({ $0.kind == .extension && $0.name == extended })
            else { continue }
            for use in analysis.graph.usesByFile[index] {
                guard case .file(let target, let symbol) = use.target, target != index, symbol == extended,
                    files[target].module == files[index].module,
                    files[target].facts.declarations.contains(where: { $0.kind != .extension && $0.name == extended }),
                    let role = roles[target], role != .wiring
                else { continue }
                result[index] = role
                break
            }
        }
        return result
    }

    /// A dependency client whose interface speaks in the store's own entities (a mapper
    /// from SwiftData `@Model` classes to values, a client handing out managed objects)
    /// serves the store: it is data work (Repo), not an interface the screens' logic may
    /// call (Config).
    static func clientsOfTheStore(_ analysis: Analysis, roles: [FileRole?]) -> [FileRole?] {
        var roles = roles
        let files = analysis.files
        for index in files.indices where roles[index] == .config && !files[index].isTest {
            guard files[index].facts.declarations.contains(where: RoleGuess.isClient) else { continue }
            let speaksInEntities = analysis.graph.usesByFile[index].contains { use in
                guard case .file(let target, let symbol) = use.target, target != index else { return false }
                return files[target].facts.declarations.contains {
                    $0.simpleName == symbol.lastNameComponent && RoleGuess.isStoredEntity($0)
                }
            }
            if speaksInEntities { roles[index] = .repo }
        }
        return roles
    }

    /// A builder named as wiring (`CourseInfoAssembly`) that the screens of other folders call
    /// to open its screen (`NewProfileAssembly().makeModule()`) is that screen's factory:
    /// navigation, on the screens' side. The composition root is the top of the graph, handed
    /// to no screen; a builder screens reach for is theirs. An entry point stays wiring.
    static func factoriesOfScreens(_ analysis: Analysis, roles: [FileRole?]) -> [FileRole?] {
        var result = roles
        let files = analysis.files
        func folder(_ index: Int) -> String {
            files[index].path.split(separator: "/").dropLast().joined(separator: "/")
        }
        var wiring: Set<Int> = []
        for index in files.indices where roles[index] == .wiring && !files[index].isTest {
            guard !files[index].facts.declarations.contains(where: RoleGuess.isEntryPoint) else { continue }
            wiring.insert(index)
        }
        guard !wiring.isEmpty else { return result }
        for index in files.indices where !files[index].isTest && [.ui, .service, .runtime].contains(roles[index]) {
            for use in analysis.graph.usesByFile[index] {
                guard case .file(let target, _) = use.target, wiring.contains(target), result[target] == .wiring,
                    files[target].module == files[index].module, folder(target) != folder(index)
                else { continue }
                result[target] = .runtime
            }
        }
        return result
    }

    /// How many files of the unit have each role, most first.
    func roles(of unit: DomainUnit) -> [(role: FileRole, count: Int)] {
        var counts: [FileRole: Int] = [:]
        for index in files[unit] ?? [] { if let role = roleOfFile[index] { counts[role, default: 0] += 1 } }
        return counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { ($0.key, $0.value) }
    }

    /// Some file of the unit declares a view (a file may hold a reducer and its view).
    func hasViews(_ unit: DomainUnit) -> Bool {
        (files[unit] ?? []).contains { file in
            analysis.files[file].facts.declarations.contains {
                !$0.inherits.filter(RoleGuess.viewBases.contains).isEmpty
            }
        }
    }

    /// A file's role, or its unit's commonest one when the file says nothing.
    func effectiveRole(of index: Int) -> FileRole {
        if let role = roleOfFile[index] { return role }
        if let unit = unitOfFile[index], let first = roles(of: unit).first { return first.role }
        return .utils
    }

    /// The folder under `root` that holds the file, looking through containers;
    /// nil for a file directly in `root`.
    static func folder(of path: String, under root: String) -> String? {
        let relative = root.isEmpty ? Substring(path) : path.dropFirst(root.count + 1)
        let components = relative.split(separator: "/")
        guard components.count >= 2 else { return nil }
        var taken = 1
        while taken < components.count - 1, containers.contains(String(components[taken - 1])) { taken += 1 }
        let folder = components.prefix(taken).joined(separator: "/")
        return root.isEmpty ? folder : root + "/" + folder
    }

    /// A module whose folders are named feature by layer (`Feed API`, `Feed Cache`,
    /// `Image Comments API`): at least two such folders and two nouns. Its folders, not
    /// the module, are what domains are made of.
    static func isSlicedByFeature(_ paths: [String]) -> Bool {
        let root = commonFolder(paths)
        let folders = Set(
            paths.compactMap { childFolder(of: $0, under: root) }.map { String($0.split(separator: "/").last!) })
        let stems = folders.map { ($0, NameStem.stem($0)) }.filter { $0.0 != $0.1 }
        return stems.count >= 2 && Set(stems.map(\.1)).count >= 2
    }

    /// The folder right below `root` that holds the file; nil for a file in `root`.
    static func childFolder(of path: String, under root: String) -> String? {
        guard root.isEmpty || path.hasPrefix(root + "/") else { return nil }
        let relative = root.isEmpty ? Substring(path) : path.dropFirst(root.count + 1)
        let components = relative.split(separator: "/")
        guard components.count >= 2 else { return nil }
        return root.isEmpty ? String(components[0]) : root + "/" + components[0]
    }

    static func commonFolder(_ paths: [String]) -> String {
        guard var common = paths.first?.split(separator: "/").dropLast().map(String.init) else { return "" }
        for path in paths.dropFirst() {
            let folders = path.split(separator: "/").dropLast()
            var shared = 0
            while shared < min(common.count, folders.count), common[shared] == folders[shared] { shared += 1 }
            common = Array(common.prefix(shared))
        }
        return common.joined(separator: "/")
    }
}
