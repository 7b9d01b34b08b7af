/// Code that speaks in one reducer's `State` or `Action` (an effect factory returning
/// `Effect<Home.Action>`, a handler taking `inout Home.State`) works for that reducer:
/// it belongs with feature `Home`, whatever its values look like. Read as Types, each
/// reducer using it would be "Service uses Types" and it "Types uses Service".
enum ReducerHelpers {
    /// The members of a reducer a helper names: TCA's nested types.
    static let members: Set<Substring> = ["State", "Action", "Destination", "Path"]

    /// For each production file of `index` that declares no role of its own and names
    /// the nested types of exactly one reducer declared elsewhere: that reducer's file.
    static func homes(_ index: UnitIndex) -> [Int: Int] {
        let files = index.analysis.files
        var reducerFile: [Substring: Int] = [:]
        for file in index.production {
            for declaration in files[file].facts.declarations where RoleGuess.isReducer(declaration) {
                reducerFile[declaration.simpleName] = reducerFile[declaration.simpleName] ?? file
            }
        }
        guard !reducerFile.isEmpty else { return [:] }
        var homes: [Int: Int] = [:]
        for file in index.production where RoleGuess.declaredRole(of: files[file]) == nil {
            var named: Set<Int> = []
            for reference in files[file].facts.references {
                let parts = reference.name.split(separator: ".")
                guard parts.count >= 2, members.contains(parts[parts.count - 1]),
                    let home = reducerFile[parts[parts.count - 2]], home != file
                else { continue }
                named.insert(home)
            }
            if named.count == 1, let home = named.first { homes[file] = home }
        }
        return homes
    }
}
