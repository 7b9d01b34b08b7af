/// Resolves referenced type names to the files that declare them.
///
/// A name is looked up in the nearest scope that declares it, as Swift would:
/// the file itself, then the types the file declares or extends (a `Details` used
/// inside `extension DBModel` is `DBModel.Details`), then its own module, then the
/// modules it imports, then the modules those re-export (`@_exported import`).
/// Extensions never count as declarations: the type an extension extends is one of
/// the file's references, resolved like any other, so that `extension ApiClient: DependencyKey`
/// uses the file declaring `ApiClient`. A name declared by several files of that
/// scope is ambiguous: it is counted and draws no edge, so that a guess never
/// becomes a violation.
struct ReferenceResolver: Sendable {
    /// A tree resolved: its dependencies in file order, the counts, and each
    /// file's resolution as a run stores it.
    struct TreeResolution: Sendable {
        var dependencies: [FileDependency]
        var stats: ResolutionStats
        var files: [FileResolution]
    }

    let index: DeclarationIndex

    init(index: DeclarationIndex) {
        self.index = index
    }

    /// The resolver of one whole tree, files named by their position in it.
    init(files: [AnalyzedFile], workers: Int = 1) {
        // A declaration can be the target of a reference only if some reference ends
        // in its simple name: the others are not indexed at all.
        self.init(index: DeclarationIndex(
            files: files.enumerated().map { (id: $0.offset, module: $0.element.module, facts: $0.element.facts) },
            referenced: ReferenceResolver.referencedNames(of: files, workers: workers), workers: workers))
    }

    /// The simple names the references of `files` end in, gathered on all cores.
    static func referencedNames(of files: [AnalyzedFile], workers: Int) -> Set<Substring> {
        let parts = ParallelSlices.map(files.count, workers: workers) { slice in
            var names = Set<Substring>()
            for position in slice { names.formUnion(files[position].facts.references.lazy.map(\.simpleName)) }
            return [names]
        }
        guard var all = parts.first else { return [] }
        for part in parts.dropFirst() { all.formUnion(part) }
        return all
    }

    /// Resolves every file's references, on all cores: each file is resolved on its
    /// own against the shared, read-only index.
    func resolve(files: [AnalyzedFile], workers: Int) -> TreeResolution {
        ReferenceResolver.fold(resolveEach(files: files, workers: workers)) { files[$0].facts }
    }

    /// Each file's resolution, files named by their position.
    func resolveEach(files: [AnalyzedFile], workers: Int) -> [FileResolution] {
        (try? Array(files.indices).parallelMap(workers: workers) { index in
            resolve(module: files[index].module, facts: files[index].facts, id: index)
        }) ?? []
    }

    /// Per-file results, in the order of the files their ids name (`facts` gives
    /// each file's), as one list of dependencies, one count and each file's resolution.
    static func fold(_ perFile: [FileResolution], facts: (Int) -> FileFacts) -> TreeResolution {
        var dependencies: [FileDependency] = []
        dependencies.reserveCapacity(perFile.reduce(0) { $0 + $1.targets.count })
        var stats = ResolutionStats()
        for (index, resolution) in perFile.enumerated() {
            stats.add(resolution.stats)
            guard !resolution.targets.isEmpty else { continue }
            let references = facts(index).references
            for target in resolution.targets {
                let reference = references[target.reference]
                dependencies.append(FileDependency(from: index, to: target.file, line: reference.line, symbol: reference.name))
            }
        }
        return TreeResolution(dependencies: dependencies, stats: stats, files: perFile)
    }

    /// The references of one file (known to the index as `id`) resolved to the
    /// files that declare them, and how each name fared.
    func resolve(module: String, facts: FileFacts, id: Int) -> FileResolution {
        var targets: [FileResolution.Target] = []
        var stats = ResolutionStats()
        let declaredHere = DeclaredNames(facts.declarations, references: facts.references.count)
        // Only modules of the tree can declare anything; SDK imports are skipped once here.
        // The same module imported twice (in two `#if` branches) is one scope.
        var importedNames: [String] = []
        for fact in facts.imports where fact.module != module { importedNames.appendUnique(fact.module) }
        let imported = importedNames.compactMap { index.tables[$0] }
        let exported = importedNames.flatMap { index.reexports[$0] ?? [] }.compactMap { index.tables[$0] }
        let own = index.tables[module]
        var scopes: [String]?
        for (position, reference) in facts.references.enumerated() {
            if declaredHere.contains(reference.name) {
                stats.local += 1
                continue
            }
            var found: [Int]?
            if index.isNestedName(reference.simpleName) {
                if scopes == nil {
                    scopes = ReferenceResolver.enclosingScopes(of: facts.declarations).filter(index.hasNestedTypes)
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
                if candidates[0] == id {
                    stats.local += 1
                } else {
                    stats.resolved += 1
                    targets.append(FileResolution.Target(reference: position, file: candidates[0]))
                }
            }
        }
        return FileResolution(stats: stats, targets: targets)
    }

    /// Every file declaring `name` in the modules of one scope, or nil when none does.
    private static func lookup(_ name: String, in modules: [[String: [Int]]]) -> [Int]? {
        var found: [Int]?
        for module in modules {
            guard let files = module[name] else { continue }
            if found == nil { found = files } else { found!.append(contentsOf: files) }
        }
        return found
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
        // Imported modules, then the modules they re-export: the first scope that
        // declares the name is where it is found (no array of scopes is built per
        // reference: this runs for every reference of a tree).
        if let found = ReferenceResolver.lookup(name, in: imported) { return found }
        if let found = ReferenceResolver.lookup(name, in: exported) { return found }
        // `Module.Type`: a name qualified by a module the file imports.
        if let dot = name.utf8.firstIndex(of: UInt8(ascii: ".")), importedNames.contains(String(name[..<dot])) {
            return index.tables[String(name[..<dot])]?[String(name[name.utf8.index(after: dot)...])]
        }
        return nil
    }
}
