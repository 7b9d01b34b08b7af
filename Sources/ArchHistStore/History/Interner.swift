/// Ids of the strings a history shares between runs (paths, names, blob oids), in
/// both directions, cached for the life of the store so that recording or reading
/// a 10,000-file tree does not ask SQLite 10,000 times.
///
/// The whole table is read on first use. Whether it is still the table is
/// `StoreCaches`' concern: it forgets every interner when another connection
/// committed or when a write of ours rolled back, so that every id here names a row
/// that exists, holding that value. Rows of these tables are never deleted or
/// changed once written (only `runs` are deleted, by `--force`).
final class Interner {
    private let table: String
    private let column: String
    private var ids: [ExactText: Int64] = [:]
    private var values: [Int64: String] = [:]
    private var loaded = false
    /// Changes whenever a value is added or the cache is emptied, so that what is
    /// derived from the values (the order of paths) knows when to derive again.
    private(set) var generation = 0

    init(table: String, column: String) {
        self.table = table
        self.column = column
    }

    /// The id of `value`, inserting it when new. Call inside a write transaction
    /// whose caches were checked (`StoreCaches.validate`): the cache then holds every
    /// row, and a value it does not know is not stored.
    func id(_ value: String, in db: Database) throws -> Int64 {
        try load(db)
        if let id = ids[ExactText(value)] { return id }
        try db.execute("INSERT INTO \(table) (\(column)) VALUES (?)", [value])
        let id = db.lastInsertRowID
        remember(value, id: id)
        return id
    }

    /// The id of `value` when it is stored, without inserting it.
    func existingID(_ value: String, in db: Database) throws -> Int64? {
        try load(db)
        return ids[ExactText(value)]
    }

    /// The value of `id`; SQLite is asked when the cache does not know it.
    func value(of id: Int64, in db: Database) throws -> String? {
        try load(db)
        if let value = values[id] { return value }
        guard let value = try db.fetchValue(String.self, "SELECT \(column) FROM \(table) WHERE id = ?", [id]) else { return nil }
        remember(value, id: id)
        return value
    }

    /// Every stored value with its id.
    func all(in db: Database) throws -> [Int64: String] {
        try load(db)
        return values
    }

    /// Records the id of a row the caller inserted itself.
    func remember(_ value: String, id: Int64) {
        ids[ExactText(value)] = id
        values[id] = value
        generation += 1
    }

    func forget() {
        ids = [:]
        values = [:]
        loaded = false
        generation += 1
    }

    private func load(_ db: Database) throws {
        guard !loaded else { return }
        var ids: [ExactText: Int64] = [:]
        var values: [Int64: String] = [:]
        try db.forEachRow("SELECT id, \(column) FROM \(table)") { row in
            let id = row.int64(0), value = row.string(1)
            ids[ExactText(value)] = id
            values[id] = value
        }
        (self.ids, self.values, loaded) = (ids, values, true)
        generation += 1
    }
}
