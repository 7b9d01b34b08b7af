/// Files that register the app's objects with a dependency-injection library: what the
/// library's own protocol says is the composition root. A Swinject `Assembly` registers
/// how to build each service and screen, Resolver's `ResolverRegistering` and Needle's
/// components do the same: such a file names every layer's implementations by design,
/// whatever its folder or name (`Service/Assemblies/NetworkAssembly.swift`). Factory's
/// registrations are the `Factory<T>` properties of its container: an extension of
/// `Container`, or a container of the app's own (`SharedContainer`, `ManagedContainer`).
enum ContainerRegistrations {
    /// The registration protocols, by the library that declares them.
    static let protocols: [String: Set<String>] = [
        "Swinject": ["Assembly"],
        "Resolver": ["ResolverRegistering"],
        "NeedleFoundation": ["Component", "BootstrapComponent"],
        "Factory": ["SharedContainer", "ManagedContainer"],
    ]
    /// The libraries whose container an app resolves its objects from, by module: those that
    /// register through a protocol above, and those that register by calls alone.
    static let libraries: Set<String> = Set(protocols.keys).union([
        "Swinject", "SwinjectAutoregistration", "SwinjectStoryboard", "Dip", "Cleanse", "DITranquillity",
    ])
    /// The container types whose extensions register, by the library that declares them.
    static let containers: [String: Set<String>] = ["Factory": ["Container", "SharedContainer"]]

    /// The production files of `analysis` that conform a type to a registration protocol of
    /// a library they import.
    static func find(_ analysis: Analysis, production: [Int]) -> Set<Int> {
        var found: Set<Int> = []
        for file in production {
            let facts = analysis.files[file].facts
            let registering = facts.imports.reduce(into: Set<String>()) { names, fact in
                names.formUnion(protocols[fact.module] ?? [])
            }
            guard !registering.isEmpty else { continue }
            let extended = facts.imports.reduce(into: Set<String>()) { names, fact in
                names.formUnion(containers[fact.module] ?? [])
            }
            let conforms = facts.declarations.contains { declaration in
                declaration.inherits.contains { registering.contains(Self.baseName($0)) }
                    || (declaration.kind == .extension && extended.contains(Self.baseName(declaration.name)))
            }
            if conforms { found.insert(file) }
        }
        return found
    }

    /// `Component<ParentDependency>` and `Swinject.Assembly` are `Component` and `Assembly`.
    private static func baseName(_ name: String) -> String {
        let unqualified = name.split(separator: ".").last.map(String.init) ?? name
        return String(unqualified.prefix { $0 != "<" })
    }
}
