import ArchHistSupport

/// The order `init` writes domains in. Between two domains whose paths both match a
/// file, the first declared wins, so a domain whose path takes in another's
/// (`DuckDuckGo/**` and `DuckDuckGo/Bookmark*`) goes after it; the rest keep the map's
/// order.
enum DomainOrder {
    /// The indices of `paths` (each domain's globs), each domain after every domain its
    /// broadest glob takes in.
    static func narrowestFirst(_ paths: [[String]]) -> [Int] {
        let fixed = paths.map { $0.map { String(Glob.literalPrefix($0)) } }
        let broadest = fixed.map { $0.min { $0.count < $1.count } }
        // How many other domains each one's broadest path takes in.
        let covered = paths.indices.map { index in
            guard let prefix = broadest[index] else { return 0 }
            return fixed.indices.filter { other in
                other != index && fixed[other].contains { $0.count > prefix.count && $0.hasPrefix(prefix) }
            }.count
        }
        return paths.indices.sorted { (covered[$0], $0) < (covered[$1], $1) }
    }
}
