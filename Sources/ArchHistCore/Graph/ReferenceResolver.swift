/// Resolves referenced type names to the files that declare them.
///
/// A name is looked up in the nearest scope that declares it, as Swift would:
/// the file itself, then the types the file declares or extends (a `Details` used
/// inside `extension DBModel` is `DBModel.Details`), then its own module, then the
/// modules it imports, then the modules those re-export (`@_exported import`). Extensions never count as
/// declarations. A name declared by several files of that scope is ambiguous:
/// it is counted and draws no edge, so that a guess never becomes a violation.
struct ReferenceResolver: Sendable {
    private struct Key: Hashable, Sendable {
        let module: String
        let name: String
    }

    /// Files declaring a type, by module and qualified name (`Outer.Inner`).
    private var qualified: [Key: [Int]] = [:]
    /// Types of the tree that have nested types: the only scopes worth a nested lookup.
    private var parentsOfNested = Set<String>()
    /// Modules each local module re-exports.
    private var reexports: [String: [String]] = [:]

    init(files: [AnalyzedFile]) {
        for (index, file) in files.enumerated() {
            for declaration in file.facts.declarations where declaration.kind != .extension {
                qualified[Key(module: file.module, name: declaration.name), default: []].appendUnique(index)
                if let dot = declaration.name.lastIndex(of: ".") {
                    parentsOfNested.insert(String(declaration.name[..<dot]))
                }
            }
            for fact in file.facts.imports where fact.isExported {
                reexports[file.module, default: []].appendUnique(fact.module)
            }
        }
    }

    /// Resolves every file's references, on all cores: each file is resolved on its
    /// own against the shared, read-only index.
    func resolve(files: [AnalyzedFile], workers: Int) -> (dependencies: [FileDependency], stats: ResolutionStats) {
        let perFile = (try? Array(files.indices).parallelMap(workers: workers) { index in
            resolve(file: files[index], at: index)
        }) ?? []
        var dependencies: [FileDependency] = []
        var stats = ResolutionStats()
        for (found, counts) in perFile {
            dependencies += found
            stats.resolved += counts.resolved
            stats.local += counts.local
            stats.ambiguous += counts.ambiguous
            stats.unresolved += counts.unresolved
        }
        return (dependencies, stats)
    }

    private func resolve(file: AnalyzedFile, at index: Int) -> ([FileDependency], ResolutionStats) {
        var dependencies: [FileDependency] = []
        var stats = ResolutionStats()
        let declaredHere = Set(file.facts.declarations.map(\.name))
            .union(file.facts.declarations.map { String($0.simpleName) })
        let imported = file.facts.imports.map(\.module)
        let exported = imported.flatMap { reexports[$0] ?? [] }
        let scopes = parentsOfNested.isEmpty ? [] : ReferenceResolver.enclosingScopes(of: file.facts.declarations)
            .filter(parentsOfNested.contains)
        for reference in file.facts.references {
            if declaredHere.contains(reference.name) {
                stats.local += 1
                continue
            }
            let found = lookupNested(reference.name, in: scopes, own: file.module, imported: imported)
                ?? lookup(reference.name, own: file.module, imported: imported, exported: exported)
            switch found {
            case .none:
                stats.unresolved += 1
            case .some(let candidates) where candidates.count > 1:
                stats.ambiguous += 1
            case .some(let candidates):
                let target = candidates[0]
                if target == index {
                    stats.local += 1
                } else {
                    stats.resolved += 1
                    dependencies.append(FileDependency(from: index, to: target, line: reference.line, symbol: reference.name))
                }
            }
        }
        return (dependencies, stats)
    }

    /// `Scope.name` for the types a file declares or extends, innermost first.
    private func lookupNested(_ name: String, in scopes: [String], own: String, imported: [String]) -> [Int]? {
        for scope in scopes {
            let qualifiedName = scope + "." + name
            if let found = qualified[Key(module: own, name: qualifiedName)] { return found }
            for module in imported {
                if let found = qualified[Key(module: module, name: qualifiedName)] { return found }
            }
        }
        return nil
    }

    /// The types a file declares or extends, and their enclosing types, deepest first:
    /// `DBModel.Country` gives `DBModel.Country`, `DBModel`.
    static func enclosingScopes(of declarations: [Declaration]) -> [String] {
        var scopes = Set<String>()
        for declaration in declarations {
            var name = Substring(declaration.name)
            while !name.isEmpty {
                scopes.insert(String(name))
                guard let dot = name.lastIndex(of: ".") else { break }
                name = name[..<dot]
            }
        }
        // Deepest first; the order among equally deep scopes does not matter to Swift
        // either (two of them declaring the name would be ambiguous there too).
        return scopes.sorted { a, b in a.utf8.count != b.utf8.count ? a.utf8.count > b.utf8.count : a < b }
    }

    private func lookup(_ name: String, own: String, imported: [String], exported: [String]) -> [Int]? {
        // A nested type is reachable unqualified only inside its parent, which
        // `lookupNested` covers; elsewhere `Item` is a generic parameter or a
        // type of another module, never `Mapper.Root.Item`.
        if let found = qualified[Key(module: own, name: name)] { return found }
        for scope in [imported, exported] {
            var found: [Int] = []
            for module in scope {
                if let files = qualified[Key(module: module, name: name)] { found.append(contentsOf: files) }
            }
            if !found.isEmpty { return found }
        }
        // `Module.Type`: a name qualified by a module the file imports.
        if let dot = name.firstIndex(of: "."), imported.contains(String(name[..<dot])) {
            let module = String(name[..<dot])
            return qualified[Key(module: module, name: String(name[name.index(after: dot)...]))]
        }
        return nil
    }
}

extension Array where Element: Equatable {
    mutating func appendUnique(_ element: Element) {
        if !contains(element) { append(element) }
    }
}
