import ArchHistSupport

/// Step 1 of the seed: the entry points, the reducers and what each composes.
extension DomainMapBuilder {
    mutating func findReducersAndEntryPoints() {
        let files = index.analysis.files
        var declared: [(name: String, file: Int, line: Int)] = []
        for file in index.production {
            for declaration in files[file].facts.declarations where RoleGuess.isReducer(declaration) {
                declared.append((declaration.name, file, declaration.line))
            }
            for declaration in files[file].facts.declarations where RoleGuess.isEntryPoint(declaration) {
                let kind =
                    declaration.attributes.contains("main")
                    ? "@main" : declaration.inherits.first(where: RoleGuess.entryBases.contains) ?? "entry point"
                entryPoints.append(
                    EntryPoint(kind: kind, name: declaration.name, file: files[file].path, line: declaration.line))
            }
        }
        var simpleNames: [String: [String]] = [:]
        for reducer in declared {
            simpleNames[String(reducer.name.lastNameComponent), default: []].append(reducer.name)
        }
        var isChild: Set<String> = []
        for reducer in declared {
            let facts = files[reducer.file].facts
            let named = Set(facts.references.map { String($0.simpleName) })
            let siblings = Set(declared.filter { $0.file == reducer.file }.map(\.name))
            // `Destination` is the reducer's own nested one when it has one, else the
            // only reducer of that name; a name several reducers share stays unresolved.
            let children = named.compactMap { simple -> String? in
                let found = simpleNames[simple] ?? []
                return found.first { $0 == reducer.name + "." + simple } ?? (found.count == 1 ? found[0] : nil)
            }
            .filter { child in
                child != reducer.name && (!siblings.contains(child) || child.hasPrefix(reducer.name + "."))
            }
            .sorted()
            isChild.formUnion(children)
            let tab = facts.declarations.first { $0.kind == .enum && $0.name == reducer.name + ".Tab" }
            reducers.append(
                DiscoveredReducer(
                    name: reducer.name, file: files[reducer.file].path, line: reducer.line,
                    domain: domain(ofFile: reducer.file), children: children, tabs: tab?.name))
        }
        let entryFiles = Set(entryPoints.map(\.file))
        let entryNames = Set(
            index.production.filter { entryFiles.contains(files[$0].path) }
                .flatMap { files[$0].facts.references.map { String($0.simpleName) } })
        // The root is the reducer the entry points build a store of; failing that, the
        // one reducer composing others that nothing composes.
        var roots = reducers.filter { !$0.name.contains(".") && entryNames.contains($0.name) }
        // A preview app builds a store of one feature: a reducer another root composes is no root.
        let childrenOf = Dictionary(reducers.map { ($0.name, $0.children) }) { first, _ in first }
        func composed(by root: String) -> Set<String> {
            var seen: Set<String> = []
            var frontier = childrenOf[root] ?? []
            while let next = frontier.popLast() {
                guard next != root, seen.insert(next).inserted else { continue }
                frontier += childrenOf[next] ?? []
            }
            return seen
        }
        // The widest root first: what it composes is no root of its own.
        var kept: [DiscoveredReducer] = []
        var covered: Set<String> = []
        for root in roots.map({ ($0, composed(by: $0.name)) }).sorted(by: { $0.1.count > $1.1.count }) {
            guard !covered.contains(root.0.name) else { continue }
            kept.append(root.0)
            covered.formUnion(root.1)
        }
        roots = kept
        if roots.isEmpty {
            let tops = reducers.filter { !$0.name.contains(".") && !isChild.contains($0.name) && !$0.children.isEmpty }
            if tops.count == 1 { roots = tops }
        }
        for reducer in roots {
            entryPoints.append(
                EntryPoint(kind: "root reducer", name: reducer.name, file: reducer.file, line: reducer.line))
            let tabs = reducers.first { $0.name == reducer.name + ".Tab" }?.name ?? reducer.tabs
            if let tabs {
                entryPoints.append(EntryPoint(kind: "tabs", name: tabs, file: reducer.file, line: reducer.line))
            }
        }
        for reducer in reducers where reducer.domain == nil {
            let unit = index.unitOfFile[index.production.first { files[$0].path == reducer.file } ?? 0]
            let place = crossCutting.first { $0.unit == unit }.map { "\($0.role.rawValue) \($0.unit.description)" }
            let isRoot = entryPoints.contains { $0.kind == "root reducer" && $0.name == reducer.name }
            questions.append(
                "reducer \(reducer.name) (\(reducer.file)) is in no domain"
                    + (isRoot
                        ? ": it is the root reducer, composing \(Plural.counted(reducer.children.count, "reducer"))"
                        : "")
                    + (place.map { "; it sits in \($0)" } ?? "")
                    + ": which domain does it belong to?")
        }
    }
}
