/// The spec `init` writes when no preset fits an app with confidence: rather than force
/// a preset's layers onto code that was not built to them (every file then guessed
/// into a layer, every use between two guesses a finding), the app's own units are its
/// layers, levelled by the dependencies they have today (see UnitLevels). A unit may
/// use the units of its level and the levels below; a new use against the levels, or
/// a cycle between units, is reported, and history shows every new dependency.
import ArchHistSupport

public enum StructuralSpec {
    /// The name `init --preset` takes for it.
    public static let name = "structural"

    /// `generatedFiles`: the paths whose header says a tool wrote them (see GeneratedCode).
    public static func fit(
        _ analysis: Analysis, map: DomainMap, why: String, generatedFiles: Set<String> = []
    ) -> JSONValue {
        let index = UnitIndex(analysis)
        let scope = AdoptionScope(analysis, index: index, generatedFiles: generatedFiles)
        let files = analysis.files
        // Files grouped by name inside a large folder are guesses; the folder is the unit.
        var unitOfFile: [Int: DomainUnit] = [:]
        for file in scope.production {
            guard let unit = index.unitOfFile[file] else { continue }
            let folder = files[file].path.split(separator: "/").dropLast().joined(separator: "/")
            unitOfFile[file] =
                unit.kind != .namedAlike
                ? unit
                : folder.isEmpty
                    ? DomainUnit(kind: .module, name: files[file].module) : DomainUnit(kind: .folder, name: folder)
        }
        // A large flat folder is no unit: its files are grouped by the role they state.
        let roleUnits = FlatFolderRoles.units(
            Array(unitOfFile.keys), paths: files.map(\.path), roles: index.roleOfFile)
        unitOfFile.merge(roleUnits) { _, role in role }
        // Where the program starts, and what builds its object graph, may use every unit: it
        // is its own layer, on top.
        let roots = Set(CompositionRoots.find(index).keys).union(entryPoints(in: analysis))
            .intersection(unitOfFile.keys)
        // What puts together the screens of three units or more (a flow coordinator, a router,
        // a tab controller, a data-source factory) is called back by them by design: it sits
        // outside the levels.
        let composers = viewComposers(index, unitOfFile: unitOfFile).subtracting(roots)
        for file in roots { unitOfFile[file] = rootUnit }
        for file in composers { unitOfFile[file] = composerUnit }
        // A folder whose name says it holds a bit of everything, and whose files do sit on both
        // sides of another unit (it uses one that uses it), has no one level: its files are left
        // without a layer, and discover asks where they belong. Named so but used from one side
        // only (shared components and extensions the features use), it is a unit like any other.
        let grabBags = Set(unitOfFile.values).filter {
            isGrabBag($0) && straddles($0, unitOfFile: unitOfFile, graph: analysis.graph)
        }
        // Its subfolders, though, each hold one kind of thing (`Other/Pills/`, `Other/Logging/`):
        // each is a unit of its own. Of its loose files, only those that themselves reach up,
        // into a unit that uses the folder, have no one level; the rest (settings, constants,
        // extensions the others use) stay the folder's, a unit at the bottom.
        for (file, unit) in unitOfFile where grabBags.contains(unit) {
            if let folder = Self.subfolder(of: files[file].path, in: unit.name) {
                unitOfFile[file] = DomainUnit(kind: .folder, name: folder)
            }
        }
        var unplaced: Set<Int> = []
        for bag in grabBags {
            let users = Self.users(of: bag, unitOfFile: unitOfFile, graph: analysis.graph)
            for (file, unit) in unitOfFile where unit == bag {
                let reachesUp = analysis.graph.usesByFile[file].contains { use in
                    guard case .file(let target, _) = use.target, let other = unitOfFile[target] else { return false }
                    return other != bag && users.contains(other)
                }
                if reachesUp { unplaced.insert(file) }
            }
        }
        for file in unplaced { unitOfFile[file] = nil }
        var members: [DomainUnit: [Int]] = [:]
        for (file, unit) in unitOfFile { members[unit, default: []].append(file) }
        let units = members.keys.sorted()
        var names = layerNames(units.filter { $0 != rootUnit && $0 != composerUnit })
        names[rootUnit] = rootUnit.name
        names[composerUnit] = composerUnit.name
        let moduleUnits = Set(units.filter { $0.kind == .module }.map(\.name))
        // How many files of each unit use each other unit.
        var fileCounts: [UnitLevels.Use: Int] = [:]
        for (file, unit) in unitOfFile {
            var targets: Set<String> = []
            for use in analysis.graph.usesByFile[file] {
                let target: DomainUnit?
                switch use.target {
                case .file(let other, _): target = unitOfFile[other]
                case .module(let module):
                    target = moduleUnits.contains(module) ? DomainUnit(kind: .module, name: module) : nil
                }
                if let target, target != unit { targets.insert(names[target]!) }
            }
            for target in targets { fileCounts[UnitLevels.Use(from: names[unit]!, to: target), default: 0] += 1 }
        }
        // A use weighs the files that make it: what fewer files do is less of the design, and
        // less work to undo.
        let apart: Set<String> = [rootUnit.name, composerUnit.name]
        let between = fileCounts.filter { !apart.contains($0.key.from) && !apart.contains($0.key.to) }
        // The files of each unit that use the root.
        var rootUsers: [String: Int] = [:]
        for (use, count) in fileCounts where use.to == rootUnit.name && !apart.contains(use.from) {
            rootUsers[use.from, default: 0] += count
        }
        let families = UnitLevels.featureFamilies(units.filter { $0.kind == .folder }.map(\.name)).map {
            $0.compactMap { path in names[DomainUnit(kind: .folder, name: path)] }
        }
        let levelled = UnitLevels(
            units: units.filter { !apart.contains(names[$0]!) }.map { names[$0]! }, weights: between,
            features: families)
        // The root is on top of every unit, a fact of what it does, not a level read from counts:
        // its own rule says so (below), and the unit levels leave it outside.
        let levels = levelled.levels
        let levelOf = Dictionary(
            uniqueKeysWithValues: levels.enumerated().flatMap { number, level in level.map { ($0, number) } })

        var uses: [String: [String]] = [:]
        var usedBy: [String: [String]] = [:]
        for use in fileCounts.keys.sorted() {
            uses[use.from, default: []].append(use.to)
            usedBy[use.to, default: []].append(use.from)
        }
        var takesOthers: Set<DomainUnit> = []
        for unit in units where unit.kind == .folder && unit != rootUnit && unit != composerUnit {
            let prefix = unit.name + "/"
            let claimsOthers = files.indices.contains { file in
                guard files[file].path.hasPrefix(prefix) else { return false }
                if unplaced.contains(file) { return true }
                // A folder unit inside it goes first in the spec and keeps its files; a module's does not.
                return unitOfFile[file].map { $0.kind == .module } ?? false
            }
            if claimsOthers { takesOthers.insert(unit) }
        }
        // A module unit's glob would take the files left without a layer in its module's grab bag,
        // the files discover asks about: it lists its own files instead.
        let unplacedModules = Set(unplaced.map { files[$0].module })
        for unit in units where unit.kind == .module && unplacedModules.contains(unit.name) {
            takesOthers.insert(unit)
        }
        let written: [(object: JSONValue, paths: [String])] = units.map { unit in
            let name = names[unit]!
            var object = JSONObject()
            object["name"] = .string(name)
            // A folder whose glob would also take another unit's files (a module's sources under a
            // folder of another module's name) lists its own files instead.
            let listedByPath =
                unit == rootUnit || unit == composerUnit || unit.kind == .role || takesOthers.contains(unit)
            let paths =
                listedByPath
                ? members[unit]!.map { files[$0].path }.sorted() : unit.kind == .folder ? [unit.name + "/**"] : []
            let what =
                unit == rootUnit
                ? "the app's entry points and the files that build its object graph (containers naming "
                    + "concrete implementations of the app's protocols)"
                : unit == composerUnit
                    ? "the files that put together screens of three units or more (flow coordinators, routers, "
                        + "tab and split containers, data-source factories), called back by those screens by design"
                    : unit.kind == .role
                        ? FlatFolderRoles.description(of: unit)
                        : "\(unit.kind.rawValue) \(unit.name)"
            let level = levelOf[name].map { "Level \($0 + 1) of \(levels.count)" } ?? "Outside the levels"
            object["description"] = .string(
                "\(level): \(what) "
                    + "(\(Plural.counted(members[unit]!.count, "file"))); uses \(listed(uses[name])); "
                    + "used by \(listed(usedBy[name])).")
            if !paths.isEmpty { object["paths"] = .array(paths.map { .string($0) }) }
            if unit.kind == .module, !listedByPath { object["modules"] = .array([.string(unit.name)]) }
            return (.object(object), paths)
        }
        // Between two folder globs that match a file, the first layer declared wins: a unit
        // inside another unit's folder goes first.
        let layers = DomainOrder.narrowestFirst(written.map(\.paths)).map { written[$0].object }

        // Units the build draws are the team's: a use against their levels is an error. Folders are
        // drawn by no one but the tree, and their levels are read from how many files use which way:
        // a use against them says where folders use each other, which a tech lead reads as often as
        // not as the app's design (a controller registering cells kept in another folder). So it is
        // noted, and history shows each new one, but it is no claim that the code is wrong.
        let drawnByTheBuild = units.allSatisfy { $0.kind == .module || $0 == rootUnit || $0 == composerUnit }
        let severity = drawnByTheBuild ? "error" : "info"
        var levelsRule: JSONObject = [
            "id": "unit-levels", "kind": .string(LevelsRule.name),
            "levels": .array(levels.map { .array($0.map { .string($0) }) }), "severity": .string(severity),
        ]
        // Levels read from today's counts cannot make today's minority a mistake: the uses
        // against a folder's level are the app as it stands, allowed and listed, and what the
        // rule reports is a new one (a baseline, as a team adopting a rule on old code keeps).
        // A module unit's layer is the module's name (see layerNames).
        let accepted = between.keys.filter { use in
            guard let from = levelOf[use.from], let to = levelOf[use.to], to > from else { return false }
            return !(moduleUnits.contains(use.from) && moduleUnits.contains(use.to))
        }
        if !accepted.isEmpty {
            let byUnit = Dictionary(grouping: accepted, by: \.from)
            levelsRule["allow"] = .object(
                JSONObject(
                    byUnit.keys.sorted().map { ($0, .array(byUnit[$0]!.map(\.to).sorted().map { .string($0) })) }))
        }
        let declares = analysis.modules.contains { !$0.declaredDependencies.isEmpty }
        if declares { levelsRule["allowDeclared"] = true }
        // No cycles rule: a cycle across levels holds a use against them, which is reported; units
        // that use each other about as much share a level, and that cycle is said once, here.
        var rules: [JSONValue] = [.object(levelsRule)]
        if members[rootUnit] != nil {
            // What starts the program and builds the object graph sits above everything it builds:
            // a unit reaching back into it (a cell asking the app delegate for shared state) takes
            // what should be handed to it. Files beside the entry point in a small folder are one
            // unit with it (the window and scene plumbing next to the app delegate).
            let below = units.filter { $0 != rootUnit }.map { JSONValue.string(names[$0]!) }
            var rootRule: JSONObject = [
                "id": "composition-root-on-top", "kind": .string(LevelsRule.name),
                "levels": .array([.array(below), .array([.string(rootUnit.name)])]),
                "severity": .string(drawnByTheBuild ? "error" : "warning"), "allowWithinFolder": true,
                "allowHandedOver": true,
            ]
            if declares { rootRule["allowDeclared"] = true }
            // Reaching back into the root throughout (every screen asking the app delegate to show an
            // alert) is how the app is built, as any direction many files take: allowed for the units
            // that take it today, and said; a unit that starts to is still reported.
            if rootUsers.values.reduce(0, +) >= PrevailingDependencies.minimumFiles {
                rootRule["allow"] = .object(
                    JSONObject(rootUsers.keys.sorted().map { ($0, .array([.string(rootUnit.name)])) }))
            }
            rules.append(.object(rootRule))
        }
        var testable: JSONObject = ["id": "no-testable-import", "kind": "testableImport"]
        // Preview apps are built to try a feature, never shipped (see PreviewApps).
        let previews = PreviewApps.globs(tests: scope.tests, files: files, production: scope.production)
        if !previews.isEmpty { testable["allowIn"] = .array((scope.tests + previews).map { .string($0) }) }
        rules.append(.object(testable))
        let sharedCode = SharedCodeAdoption.rule(for: analysis)
        if let sharedCode { rules.append(sharedCode.rule) }
        var root = JSONObject()
        root["description"] = .string(
            "Written by archhist init: no preset fits this app with confidence (\(why)), so its layers are its own "
                + "\(Plural.counted(units.count, "unit")) (modules, and the folders of large modules), levelled by "
                + "the dependencies they have today: a unit may use the units of its level and of the levels below. "
                + againstReason(levelled.against, files: fileCounts, allowed: Set(accepted))
                + (members[rootUnit] == nil
                    ? ""
                    : "The entry points and the files that build the object graph are one layer on top, "
                        + "\(rootUnit.name): they may use every unit, and a unit reaching back into them is "
                        + "reported (composition-root-on-top), but not one using an object they hand it "
                        + "(`@Environment(T.self)`, `@EnvironmentObject`, a dependency key), even a type the "
                        + "entry point's file declares, nor a dependency client wrapping what they keep, nor an "
                        + "object asked of a dependency-injection library's container, nor the root handed to what "
                        + "it built (a coordinator given the scene delegate). "
                        + rootUsersReason(rootUsers))
                + composerReason(members[composerUnit]?.map { RoleGuess.fileStem(files[$0].path) } ?? [])
                + sharedLevelReason(levelled.levels, uses: Set(between.keys))
                + (drawnByTheBuild
                    ? "The units are modules the build declares: a use against the levels is an error. "
                    : "Some units are folders, which no build enforces, levelled by how many files use which "
                        + "way: the uses a folder takes against the levels today are the app as it stands, "
                        + "allowed in the rule (\(Plural.counted(accepted.count, "direction"))), and a new one "
                        + "is noted as info, not a claim that the code is wrong; history shows each new "
                        + "dependency (archhist boundaries). ")
                + (declares ? "A use of a module the manifest declares as a dependency is allowed. " : "")
                + (previews.isEmpty ? "" : PreviewApps.reason(previews) + ". ")
                + grabBagReason(
                    grabBags.filter { bag in unplaced.contains { files[$0].path.hasPrefix(bag.name + "/") } }
                        .sorted().map(\.name))
                + (sharedCode?.reason ?? "")
                + scope.reason
                + "Name your layers and rules as the app's design goes (archhist presets lists the shapes "
                + "archhist knows), or keep these levels and let history show each new dependency.")
        root["exclude"] = .array(scope.exclude.map { .string($0) })
        root["tests"] = .array(scope.tests.map { .string($0) })
        root["layers"] = .array(layers)
        root["domains"] = .array(
            SpecFitter.writtenDomains(map, index: index) {
                !($0.kind == .module && scope.serverModules.contains($0.name))
            }
        )
        root["rules"] = .array(rules)
        return .object(root)
    }

    /// A unique layer name for each unit: a module's name, a folder's last component, or
    /// as many of its last components as tell it from the others, case aside.
    static func layerNames(_ units: [DomainUnit]) -> [DomainUnit: String] {
        var taken: [DomainUnit: Int] = [:]
        func candidate(_ unit: DomainUnit) -> String {
            guard unit.kind != .module else { return unit.name }
            let components = unit.name.split(separator: "/")
            return components.suffix(taken[unit, default: 1]).joined(separator: "/")
        }
        // Names alike but for case (`shared`, `Shared`) clash too: a reader cannot tell them apart.
        while true {
            let grouped = Dictionary(grouping: units) { candidate($0).lowercased() }
            let clashing = grouped.values.filter { $0.count > 1 }.joined().filter { unit in
                unit.kind != .module && taken[unit, default: 1] < unit.name.split(separator: "/").count
            }
            guard !clashing.isEmpty else { break }
            for unit in clashing { taken[unit, default: 1] += 1 }
        }
        // A folder whose whole path is some module's name still clashes: it says it is a folder.
        let grouped = Dictionary(grouping: units) { candidate($0).lowercased() }
        var names: [DomainUnit: String] = [:]
        var seen: [String: Int] = [:]
        for unit in units {
            var name = candidate(unit)
            if unit.kind != .module, grouped[name.lowercased()]!.contains(where: { $0.kind == .module }) {
                name += " (folder)"
            }
            // Two whole paths alike but for case (`shared/`, `Shared/`) are told apart by number.
            let count = seen[name.lowercased(), default: 0] + 1
            seen[name.lowercased()] = count
            names[unit] = count == 1 ? name : "\(name) (\(count))"
        }
        return names
    }

    /// The first six names, and how many more.
    private static func listed(_ names: [String]?) -> String {
        guard let names, !names.isEmpty else { return "no other unit" }
        return names.prefix(6).joined(separator: ", ") + (names.count > 6 ? " and \(names.count - 6) more" : "")
    }

    /// Folder names that say the folder holds a bit of everything.
    static let grabBagNames: Set<String> = [
        "other", "others", "common", "misc", "miscellaneous", "general", "supporting files",
        "supportingfiles", "support", "sources", "source", "classes",
    ]

    /// The unit uses another unit that uses it.
    static func straddles(_ unit: DomainUnit, unitOfFile: [Int: DomainUnit], graph: ArchitectureGraph) -> Bool {
        var uses: Set<DomainUnit> = []
        var usedBy: Set<DomainUnit> = []
        for (file, owner) in unitOfFile {
            for use in graph.usesByFile[file] {
                guard case .file(let target, _) = use.target, let other = unitOfFile[target], other != owner else {
                    continue
                }
                if owner == unit { uses.insert(other) }
                if other == unit { usedBy.insert(owner) }
            }
        }
        return !uses.isDisjoint(with: usedBy)
    }

    /// The units whose files use a file of `unit`.
    static func users(of unit: DomainUnit, unitOfFile: [Int: DomainUnit], graph: ArchitectureGraph) -> Set<DomainUnit> {
        var users: Set<DomainUnit> = []
        for (file, owner) in unitOfFile where owner != unit {
            for use in graph.usesByFile[file] {
                if case .file(let target, _) = use.target, unitOfFile[target] == unit { users.insert(owner) }
            }
        }
        return users
    }

    /// The folder directly inside `folder` that holds `path`: `A/Other/Pills` for
    /// `A/Other/Pills/Pill.swift` in `A/Other`; nil for a file of `folder` itself.
    static func subfolder(of path: String, in folder: String) -> String? {
        guard path.hasPrefix(folder + "/") else { return nil }
        let rest = path.dropFirst(folder.count + 1)
        guard let slash = rest.firstIndex(of: "/") else { return nil }
        return folder + "/" + rest[..<slash]
    }

    static func isGrabBag(_ unit: DomainUnit) -> Bool {
        unit.kind == .folder
            && grabBagNames.contains(unit.name.split(separator: "/").last.map { $0.lowercased() } ?? "")
    }

    /// The files declaring the app's entry points (`@main`, an app delegate), and the files
    /// that only extend those types (`AppDelegate+Notifications.swift`).
    static func entryPoints(in analysis: Analysis) -> Set<Int> {
        let files = analysis.files
        var names: Set<Substring> = []
        var found: Set<Int> = []
        // A library target compiles its `main.swift` as any other file; only a program starts there.
        let libraries = Set(analysis.modules.filter { $0.isDeclared && !$0.isExecutable }.map(\.name))
        for (index, file) in files.enumerated() where !file.isTest {
            // `main.swift` is where a program's top-level code runs: its start, whatever it declares.
            if file.path.split(separator: "/").last == "main.swift", !libraries.contains(file.module) {
                found.insert(index)
            }
            for declaration in file.facts.declarations where declaration.kind != .extension {
                if RoleGuess.isEntryPoint(declaration) {
                    names.insert(declaration.simpleName)
                    found.insert(index)
                }
            }
        }
        for (index, file) in files.enumerated() where !file.isTest && !file.facts.declarations.isEmpty {
            if file.facts.declarations.allSatisfy({ $0.kind == .extension && names.contains($0.simpleName) }) {
                found.insert(index)
            }
        }
        return found
    }

    /// The unit of the files that put together screens of many units.
    static let composerUnit = DomainUnit(kind: .folder, name: "View composition")

    /// The files that use views (files whose role is view code) of at least three units
    /// other than their own. A screen that opens other units' screens is still a screen of
    /// its own unit (a library screen showing a book's page): only one that holds others,
    /// a tab, navigation, split or page container, composes them.
    static func viewComposers(_ index: UnitIndex, unitOfFile: [Int: DomainUnit]) -> Set<Int> {
        var found: Set<Int> = []
        for (file, unit) in unitOfFile {
            let facts = index.analysis.files[file].facts
            if index.roleOfFile[file] == .ui, !holdsScreens(facts) { continue }
            var screens: Set<DomainUnit> = []
            for use in index.analysis.graph.usesByFile[file] {
                guard case .file(let target, _) = use.target, index.roleOfFile[target] == .ui,
                    let other = unitOfFile[target], other != unit
                else { continue }
                screens.insert(other)
            }
            if screens.count >= 3 { found.insert(file) }
        }
        return found
    }

    /// Containers of screens, as UIKit and AppKit name them: a controller that is one holds
    /// the screens it shows (one that presents a navigation controller is still a screen).
    static let screenContainers: Set<String> = [
        "UITabBarController", "UINavigationController", "UISplitViewController", "UIPageViewController",
        "NSTabViewController", "NSSplitViewController", "NSPageController",
    ]
    /// SwiftUI's: a view whose body is tabs or a split holds the screens in them.
    static let containerViews: Set<String> = ["TabView", "NavigationSplitView"]

    /// Is, or in SwiftUI lays out, a container of screens.
    static func holdsScreens(_ facts: FileFacts) -> Bool {
        facts.declarations.contains { !$0.inherits.filter(screenContainers.contains).isEmpty }
            || facts.references.contains { containerViews.contains($0.name) }
    }

    static func rootUsersReason(_ users: [String: Int]) -> String {
        let files = users.values.reduce(0, +)
        guard files >= PrevailingDependencies.minimumFiles else { return "" }
        return "Allowed as the app's own design, not reported: \(Plural.counted(files, "file")) in "
            + "\(Plural.counted(users.count, "unit")) (\(listed(users.keys.sorted()))) reach back into \(rootUnit.name) "
            + "today, as the app is built; a unit that starts to is still reported. "
    }

    static func composerReason(_ names: [String]) -> String {
        guard !names.isEmpty else { return "" }
        return "\(Plural.counted(names.count, "file")) that put together screens of three units or more "
            + "(\(listed(names.sorted()))) are \(composerUnit.name), outside the levels: screens call back the "
            + "coordinator or router that shows them by design. "
    }

    /// Said where two units of one level do use each other both ways: only then is there a
    /// cycle the levels keep quiet.
    static func sharedLevelReason(_ levels: [[String]], uses: Set<UnitLevels.Use>) -> String {
        let cycles = levels.contains { level in
            level.contains { from in
                level.contains { to in
                    from != to && uses.contains(UnitLevels.Use(from: from, to: to))
                        && uses.contains(UnitLevels.Use(from: to, to: from))
                }
            }
        }
        guard cycles else { return "" }
        return "Units on one level may use each other: those that use each other about as much are one unit in "
            + "all but name, and so are sibling folders whose names extend one feature's name (`Lesson`, "
            + "`LessonPanModals`); their cycle is said here rather than reported. "
    }

    /// The unit of the files that build the app's object graph.
    static let rootUnit = DomainUnit(kind: .folder, name: "Composition root")

    static func grabBagReason(_ folders: [String]) -> String {
        guard !folders.isEmpty else { return "" }
        return "Left without a layer: the loose files of \(Plural.counted(folders.count, "folder")) whose name says "
            + "it holds a bit of everything (\(listed(folders))) that use a unit which uses the folder: no one level "
            + "fits them; archhist discover asks where they belong. Its other loose files are the folder's unit, "
            + "and each of its subfolders is a unit of its own. "
    }

    static func againstReason(
        _ against: [UnitLevels.Use], files: [UnitLevels.Use: Int], allowed: Set<UnitLevels.Use>
    ) -> String {
        guard !against.isEmpty else { return "No use between units goes against the levels today. " }
        let shown = against.prefix(4).map { use in
            let back = files[UnitLevels.Use(from: use.to, to: use.from)].map {
                ", \(Plural.counted($0, "file")) the other way"
            }
            return "\(use.from) → \(use.to) (\(Plural.counted(files[use]!, "file"))\(back ?? ""))"
        }
        let reported = against.filter { !allowed.contains($0) }.count
        let verdict =
            reported == 0
            ? "is against the levels, and allowed as the app has it today"
            : reported == against.count
                ? "is the one reported"
                : "is against the levels (allowed where a folder takes it, reported between two modules)"
        return "Where units use each other, the direction far fewer files take \(verdict): "
            + shown.joined(separator: "; ") + (against.count > 4 ? " and \(against.count - 4) more" : "") + ". "
    }
}
