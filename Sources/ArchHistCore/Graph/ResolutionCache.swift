/// Reference resolution remembered from one tree to the next, so that analysing
/// a commit after its parent resolves only what the change can have affected.
///
/// Resolution depends on the files alone (path, module, facts), never on the spec,
/// and a reference can only ever resolve to a declaration of its last component's
/// name (`Inner` for `Outer.Inner`, whether found nested, in the file's module, in
/// an imported or re-exported module, or qualified by a module). So when some
/// files change, the results that can change are those of the changed files and of
/// the files that reference a name the changed files declared before or declare
/// now. Everything else is kept. The result is exactly what resolving the whole
/// tree gives; a change to re-exports, or a change to much of the tree, resolves
/// the whole tree again.
///
/// One analysis at a time uses it (a lock makes that safe); a recorder keeps one
/// for a whole backfill.
public final class ResolutionCache: @unchecked Sendable {
    private struct Entry {
        var id: Int
        var module: String
        var facts: FileFacts
        var targets: [ReferenceResolver.Target]
        var stats: ResolutionStats
    }

    private var entries: [String: Entry] = [:]
    private var index = DeclarationIndex()
    /// Files by the last components of the names they reference; built on the
    /// first change, so that analysing a single tree never pays for it.
    private var referencers: [Substring: Set<Int>]?
    private var nextID = 0
    private let lock = Lock()

    /// How the last call went, for tests and measurements: how many files were
    /// resolved again, and whether the whole tree was.
    public private(set) var lastResolvedCount = 0
    public private(set) var lastWasWhole = false

    public init() {}

    func resolve(files: [AnalyzedFile], workers: Int) -> (dependencies: [FileDependency], stats: ResolutionStats) {
        lock.withLock {
            if update(to: files, workers: workers), let result = results(for: files) { return result }
            // Resolving the whole tree is always right: when the change is large, and
            // (never expected) when a kept result names a file that is gone.
            return rebuild(files, workers: workers)
        }
    }

    /// The remembered results in the tree's terms: files by their position in `files`.
    private func results(for files: [AnalyzedFile]) -> (dependencies: [FileDependency], stats: ResolutionStats)? {
        // Ids are handed out densely, so positions fit in an array indexed by id.
        var position = [Int](repeating: -1, count: nextID)
        var inOrder: [Entry] = []
        inOrder.reserveCapacity(files.count)
        for (offset, file) in files.enumerated() {
            guard let entry = entries[file.path] else { return nil }
            position[entry.id] = offset
            inOrder.append(entry)
        }
        var dependencies: [FileDependency] = []
        var stats = ResolutionStats()
        for (offset, entry) in inOrder.enumerated() {
            for target in entry.targets {
                let to = position[target.file]
                guard to >= 0 else { return nil }
                dependencies.append(FileDependency(from: offset, to: to, line: target.line, symbol: target.symbol))
            }
            stats.add(entry.stats)
        }
        return (dependencies, stats)
    }

    /// Brings the remembered tree to `files` by resolving only what the change can
    /// affect; false when it is cheaper or necessary to resolve the whole tree.
    private func update(to files: [AnalyzedFile], workers: Int) -> Bool {
        guard !entries.isEmpty else { return false }
        var changed: [AnalyzedFile] = []
        var kept = 0
        for file in files {
            if let position = entries.index(forKey: file.path) {
                let entry = entries.values[position]
                if entry.module == file.module, entry.facts == file.facts {
                    // Equal facts read anew (decoded rather than scanned) are kept in
                    // their place, so that the next comparison finds the very same
                    // arrays and stops at their identity.
                    entries.values[position].facts = file.facts
                    kept += 1
                    continue
                }
            }
            changed.append(file)
        }
        // Some remembered path is gone exactly when fewer paths of this tree are
        // remembered than there are remembered paths: only then look for them.
        let remembered = kept + changed.count { entries[$0.path] != nil }
        var removed: [String] = []
        if remembered < entries.count {
            let present = Set(files.map(\.path))
            removed = entries.keys.filter { !present.contains($0) }
        }
        // Past a quarter of the tree, one pass over everything is cheaper.
        guard changed.count + removed.count <= max(1, files.count / 4) else { return false }
        // Re-exports are built once per index: a change to one means a new index.
        let touchesReexports = changed.contains { file in
            file.facts.imports.contains(where: \.isExported)
                || entries[file.path].map { $0.facts.imports.contains(where: \.isExported) } == true
        } || removed.contains { entries[$0]!.facts.imports.contains(where: \.isExported) }
        guard !touchesReexports else { return false }

        if referencers == nil {
            var all: [Substring: Set<Int>] = [:]
            for entry in entries.values {
                for reference in entry.facts.references {
                    all[reference.simpleName, default: []].insert(entry.id)
                }
            }
            referencers = all
        }
        // The old versions go first, then names the new versions reference for the
        // first time get their declarations indexed, then the new versions come in.
        var names = Set<Substring>()
        var ids: [String: Int] = [:]
        for path in removed + changed.map(\.path) {
            guard let old = entries.removeValue(forKey: path) else { continue }
            index.remove(id: old.id, module: old.module, facts: old.facts)
            for reference in old.facts.references {
                referencers![reference.simpleName]?.remove(old.id)
            }
            declaredNames(of: old.facts, into: &names)
            ids[path] = old.id
        }
        var referenced = Set<Substring>()
        for file in changed {
            referenced.formUnion(file.facts.references.lazy.map(\.simpleName))
        }
        index.index(names: referenced, from: entries.values.lazy.map { (id: $0.id, module: $0.module, facts: $0.facts) })
        var again = Set<Int>()
        for file in changed {
            let id = ids[file.path] ?? newID()
            entries[file.path] = Entry(id: id, module: file.module, facts: file.facts, targets: [], stats: ResolutionStats())
            index.add(id: id, module: file.module, facts: file.facts)
            for reference in file.facts.references {
                referencers![reference.simpleName, default: []].insert(id)
            }
            declaredNames(of: file.facts, into: &names)
            again.insert(id)
        }
        for name in names { again.formUnion(referencers![name] ?? []) }

        let paths = files.map(\.path).filter { entries[$0].map { again.contains($0.id) } ?? false }
        resolveAgain(paths, workers: workers)
        lastWasWhole = false
        return true
    }

    /// Resolves the whole tree and remembers it. Files get their positions as ids,
    /// so the results come out in the tree's terms without a lookup by path.
    private func rebuild(_ files: [AnalyzedFile], workers: Int) -> (dependencies: [FileDependency], stats: ResolutionStats) {
        referencers = nil
        nextID = files.count
        // Only declarations of referenced names are indexed (a large tree declares
        // many types nobody names); a change that names one for the first time
        // indexes it then.
        let resolver = ReferenceResolver(files: files, workers: workers)
        index = resolver.index
        let resolved = resolver.resolveEach(files: files, workers: workers)
        entries = [:]
        entries.reserveCapacity(files.count)
        for (id, file) in files.enumerated() {
            let (targets, stats) = resolved[id]
            entries[file.path] = Entry(id: id, module: file.module, facts: file.facts, targets: targets, stats: stats)
        }
        lastResolvedCount = files.count
        lastWasWhole = true
        return ReferenceResolver.fold(resolved)
    }

    private func resolveAgain(_ paths: [String], workers: Int) {
        let resolver = ReferenceResolver(index: index)
        let work = paths.map { (path: $0, entry: entries[$0]!) }
        let results = (try? work.parallelMap(workers: workers) { item in
            resolver.resolve(module: item.entry.module, facts: item.entry.facts, id: item.entry.id)
        }) ?? []
        for (item, result) in zip(work, results) {
            entries[item.path]!.targets = result.targets
            entries[item.path]!.stats = result.stats
        }
        lastResolvedCount = paths.count
    }

    private func newID() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    private func declaredNames(of facts: FileFacts, into names: inout Set<Substring>) {
        for declaration in facts.declarations where declaration.kind != .extension {
            names.insert(declaration.simpleName)
        }
    }
}
