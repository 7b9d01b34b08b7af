import ArchHistSupport

/// Property wrappers kept with the wiring: the DI mechanism, not the composition root.
///
/// An app that rolls its own container keeps `@propertyWrapper struct Injected<V>` beside it
/// (`DIContainer/`), and every layer's declarations use it to be handed what the root registered
/// (`@Injected var fetchPosts: FetchPostsUseCase`), as a Factory or Resolver app uses the library's
/// `@Injected`. The root decides what is built; the wrapper only resolves it. Read as the root,
/// each view model holding an injected property was a finding. Which layer such a wrapper is,
/// is the team's call: `init` leaves it without one and says so.
enum InjectionWrappers {
    /// The production files of `index` in `wiringLayer` that declare property wrappers and nothing
    /// else, and that code outside the wiring uses.
    static func find(_ index: UnitIndex, layerOf: [Int: String], wiringLayer: String) -> [Int] {
        let files = index.analysis.files
        let production = Set(index.production)
        return index.production.filter { file in
            guard layerOf[file] == wiringLayer else { return false }
            let types = files[file].facts.declarations.filter { $0.kind != .extension }
            guard !types.isEmpty, types.allSatisfy({ $0.attributes.contains("propertyWrapper") }) else {
                return false
            }
            let users = (index.usersOfFile[file] ?? []).intersection(production)
            return users.contains { layerOf[$0] != wiringLayer }
        }
    }

    /// The sentence of the spec's description that says so.
    static func reason(_ paths: [String], wiringLayer: String) -> String {
        guard !paths.isEmpty else { return "" }
        let shown = paths.sorted().prefix(3).joined(separator: ", ") + (paths.count > 3 ? ", …" : "")
        let them = paths.count == 1 ? "it" : "them"
        return "Left without a layer: \(Plural.counted(paths.count, "property wrapper file")) kept with the "
            + "\(wiringLayer) (\(shown)) that code outside it declares its injected properties with: the "
            + "injection mechanism every layer uses, not the root that decides what is built; give \(them) a "
            + "layer by path if the team wants one. "
    }
}
