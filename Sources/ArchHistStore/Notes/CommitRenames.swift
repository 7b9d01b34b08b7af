import ArchHistCore
import ArchHistSupport

/// A commit's moves as `commit_renames` keeps them (`Schema/README.md`): JSON pairs
/// `[["old", "new"], …]` sorted by old path, `[]` for none.
enum CommitRenames {
    static func json(_ renames: [String: String]) -> String {
        JSONValue.array(renames.sorted { $0.key < $1.key }.map { .array([.string($0.key), .string($0.value)]) })
            .compactText
    }

    /// The stored moves of these commits; a commit without a row has none in the answer.
    /// Many commits (a line of history) are read in one pass over the table.
    static func read(_ shas: some Sequence<String>, in db: Database) throws -> [String: [String: String]] {
        let wanted = Set(shas)
        if wanted.count > 64 {
            // Most commits moved nothing: only the others' pairs are taken apart.
            var renames: [String: [String: String]] = [:]
            try db.forEachRow("SELECT sha FROM commit_renames WHERE renames = '[]'") { row in
                let sha = row.string(0)
                if wanted.contains(sha) { renames[sha] = [:] }
            }
            try db.forEachRow(
                """
                SELECT r.sha, json_extract(j.value, '$[0]'), json_extract(j.value, '$[1]')
                FROM commit_renames r LEFT JOIN json_each(r.renames) j WHERE r.renames <> '[]'
                """
            ) { row in
                let sha = row.string(0)
                guard wanted.contains(sha) else { return }
                var pairs = renames[sha] ?? [:]
                if !row.isNull(1), !row.isNull(2) { pairs[row.string(1)] = row.string(2) }
                renames[sha] = pairs
            }
            return renames
        }
        var renames: [String: [String: String]] = [:]
        for sha in wanted {
            try db.forEachRow(
                """
                SELECT json_extract(j.value, '$[0]'), json_extract(j.value, '$[1]')
                FROM commit_renames r LEFT JOIN json_each(r.renames) j WHERE r.sha = ?
                """, [sha]
            ) { row in
                var pairs = renames[sha] ?? [:]
                if !row.isNull(0), !row.isNull(1) { pairs[row.string(0)] = row.string(1) }
                renames[sha] = pairs
            }
        }
        return renames
    }

    /// Every commit's stored moves.
    static func readAll(in db: Database) throws -> [String: [String: String]] {
        var renames: [String: [String: String]] = [:]
        try db.forEachRow(
            """
            SELECT r.sha, json_extract(j.value, '$[0]'), json_extract(j.value, '$[1]')
            FROM commit_renames r LEFT JOIN json_each(r.renames) j
            """
        ) { row in
            let sha = row.string(0)
            var pairs = renames[sha] ?? [:]
            if !row.isNull(1), !row.isNull(2) { pairs[row.string(1)] = row.string(2) }
            renames[sha] = pairs
        }
        return renames
    }

    /// Keeps the moves of a recorded commit unless it has them: computed by git with
    /// the same options wherever they come from, the first answer stands. A commit the
    /// database does not hold gets none (it has no run to compare).
    static func add(_ renames: [String: String], of sha: String, in db: Database) throws {
        try db.execute(
            """
            INSERT OR IGNORE INTO commit_renames (sha, renames)
            SELECT ?, ? WHERE EXISTS (SELECT 1 FROM commits WHERE sha = ?)
            """, [sha, json(renames), sha])
    }
}

extension SQLiteHistoryStore {
    /// The moves each of these commits made against its first parent, as kept when it
    /// was recorded or as the notes brought them (`archhist pull`, `merge`); a commit
    /// nobody computed them for is absent from the answer.
    public func recordedRenames(of shas: [String]) throws -> [String: [String: String]] {
        try reading { db in try CommitRenames.read(shas, in: db) }
    }

    /// Keeps the moves of these recorded commits (git's, against each one's first
    /// parent; empty for none), in one transaction. A commit that has them already
    /// keeps the first answer, and one the database does not hold gets none.
    public func keepRenames(_ renames: [String: [String: String]]) throws {
        if renames.isEmpty { return }
        try guarded {
            try db.write { db in
                for (sha, moves) in renames.sorted(by: { $0.key < $1.key }) {
                    try CommitRenames.add(moves, of: sha, in: db)
                }
            }
        }
    }
}
