/// Files that only the composition root uses and that name the app's abstractions: its
/// registration keys.
///
/// A container registers each implementation under a key that names its abstraction
/// (`struct QuestStorageKey: InjectionKey { typealias Value = QuestsStorage }`) and resolves
/// it by that key. Such a file implements nothing and builds nothing: it speaks of the ports the
/// root wires, and only the root speaks it. Kept in a folder of its own (`Application/Container/`),
/// read as the values of an inner layer, it made that layer name outer layers' ports, and every
/// port it named an inner layer's port.
enum RootKeys {
    /// The production files of `index` outside `roots` whose users are all in `roots`, that declare
    /// only keys (see `declaresOnlyKeys`) and that name only protocols, one the app declares in another folder.
    static func find(_ index: UnitIndex, roots: Set<Int>) -> Set<Int> {
        let files = index.analysis.files
        let production = Set(index.production)
        var keys: Set<Int> = []
        for file in index.production where !roots.contains(file) && declaresOnlyKeys(files[file].facts) {
            let users = (index.usersOfFile[file] ?? []).intersection(production)
            guard !users.isEmpty, users.isSubset(of: roots) else { continue }
            // A key speaks only of protocols: the key protocol and the ports it stands for. A value with
            // behaviour (a database request processing its records) names the app's other types too.
            let own = CompositionRoots.folder(of: files[file].path)
            var namesPorts = false
            var namesOnlyProtocols = true
            for use in index.analysis.graph.usesByFile[file] {
                guard case .file(let target, let symbol) = use.target, target != file else { continue }
                let isProtocol = files[target].facts.declarations.contains {
                    $0.kind == .protocol && $0.simpleName == symbol.lastNameComponent
                }
                namesOnlyProtocols = namesOnlyProtocols && isProtocol
                namesPorts = namesPorts || (isProtocol && CompositionRoots.folder(of: files[target].path) != own)
            }
            if namesOnlyProtocols && namesPorts { keys.insert(file) }
        }
        return keys
    }

    /// Values whose body only says which type they stand for (`typealias Value = QuestsStorage`, the
    /// witness of the key protocol's associated type): no state, no behaviour, nothing to build.
    private static func declaresOnlyKeys(_ facts: FileFacts) -> Bool {
        let types = facts.declarations.filter { $0.kind != .typealias }
        return !types.isEmpty
            && types.allSatisfy { type in
                [.struct, .enum].contains(type.kind)
                    && facts.declarations.contains { $0.kind == .typealias && $0.name.hasPrefix(type.name + ".") }
            }
    }
}
