/// What each module's manifest lets it use: the modules it declares a dependency on,
/// directly or through other modules of the tree (by target, project or product
/// name). A target builds against its dependencies' dependencies too, so an import
/// of any of them compiles; one outside the reach is a dependency nobody declared.
public struct DeclaredReach: Sendable {
    /// For each module a manifest declares, the manifest's path and the modules it reaches.
    private let reach: [String: (manifest: String, modules: Set<String>)]

    public init(_ modules: [Module], where included: (Module) -> Bool = { _ in true }) {
        let direct = Dictionary(
            modules.map { ($0.name, $0.declaredDependencies.map(\.name)) }, uniquingKeysWith: { first, _ in first })
        // Modules with a dependency the reader could not name (a Tuist helper's).
        let incomplete = Set(modules.filter { $0.declaredDependencies.contains { $0.kind == .unreadable } }.map(\.name))
        var reach: [String: (manifest: String, modules: Set<String>)] = [:]
        for module in modules where included(module) {
            guard case .target(_, let manifest, _) = module.origin else { continue }
            var seen = Set<String>()
            var pending = direct[module.name] ?? []
            while let next = pending.popLast() {
                guard seen.insert(next).inserted else { continue }
                pending += direct[next] ?? []
            }
            // A dependency no one could name, here or further down, may reach anything.
            guard !incomplete.contains(module.name), !seen.contains(where: incomplete.contains) else { continue }
            reach[module.name] = (manifest, seen)
        }
        self.reach = reach
    }

    /// Whether `module`'s dependencies reach `other`; nil when no manifest declares `module`,
    /// or when one of the dependencies it reaches could not be read.
    public func reaches(_ module: String, _ other: String) -> Bool? {
        reach[module].map { $0.modules.contains(other) }
    }

    /// The manifest that declares `module`, when it is in the reach table.
    public func manifest(of module: String) -> String? {
        reach[module]?.manifest
    }
}
