/// Files that build the app's object graph: the composition root.
///
/// Where code depends on abstractions, only one place names the concrete
/// implementations: it constructs a repository behind its protocol and hands it to
/// the screen that needs it (a DI container, an assembly, a flow coordinator that
/// builds other layers' objects). So a file is found by what it does, whatever its
/// name or folder: it names at least two concrete implementations of the app's
/// protocols, declared in folders other than its own. Such a file uses
/// every layer by design; read as Presentation, each construction would be a finding.
enum CompositionRoots {
    /// Implementations named from other units before a file is wiring, not a client
    /// that reached past one abstraction (that one stays a finding).
    static let minimumImplementations = 2

    /// The production files of `index` that compose the app, with the implementations
    /// each one names.
    static func find(_ index: UnitIndex) -> [Int: [String]] {
        let files = index.analysis.files
        var protocolFiles: [Substring: Set<Int>] = [:]
        for file in index.production {
            for declaration in files[file].facts.declarations where declaration.kind == .protocol {
                protocolFiles[declaration.simpleName, default: []].insert(file)
            }
        }
        // The types that conform to a protocol of the app, on their declaration or in an
        // extension (`extension DefaultDataTransferService: DataTransferService`), with the
        // protocols, and whether one of them is declared in another unit (a port and its adapter).
        var implemented: [Substring: (protocols: Set<Substring>, inverted: Bool)] = [:]
        for file in index.production {
            for declaration in files[file].facts.declarations where declaration.kind != .protocol {
                for name in declaration.inherits {
                    guard let declaring = protocolFiles[name.lastNameComponent] else { continue }
                    let inverted = declaring.contains { folder(of: files[$0].path) != folder(of: files[file].path) }
                    implemented[declaration.simpleName, default: ([], false)].protocols.insert(name.lastNameComponent)
                    if inverted { implemented[declaration.simpleName]?.inverted = true }
                }
            }
        }
        var roots: [Int: [String]] = [:]
        for file in index.production where !declaresScreenOrLogic(files[file].facts) {
            let own = folder(of: files[file].path)
            let uses = index.analysis.graph.usesByFile[file]
            let namesUsed = Set(
                uses.map { use -> Substring in
                    if case .file(_, let symbol) = use.target { return symbol.lastNameComponent }
                    return ""
                })
            var named: Set<String> = []
            for use in uses {
                guard case .file(let target, let symbol) = use.target, target != file,
                    folder(of: files[target].path) != own, let implementation = implemented[symbol.lastNameComponent],
                    files[target].facts.declarations.contains(where: {
                        $0.simpleName == symbol.lastNameComponent && ![.extension, .protocol].contains($0.kind)
                    })
                else { continue }
                // Built and handed on as its abstraction (`-> MoviesRepository { DefaultMoviesRepository(…) }`),
                // or an adapter of another unit's port: a helper type of one module is neither.
                guard implementation.inverted || !implementation.protocols.isDisjoint(with: namesUsed) else { continue }
                named.insert(String(symbol.lastNameComponent))
            }
            if named.count >= minimumImplementations { roots[file] = named.sorted() }
        }
        // Between the entry point and a container sits wiring too: the app's container the
        // app delegate holds, an app flow coordinator it starts, which asks the container
        // for each scene.
        var wiring = Set(roots.keys)
        for file in index.production
        where files[file].facts.declarations.contains(where: { $0.kind != .extension && RoleGuess.isEntryPoint($0) }) {
            wiring.insert(file)
        }
        var usedBy: [Int: Set<Int>] = [:]
        for file in index.production {
            for use in index.analysis.graph.usesByFile[file] {
                if case .file(let target, _) = use.target, target != file { usedBy[target, default: []].insert(file) }
            }
        }
        var changed = true
        while changed {
            changed = false
            for file in index.production
            where roots[file] == nil && !wiring.contains(file) && !declaresScreenOrLogic(files[file].facts) {
                let callers = usedBy[file] ?? []
                let containers = index.analysis.graph.usesByFile[file].compactMap { use -> Int? in
                    guard case .file(let target, _) = use.target, roots[target] != nil else { return nil }
                    return target
                }
                guard !containers.isEmpty, callers.contains(where: wiring.contains) else { continue }
                roots[file] = containers.map { RoleGuess.fileStem(files[$0].path) }.sorted()
                wiring.insert(file)
                changed = true
            }
        }
        return roots
    }

    /// Units here are folders: a small app target is one module, but its `DI/` and
    /// `Data/Repositories/` folders are still apart.
    private static func folder(of path: String) -> Substring {
        path.lastIndex(of: "/").map { path[..<$0] } ?? ""
    }

    /// A view, a reducer or an observable screen model says what the file is before what
    /// it builds: one that names concrete repositories reached past their abstraction.
    private static func declaresScreenOrLogic(_ facts: FileFacts) -> Bool {
        facts.declarations.contains { declaration in
            declaration.kind != .extension
                && (RoleGuess.isReducer(declaration) || declaration.attributes.contains("Observable")
                    || declaration.inherits.contains { RoleGuess.viewBases.contains($0) || $0 == "ObservableObject" })
        }
    }
}
