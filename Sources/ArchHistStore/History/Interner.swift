/// Ids of the strings a history shares between runs (paths, names, blob ids),
/// cached for the life of the store so that recording a 10,000-file tree does not
/// ask SQLite 10,000 times. A write that rolls back forgets the cache, since ids
/// handed out inside it no longer exist.
final class Interner {
    private let table: String
    private let column: String
    private var ids: [String: Int64] = [:]
    private var loaded = false

    init(table: String, column: String) {
        self.table = table
        self.column = column
    }

    /// The id of `value`, inserting it when new. Call inside a write transaction.
    func id(_ value: String, in db: Database) throws -> Int64 {
        try load(db)
        if let id = ids[value] { return id }
        try db.execute("INSERT INTO \(table) (\(column)) VALUES (?)", [value])
        let id = db.lastInsertRowID
        ids[value] = id
        return id
    }

    /// The id of `value` when it is stored, without inserting it.
    func existingID(_ value: String, in db: Database) throws -> Int64? {
        try load(db)
        return ids[value]
    }

    /// Records the id of a row the caller inserted itself.
    func remember(_ value: String, id: Int64) {
        ids[value] = id
    }

    func forget() {
        ids = [:]
        loaded = false
    }

    private func load(_ db: Database) throws {
        guard !loaded else { return }
        try db.forEachRow("SELECT id, \(column) FROM \(table)") { row in ids[row.string(1)] = row.int64(0) }
        loaded = true
    }
}
