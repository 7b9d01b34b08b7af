/// What a file several targets compile can use as a member of each. References are
/// resolved once for all of a file's targets, so a use found only in one target's
/// scope (code under `#if` for the app, in a file the widget compiles too) would
/// otherwise count for the widget as well. As a member of module `M`, a file uses a
/// file of another module only if it imports that module, or `M` or an imported
/// module re-exports it (`@_exported import`), as the compiler's scope would allow.
struct MembershipScope {
    /// The modules each module of the tree re-exports, through any of its files.
    private let reexports: [String: Set<String>]

    init(_ graph: ArchitectureGraph) {
        var reexports: [String: Set<String>] = [:]
        for file in graph.files {
            let exported = file.facts.imports.filter(\.isExported).map(\.module)
            guard !exported.isEmpty else { continue }
            for module in file.modules { reexports[module, default: []].formUnion(exported) }
        }
        self.reexports = reexports
    }

    /// The modules `file`, compiled as a member of `module`, sees besides `module` itself.
    func visibleModules(of file: AnalyzedFile, asMemberOf module: String) -> Set<String> {
        var visible = Set(file.facts.imports.map(\.module))
        var pending = Array(visible) + [module]
        while let next = pending.popLast() {
            for exported in reexports[next] ?? [] where visible.insert(exported).inserted { pending.append(exported) }
        }
        return visible
    }
}
