import ArchHistSupport

/// Of the folders a preset names for its layers (`**/Features/**` for Presentation,
/// `**/Domain/**` and `**/UseCases/**` for Domain), the one nearest a file says what the
/// file is: `Modules/Features/Auth/Sources/Auth/Domain/UseCases/Login.swift` is a use case
/// of a feature module, and the `Features/` folder far above it groups packages. A folder
/// named for a layer itself (`Domain/`, `DataLayer/`) says more than one named for a kind
/// of file inside it: `Domain/Interfaces/Repositories/` holds the domain's ports, not
/// repositories, and of two folders named for layers, the outer one: layers do not nest.
/// The spec's own precedence (the layer declared first) is left as the spec
/// defines it: this is how `init` reads the app's convention.
struct NearestLayerFolder {
    /// The layer and glob of each folder name a `**/Name/**` glob of the preset names.
    private let byFolder: [Substring: (layer: String, glob: Glob)]

    init(_ spec: ArchitectureSpec) {
        var byFolder: [Substring: (layer: String, glob: Glob)] = [:]
        for layer in spec.layers {
            for glob in layer.match.paths {
                let parts = glob.pattern.split(separator: "/")
                guard parts.count == 3, parts[0] == "**", parts[2] == "**", !parts[1].contains(where: "*?{[".contains)
                else { continue }
                if byFolder[parts[1]] == nil { byFolder[parts[1]] = (layer.name, glob) }
            }
        }
        self.byFolder = byFolder
    }

    /// The layer the nearest folder named for a layer names, else the nearest folder named
    /// for a kind of file, with its glob; nil when none does. Only the module's own folder
    /// (`root`, empty for a target that lists its files) and the folders inside it count: a
    /// `DesignSystem/` folder above a package's `Sources/` names the package, not a layer.
    func place(_ path: String, inside root: String) -> (layer: String, glob: Glob)? {
        let own = root.split(separator: "/").last.map { $0 + "/" } ?? ""
        let inside = !root.isEmpty && path.hasPrefix(root + "/") ? own + path.dropFirst(root.count + 1) : path
        let folders = inside.split(separator: "/").dropLast().reversed()
        let named = folders.lazy.compactMap { folder in
            byFolder[folder].flatMap { found in
                folder == found.layer || folder == found.layer + "Layer" ? found : nil
            }
        }
        // Layers do not nest: a folder named for a layer inside another layer's folder names a
        // topic of the outer one (`Domain/Models/Presentation/`, the presentations of a
        // credential protocol), so the outermost folder named for a layer itself says it.
        return Array(named).last ?? folders.lazy.compactMap { byFolder[$0] }.first
    }
}
