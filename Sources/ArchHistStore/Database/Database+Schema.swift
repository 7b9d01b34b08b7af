extension Database {
    /// The schema as normalised `CREATE` statements, one per line, each ending with `;`:
    /// tables, then indexes, views and triggers, each kind sorted by name. SQLite's own
    /// objects (`sqlite_sequence`, `sqlite_stat1`, automatic indexes) are left out, and
    /// so are the objects named in `excluding` (and, for a table, its indexes and
    /// triggers).
    ///
    /// SQLite keeps each `CREATE` statement as it was written; normalising (see
    /// `SchemaText.normalize`) removes comments and layout, so that two databases built
    /// by different scripts compare equal when their schemas are the same.
    public func schemaSQL(excluding excludedNames: Set<String> = []) throws -> String {
        let statements = try fetchAll(
            """
            SELECT name, tbl_name, sql FROM sqlite_master
            WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
            ORDER BY CASE type WHEN 'table' THEN 0 WHEN 'index' THEN 1 WHEN 'view' THEN 2 ELSE 3 END, name
            """
        ) { row -> String? in
            if excludedNames.contains(row.string(0)) || excludedNames.contains(row.string(1)) { return nil }
            return SchemaText.normalize(row.string(2)) + ";"
        }
        return statements.compactMap { $0 }.map { $0 + "\n" }.joined()
    }

    /// Whether a table (or view) named `name` exists.
    public func tableExists(_ name: String) throws -> Bool {
        try fetchOne("SELECT 1 FROM sqlite_master WHERE type IN ('table', 'view') AND name = ?", [name]) { _ in true }
            ?? false
    }
}
