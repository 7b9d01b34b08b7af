import ArchHistSupport

/// Protocols kept in an outer layer's folder that belong to an inner layer: its ports.
///
/// Dependency inversion puts the abstraction with its client: a use case holds a
/// `UserRepository` and the data layer implements it. Some apps keep that protocol in the
/// data layer's folders (`Data/Repository/User/Protocol/UserRepository.swift`), so the
/// preset's folder puts it in Data, and each use case holding its port would read as
/// "Domain depends on Data": the one dependency the design asks for. Such a file is the
/// inner layer's, whatever folder keeps it, when
/// - it declares protocols only (no implementation, no value the outer layer owns),
/// - only its own layer implements them (an adapter, outside, conforms inward) and a layer
///   inward of its own uses it, or only one layer inward of its own implements them (the
///   screens keep the use cases' protocols they hold, `Presentation/Interface/`),
/// - every user may use that inner layer, and
/// - for a protocol implemented inward, what it names is that inner layer's or below. One the
///   inner layer holds is its port even where it speaks in an outer type (a repository protocol
///   returning a `UserDTO`): that leak is the DTO's confinement finding, not the use case's.
enum InnerPorts {
    /// The inner layer of each port file of `production` that its folder placed outward.
    /// - Parameters:
    ///   - allowed: the preset's layer matrix: which layers each layer may use.
    ///   - keep: files whose layer is settled (the composition root).
    static func layers(
        _ index: UnitIndex, production: [Int], layerOf: [Int: String], allowed: [String: [String]],
        keep: Set<Int>
    ) -> [Int: String] {
        let files = index.analysis.files
        let graph = index.analysis.graph
        var declaring: [Substring: Int] = [:]
        for file in production where !keep.contains(file) && RoleGuess.declaresOnlyProtocols(files[file].facts) {
            for declaration in files[file].facts.declarations where declaration.kind == .protocol {
                declaring[declaration.simpleName] = file
            }
        }
        guard !declaring.isEmpty else { return [:] }
        let conformers = Self.conformers(of: declaring, among: production, files: files)
        func mayUse(_ user: String, _ layer: String) -> Bool { Self.mayUse(user, layer, allowed: allowed) }
        let productionSet = Set(production)
        var moved: [Int: String] = [:]
        /// Inward: the outer layer may use it, it may not use the outer layer.
        func isInward(_ layer: String, of outer: String) -> Bool { mayUse(outer, layer) && !mayUse(layer, outer) }
        for port in Set(declaring.values).sorted() {
            guard let outer = layerOf[port], let adapters = conformers[port], !adapters.isEmpty else { continue }
            let adapterLayers = Set(adapters.map { layerOf[$0] })
            guard adapterLayers.count == 1, let adapterLayer = adapterLayers.first, let implementing = adapterLayer
            else { continue }
            let users = (index.usersOfFile[port] ?? []).intersection(productionSet).subtracting(adapters)
            let userLayers = Set(users.compactMap { layerOf[$0] }).subtracting([outer])
            let inner: String
            if implementing == outer {
                // Implemented beside it and used by one layer inward: that layer's port.
                let inward = userLayers.filter { isInward($0, of: outer) }
                guard inward.count == 1, let only = inward.first else { continue }
                inner = only
            } else if isInward(implementing, of: outer) {
                // Implemented only inward (a use case protocol kept with the screens that hold
                // it, `Presentation/Interface/`): the implementations could not depend on it
                // where it is, so it is their layer's.
                inner = implementing
            } else {
                continue
            }
            guard userLayers.allSatisfy({ mayUse($0, inner) }) else { continue }
            // A port the inner layer holds is its port, whatever it speaks in: a repository protocol
            // returning a `UserDTO` is the domain's with a leak (which the DTO's confinement reports).
            guard implementing != outer else {
                moved[port] = inner
                continue
            }
            // What the protocols name stays usable from the inner layer (layers as init placed them).
            let namesOuter = graph.usesByFile[port].contains { use in
                guard case .file(let target, _) = use.target, target != port, let layer = layerOf[target] else {
                    return false
                }
                return !mayUse(inner, layer)
            }
            if !namesOuter { moved[port] = inner }
        }
        return moved
    }

    /// `user` may use `layer` under the layer matrix `allowed`: its own, one it is allowed, or it is
    /// constrained by nothing.
    static func mayUse(_ user: String, _ layer: String, allowed: [String: [String]]) -> Bool {
        user == layer || allowed[user].map { $0.contains(layer) } ?? true
    }

    /// The files of `production` conforming to each port file's protocols (`declaring`: protocol
    /// name → its file), on a declaration or an extension.
    static func conformers(
        of declaring: [Substring: Int], among production: [Int], files: [AnalyzedFile]
    ) -> [Int: Set<Int>] {
        var conformers: [Int: Set<Int>] = [:]
        for file in production {
            for declaration in files[file].facts.declarations where declaration.kind != .protocol {
                for name in declaration.inherits {
                    if let port = declaring[name.lastNameComponent], port != file {
                        conformers[port, default: []].insert(file)
                    }
                }
            }
        }
        return conformers
    }

    /// The sentences of the spec's description that say so, a layer at a time.
    static func reason(_ ports: [Int: String], files: [AnalyzedFile]) -> String {
        Dictionary(grouping: ports.keys, by: { ports[$0]! }).sorted { $0.key < $1.key }.map { layer, moved in
            let paths = moved.map { files[$0].path }.sorted()
            let shown = paths.prefix(3).joined(separator: ", ") + (paths.count > 3 ? ", …" : "")
            return "\(Plural.counted(paths.count, "file")) of protocols (\(shown)) "
                + "\(paths.count == 1 ? "is" : "are") \(layer)'s ports, whatever folder keeps them: one layer "
                + "implements them and every user may use \(layer), so each dependency on them points the way "
                + "dependency inversion asks for. "
        }.joined()
    }
}
