/// Dependencies injected through a key path: `@Dependency(\.apiClient) var apiClient`
/// uses the file declaring the key (`extension DependencyValues { var apiClient:
/// APIClient }`) and the file declaring the key's type, as if it had named `APIClient`.
///
/// Resolved after the references, from the facts of the whole tree, each analysis
/// anew: a key is found among the extension properties of the modules the using file's
/// module loads (its own, those its files import, transitively); the key's type is
/// wherever the declaring file's own reference to it resolved. A key declared by
/// several files in sight is ambiguous and draws no edge, as a type name would; a key
/// the tree does not declare (SwiftUI's `\.dismiss`) draws none either.
enum InjectedDependencies {
    /// The root a wrapper's `\.key` starts from, by wrapper: swift-dependencies
    /// (and TCA), SwiftUI, and Factory with the `InjectedValues` pattern beside it.
    static let roots: [String: [String]] = [
        "Dependency": ["DependencyValues"],
        "Environment": ["EnvironmentValues"],
        "Injected": ["Container", "InjectedValues"],
        "InjectedObject": ["Container", "InjectedValues"],
        "LazyInjected": ["Container", "InjectedValues"],
        "WeakLazyInjected": ["Container", "InjectedValues"],
    ]

    /// The roots `use`'s key may be a property of, when its wrapper, member or
    /// closure injects; nil otherwise.
    static func impliedRoots(of use: KeyPathUse) -> [String]? {
        switch use.form {
        case .attribute, .initializer: return roots[use.wrapper]
        case .member, .closure: return KeyPathUse.valuesRoots[use.wrapper].map { [$0.root] }
        }
    }

    private struct Key: Hashable {
        let root: Substring
        let name: String
    }

    /// The injected dependencies of `files`, whose references resolved as `resolutions` say.
    static func resolve(files: [AnalyzedFile], resolutions: [FileResolution]) -> [FileDependency] {
        guard files.contains(where: { !$0.facts.keyPathUses.isEmpty }) else { return [] }
        var keys: [Key: [(file: Int, property: ExtensionProperty)]] = [:]
        var moduleImports: [String: Set<String>] = [:]
        for (index, file) in files.enumerated() {
            for property in file.facts.extensionProperties {
                keys[Key(root: property.extended.lastNameComponent, name: property.name), default: []].append(
                    (index, property))
            }
            for module in file.modules {
                moduleImports[module, default: []].formUnion(file.facts.imports.map(\.module))
            }
        }
        guard !keys.isEmpty else { return [] }
        var dependencies: [FileDependency] = []
        var loaded: [String: Set<String>] = [:]
        for (index, file) in files.enumerated() where !file.facts.keyPathUses.isEmpty {
            var visible = Set<String>()
            for module in file.modules {
                visible.formUnion(loadedModules(from: module, imports: moduleImports, memo: &loaded))
            }
            for use in file.facts.keyPathUses {
                // A wrapper of another library (`SortDescriptor(\.date)`) injects nothing.
                guard let implied = impliedRoots(of: use) else { continue }
                let rootNames = use.root.map { [String($0.lastNameComponent)] } ?? implied
                var declared: [(file: Int, property: ExtensionProperty)] = []
                for root in rootNames {
                    for candidate in keys[Key(root: root[...], name: use.key)] ?? []
                    where files[candidate.file].modules.contains(where: visible.contains)
                        && !declared.contains(where: { $0.file == candidate.file })
                    {
                        declared.append(candidate)
                    }
                }
                guard declared.count == 1, let key = declared.first else { continue }
                var targets: [(file: Int, symbol: String)] = []
                for name in typeNames(in: key.property.type ?? "") {
                    guard let target = declaringFile(of: name, from: key.file, files: files, resolutions: resolutions),
                        !targets.contains(where: { $0.file == target })
                    else { continue }
                    targets.append((target, name))
                }
                if !targets.contains(where: { $0.file == key.file }) {
                    targets.append((key.file, key.property.extended + "." + key.property.name))
                }
                for target in targets where target.file != index {
                    dependencies.append(
                        FileDependency(
                            from: index, to: target.file, line: use.line, symbol: target.symbol,
                            injectedThrough: use.written))
                }
            }
        }
        return dependencies
    }

    /// The modules a module loads: itself and what its files import, transitively.
    /// Swift lets a file see the extension members of every module its module loads,
    /// imported by the file or not (until the `MemberImportVisibility` feature).
    private static func loadedModules(
        from module: String, imports: [String: Set<String>], memo: inout [String: Set<String>]
    ) -> Set<String> {
        if let known = memo[module] { return known }
        var loaded: Set<String> = [module]
        var pending = [module]
        while let next = pending.popLast() {
            for imported in imports[next] ?? [] where loaded.insert(imported).inserted { pending.append(imported) }
        }
        memo[module] = loaded
        return loaded
    }

    /// The names a type is written with: `Factory<Analytics>` gives `Factory` and
    /// `Analytics`, `Speech.Client?` gives `Speech.Client`. Lowercase words (`any`,
    /// `some`) are no type names.
    static func typeNames(in type: String) -> [String] {
        var names: [String] = []
        var current = ""
        func flush() {
            while current.hasSuffix(".") { current.removeLast() }
            if let first = current.unicodeScalars.first, ("A"..."Z").contains(first) { names.append(current) }
            current = ""
        }
        for character in type {
            if character.isLetter || character.isNumber || character == "_" || character == "." {
                current.append(character)
            } else {
                flush()
            }
        }
        flush()
        return names
    }

    /// The file declaring `name` as seen from file `from`: itself, or where its own
    /// reference to the name resolved; nil when neither (a type of the SDK, ambiguous).
    private static func declaringFile(
        of name: String, from: Int, files: [AnalyzedFile], resolutions: [FileResolution]
    ) -> Int? {
        let facts = files[from].facts
        if facts.declarations.contains(where: {
            $0.kind != .extension && ($0.name == name || $0.simpleName == name[...])
        }) {
            return from
        }
        guard from < resolutions.count, let position = facts.references.firstIndex(where: { $0.name == name })
        else { return nil }
        return resolutions[from].targets.first { $0.reference == position }?.file
    }
}
