/// Resolves referenced type names to the files that declare them.
///
/// A name is looked up in the nearest scope that declares it, as Swift would:
/// the file itself, then the types the file declares or extends (a `Details` used
/// inside `extension DBModel` is `DBModel.Details`), then its own module, then the
/// modules it imports, then the modules those re-export (`@_exported import`).
/// Extensions never count as declarations. A name declared by several files of that
/// scope is ambiguous: it is counted and draws no edge, so that a guess never
/// becomes a violation.
struct ReferenceResolver: Sendable {
    /// Files declaring a type, by module, then by qualified name (`Outer.Inner`).
    private var declarations: [String: [String: [Int]]] = [:]
    /// Types of the tree that have nested types: the only scopes worth a nested lookup.
    private var parentsOfNested = Set<String>()
    /// The last components of nested types' names: a reference to any other name
    /// never needs a nested lookup, which keeps the common case to a few probes.
    private var nestedNames = Set<Substring>()
    /// Modules each local module re-exports.
    private var reexports: [String: [String]] = [:]

    init(files: [AnalyzedFile]) {
        // A declaration can be the target of a reference only if some reference ends
        // in its simple name: the others are not indexed at all.
        var referenced = Set<Substring>()
        for file in files {
            for reference in file.facts.references {
                if let dot = reference.name.utf8.lastIndex(of: UInt8(ascii: ".")) {
                    referenced.insert(reference.name[reference.name.utf8.index(after: dot)...])
                } else {
                    referenced.insert(reference.name[...])
                }
            }
        }
        // One module's table at a time, taken out of the outer dictionary while it
        // grows, so that no insertion copies it.
        var byModule: [String: [Int]] = [:]
        for (index, file) in files.enumerated() { byModule[file.module, default: []].append(index) }
        for (module, members) in byModule {
            var table: [String: [Int]] = [:]
            for index in members {
                let file = files[index]
                for declaration in file.facts.declarations where declaration.kind != .extension {
                    guard referenced.contains(declaration.simpleName) else { continue }
                    table[declaration.name, default: []].appendUnique(index)
                    if let dot = declaration.name.utf8.lastIndex(of: UInt8(ascii: ".")) {
                        parentsOfNested.insert(String(declaration.name[..<dot]))
                        nestedNames.insert(declaration.name[declaration.name.utf8.index(after: dot)...])
                    }
                }
                for fact in file.facts.imports where fact.isExported {
                    reexports[module, default: []].appendUnique(fact.module)
                }
            }
            declarations[module] = table
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
        var declaredHere = Set<Substring>()
        for declaration in file.facts.declarations {
            declaredHere.insert(declaration.name[...])
            declaredHere.insert(declaration.simpleName)
        }
        // Only modules of the tree can declare anything; SDK imports are skipped once here.
        // The same module imported twice (in two `#if` branches) is one scope.
        var importedNames: [String] = []
        for fact in file.facts.imports where fact.module != file.module { importedNames.appendUnique(fact.module) }
        let imported = importedNames.compactMap { declarations[$0] }
        let exported = importedNames.flatMap { reexports[$0] ?? [] }.compactMap { declarations[$0] }
        let own = declarations[file.module]
        var scopes: [String]?
        for reference in file.facts.references {
            if declaredHere.contains(reference.name[...]) {
                stats.local += 1
                continue
            }
            var found: [Int]?
            let last = reference.name.utf8.lastIndex(of: UInt8(ascii: "."))
                .map { reference.name[reference.name.utf8.index(after: $0)...] } ?? reference.name[...]
            if nestedNames.contains(last) {
                if scopes == nil {
                    scopes = ReferenceResolver.enclosingScopes(of: file.facts.declarations).filter(parentsOfNested.contains)
                }
                found = lookupNested(reference.name, in: scopes ?? [], own: own, imported: imported)
            }
            if found == nil {
                found = lookup(reference.name, own: own, imported: imported, exported: exported, importedNames: importedNames)
            }
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
    private func lookupNested(
        _ name: String, in scopes: [String], own: [String: [Int]]?, imported: [[String: [Int]]]
    ) -> [Int]? {
        for scope in scopes {
            let qualifiedName = scope + "." + name
            if let found = own?[qualifiedName] { return found }
            for module in imported {
                if let found = module[qualifiedName] { return found }
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
        // Deepest first, then by name, so that resolution never depends on set order.
        return scopes.sorted { a, b in a.utf8.count != b.utf8.count ? a.utf8.count > b.utf8.count : a < b }
    }

    private func lookup(
        _ name: String, own: [String: [Int]]?, imported: [[String: [Int]]], exported: [[String: [Int]]],
        importedNames: [String]
    ) -> [Int]? {
        // A nested type is reachable unqualified only inside its parent, which
        // `lookupNested` covers; elsewhere `Item` is a generic parameter or a
        // type of another module, never `Mapper.Root.Item`.
        if let found = own?[name] { return found }
        for scope in [imported, exported] {
            var found: [Int] = []
            for module in scope {
                if let files = module[name] { found.append(contentsOf: files) }
            }
            if !found.isEmpty { return found }
        }
        // `Module.Type`: a name qualified by a module the file imports.
        if let dot = name.firstIndex(of: "."), importedNames.contains(String(name[..<dot])) {
            return declarations[String(name[..<dot])]?[String(name[name.index(after: dot)...])]
        }
        return nil
    }
}

extension Array where Element: Equatable {
    mutating func appendUnique(_ element: Element) {
        if !contains(element) { append(element) }
    }
}
