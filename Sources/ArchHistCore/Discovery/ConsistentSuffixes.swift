/// File names the app uses for one layer across the app: where a folder of one layer holds a
/// file named the way the app names another layer's files everywhere else (a `RemoveFriendUseCase`
/// beside the screens of `Presentation/ProfileDetail/`, while the app's twenty other use cases are
/// in `Domain/`), the name is the app's statement about that file, and the folder only where it
/// was left. A name the app uses in several layers (`…Repository` for the port in `Domain/` and
/// the adapter in `Data/`) says nothing, and neither does an ending every layer uses.
enum ConsistentSuffixes {
    /// Files named with a suffix before it is the app's convention.
    static let minimumFiles = 5
    /// The share of a suffix's files its folders place in one layer, for it to be that layer's.
    static let minimumShare = 0.8

    /// The files `placedByFolder` put in a layer other than the one their name says, with the
    /// layer the app's naming gives them.
    /// - Parameters:
    ///   - suffixes: each layer's file-name suffixes, in the spec's order.
    ///   - layerOf: every production file's layer so far.
    ///   - placedByFolder: the files the preset's folders placed.
    ///   - stem: a file's name without its extension.
    static func moves(
        suffixes: [(layer: String, suffixes: [String])], layerOf: [Int: String], placedByFolder: Set<Int>,
        stem: (Int) -> String
    ) -> [Int: String] {
        let named = layerOf.keys.compactMap { file -> (file: Int, suffix: String, layer: String)? in
            let name = stem(file)
            // The longest suffix naming the file: `ViewController` before `Controller`.
            var best: (suffix: String, layer: String)?
            for (layer, endings) in suffixes {
                for suffix in endings
                where name.count > suffix.count && name.hasSuffix(suffix) && suffix.count > (best?.suffix.count ?? 0) {
                    best = (suffix, layer)
                }
            }
            guard let best, !RoleGuess.ambiguousSuffixes.contains(best.suffix) else { return nil }
            return (file, best.suffix, best.layer)
        }
        var moves: [Int: String] = [:]
        for members in Dictionary(grouping: named, by: \.suffix).values {
            let layer = members[0].layer
            guard members.count >= minimumFiles,
                Double(members.filter { layerOf[$0.file] == layer }.count) >= minimumShare * Double(members.count)
            else { continue }
            for member in members where placedByFolder.contains(member.file) && layerOf[member.file] != layer {
                moves[member.file] = layer
            }
        }
        return moves
    }
}
