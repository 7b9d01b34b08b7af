import ArchHistSupport

/// Maps an app's domains from the facts of an analysis, as an architect would:
/// entry points first, then what users can do (units holding reducers, view models
/// or views become domains, named by their business noun), the clients as verbs
/// grouped by domain, the providers wrapping third-party SDKs, the code used across
/// domains, the gaps in each slice, and questions where the evidence is split.
public enum DomainMapper {
    /// Names that are never a business capability, whatever holds them.
    static let technicalWords = [
        "Helpers", "Utils", "Utilities", "Utility", "Extensions", "Shared", "Common", "Environment", "Styleguide",
        "DesignSystem", "Styles", "Mocks", "TestSupport", "Preview", "Models",
    ]
    static let technicalNames = Set<String>([
        "App", "AppDelegate", "Common", "Shared", "Core", "Utils", "Utilities", "Helpers", "Extensions", "Resources",
        "Components", "Assets", "Generated", "Support", "SupportingFiles", "Supporting Files", "Preview Content",
        "Localization", "Vendor", "ThirdParty", "DesignSystem", "Styleguide", "Theme", "UI", "Views", "Models",
        "Networking", "Network", "API", "Services", "Infrastructure", "Infra", "Foundation", "Library", "Libraries",
        "Kit", "Base", "Config", "Configuration", "Environment", "Sources", "Source", "Classes", "Main", "Debug",
        "Mocks", "Preview", "Previews", "Testing", "TestSupport", "Dependencies", "Widgets", "Extension",
        "Example", "Examples", "Component", "Helper", "Public", "Default", "Feature", "Features", "Interface",
        "Implementation", "Projects", "Modules",
        // A layer's name says how code is built, not what users do with it.
        "Domain", "Data", "Presentation", "Entities", "UseCases", "Repositories", "Interactors", "DataSources",
        // A platform's folder holds that platform's take on every feature.
        "Platform", "Platforms", "iPhone", "iPad",
        // Wiring builds every feature and is none of them (see namesWiring for `…DI`, `…Assembly`).
        "Application", "Factories", "Composition", "Container", "Containers",
        // Kinds of view code, shared by the features they draw.
        "Cell", "Cells", "ViewComponents", "ViewModifiers", "Modifiers", "Presenters", "Protocols", "Decorators",
    ]).union(platformWords)

    static let platformWords: Set<String> = [
        "iOS", "macOS", "Mac", "tvOS", "watchOS", "visionOS", "iPadOS", "Catalyst", "OSX",
    ]

    /// A target or folder named for the platform it builds for (`NetNewsWire_iOS`,
    /// `Swiftfin tvOS`, `Reader-macOS`) holds that platform's take on the app, not a feature.
    static func namesAPlatform(_ name: String) -> Bool {
        let words = name.split { $0 == "_" || $0 == "-" || $0 == " " || $0 == "." }
        return words.count > 1 && words.contains { platformWords.contains(String($0)) }
    }

    /// A feature's own wiring (`ProductUIDI`, `HomeAssembly`, `DIContainer`)
    /// builds its screens and composes other features' wiring: no part of the feature's logic.
    static func namesWiring(_ name: String) -> Bool {
        [
            "DI", "DIContainer", "DependencyContainer", "DependencyContainers", "Assembly", "Assemblies",
            "DependencyInjection", "CompositionRoot",
        ].contains { suffix in
            name.hasSuffix(suffix)
        }
    }

    /// - Parameters:
    ///   - members: reads the closure properties of client types from their files.
    ///   - specFromFile: the analysis was judged under the user's spec: compare against it.
    public static func map(_ analysis: Analysis, members: ClientMemberReader, specFromFile: Bool) -> DomainMap {
        let index = UnitIndex(analysis)
        var builder = DomainMapBuilder(index: index)
        builder.findDomains()
        builder.findReducersAndEntryPoints()
        builder.findClients(members: members)
        builder.findProviders()
        builder.findServedFiles()
        builder.findGaps()
        if specFromFile { builder.compare(with: analysis) }
        return builder.result(inSpecLayers: specFromFile)
    }
}

/// The state of one mapping: what is known so far, filled in the harness architecture's order.
struct DomainMapBuilder {
    let index: UnitIndex
    var domainOfUnit: [DomainUnit: String] = [:]
    /// Files of domainless units that serve one domain, by domain (see findServedFiles).
    var servedFiles: [String: [Int]] = [:]
    var evidence: [String: [String]] = [:]
    var crossCutting: [CrossCuttingUnit] = []
    var reducers: [DiscoveredReducer] = []
    var clients: [DiscoveredClient] = []
    var providers: [DiscoveredProvider] = []
    var entryPoints: [EntryPoint] = []
    var gaps: [String] = []
    var questions: [String] = []
    var disagreements: [String] = []

    init(index: UnitIndex) { self.index = index }

    func domain(ofFile file: Int) -> String? { index.unitOfFile[file].flatMap { domainOfUnit[$0] } }

    func name(of unit: DomainUnit) -> String {
        String(unit.name.split(separator: "/").last ?? Substring(unit.name))
    }

    /// Units holding business logic or screens are domains, named by their stem;
    /// what several domains use and that uses none of them is cross-cutting.
    mutating func findDomains() {
        var candidates: [DomainUnit] = []
        for unit in index.units {
            let roles = index.roles(of: unit)
            let stem = NameStem.stem(name(of: unit))
            // The unit holding the app's entry point is the app's shell (its root view, its
            // persistence set-up), not a feature: named after the app, it would be a catch-all
            // domain that every feature's screen cycles with.
            guard !DomainMapper.technicalNames.contains(stem), !isTechnical(unit),
                let top = roles.first?.role, ![.wiring, .designSystem, .utils, .providers].contains(top),
                roles.contains(where: { $0.role == .service || $0.role == .ui }),
                !(index.files[unit] ?? []).contains(where: isEntryFile)
            else { continue }
            candidates.append(unit)
        }
        let candidateSet = Set(candidates)
        // Names alike but for case (`Profile/`, `profile/`) are one domain, spelled as the first
        // capitalised one: a spec with two names a reader cannot tell apart draws no boundary.
        func rank(_ spelling: String) -> (Int, String) { (spelling.first?.isUppercase == true ? 0 : 1, spelling) }
        let spellings = candidates.map { NameStem.stem(name(of: $0)) }.sorted { rank($0) < rank($1) }
        let spelled: [String: String] = Dictionary(spellings.map { ($0.lowercased(), $0) }) { first, _ in first }
        for unit in candidates {
            // Users of the same noun (`GameUIKit` using `GameCore`) are the same domain.
            let stem = NameStem.stem(name(of: unit))
            let users = (index.usedBy[unit] ?? []).intersection(candidateSet).filter {
                NameStem.stem(name(of: $0)).lowercased() != stem.lowercased()
            }
            let used = (index.uses[unit] ?? []).intersection(candidateSet)
            // A feature has both logic and screens; what many features use, using none
            // of them, without being both, is a shared helper.
            let roles = index.roles(of: unit)
            let isFeature = roles.contains { $0.role == .service } && index.hasViews(unit)
            let top = roles.first?.role ?? .utils
            if users.count >= 3, used.isEmpty, !isFeature || top == .types || top == .config {
                let role: FileRole =
                    [.types, .config].contains(top) ? top : roles.contains { $0.role == .ui } ? .designSystem : .utils
                markCrossCutting(unit, role: role, reason: "used by \(users.count) features, using none of them")
                continue
            }
            let domain = spelled[stem.lowercased()] ?? stem
            domainOfUnit[unit] = domain
            let counts = index.roles(of: unit).map { "\($0.count) \($0.role.rawValue)" }.joined(separator: ", ")
            evidence[domain, default: []].append("\(unit.description) (\(counts))")
        }
        let domains: [String: String] = Dictionary(domainOfUnit.values.map { ($0.lowercased(), $0) }) { a, _ in a }
        // The rest joins the domain it is named for, or the one domain that uses it;
        // used by several, it is shared.
        for unit in index.units where domainOfUnit[unit] == nil && !crossCutting.contains(where: { $0.unit == unit }) {
            let stem = NameStem.stem(name(of: unit))
            let top = index.roles(of: unit).first?.role ?? .utils
            let users = Set((index.usedBy[unit] ?? []).compactMap { domainOfUnit[$0] })
            if let named = domains[stem.lowercased()], top != .wiring {
                domainOfUnit[unit] = named
                evidence[named, default: []].append("\(unit.description): named for it")
            } else if top == .wiring || index.files[unit]!.contains(where: isEntryFile) {
                markCrossCutting(unit, role: .wiring, reason: "holds the app's entry point")
            } else if users.count == 1, let only = users.first, ![.utils, .designSystem].contains(top),
                !isTechnical(unit), !splitsAModule(unit, from: only)
            {
                domainOfUnit[unit] = only
                evidence[only, default: []].append("\(unit.description): used by no other domain")
            } else if users.count >= 2 || top == .types || top == .utils || top == .designSystem || isTechnical(unit) {
                let role: FileRole =
                    [.types, .config, .designSystem, .providers].contains(top)
                    ? top : top == .ui ? .designSystem : .utils
                let reason = users.isEmpty ? "\(top.rawValue) code" : "used by \(Plural.counted(users.count, "domain"))"
                markCrossCutting(unit, role: role, reason: reason)
                let reached = Set((index.uses[unit] ?? []).compactMap { domainOfUnit[$0] })
                if !reached.isEmpty, users.count >= 2 {
                    questions.append(
                        "\(unit.description) is used by \(Plural.counted(users.count, "domain")) but itself uses "
                            + "\(reached.sorted().joined(separator: ", ")): shared, or part of one of them?")
                }
            } else if users.isEmpty {
                let count = index.files[unit]?.count ?? 0
                questions.append(
                    "\(unit.description) (\(count) file\(count == 1 ? "" : "s"), mostly \(top.rawValue)) is used by "
                        + "no domain: app wiring, dead code, or a domain whose screens are elsewhere?")
            }
        }
    }

    /// A folder of a module that has no unit in `domain` (`Utility/States/` of a shared
    /// package, used by one feature's module): joining it would draw a domain's border
    /// through the module, whose files see each other's internals, and each reference
    /// across that border would be a cross-domain finding.
    func splitsAModule(_ unit: DomainUnit, from domain: String) -> Bool {
        guard unit.kind != .module, let module = index.files[unit]?.first.map({ index.analysis.files[$0].module })
        else { return false }
        return !domainOfUnit.contains { other, name in
            name == domain && (index.files[other]?.contains { index.analysis.files[$0].module == module } ?? false)
        }
    }

    /// Named for what its code is (`Extensions`, `DesignSystem`, `Domain`), not what users do:
    /// used by one domain only, it is still no part of it. (By its whole name: `AppCore` is
    /// TicTacToe's root feature, though its stem is `App`.)
    func isTechnical(_ unit: DomainUnit) -> Bool {
        let name = name(of: unit)
        return DomainMapper.technicalNames.contains(name) || DomainMapper.technicalWords.contains { name.contains($0) }
            || DomainMapper.namesAPlatform(name) || DomainMapper.namesWiring(name) || isAPlatformTake(name)
            || Self.namesARole(name)
    }

    /// A folder named for the kind of code it holds (`Providers`, `Managers`, `Clients`,
    /// `ViewModels`): the plural of a role's name ending, or a role's folder name.
    /// So is a layer, by name (`DomainLayer`, `Presentation Layer`).
    static func namesARole(_ name: String) -> Bool {
        if RoleGuess.folderRoles.contains(where: { $0.0 == name }) || name.hasSuffix("Layer") { return true }
        let singular =
            name.hasSuffix("ies") ? name.dropLast(3) + "y" : name.hasSuffix("s") ? String(name.dropLast()) : ""
        return !singular.isEmpty && RoleGuess.suffixRoles.contains { $0.0 == singular } || namesOnlyKinds(name)
    }

    /// Words that say how code is built, never what users do: what a name made only of them
    /// (`UseCaseImplementations`, `RepositoryProtocols`, `DataMapping`) is made of. Not the
    /// role endings a business noun can be (`StorageFeature` is the storage feature).
    static let kindWords: [String] = [
        "UseCase", "Repository", "Repo", "DataSource", "DTO", "Interface", "Implementation", "Impl", "Protocol",
        "Mapping", "Mapper", "Data", "Domain", "Presentation", "Entity", "Model", "ViewModel", "ViewController",
        "View", "Interactor", "Presenter", "Router", "Coordinator", "Abstraction", "Default", "Concrete",
    ].sorted { $0.count > $1.count }

    /// A name of two kind words or more, each maybe plural, and nothing else: a folder of a kind of
    /// code (`UseCaseImplementations`), whatever features its files serve.
    static func namesOnlyKinds(_ name: String) -> Bool {
        var rest = Substring(name)
        var words = 0
        while !rest.isEmpty {
            let found = kindWords.lazy.compactMap { word -> Substring? in
                for ending in [word + "s", word + "es", word.hasSuffix("y") ? word.dropLast() + "ies" : word, word]
                where rest.hasSuffix(ending) {
                    return rest.dropLast(ending.count)
                }
                return nil
            }.first
            guard let shorter = found else { return false }
            rest = shorter
            words += 1
        }
        return words >= 2
    }

    /// Platform words a target's name ends with, run together (`MovieSwiftTV`, `NotesMac`).
    static let platformEndings = ["tvOS", "macOS", "watchOS", "visionOS", "iOS", "TV", "Mac", "Watch", "Vision"]

    /// Another unit's name with a platform run on (`MovieSwiftTV` beside `MovieSwift`): that
    /// app built for another platform, not a feature.
    func isAPlatformTake(_ name: String) -> Bool {
        guard
            let ending = Self.platformEndings.first(where: { ending in
                name.count > ending.count && name.hasSuffix(ending)
                    && name.dropLast(ending.count).last.map { $0.isLowercase || $0.isNumber } == true
            })
        else { return false }
        let stem = String(name.dropLast(ending.count))
        return index.units.contains { $0.kind == .module && self.name(of: $0) == stem }
    }

    mutating func markCrossCutting(_ unit: DomainUnit, role: FileRole, reason: String) {
        let users = Set((index.usedBy[unit] ?? []).map { domainOfUnit[$0] ?? name(of: $0) }).sorted()
        crossCutting.append(
            CrossCuttingUnit(
                unit: unit, role: role, usedBy: users, files: index.files[unit]?.count ?? 0, reason: reason))
    }

    func isEntryFile(_ file: Int) -> Bool {
        index.analysis.files[file].facts.declarations.contains(where: RoleGuess.isEntryPoint)
    }

    /// The map; with `inSpecLayers`, each domain's files are also counted by the layer
    /// the spec gives them, in the spec's order, so the map speaks the spec's words.
    func result(inSpecLayers: Bool = false) -> DomainMap {
        let files = index.analysis.files
        let layerOrder = Dictionary(
            index.analysis.spec.layers.enumerated().map { ($0.element.name, $0.offset) }
        ) { first, _ in first }
        var domains: [DiscoveredDomain] = []
        for name in Set(domainOfUnit.values).sorted() {
            let units = domainOfUnit.filter { $0.value == name }.map(\.key).sorted()
            let served = servedFiles[name] ?? []
            let members = units.flatMap { index.files[$0] ?? [] } + served
            var byRole: [FileRole: [String]] = [:]
            for file in members { byRole[index.effectiveRole(of: file), default: []].append(files[file].path) }
            var byLayer: [String: [String]] = [:]
            if inSpecLayers {
                for file in members {
                    byLayer[files[file].layer ?? DiscoveredDomain.noLayer, default: []].append(files[file].path)
                }
            }
            let own = clients.filter { $0.domain == name }
            domains.append(
                DiscoveredDomain(
                    name: name, evidence: evidence[name] ?? [], units: units,
                    servedFiles: served.map { files[$0].path }.sorted(),
                    filesByRole: byRole.sorted { $0.key < $1.key }.map { ($0.key, $0.value.sorted()) },
                    filesByLayer: byLayer.sorted {
                        (layerOrder[$0.key] ?? .max, $0.key) < (layerOrder[$1.key] ?? .max, $1.key)
                    }
                    .map { ($0.key, $0.value.sorted()) },
                    nouns: Array(Set(own.flatMap(\.nouns))).sorted(),
                    verbs: own.flatMap { client in client.verbs.map { "\(client.name).\($0)" } }))
        }
        let served = Set(servedFiles.values.joined())
        let mapped = index.production.filter { file in
            guard let unit = index.unitOfFile[file] else { return false }
            return domainOfUnit[unit] != nil || served.contains(file) || crossCutting.contains { $0.unit == unit }
        }
        return DomainMap(
            entryPoints: entryPoints, domains: domains, reducers: reducers, clients: clients, providers: providers,
            crossCutting: crossCutting.sorted { ($0.role, $0.unit) < ($1.role, $1.unit) }, gaps: gaps,
            questions: questions, specDisagreements: disagreements, fileCount: index.production.count,
            mappedFileCount: mapped.count)
    }
}
