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
    /// Values by id: SQLite hands out ids from 1 up, without holes here (nothing is
    /// deleted; a rolled-back insert's id is handed out again), so an array; an id
    /// far past its end (a row someone inserted by hand) goes to `scattered`.
    private var values: [String?] = []
    private var scattered: [Int64: String] = [:]
    /// Ids by the UTF-8 bytes of their value, built from `values` when first needed:
    /// reading runs only ever maps ids to values, and is spared hashing every value.
    /// Keyed by bytes, not `String`, because a UNIQUE text column compares bytes: "é"
    /// as one code point and as "e" with a combining accent are two rows, which
    /// `String` equality would take for one. (No slower than the digest table it
    /// replaced: `archhist-bench history` times the next commit.)
    private var ids: [[UInt8]: Int64]?
    private var loaded = false

    /// The strings of the stored facts' tables (see `SharedStrings`): the store's caches,
    /// the notes importer and the exporter each keep one.
    static func factStrings() -> Interner { Interner(table: "fact_strings", column: "text") }

    init(table: String, column: String) {
        self.table = table
        self.column = column
    }

    /// The id of `value`, inserting it when new. Call inside a write transaction
    /// whose caches were checked (`StoreCaches.validate`): the cache then holds every
    /// row, and a value it does not know is not stored.
    func id(_ value: String, in db: Database) throws -> Int64 {
        if let id = try existingID(value, in: db) { return id }
        try db.execute("INSERT INTO \(table) (\(column)) VALUES (?)", [value])
        let id = db.lastInsertRowID
        remember(value, id: id)
        return id
    }

    /// The id of `value` when it is stored, without inserting it.
    func existingID(_ value: String, in db: Database) throws -> Int64? {
        try idsByValue(db)
        return ids![Array(value.utf8)]
    }

    /// The ids of `values` (nil for those not stored), looked up in one table taken
    /// once, not through this object for each value.
    func existingIDs(_ values: [String], in db: Database) throws -> [Int64?] {
        let known = try knownIDs(in: db)
        return values.map { known.id(of: $0) }
    }

    /// Every stored value's id, as a value: a copy to read from other threads.
    func knownIDs(in db: Database) throws -> Known {
        try idsByValue(db)
        return Known(ids: ids!)
    }

    /// The ids of the values stored when it was taken, by value.
    struct Known: Sendable {
        let ids: [[UInt8]: Int64]

        func id(of value: String) -> Int64? { ids[Array(value.utf8)] }
    }

    /// Builds the ids by value from `values` on first need.
    private func idsByValue(_ db: Database) throws {
        try load(db)
        guard ids == nil else { return }
        var built: [[UInt8]: Int64] = [:]
        built.reserveCapacity(values.count + scattered.count)
        for (id, value) in values.enumerated() { if let value { add(value, id: Int64(id), to: &built) } }
        for (id, value) in scattered { add(value, id: id, to: &built) }
        ids = built
    }

    /// Gives `value` the id `id` in `table`: a value stored twice (two rows whose
    /// text reads back the same) keeps the last id given, as a dictionary would.
    private func add(_ value: String, id: Int64, to table: inout [[UInt8]: Int64]) {
        table[Array(value.utf8)] = id
    }

    private static func value(of id: Int64, in values: [String?], _ scattered: [Int64: String]) -> String? {
        id >= 0 && id < values.count ? values[Int(id)] : scattered[id]
    }

    /// The value of `id`; SQLite is asked when the cache does not know it.
    func value(of id: Int64, in db: Database) throws -> String? {
        try load(db)
        if id >= 0, id < values.count, let value = values[Int(id)] { return value }
        if let value = scattered[id] { return value }
        guard let value = try db.fetchValue(String.self, "SELECT \(column) FROM \(table) WHERE id = ?", [id]) else {
            return nil
        }
        remember(value, id: id)
        return value
    }

    /// The values by id as they are now, to look many up without going through this
    /// object each time (each access to a class's array retains and releases it).
    func snapshot(in db: Database) throws -> Snapshot {
        try load(db)
        return Snapshot(values: values, interner: self, db: db)
    }

    struct Snapshot {
        let values: [String?]
        let interner: Interner
        let db: Database

        /// The value of `id`; the interner (then SQLite) is asked when the snapshot
        /// does not know it.
        func value(of id: Int64) throws -> String? {
            if id >= 0, id < values.count, let value = values[Int(id)] { return value }
            return try interner.value(of: id, in: db)
        }
    }

    /// Every stored value by id, as a value that other threads can read.
    func values(in db: Database) throws -> Values {
        try load(db)
        return Values(dense: values, scattered: scattered)
    }

    struct Values: Sendable {
        fileprivate let dense: [String?]
        fileprivate let scattered: [Int64: String]

        func value(of id: Int64) -> String? { Interner.value(of: id, in: dense, scattered) }
    }

    /// Every stored value with its id.
    func all(in db: Database) throws -> [(id: Int64, value: String)] {
        try load(db)
        return values.enumerated().compactMap { id, value in value.map { (Int64(id), $0) } }
            + scattered.map { ($0.key, $0.value) }
    }

    /// Records the id of a row the caller inserted itself.
    func remember(_ value: String, id: Int64) {
        if var table = ids {
            ids = nil  // the table is unique while it changes, not copied
            add(value, id: id, to: &table)
            ids = table
        }
        store(value, id: id)
    }

    func forget() {
        values = []
        scattered = [:]
        ids = nil
        loaded = false
    }

    /// Ids up to this go to the array.
    private static let denseLimit: Int64 = 1_000_000

    private func store(_ value: String, id: Int64) {
        guard id >= 0, id <= Self.denseLimit else {
            scattered[id] = value
            return
        }
        if Int(id) >= values.count { values.append(contentsOf: repeatElement(nil, count: Int(id) - values.count + 1)) }
        values[Int(id)] = value
    }

    private func load(_ db: Database) throws {
        guard !loaded else { return }
        scattered = [:]
        ids = nil
        // Sized once from the largest id; the rows come in the order of whichever
        // index SQLite reads (for `blobs`, the one on `oid`, which spares it the facts).
        let largest = try db.fetchValue(Int64.self, "SELECT max(id) FROM \(table)") ?? 0
        values = Array(repeating: nil, count: Int(min(max(largest, 0), Self.denseLimit)) + 1)
        try db.forEachRow("SELECT id, \(column) FROM \(table)") { row in store(row.string(1), id: row.int64(0)) }
        loaded = true
    }
}
