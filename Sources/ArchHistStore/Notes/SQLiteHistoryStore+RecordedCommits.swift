import ArchHistCore

/// Commits as the database knows them: what a clone without their git objects (a
/// shallow clone after `archhist pull`) still knows of them.
extension SQLiteHistoryStore {
    /// The recorded commits whose sha begins with `prefix` (at most two: one is an
    /// answer, two an ambiguity).
    public func recordedCommits(matching prefix: String) throws -> [String] {
        let hex = prefix.lowercased()
        guard hex.count >= 4, hex.count <= 40, hex.allSatisfy(\.isHexDigit) else { return [] }
        return try reading { db in
            try db.fetchAll(
                "SELECT sha FROM commits WHERE sha >= ? AND sha < ? ORDER BY sha LIMIT 2", [hex, hex + "g"]
            ) { $0.string(0) }
        }
    }

    /// The parents of a recorded commit, first parent first; nil when it is not recorded.
    public func recordedParents(of sha: String) throws -> [String]? {
        try reading { db in
            guard try db.fetchValue(Int.self, "SELECT 1 FROM commits WHERE sha = ?", [sha]) != nil else {
                return nil
            }
            return try db.fetchAll("SELECT parent_sha FROM commit_parents WHERE sha = ? ORDER BY position", [sha]) {
                $0.string(0)
            }
        }
    }
}
