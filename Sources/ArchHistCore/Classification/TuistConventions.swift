/// The targets of Tuist projects that only running Tuist could list, named instead by
/// their folder convention. A project that calls a helper (`Project.app(name: "Home")`)
/// or reads a helper's property (`Feature.home.project`) gets the targets that helper's
/// body makes, and those of the helpers it calls, with the call's arguments in place of
/// the parameters (a case's raw value for `module.rawValue`, from the helpers' enums); a
/// parameter no call gives is read from the folders (`Targets/$(name)Kit/Sources/**`
/// matching `Targets/HomeKit/…`). A project whose helpers cannot be read follows Tuist's
/// common layout, `Sources/` and `Tests/`, or `Targets/<Name>/Sources` and
/// `Targets/<Name>/Tests`, and its modular architecture's `Interface/`, `Testing/` and
/// `Example/` (or `Demo/`).
import ArchHistSupport

struct TuistConventions: Sendable {
    /// One target a convention makes, its name and globs relative to the repository.
    struct Convention: Sendable {
        var name: String
        var kind: ManifestTarget.Kind
        var product: ProductType?
        var globs: [(pattern: String, except: [String])]
        /// What the module's note and JSON say of it.
        var inferredBy: String
        var manifestPath: String
        var line: Int
        /// What the helper's body says the target depends on (`.target(name: "Queenfisher")`), and
        /// always a dependency only running Tuist could name: no list read this way is whole, so the
        /// target's imports are not checked against it, while what it names is still declared.
        var dependencies: [ManifestDependency]
    }

    /// Each project's folder (with a slash), deepest first, and its conventions in order.
    private var projects: [(prefix: String, conventions: [Convention])] = []

    static let helperConvention = "the Tuist helper's folder convention"
    static let commonConvention = "Tuist's common folder convention"
    /// Helpers calling helpers: deeper than this is given up (and a cycle is cut).
    static let maximumDepth = 8
    /// Helpers read for one project, however many calls fan out: past this, given up.
    static let maximumInstances = 4096

    var isEmpty: Bool { projects.isEmpty }

    init(manifests: [ManifestFile]) {
        let rawValues = TuistCaseRawValues(manifests: manifests)
        var helpers: [String: [(helper: TuistHelper, path: String)]] = [:]
        for file in manifests where file.manifest.kind == .tuistHelpers {
            for helper in file.manifest.helpers { helpers[helper.function, default: []].append((helper, file.path)) }
        }
        for file in manifests where file.manifest.kind == .tuistProject {
            let unread = file.manifest.targets.isEmpty && !file.manifest.warnings.isEmpty
            guard unread || !file.manifest.helperCalls.isEmpty else { continue }
            var conventions: [Convention] = []
            var fresh = 0
            // A function the project's own manifest declares is the one its calls mean.
            var scoped = helpers
            for helper in file.manifest.helpers { scoped[helper.function] = [(helper, file.path)] }
            for call in file.manifest.helperCalls {
                var made = Self.targets(of: call, helpers: scoped, rawValues: rawValues, depth: 0, fresh: &fresh)
                // A helper that makes one name an app or a framework by its arguments (`if targets
                // .contains(.app)`) lists both: which one this call makes is not known.
                var products: [String: Set<ProductType?>] = [:]
                for (target, _) in made {
                    products[target.moduleName ?? target.name, default: []].insert(target.product)
                }
                for index in made.indices where products[made[index].0.moduleName ?? made[index].0.name]!.count > 1 {
                    made[index].0.product = .other
                    made[index].0.kind = .regular
                }
                conventions += made.map { target, helperPath in
                    Self.convention(
                        target, of: file, call: call,
                        inferredBy: "\(Self.helperConvention) (`\(call.written)` of \(helperPath): "
                            + "\(target.sourcePatterns.joined(separator: ", ")) is \(target.name))")
                }
            }
            if conventions.isEmpty, unread, let folder = file.directory.split(separator: "/").last {
                conventions = Self.common(String(folder), of: file)
            }
            if !conventions.isEmpty {
                projects.append((file.directory.isEmpty ? "" : file.directory + "/", conventions))
            }
        }
        projects.sort { $0.prefix.count > $1.prefix.count }
    }

    /// The module a convention gives a file, with the folder it names; nil when no
    /// convention of its project matches it.
    func module(forFile path: String) -> Module? {
        for project in projects where path.utf8.starts(with: project.prefix.utf8) {
            for convention in project.conventions {
                if let module = Self.module(of: convention, forFile: path) { return module }
            }
        }
        return nil
    }

    private static func module(of convention: Convention, forFile path: String) -> Module? {
        for glob in convention.globs {
            var captures: [String: String] = [:]
            guard FolderPattern.matches(glob.pattern, path, captures: &captures) else { continue }
            let excluded = glob.except.contains { except in
                var bound = captures
                return FolderPattern.matches(FolderPattern.substitute(except, captures), path, captures: &bound)
            }
            if excluded { continue }
            let name = FolderPattern.substitute(convention.name, captures)
            guard !name.isEmpty, !name.contains("$(") else { continue }
            let folder = Glob.literalPrefix(FolderPattern.substitute(glob.pattern, captures))
            return Module(
                name: name, path: String(folder.hasSuffix("/") ? folder.dropLast() : folder),
                origin: .target(convention.kind, manifestPath: convention.manifestPath, line: convention.line),
                product: convention.product,
                declaredDependencies: convention.dependencies.compactMap { dependency in
                    var bound = dependency
                    bound.name = FolderPattern.substitute(dependency.name, captures)
                    return bound.name.contains("$(") ? nil : bound
                },
                inferredBy: convention.inferredBy)
        }
        return nil
    }

    /// The targets a call makes: those of the helpers of its name, with its arguments in
    /// their parameters' place and a fresh capture for each parameter it leaves out,
    /// then those of the helpers they call in turn.
    private static func targets(
        of call: TuistHelperCall, helpers: [String: [(helper: TuistHelper, path: String)]],
        rawValues: TuistCaseRawValues, depth: Int, fresh: inout Int
    ) -> [(ManifestTarget, String)] {
        guard depth < maximumDepth, fresh < maximumInstances, let candidates = helpers[call.function] else {
            return []
        }
        var result: [(ManifestTarget, String)] = []
        for (helper, path) in candidates {
            fresh += 1
            let instance = fresh
            let bind = { (text: String) in
                FolderPattern.substitute(text) { label in
                    call.arguments[label] ?? rawValues.value(of: label, in: call)
                        ?? TuistHelperCall.placeholder("?\(instance).\(label)")
                }
            }
            for var target in helper.targets {
                target.name = bind(target.name)
                target.moduleName = target.moduleName.map(bind)
                target.dependencies = target.dependencies.map { dependency in
                    var bound = dependency
                    bound.name = bind(dependency.name)
                    return bound
                }
                target.sources = target.sources?.map { rule in
                    guard case .glob(let pattern, let except) = rule else { return rule }
                    return .glob(bind(pattern), except: except.map(bind))
                }
                result.append((target, path))
            }
            for inner in helper.calls {
                var bound = inner
                bound.arguments = inner.arguments.mapValues(bind)
                result += targets(of: bound, helpers: helpers, rawValues: rawValues, depth: depth + 1, fresh: &fresh)
            }
        }
        return result
    }

    private static func convention(
        _ target: ManifestTarget, of file: ManifestFile, call: TuistHelperCall, inferredBy: String
    ) -> Convention {
        let globs: [(pattern: String, except: [String])] = (target.sources ?? []).compactMap { rule in
            guard case .glob(let pattern, let except) = rule, let glob = ModuleMap.resolve(pattern, in: file.directory)
            else { return nil }
            return (glob, except.compactMap { ModuleMap.resolve($0, in: file.directory) })
        }
        return Convention(
            name: target.moduleName ?? target.name, kind: target.kind, product: target.product, globs: globs,
            inferredBy: inferredBy, manifestPath: file.path, line: call.line,
            dependencies: target.dependencies.filter { $0.kind != .unreadable }
                + [ManifestDependency(kind: .unreadable, name: call.written)])
    }

    /// `Targets/<Name>/Sources` and `Tests`, else the project's own `Sources` and `Tests`,
    /// and the companions Tuist's modular architecture (TMA) gives a module's `Sources`: its
    /// `Interface`, its `Testing` doubles and its `Example` app, each named for the module.
    private static func common(_ project: String, of file: ManifestFile) -> [Convention] {
        let layouts: [(name: String, glob: String, kind: ManifestTarget.Kind, product: ProductType?)] = [
            ("$(target)", "Targets/$(target)/Sources/**", .regular, nil),
            ("$(target)Tests", "Targets/$(target)/Tests/**", .test, nil),
            (project, "Sources/**", .regular, nil),
            (project + "Tests", "Tests/**", .test, nil),
            (project + "Interface", "Interface/**", .regular, nil),
            (project + "Testing", "Testing/**", .regular, nil),
            (project + "Example", "Example/**", .executable, .app),
            (project + "Demo", "Demo/**", .executable, .app),
        ]
        return layouts.compactMap { layout in
            guard let glob = ModuleMap.resolve(layout.glob, in: file.directory) else { return nil }
            return Convention(
                name: layout.name, kind: layout.kind, product: layout.product, globs: [(glob, [])],
                inferredBy: "\(commonConvention) (\(layout.glob) is \(layout.name))", manifestPath: file.path,
                line: 1, dependencies: [ManifestDependency(kind: .unreadable, name: "(targets only Tuist can name)")])
        }
    }
}

extension ManifestTarget {
    /// The globs of its `sources`, for a note.
    fileprivate var sourcePatterns: [String] {
        (sources ?? []).compactMap { rule in
            if case .glob(let pattern, _) = rule { return pattern }
            return nil
        }
    }
}
