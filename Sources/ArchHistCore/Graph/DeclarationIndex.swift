/// The type declarations of a tree, indexed for name lookup: by module, then by
/// qualified name (`Outer.Inner`), to the files that declare it.
///
/// Files are named by ids their owner chooses: positions in one tree for a whole
/// analysis, or ids that stay the same from commit to commit for an owner that adds
/// and removes one file at a time (`ResolutionCache`). Extensions never count as
/// declarations.
import ArchHistSupport

struct DeclarationIndex: Sendable {
    /// Files declaring a type, by module, then by qualified name.
    private(set) var tables: [String: [String: [Int]]] = [:]
    /// Types of the tree that have nested types, with how many declarations make
    /// them so: the only scopes worth a nested lookup.
    private var parentsOfNested: [String: Int] = [:]
    /// The last components of nested types' names, counted: a reference to any
    /// other name never needs a nested lookup, which keeps the common case to a few probes.
    private var nestedNames: [Substring: Int] = [:]
    /// Modules each local module re-exports (`@_exported import`), built once from
    /// the whole tree: an owner that sees such an import change builds a new index.
    private(set) var reexports: [String: [String]] = [:]
    /// The simple names whose declarations are indexed; nil for all. Every
    /// declaration of such a name is in the tables, whichever file declares it.
    private(set) var indexedNames: Set<Substring>?

    init() {}

    /// The index of a whole tree. With `referenced`, only declarations whose simple
    /// name some reference ends in are indexed: the others can never be found, and
    /// a large tree declares many types nobody names.
    init(files: [(id: Int, module: String, facts: FileFacts)], referenced: Set<Substring>?, workers: Int = 1) {
        indexedNames = referenced
        let found = DeclarationIndex.declarations(of: files, named: referenced, reexports: true, workers: workers)
        // A set beside the lists: a file of 200,000 `@_exported import`s must not compare
        // each with all the others.
        var seen = Set<[String]>()
        for part in found {
            for (module, reexported) in part.exported where seen.insert([module, reexported]).inserted {
                reexports[module, default: []].append(reexported)
            }
        }
        insert(found)
    }

    /// The declarations of `files` whose simple name is among `names` (all of them
    /// for nil), with the re-exports when asked. Which declarations are worth
    /// indexing is asked of every declaration of the tree: that is done on all
    /// cores, in one pass, and the few inserts that follow on one. A declaration's
    /// name is taken alone: copying the declaration retains its strings and arrays.
    private static func declarations(
        of files: [(id: Int, module: String, facts: FileFacts)], named names: Set<Substring>?, reexports: Bool,
        workers: Int
    ) -> [(declared: [(module: String, id: Int, name: String)], exported: [(module: String, reexported: String)])] {
        let filter = names.map { NameFilter($0) }
        // No name wanted: only the re-exports are looked for.
        let declarationsWanted = names?.isEmpty != true
        return ParallelSlices.map(files.count, workers: workers) { slice in
            var declared: [(module: String, id: Int, name: String)] = []
            var exported: [(module: String, reexported: String)] = []
            for file in files[slice] {
                if declarationsWanted {
                    let declarations = file.facts.declarations
                    for index in declarations.indices where declarations[index].kind != .extension {
                        if let names, let filter {
                            guard filter.mayContainLastComponent(of: declarations[index].name),
                                names.contains(declarations[index].simpleName)
                            else { continue }
                        }
                        declared.append((file.module, file.id, declarations[index].name))
                    }
                }
                if reexports {
                    for fact in file.facts.imports where fact.isExported { exported.append((file.module, fact.module)) }
                }
            }
            return [(declared: declared, exported: exported)]
        }
    }

    /// Inserts what `declarations(of:named:reexports:workers:)` found.
    private mutating func insert(
        _ found: [(
            declared: [(module: String, id: Int, name: String)], exported: [(module: String, reexported: String)]
        )]
    ) {
        // One module's table at a time, taken out of the outer dictionary while it
        // grows, so that no insertion copies it.
        var byModule: [String: [(id: Int, name: String)]] = [:]
        for part in found {
            for (module, id, name) in part.declared { byModule[module, default: []].append((id, name)) }
        }
        for (module, declarations) in byModule {
            var table = tables[module] ?? [:]
            tables[module] = nil
            for (id, name) in declarations {
                table[name, default: []].appendUnique(id)
                countNesting(of: name, by: 1)
            }
            tables[module] = table
        }
    }

    /// Adds the declarations of one file.
    mutating func add(id: Int, module: String, facts: FileFacts) {
        for declaration in facts.declarations where isIndexed(declaration) {
            insert(declaration, id: id, module: module)
        }
    }

    /// Removes the declarations `add` added for the same file.
    mutating func remove(id: Int, module: String, facts: FileFacts) {
        for declaration in facts.declarations where isIndexed(declaration) {
            // Counted once per declaration, as `add` did, even when a name declared
            // twice in the file (two `#if` branches) has one entry in the table.
            countNesting(of: declaration.name, by: -1)
            guard var files = tables[module]?[declaration.name], let position = files.firstIndex(of: id) else {
                continue
            }
            files.remove(at: position)
            tables[module]![declaration.name] = files.isEmpty ? nil : files
        }
    }

    /// Starts indexing the declarations of `names` too, taking them from `files`
    /// (which must be every file of the index; asked for only when some name is new).
    mutating func index(
        names: Set<Substring>, from files: () -> [(id: Int, module: String, facts: FileFacts)], workers: Int = 1
    ) {
        guard let indexed = indexedNames else { return }
        let fresh = names.subtracting(indexed)
        guard !fresh.isEmpty else { return }
        indexedNames = indexed.union(fresh)
        insert(DeclarationIndex.declarations(of: files(), named: fresh, reexports: false, workers: workers))
    }

    private mutating func insert(_ declaration: Declaration, id: Int, module: String) {
        tables[module, default: [:]][declaration.name, default: []].appendUnique(id)
        countNesting(of: declaration.name, by: 1)
    }

    private func isIndexed(_ declaration: Declaration) -> Bool {
        declaration.kind != .extension && indexedNames.map { $0.contains(declaration.simpleName) } != false
    }

    func isNestedName(_ name: Substring) -> Bool { nestedNames[name] != nil }

    func hasNestedTypes(_ scope: String) -> Bool { parentsOfNested[scope] != nil }

    private mutating func countNesting(of name: String, by delta: Int) {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return }
        let parent = String(name[..<dot])
        let last = name[name.utf8.index(after: dot)...]
        let parents = (parentsOfNested[parent] ?? 0) + delta
        parentsOfNested[parent] = parents > 0 ? parents : nil
        let nested = (nestedNames[last] ?? 0) + delta
        nestedNames[last] = nested > 0 ? nested : nil
    }
}

extension Array where Element: Equatable {
    mutating func appendUnique(_ element: Element) {
        if !contains(element) { append(element) }
    }
}
