/// Reference resolution remembered from one tree to the next, so that analysing
/// a commit after its parent resolves only what the change can have affected.
///
/// Resolution depends on the files alone (path, module, facts), never on the spec,
/// and a reference can only ever resolve to a declaration of its last component's
/// name (`Inner` for `Outer.Inner`, whether found nested, in the file's module, in
/// an imported or re-exported module, or qualified by a module). So when some
/// files change, the results that can change are those of the changed files and,
/// where a file's module or the names it declares changed (not an edit inside a
/// body: the index holds a file's module and names alone), those of the files that
/// reference a name it declared before or declares now. Everything else is kept.
/// The result is exactly what resolving the whole tree gives; a change to
/// re-exports, or a change to much of the tree, resolves the whole tree again.
///
/// The tree remembered is the last one resolved here, or one a run stored (`seed`):
/// a new process starts from its parent's resolution. A seeded cache indexes no
/// declaration until a change asks: only the names the files it resolves again
/// reference are ever looked up, so only those are indexed, from every file.
///
/// A plain value: who keeps it between trees, and lets one analysis at a time use
/// it, is the engine's concern (`ResolutionMemory`).
import ArchHistSupport

public struct IncrementalResolution: Sendable {
    // The remembered files, by id, in columns: a backfill reads one column of every
    // file per commit, and a row copied whole would retain all of its facts.
    // Ids are dense: a removed file leaves an empty slot (no path), never reused.
    private var idsByPath: [String: Int] = [:]
    private var paths: [String?] = []
    private var modules: [String] = []
    /// The other modules that compile a file (an Xcode file in several targets).
    private var otherModules: [[String]] = []
    private var facts: [FileFacts] = []
    /// Targets name files by id.
    private var resolutions: [FileResolution] = []
    private var index = DeclarationIndex()
    /// Files by the last components of the names they reference; built on the
    /// second change after the whole tree was resolved or seeded (a backfill):
    /// one change finds the files it needs by a scan, which costs less than the map.
    private var referencers: [Substring: Set<Int>]?
    /// Changes resolved since the whole tree was resolved or seeded.
    private var changes = 0

    /// How the last call went, for tests and measurements: how many files were
    /// resolved again, and whether the whole tree was.
    public private(set) var lastResolvedCount = 0
    public private(set) var lastWasWhole = false

    public init() {}

    mutating func resolve(files: [AnalyzedFile], workers: Int) -> ReferenceResolver.TreeResolution {
        if let ids = update(to: files, workers: workers), let result = results(for: ids) { return result }
        // Resolving the whole tree is always right: when the change is large, and
        // (never expected) when a kept result names a file that is gone.
        return rebuild(files, workers: workers)
    }

    /// Takes `tree`, the files of a recorded run with their resolution, as the tree
    /// resolved last: the next tree then resolves only what changed since, as after
    /// resolving `tree` here. False, and nothing taken, when some file's resolution
    /// does not fit its facts or a path comes twice: the next tree is then resolved
    /// whole, as with nothing remembered.
    @discardableResult
    public mutating func seed(_ tree: ResolvedTree, workers: Int) -> Bool {
        let count = tree.paths.count
        guard tree.modules.count == count, tree.facts.count == count, tree.resolutions.count == count else {
            return false
        }
        var ids: [String: Int] = [:]
        ids.reserveCapacity(count)
        for id in 0..<count {
            guard ids.updateValue(id, forKey: tree.paths[id]) == nil,
                tree.resolutions[id].fits(references: tree.facts[id].references.count, files: count, own: id)
            else { return false }
        }
        // No name indexed yet (re-exports are): each change indexes the names the
        // files it resolves again reference, and nothing else is ever looked up.
        // A run stores each file's primary module: a file several targets compile
        // differs from it at the next change, and is indexed and resolved again then.
        let index = DeclarationIndex(
            files: (0..<count).map { (id: $0, module: tree.modules[$0], facts: tree.facts[$0]) }, referenced: [],
            workers: workers)
        idsByPath = ids
        paths = tree.paths.map(Optional.some)
        modules = tree.modules
        otherModules = Array(repeating: [], count: count)
        facts = tree.facts
        resolutions = tree.resolutions
        self.index = index
        referencers = nil
        changes = 0
        return true
    }

    /// The remembered results in the tree's terms: `ids` are the tree's files in
    /// its order, and dependencies name files by their position in it.
    private func results(for ids: [Int]) -> ReferenceResolver.TreeResolution? {
        var position = [Int](repeating: -1, count: paths.count)
        for (offset, id) in ids.enumerated() { position[id] = offset }
        var dependencies: [FileDependency] = []
        var total = ResolutionStats()
        var files: [FileResolution] = []
        files.reserveCapacity(ids.count)
        for (offset, id) in ids.enumerated() {
            var resolution = resolutions[id]
            total.add(resolution.stats)
            if !resolution.targets.isEmpty {
                let references = facts[id].references
                for index in resolution.targets.indices {
                    let target = resolution.targets[index]
                    let to = position[target.file]
                    guard to >= 0 else { return nil }
                    let reference = references[target.reference]
                    dependencies.append(
                        FileDependency(from: offset, to: to, line: reference.line, symbol: reference.name))
                    // In the tree's terms: the list is copied only where an id is not its position.
                    if to != target.file { resolution.targets[index].file = to }
                }
            }
            files.append(resolution)
        }
        return ReferenceResolver.TreeResolution(dependencies: dependencies, stats: total, files: files)
    }

    /// Brings the remembered tree to `files` by resolving only what the change can
    /// affect, and gives the ids of `files` in order; nil when it is cheaper or
    /// necessary to resolve the whole tree.
    private mutating func update(to files: [AnalyzedFile], workers: Int) -> [Int]? {
        guard !idsByPath.isEmpty else { return nil }
        var ids = [Int](repeating: -1, count: files.count)
        var changed: [Int] = []
        var kept = 0
        for (offset, file) in files.enumerated() {
            guard let id = idsByPath[file.path] else {
                changed.append(offset)
                continue
            }
            ids[offset] = id
            if modules[id] == file.module, otherModules[id] == file.otherModules, facts[id] == file.facts {
                // Equal facts read anew (decoded rather than scanned) are kept in
                // their place, so that the next comparison finds the very same
                // arrays and stops at their identity.
                facts[id] = file.facts
                kept += 1
            } else {
                changed.append(offset)
            }
        }
        // Some remembered path is gone exactly when fewer paths of this tree are
        // remembered than there are remembered paths: only then look for them.
        let remembered = kept + changed.count { ids[$0] >= 0 }
        var removed: [Int] = []
        if remembered < idsByPath.count {
            let present = Set(files.map(\.path))
            removed = idsByPath.filter { !present.contains($0.key) }.map(\.value)
        }
        // Past a quarter of the tree, one pass over everything is cheaper.
        guard changed.count + removed.count <= max(1, files.count / 4) else { return nil }
        let old = removed + changed.compactMap { ids[$0] >= 0 ? ids[$0] : nil }
        // Re-exports are built once per index: a change to one means a new index.
        let exports = { (facts: FileFacts) in facts.imports.contains(where: \.isExported) }
        guard !changed.contains(where: { exports(files[$0].facts) }), !old.contains(where: { exports(facts[$0]) })
        else {
            return nil
        }
        if referencers == nil, changes > 0 { referencers = allReferencers() }
        changes += 1

        // A file whose modules and declared names are as they were (an edit inside a body)
        // leaves the index as it is: only its own references can resolve differently.
        var sameDeclarations = Set<Int>()
        for offset in changed where ids[offset] >= 0 {
            let id = ids[offset]
            if modules[id] == files[offset].module, otherModules[id] == files[offset].otherModules,
                Self.indexedNames(of: facts[id]) == Self.indexedNames(of: files[offset].facts)
            {
                sameDeclarations.insert(id)
            }
        }
        // The old versions go out, then the new versions come in; the files whose
        // results can change are resolved again.
        var names = Set<Substring>()
        for id in old {
            for reference in facts[id].references {
                referencers?[reference.simpleName]?.remove(id)
            }
            guard !sameDeclarations.contains(id) else { continue }
            for module in [modules[id]] + otherModules[id] { index.remove(id: id, module: module, facts: facts[id]) }
            declaredNames(of: facts[id], into: &names)
        }
        for id in removed { clear(id) }
        var again = Set<Int>()
        for offset in changed {
            let file = files[offset]
            let id = ids[offset] >= 0 ? ids[offset] : newSlot(file.path)
            ids[offset] = id
            modules[id] = file.module
            otherModules[id] = file.otherModules
            facts[id] = file.facts
            if referencers != nil {
                for reference in file.facts.references {
                    referencers![reference.simpleName, default: []].insert(id)
                }
            }
            again.insert(id)
            guard !sameDeclarations.contains(id) else { continue }
            for module in file.modules { index.add(id: id, module: module, facts: file.facts) }
            declaredNames(of: file.facts, into: &names)
        }
        if let referencers {
            for name in names { again.formUnion(referencers[name] ?? []) }
        } else {
            again.formUnion(self.files(referencing: names, workers: workers))
        }
        // Names these files reference for the first time get their declarations
        // indexed, from every file.
        var referenced = Set<Substring>()
        for id in again { referenced.formUnion(facts[id].references.lazy.map(\.simpleName)) }
        index.index(
            names: referenced,
            from: {
                ReferenceResolver.indexEntries(
                    self.paths.indices.filter { self.paths[$0] != nil }, modules: { self.modules[$0] },
                    otherModules: { self.otherModules[$0] }, facts: { self.facts[$0] })
            }, workers: workers)

        resolveAgain(ids.filter { again.contains($0) }, workers: workers)
        lastWasWhole = false
        return ids
    }

    /// Resolves the whole tree and remembers it. Files get their positions as ids,
    /// so the results come out in the tree's terms without a lookup by path.
    private mutating func rebuild(_ files: [AnalyzedFile], workers: Int) -> ReferenceResolver.TreeResolution {
        referencers = nil
        changes = 0
        // Only declarations of referenced names are indexed (a large tree declares
        // many types nobody names); a change that names one for the first time
        // indexes it then.
        let resolver = ReferenceResolver(files: files, workers: workers)
        index = resolver.index
        let resolved = resolver.resolveEach(files: files, workers: workers)
        paths = files.map(\.path)
        modules = files.map(\.module)
        otherModules = files.map(\.otherModules)
        facts = files.map(\.facts)
        resolutions = resolved
        idsByPath = [:]
        idsByPath.reserveCapacity(files.count)
        for (id, file) in files.enumerated() { idsByPath[file.path] = id }
        lastResolvedCount = files.count
        lastWasWhole = true
        return ReferenceResolver.fold(resolved) { files[$0].facts }
    }

    private mutating func resolveAgain(_ ids: [Int], workers: Int) {
        let resolver = ReferenceResolver(index: index)
        let modules = self.modules
        let otherModules = self.otherModules
        let facts = self.facts
        let results = ids.parallelMap(workers: workers) { id in
            resolver.resolve(module: modules[id], otherModules: otherModules[id], facts: facts[id], id: id)
        }
        for (id, result) in zip(ids, results) { resolutions[id] = result }
        lastResolvedCount = ids.count
    }

    /// The files that reference one of `names` (by last component), found by a
    /// scan of every reference on all cores.
    private mutating func files(referencing names: Set<Substring>, workers: Int) -> [Int] {
        guard !names.isEmpty else { return [] }
        let filter = NameFilter(names)
        let paths = self.paths
        let facts = self.facts
        return ParallelSlices.map(facts.count, workers: workers) { slice in
            slice.filter { id in
                paths[id] != nil
                    && facts[id].references.contains { reference in
                        filter.mayContainLastComponent(of: reference.name) && names.contains(reference.simpleName)
                    }
            }
        }
    }

    private func allReferencers() -> [Substring: Set<Int>] {
        var all: [Substring: Set<Int>] = [:]
        for id in paths.indices where paths[id] != nil {
            for reference in facts[id].references {
                all[reference.simpleName, default: []].insert(id)
            }
        }
        return all
    }

    private mutating func newSlot(_ path: String) -> Int {
        let id = paths.count
        idsByPath[path] = id
        paths.append(path)
        modules.append("")
        otherModules.append([])
        facts.append(FileFacts())
        resolutions.append(FileResolution(stats: ResolutionStats(), targets: []))
        return id
    }

    /// Forgets a removed file; its id is never handed out again.
    private mutating func clear(_ id: Int) {
        if let path = paths[id] { idsByPath[path] = nil }
        paths[id] = nil
        modules[id] = ""
        otherModules[id] = []
        facts[id] = FileFacts()
        resolutions[id] = FileResolution(stats: ResolutionStats(), targets: [])
    }

    /// What a file puts in the index: the names of its declarations, counted (an index
    /// counts a name declared twice twice), in order.
    private static func indexedNames(of facts: FileFacts) -> [String] {
        facts.declarations.filter { $0.kind != .extension }.map(\.name).sorted()
    }

    private func declaredNames(of facts: FileFacts, into names: inout Set<Substring>) {
        for declaration in facts.declarations where declaration.kind != .extension {
            names.insert(declaration.simpleName)
        }
    }
}
