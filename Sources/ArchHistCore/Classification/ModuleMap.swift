/// Which modules compile every file, as the build sees it: the Xcode or Tuist
/// targets that list it, else the SwiftPM target whose folder holds it (the
/// deepest when folders nest), else the CocoaPods pod whose podspec names it, else a
/// guess from its top folder.
///
/// A file several targets compile (an app and its widget sharing code) belongs to
/// each; its primary module is the first that is not a test target, in the order
/// the manifests declare them. In a tree whose manifests declare targets, a file
/// none of them compiles is `notCompiled`: its folder guess is named as such.
import ArchHistSupport

public struct ModuleMap: Sendable {
    public private(set) var modules: [Module]
    private var indexByName: [String: Int]
    /// SwiftPM targets: the folder they own, deepest first, with their exclusions.
    private var roots: [(prefix: String, excludes: [String], module: Int)] = []
    /// Xcode and Tuist targets: the files they list, by path.
    private var listed: [String: [Int]] = [:]
    /// The same, by lowercased path: Xcode on a Mac finds `NotificationContentExtension/A.swift`
    /// in a folder named `notificationContentExtension`, as the Mac's file system ignores
    /// case, and so does archhist when no file has the listed path exactly.
    private var listedIgnoringCase: [String: [Int]] = [:]
    /// Xcode 16 synchronized folders by path, each with the module that compiles
    /// it and the paths (full, repository-relative) its exception sets take out. A
    /// file's folders are found by looking up each folder above it: a project has a
    /// hundred synchronized folders and its exceptions run to the thousand.
    private var folders: [Substring: [(module: Int, except: Set<Substring>)]] = [:]
    /// Tuist globs, with the globs that take files out.
    private var globs: [(glob: Glob, except: [Glob], module: Int)] = []
    /// CocoaPods globs: a development pod's files that no project or package target
    /// compiles (its own `.xcodeproj` may list them where they no longer are).
    private var podGlobs: [(glob: Glob, except: [Glob], module: Int)] = []
    /// Some manifest declares a target that compiles Swift: files outside all of
    /// them are not compiled, not merely unclaimed.
    private var declaresTargets = false
    /// Folders of projects whose targets could not be read (a Tuist project made by
    /// a helper function): their files that no folder convention names are compiled
    /// by something archhist cannot see, so each gets its project's folder name as a
    /// guessed module, never "not compiled", said to be inferred. Deepest first. A Tuist
    /// project keeps each target in a folder of its own (`Projects/Platform/MoviesAPI/**`),
    /// so its folders are the modules, not the project.
    private var unreadProjects: [(prefix: String, name: String, manifest: String, isTuist: Bool)] = []
    /// Folders of packages whose manifest could not be read (one generated from a DSL of
    /// its own, `Package { … }`): their files under `Sources/<name>/` and `Tests/<name>/`
    /// are SwiftPM's default layout, a target per folder, said to be inferred; never "not
    /// compiled", which would leave the app's code out. Deepest first.
    private var unreadPackages: [(prefix: String, manifest: String)] = []
    /// The folders of unread packages that hold Swift files directly: the shallowest of
    /// them on a file's path below `Sources/` is its target (`Sources/Clients/FileClient`).
    private var layoutTargets: Set<Substring> = []
    /// Project targets whose module is named otherwise, by target name.
    private var moduleNameOfTarget: [String: String] = [:]
    /// Targets of Tuist projects made by helpers, named by their folder convention.
    private var conventions: TuistConventions
    /// Apps of one name that separate projects build (sibling apps in one repository,
    /// each `FinanceApp.xcodeproj` building a `FinanceApp`), with the folder naming each.
    private var siblingApps: SiblingApps

    /// The module name given to files at the repository root, outside any folder.
    public static let rootModuleName = "(root)"

    /// `paths`, the tree's files, tell the targets of a package whose manifest cannot be
    /// read; without them each folder directly in its `Sources/` is one.
    public init(manifests: [ManifestFile], paths: [String] = []) {
        modules = []
        indexByName = [:]
        conventions = TuistConventions(manifests: manifests)
        siblingApps = SiblingApps(manifests: manifests)
        // Projects first: a file an Xcode or Tuist target lists is in that target
        // even when a package folder also holds it.
        let ordered = manifests.sorted { a, b in
            (a.manifest.kind == .package ? 1 : 0, a.path) < (b.manifest.kind == .package ? 1 : 0, b.path)
        }
        // A project target is known by the module it builds, which its importers
        // name; its dependencies name targets, here and in other projects.
        for file in ordered where file.manifest.kind != .package {
            for target in file.manifest.targets {
                if let module = target.moduleName { moduleNameOfTarget[target.name] = module }
            }
        }
        for file in ordered {
            if file.manifest.kind == .package, file.manifest.targets.isEmpty, !file.manifest.warnings.isEmpty {
                unreadPackages.append((file.directory.isEmpty ? "" : file.directory + "/", file.path))
            }
            if [.xcodeProject, .tuistProject, .xcodeGenProject].contains(file.manifest.kind),
                file.manifest.targets.isEmpty, !file.manifest.warnings.isEmpty,
                let name = file.directory.split(separator: "/").last
            {
                unreadProjects.append(
                    (file.directory + "/", String(name), file.path, file.manifest.kind == .tuistProject))
            }
            for target in file.manifest.targets where target.kind != .binary && target.kind != .system {
                if let sources = target.sources {
                    addProjectTarget(target, sources: sources, of: file)
                } else {
                    addPackageTarget(target, of: file)
                }
            }
        }
        // Deepest folder first, so a nested target wins over its parent.
        roots.sort { $0.prefix.count > $1.prefix.count }
        unreadProjects.sort { $0.prefix.count > $1.prefix.count }
        unreadPackages.sort { $0.prefix.count > $1.prefix.count }
        if !unreadPackages.isEmpty {
            for path in paths where path.hasSuffix(".swift") {
                guard let package = unreadPackages.first(where: { path.utf8.starts(with: $0.prefix.utf8) }),
                    Self.layoutFolder(of: path, in: package.prefix) != nil, let slash = path.lastIndex(of: "/")
                else { continue }
                layoutTargets.insert(path[..<slash])
            }
        }
    }

    private mutating func addPackageTarget(_ target: ManifestTarget, of file: ManifestFile) {
        let root = ModuleMap.join(file.directory, target.resolvedPath)
        let index = add(
            Module(
                name: target.name, path: root,
                origin: .target(target.kind, manifestPath: file.path, line: target.line),
                declaredDependencies: target.dependencies))
        roots.append((root + "/", target.exclude.map { root + "/" + ModuleMap.normalize($0) }, index))
        declaresTargets = true
    }

    private mutating func addProjectTarget(_ target: ManifestTarget, sources: [SourceRule], of file: ManifestFile) {
        guard !sources.isEmpty else { return }
        var dependencies = target.dependencies
        for position in dependencies.indices where dependencies[position].kind != .product {
            let name = dependencies[position].name
            if let sibling = siblingApps.name(of: name, in: file.directory) {
                dependencies[position].name = sibling
            } else if let module = moduleNameOfTarget[name] {
                dependencies[position].name = module
            }
        }
        let sibling = siblingApps.name(of: target.moduleName ?? target.name, in: file.directory)
        let index = add(
            Module(
                name: sibling ?? target.moduleName ?? target.name, path: "",
                origin: .target(target.kind, manifestPath: file.path, line: target.line),
                product: target.product, declaredDependencies: dependencies,
                targets: target.moduleName == nil && sibling == nil ? [] : [target.name]))
        declaresTargets = true
        for rule in sources {
            switch rule {
            case .file(let path):
                guard let path = ModuleMap.resolve(path, in: file.directory) else { continue }
                listed[path, default: []].appendUnique(index)
                listedIgnoringCase[path.lowercased(), default: []].appendUnique(index)
            case .folder(let path, let except):
                guard let folder = ModuleMap.resolve(path, in: file.directory) else { continue }
                let prefix = folder.isEmpty ? "" : folder + "/"
                folders[folder[...], default: []].append(
                    (index, Set(except.map { Substring(prefix + ModuleMap.normalize($0)) })))
            case .glob(let pattern, let except):
                guard let glob = ModuleMap.resolve(pattern, in: file.directory) else { continue }
                let excluded = except.compactMap { ModuleMap.resolve($0, in: file.directory) }.map(Glob.init)
                if file.manifest.kind == .podspec {
                    podGlobs.append((Glob(glob), excluded, index))
                } else {
                    globs.append((Glob(glob), excluded, index))
                }
            }
        }
    }

    public func module(named name: String) -> Module? {
        indexByName[name].map { modules[$0] }
    }

    public func isLocal(_ name: String) -> Bool { indexByName[name] != nil }

    /// The module of a repository-relative file path, adding a guessed module the
    /// first time a top folder is seen.
    public mutating func moduleName(forFile path: String) -> String {
        moduleNames(forFile: path)[0]
    }

    /// Every module that compiles a file, its primary module first; never empty.
    public mutating func moduleNames(forFile path: String) -> [String] {
        let compiling = projectTargets(of: path)
        if !compiling.isEmpty {
            // The primary module is the first that is not a test target.
            let primary = compiling.first { !modules[$0].isTestTarget } ?? compiling[0]
            return [modules[primary].name] + compiling.filter { $0 != primary }.map { modules[$0].name }
        }
        if !ModuleMap.isInPlayground(path) {
            for root in roots where path.utf8.starts(with: root.prefix.utf8) {
                if root.excludes.contains(where: { ModuleMap.isAtOrUnder(path, $0) }) { continue }
                return [modules[root.module].name]
            }
        }
        if !podGlobs.isEmpty {
            let split = GlobPath(path)
            let pods = podGlobs.filter { $0.glob.matches(split) && !$0.except.contains(where: { $0.matches(split) }) }
            if let first = pods.first(where: { !modules[$0.module].isTestTarget }) ?? pods.first {
                return [modules[first.module].name]
            }
        }
        if !conventions.isEmpty, let inferred = conventions.module(forFile: path) {
            if indexByName[inferred.name] == nil { add(inferred) }
            return [inferred.name]
        }
        if let package = unreadPackages.first(where: { path.utf8.starts(with: $0.prefix.utf8) }),
            let folder = layoutTarget(of: path, in: package.prefix)
        {
            if indexByName[folder.name] == nil {
                add(
                    Module(
                        name: folder.name, path: folder.path, origin: .folder,
                        inferredBy: "SwiftPM's layout (Sources/<target>), as \(package.manifest) could not be read"))
            }
            return [folder.name]
        }
        if let project = unreadProjects.first(where: { path.utf8.starts(with: $0.prefix.utf8) }) {
            if project.isTuist, let folder = Self.targetFolder(of: path, in: project.prefix),
                indexByName[folder.name].map({ modules[$0].path == folder.path }) ?? true
            {
                if indexByName[folder.name] == nil {
                    add(
                        Module(
                            name: folder.name, path: folder.path, origin: .folder,
                            inferredBy: "a target folder of \(project.manifest), whose targets only Tuist can name"))
                }
                return [folder.name]
            }
            if indexByName[project.name] == nil {
                add(
                    Module(
                        name: project.name, path: String(project.prefix.dropLast()), origin: .folder,
                        inferredBy: "the project's folder, for files no target read from \(project.manifest) compiles"))
            }
            return [project.name]
        }
        return [guess(for: path)]
    }

    /// The Xcode and Tuist targets that compile `path`, in declaration order.
    private func projectTargets(of path: String) -> [Int] {
        var found = listed[path] ?? (listedIgnoringCase.isEmpty ? [] : listedIgnoringCase[path.lowercased()] ?? [])
        if !folders.isEmpty || !globs.isEmpty, !ModuleMap.isInPlayground(path) {
            if !folders.isEmpty {
                // Every folder above the file, the root ("") first; then whether an
                // exception names the file or a folder between.
                let above = ModuleMap.folders(above: path)
                for (depth, folder) in above.enumerated() {
                    for entry in folders[folder] ?? [] {
                        let excepted =
                            entry.except.contains(path[...])
                            || above[(depth + 1)...].contains(where: entry.except.contains)
                        if excepted { continue }
                        found.appendUnique(entry.module)
                    }
                }
            }
            if !globs.isEmpty {
                let split = GlobPath(path)
                for entry in globs where entry.glob.matches(split) {
                    guard !entry.except.contains(where: { $0.matches(split) }) else { continue }
                    found.appendUnique(entry.module)
                }
            }
        }
        return found.count > 1 ? found.sorted() : found
    }

    /// The top folder of a file no target compiles, as a module of its own. In a
    /// tree whose manifests declare targets it is named as the folder it is
    /// (`Scripts/`): it is no target, and never taken for the target of that name.
    /// The folder directly under an unread project's folder that holds `path`, and its name;
    /// nil for a file of the project's folder itself.
    /// The target folder of `path` in the unread package at `prefix`: the shallowest folder
    /// holding Swift files directly, else `Sources/<name>` or `Tests/<name>`.
    private func layoutTarget(of path: String, in prefix: String) -> (name: String, path: String)? {
        guard let top = Self.layoutFolder(of: path, in: prefix) else { return nil }
        var end = path.index(path.startIndex, offsetBy: top.path.count)
        while end < path.endIndex {
            if layoutTargets.contains(path[..<end]) {
                let folder = path[..<end]
                return (String(folder.split(separator: "/").last!), String(folder))
            }
            guard let next = path[path.index(after: end)...].firstIndex(of: "/") else { break }
            end = next
        }
        return top
    }

    /// `Sources/<name>` or `Tests/<name>` of the package at `prefix`, when `path` is below it.
    private static func layoutFolder(of path: String, in prefix: String) -> (name: String, path: String)? {
        let parts = path.dropFirst(prefix.count).split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count > 2, parts[0] == "Sources" || parts[0] == "Tests", !parts[1].isEmpty else { return nil }
        return (String(parts[1]), prefix + parts[0] + "/" + parts[1])
    }

    private static func targetFolder(of path: String, in prefix: String) -> (name: String, path: String)? {
        let rest = path.dropFirst(prefix.count)
        guard let slash = rest.firstIndex(of: "/"), slash > rest.startIndex else { return nil }
        let name = String(rest[..<slash])
        return (name, prefix + name)
    }

    private mutating func guess(for path: String) -> String {
        var name = ModuleMap.rootModuleName
        var folder = ""
        if let slash = path.utf8.firstIndex(of: UInt8(ascii: "/")) {
            folder = String(path[..<slash])
            name = declaresTargets ? folder + "/" : folder
        }
        if indexByName[name] == nil {
            add(Module(name: name, path: folder, origin: declaresTargets ? .notCompiled : .folder))
        }
        return name
    }

    /// A module already known by that name is the same module: two targets that
    /// build one (`Shared-iOS` and `Shared-watchOS` both build `Shared`) are one
    /// module to their importers, with the dependencies of both.
    @discardableResult
    private mutating func add(_ module: Module) -> Int {
        if let existing = indexByName[module.name] {
            guard module.isDeclared else { return existing }
            for dependency in module.declaredDependencies {
                modules[existing].declaredDependencies.appendUnique(dependency)
            }
            for target in module.targets { modules[existing].targets.appendUnique(target) }
            return existing
        }
        modules.append(module)
        indexByName[module.name] = modules.count - 1
        return modules.count - 1
    }

    static func join(_ directory: String, _ path: String) -> String {
        let relative = normalize(path)
        if directory.isEmpty { return relative }
        return relative.isEmpty ? directory : directory + "/" + relative
    }

    /// Drops `./`, empty components and a trailing slash.
    static func normalize(_ path: String) -> String {
        path.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
    }

    /// `path` relative to `directory`, with `.` and `..` resolved; nil when it
    /// leaves the repository.
    static func resolve(_ path: String, in directory: String) -> String? {
        // Nearly every path a project lists is plain (`Sources/App/View.swift`):
        // joined as it is, without splitting. A backfill places every file of
        // every commit.
        if isPlain(path) { return directory.isEmpty || path.isEmpty ? directory + path : directory + "/" + path }
        var components = directory.split(separator: "/")
        for component in path.split(separator: "/") {
            switch component {
            case ".": continue
            case "..":
                guard components.popLast() != nil else { return nil }
            default: components.append(component)
            }
        }
        return components.joined(separator: "/")
    }

    /// No empty, `.` or `..` component: nothing to resolve.
    private static func isPlain(_ path: String) -> Bool {
        var componentStart = true
        var dots = 0
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                if componentStart || dots > 0 { return false }
                componentStart = true
                continue
            }
            if componentStart {
                dots = byte == UInt8(ascii: ".") ? 1 : 0
            } else if dots > 0 {
                dots = byte == UInt8(ascii: ".") && dots == 1 ? 2 : 0
            }
            componentStart = false
        }
        return !(componentStart && !path.isEmpty) && dots == 0
    }

    /// `A/B/C.swift` -> "", `A`, `A/B`.
    private static func folders(above path: String) -> [Substring] {
        var result: [Substring] = [""]
        var index = path.utf8.startIndex
        while let slash = path.utf8[index...].firstIndex(of: UInt8(ascii: "/")) {
            result.append(path[..<slash])
            index = path.utf8.index(after: slash)
        }
        return result
    }

    private static func isAtOrUnder(_ path: String, _ prefix: String) -> Bool {
        guard path.utf8.starts(with: prefix.utf8) else { return false }
        let rest = path.utf8.dropFirst(prefix.utf8.count)
        return rest.isEmpty || rest.first == UInt8(ascii: "/")
    }

    /// A playground's pages and sources are run by Xcode, never compiled by a target.
    private static func isInPlayground(_ path: String) -> Bool {
        path.containsBytes(".playground/")
    }
}
