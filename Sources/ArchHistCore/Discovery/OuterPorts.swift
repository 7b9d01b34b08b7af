import ArchHistSupport

/// Protocols that no code of their own layer uses: the interfaces of the layers that do.
///
/// A file of protocols with no folder to say its layer is placed by its role, as a port of an inner
/// layer. A port belongs with its client: a use case holds its repository's protocol. Where no file
/// of that inner layer uses or implements the protocols, they are another layer's:
/// - protocols that speak in the types of the one layer implementing them (`func signUp(user:
///   UserDTO)`, implemented by the network service) are that layer's own interface;
/// - otherwise, those of the one layer that every user and implementer may use (a `Coordinator`
///   protocol that flows adopt and screens hold is the screens' layer).
/// Read as inner ports, each such protocol made its inner layer name outer types, and each user
/// of the types it names a finding.
enum OuterPorts {
    /// The layer of each port file that its role alone placed (not in `placedByFolder` or `keep`),
    /// that some file uses, and that no file of its layer uses or implements. Not for the harness
    /// chain, which keeps a client's interface (Config) apart from its live implementation by design.
    /// - Parameter allowed: the preset's layer matrix: which layers each layer may use.
    static func layers(
        _ index: UnitIndex, layerOf: [Int: String], allowed: [String: [String]], placedByFolder: Set<Int>,
        keep: Set<Int>, preset: String
    ) -> [Int: String] {
        guard preset != "harness" else { return [:] }
        let files = index.analysis.files
        var declaring: [Substring: Int] = [:]
        for file in index.production where !placedByFolder.contains(file) && !keep.contains(file) {
            let types = files[file].facts.declarations.filter { $0.kind != .extension }
            guard layerOf[file] != nil, RoleGuess.isPort(types) else { continue }
            for declaration in types where declaration.kind == .protocol { declaring[declaration.simpleName] = file }
        }
        guard !declaring.isEmpty else { return [:] }
        let conformers = InnerPorts.conformers(of: declaring, among: index.production, files: files)
        func mayUse(_ user: String, _ layer: String) -> Bool { InnerPorts.mayUse(user, layer, allowed: allowed) }
        let production = Set(index.production)
        var moved: [Int: String] = [:]
        for port in Set(declaring.values).sorted() {
            guard let own = layerOf[port] else { continue }
            let implementers = conformers[port] ?? []
            let users = (index.usersOfFile[port] ?? []).intersection(production).subtracting(implementers)
            let clientLayers = Set(users.union(implementers).compactMap { layerOf[$0] })
            guard !users.isEmpty, !clientLayers.contains(own) else { continue }
            let implementing = Set(implementers.compactMap { layerOf[$0] })
            if implementing.count == 1, let outer = implementing.first, mayUse(outer, own), !mayUse(own, outer),
                speaks(port, in: outer, index: index, layerOf: layerOf)
            {
                moved[port] = outer
                continue
            }
            let common = clientLayers.filter { layer in clientLayers.allSatisfy { mayUse($0, layer) } }
            if common.count == 1, let layer = common.first { moved[port] = layer }
        }
        // A library a manifest declares (a package's, a framework target) is one unit: its ports move
        // only where nothing else is left behind in it (a module of one interface file).
        let libraries = FlatModules.libraries(index.analysis).union(
            index.analysis.modules.filter(CompositionRoots.isLibrary).map(\.name))
        let staying = Set(
            index.production.filter { moved[$0] == nil && libraries.contains(files[$0].module) }.map {
                files[$0].module
            })
        return moved.filter { port, _ in !staying.contains(files[port].module) }
    }

    /// `port` names a type declared in `layer`.
    private static func speaks(_ port: Int, in layer: String, index: UnitIndex, layerOf: [Int: String]) -> Bool {
        index.analysis.graph.usesByFile[port].contains { use in
            guard case .file(let target, _) = use.target, target != port else { return false }
            return layerOf[target] == layer
        }
    }

    /// The sentence of the spec's description that says so, a layer at a time.
    static func reason(_ ports: [Int: String], files: [AnalyzedFile]) -> String {
        Dictionary(grouping: ports.keys, by: { ports[$0]! }).sorted { $0.key < $1.key }.map { layer, moved in
            let paths = moved.map { files[$0].path }.sorted()
            let shown = paths.prefix(3).joined(separator: ", ") + (paths.count > 3 ? ", …" : "")
            let verb = paths.count == 1 ? "is" : "are"
            return "\(Plural.counted(paths.count, "file")) of protocols (\(shown)) \(verb) \(layer)'s: no code of "
                + "the layer their role suggests uses them, and \(layer) implements them in its own types or every "
                + "user may use it. "
        }.joined()
    }
}
