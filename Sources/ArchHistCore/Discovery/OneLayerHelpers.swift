/// A helper by name or folder (`Helpers/WeakRefCoordinatorWrapper.swift`) that speaks in one
/// layer's types only, which the layer utilities go to may not use, is that layer's helper:
/// a utility knows nothing of the app, so one that does is no cross-cutting utility, and
/// judging it as one would report each of its uses.
enum OneLayerHelpers {
    /// The layer each such file of `production` takes, by file.
    static func layers(
        _ index: UnitIndex, production: [Int], layerOf: [Int: String], allowed: [String: [String]]
    ) -> [Int: String] {
        var moved: [Int: String] = [:]
        for file in production where index.effectiveRole(of: file) == .utils {
            guard let own = layerOf[file], let rules = allowed[own] else { continue }
            var used: Set<String> = []
            for use in index.analysis.graph.usesByFile[file] {
                if case .file(let target, _) = use.target, target != file, let layer = layerOf[target] {
                    used.insert(layer)
                }
            }
            guard used.count == 1, let only = used.first, only != own, !rules.contains(only) else { continue }
            moved[file] = only
        }
        return moved
    }
}
