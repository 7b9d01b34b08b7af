/// Apps of one module name built by separate projects: a repository of sibling apps (a
/// course's solutions, a company's examples, each folder with its own `FinanceApp.xcodeproj`).
/// Targets of one name are one module where they build one library for several platforms,
/// but no build links two apps together: each app is a module of its own, and files of one
/// must not see the other's types. Such an app is named for its project's folder as well,
/// `FinanceApp (devsprint-1)`, the way Xcode names a target in a workspace by its project.
struct SiblingApps: Sendable {
    /// The qualified module name of each sibling app, by module name and project folder.
    private var names: [String: [String: String]] = [:]

    init(manifests: [ManifestFile]) {
        var folders: [String: Set<String>] = [:]
        for file in manifests where file.manifest.kind != .package {
            for target in file.manifest.targets where target.sources != nil && Self.isApp(target) {
                folders[target.moduleName ?? target.name, default: []].insert(file.directory)
            }
        }
        for (name, found) in folders where found.count >= 2 {
            let last = Dictionary(uniqueKeysWithValues: found.map { ($0, $0.split(separator: "/").last ?? "") })
            // The last folder names each project unless two share it: then the whole path does.
            let distinct = Set(last.values).count == found.count && !last.values.contains("")
            for folder in found {
                let shown = distinct ? String(last[folder]!) : (folder.isEmpty ? "/" : folder)
                names[name, default: [:]][folder] = "\(name) (\(shown))"
            }
        }
    }

    /// The module name of app `name` built by the project in `folder`, when other projects
    /// build an app of that name too; nil otherwise.
    func name(of name: String, in folder: String) -> String? { names[name]?[folder] }

    private static func isApp(_ target: ManifestTarget) -> Bool {
        guard let product = target.product else { return false }
        return [.app, .watchApp, .appClip].contains(product)
    }
}
