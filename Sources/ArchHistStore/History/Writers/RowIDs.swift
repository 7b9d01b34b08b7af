import ArchHistCore

/// Where the ids of a run's rows come from (`ChunkRows.entry`). Two sources, one
/// mapping from rows to ids:
///
/// - `StoredIDs`: the store's caches inside the write's transaction, on its thread;
///   what is new is inserted, so every id is found.
/// - `KnownIDs`: a read-only copy of those caches taken before, usable on any
///   thread; it knows what was stored then and answers nil for the rest.
protocol RowIDs {
    mutating func path(_ path: String) throws -> Int64?
    mutating func name(_ name: String) throws -> Int64?
    /// The blob of the file at `path`; a blob not stored is damage for the stored ids.
    mutating func blob(_ oid: String, of path: String) throws -> Int64?
    mutating func violation(_ violation: Violation, path: Int64, rule: Int64) throws -> Int64?
}

struct StoredIDs: RowIDs {
    let db: Database
    let caches: StoreCaches

    func path(_ path: String) throws -> Int64? { try caches.paths.id(path, in: db) }
    func name(_ name: String) throws -> Int64? { try caches.names.id(name, in: db) }

    func blob(_ oid: String, of path: String) throws -> Int64? {
        guard let id = try caches.blobs.ids.existingID(oid, in: db) else {
            throw HistoryError.damaged("no facts stored for \(path)")
        }
        return id
    }

    func violation(_ violation: Violation, path: Int64, rule: Int64) throws -> Int64? {
        try caches.violations.id(of: violation, path: path, rule: rule, in: db)
    }
}

/// The ids in memory when it was taken; its dictionaries are values, so the
/// interners inserting later do not change what it answers, on any thread.
struct KnownIDs: RowIDs, Sendable {
    let paths: Interner.Known
    let names: Interner.Known
    let blobs: Interner.Known
    let violations: ViolationIDs.Known

    /// Every id the caches hold now (loading the tables they read whole).
    init(_ caches: StoreCaches, in db: Database) throws {
        paths = try caches.paths.knownIDs(in: db)
        names = try caches.names.knownIDs(in: db)
        blobs = try caches.blobs.ids.knownIDs(in: db)
        violations = try caches.violations.knownIDs(in: db)
    }

    func path(_ path: String) -> Int64? { paths.id(of: path) }
    func name(_ name: String) -> Int64? { names.id(of: name) }
    func blob(_ oid: String, of path: String) -> Int64? { blobs.id(of: oid) }

    func violation(_ violation: Violation, path: Int64, rule: Int64) -> Int64? {
        violations.id(of: violation, path: path)
    }
}
