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
import ArchHistSupport

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
        self.init(
            index: DeclarationIndex(
                files: ReferenceResolver.indexEntries(
                    files.indices, modules: { files[$0].module },
                    otherModules: { files[$0].otherModules }, facts: { files[$0].facts }),
                referenced: ReferenceResolver.referencedNames(of: files, workers: workers), workers: workers))
    }

    /// What the declaration index holds for `ids`: a file once for each module
    /// that compiles it, so each of those modules' scopes finds its declarations.
    static func indexEntries(
        _ ids: some Sequence<Int>, modules: (Int) -> String, otherModules: (Int) -> [String], facts: (Int) -> FileFacts
    ) -> [(id: Int, module: String, facts: FileFacts)] {
        var entries: [(id: Int, module: String, facts: FileFacts)] = []
        for id in ids {
            entries.append((id, modules(id), facts(id)))
            for other in otherModules(id) { entries.append((id, other, facts(id))) }
        }
        return entries
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
        Array(files.indices).parallelMap(workers: workers) { index in
            resolve(
                module: files[index].module, otherModules: files[index].otherModules, facts: files[index].facts,
                id: index)
        }
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
                dependencies.append(
                    FileDependency(from: index, to: target.file, line: reference.line, symbol: reference.name))
            }
        }
        return TreeResolution(dependencies: dependencies, stats: stats, files: perFile)
    }

    /// The references of one file (known to the index as `id`) resolved to the
    /// files that declare them, and how each name fared.
    ///
    /// A file several targets compile (`otherModules`) is resolved in the scope of
    /// each: a name that the scopes find in one file is a use of it; found in
    /// different files (an app and its widget each declaring `Theme`), it is
    /// ambiguous, as a name two files of one scope declare.
    func resolve(module: String, otherModules: [String] = [], facts: FileFacts, id: Int) -> FileResolution {
        var targets: [FileResolution.Target] = []
        var stats = ResolutionStats()
        let declaredHere = DeclaredNames(facts.declarations, references: facts.references.count)
        let primary = Scope(module: module, facts: facts, index: index)
        let others = otherModules.map { Scope(module: $0, facts: facts, index: index) }
        var nestedScopes: [String]?
        for (position, reference) in facts.references.enumerated() {
            if declaredHere.contains(reference.name) {
                stats.local += 1
                continue
            }
            var found = find(reference, in: primary, nestedScopes: &nestedScopes, facts: facts)
            for scope in others {
                guard let more = find(reference, in: scope, nestedScopes: &nestedScopes, facts: facts) else { continue }
                if found == nil { found = more } else { for file in more { found!.appendUnique(file) } }
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

    /// What one module's scope sees: its own declarations, the modules the file
    /// imports (only modules of the tree can declare anything; SDK imports are
    /// skipped once here; one imported twice, in two `#if` branches, is one scope),
    /// and what those re-export. An `@_exported import` in any file of the module
    /// imports that module into every file of it, as Swift does.
    private struct Scope {
        let module: String
        let own: [String: [Int]]?
        let imported: [[String: [Int]]]
        let exported: [[String: [Int]]]
        let importedNames: [String]

        init(module: String, facts: FileFacts, index: DeclarationIndex) {
            self.module = module
            // A set beside the list: a file of 200,000 imports must not compare each with all.
            var importedNames: [String] = []
            var seen: Set<String> = [module]
            for fact in facts.imports where seen.insert(fact.module).inserted { importedNames.append(fact.module) }
            for reexported in index.reexports[module] ?? [] where seen.insert(reexported).inserted {
                importedNames.append(reexported)
            }
            self.importedNames = importedNames
            imported = importedNames.compactMap { index.tables[$0] }
            exported = importedNames.flatMap { index.reexports[$0] ?? [] }.compactMap { index.tables[$0] }
            own = index.tables[module]
        }
    }

    /// The files declaring a reference's name in one scope: nested in a type the
    /// file declares or extends first, then as a name of the scope.
    private func find(
        _ reference: TypeReference, in scope: Scope, nestedScopes: inout [String]?, facts: FileFacts
    ) -> [Int]? {
        if index.isNestedName(reference.simpleName) {
            if nestedScopes == nil {
                nestedScopes = ReferenceResolver.enclosingScopes(of: facts.declarations).filter(index.hasNestedTypes)
            }
            let nested = lookupNested(reference.name, in: nestedScopes ?? [], own: scope.own, imported: scope.imported)
            if let nested { return nested }
        }
        return lookup(reference.name, in: scope)
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

    private func lookup(_ name: String, in scope: Scope) -> [Int]? {
        // A nested type is reachable unqualified only inside its parent, which
        // `lookupNested` covers; elsewhere `Item` is a generic parameter or a
        // type of another module, never `Mapper.Root.Item`.
        if let found = scope.own?[name] { return found }
        // Imported modules, then the modules they re-export: the first scope that
        // declares the name is where it is found (no array of scopes is built per
        // reference: this runs for every reference of a tree).
        if let found = ReferenceResolver.lookup(name, in: scope.imported) { return found }
        if let found = ReferenceResolver.lookup(name, in: scope.exported) { return found }
        // `Module.Type`: a name qualified by the file's own module (written to step
        // past a nested type of the same name) or by a module it imports, whose
        // re-exports it names too (`Shared.Server`, `Server` declared in a module
        // `Shared` re-exports).
        guard let dot = name.utf8.firstIndex(of: UInt8(ascii: ".")) else { return nil }
        let qualifier = String(name[..<dot])
        let rest = String(name[name.utf8.index(after: dot)...])
        if qualifier == scope.module { return scope.own?[rest] }
        guard scope.importedNames.contains(qualifier) else { return nil }
        if let found = index.tables[qualifier]?[rest] { return found }
        return ReferenceResolver.lookup(rest, in: (index.reexports[qualifier] ?? []).compactMap { index.tables[$0] })
    }
}
