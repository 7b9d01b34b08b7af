/// Which module every file belongs to: the target whose source folder holds it
/// (the deepest one when folders nest), else the file's top folder.
public struct ModuleMap: Sendable {
    public private(set) var modules: [Module]
    private var roots: [(prefix: String, excludes: [String], module: Int)]
    private var indexByName: [String: Int]

    /// The module name given to files at the repository root, outside any folder.
    public static let rootModuleName = "(root)"

    public init(manifests: [ManifestFile]) {
        modules = []
        roots = []
        indexByName = [:]
        for file in manifests.sorted(by: { $0.directory < $1.directory }) {
            for target in file.manifest.targets where target.kind != .binary && target.kind != .system {
                let root = ModuleMap.join(file.directory, target.resolvedPath)
                let module = Module(
                    name: target.name, path: root,
                    origin: .target(target.kind, manifestPath: file.path, line: target.line),
                    declaredDependencies: target.dependencies
                )
                let index = add(module)
                roots.append((root + "/", target.exclude.map { root + "/" + ModuleMap.normalize($0) }, index))
            }
        }
        // Deepest folder first, so a nested target wins over its parent.
        roots.sort { $0.prefix.count > $1.prefix.count }
    }

    public func module(named name: String) -> Module? {
        indexByName[name].map { modules[$0] }
    }

    public func isLocal(_ name: String) -> Bool { indexByName[name] != nil }

    /// The module of a repository-relative file path, adding a folder module the
    /// first time a top folder is seen.
    public mutating func moduleName(forFile path: String) -> String {
        for root in roots where path.utf8.starts(with: root.prefix.utf8) {
            if root.excludes.contains(where: { path == $0 || path.utf8.starts(with: ($0 + "/").utf8) }) { continue }
            return modules[root.module].name
        }
        let top: String
        if let slash = path.utf8.firstIndex(of: UInt8(ascii: "/")) {
            top = String(path[..<slash])
        } else {
            top = ModuleMap.rootModuleName
        }
        if indexByName[top] == nil {
            add(Module(name: top, path: top == ModuleMap.rootModuleName ? "" : top, origin: .folder))
        }
        return top
    }

    @discardableResult
    private mutating func add(_ module: Module) -> Int {
        if let existing = indexByName[module.name] { return existing }
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
}
