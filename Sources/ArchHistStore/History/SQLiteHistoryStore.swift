import ArchHistCore
import Foundation

/// The history of a codebase's architecture in one SQLite file.
///
/// One connection, used from one thread at a time. Every run is written in one
/// `BEGIN IMMEDIATE` transaction, so a crash, a kill or a full disk leaves the file
/// as it was or with the whole run; two processes recording at once wait for each
/// other through the busy timeout.
public final class SQLiteHistoryStore: HistoryStore {
    public let path: String
    /// Facts read by another scanner version are read again.
    public let scannerVersion: String
    let db: Database
    /// Ids, digests and decoded rows kept between calls; see `StoreCaches` for why
    /// they stay right.
    let caches: StoreCaches
    /// How many threads decode facts read in bulk and look up the ids of a run's rows.
    let workers = ProcessInfo.processInfo.activeProcessorCount

    /// The caches, for a one-shot process to keep until it exits rather than free
    /// them; the connection still closes (and checkpoints) with the store.
    public var memory: [AnyObject] { [caches] }

    private init(path: String, db: Database, scannerVersion: String) {
        self.path = path
        self.db = db
        self.scannerVersion = scannerVersion
        caches = StoreCaches(scanner: scannerVersion)
    }

    /// A database with tables but none of our migrations: another application's, never
    /// adopted. Asked read-only, before the connection that would switch it to WAL.
    private static func isForeign(_ path: String) throws -> Bool {
        guard path != ":memory:", let size = try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int,
            size > 0
        else { return false }
        let probe = try Database.open(path: path, mode: .readOnly)
        let objects = try probe.fetchValue(Int.self, "SELECT count(*) FROM sqlite_master") ?? 0
        let ours =
            try probe.fetchValue(
                Int.self, "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'archhist_migrations'")
            ?? 0
        return objects > 0 && ours == 0
    }

    /// Opens (creating it and its folder when `create`) and migrates the database.
    /// A database written by a newer archhist is refused before anything changes.
    public static func open(path: String, create: Bool, scannerVersion: String) throws(HistoryError)
        -> SQLiteHistoryStore
    {
        if create {
            let folder = (path as NSString).deletingLastPathComponent
            if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) {
                do {
                    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                } catch {
                    throw .cannotOpen(path: path, reason: "cannot create its folder \(folder)")
                }
            }
        }
        // Refused before SQLite opens it: it would write a `-journal` beside a device.
        if let kind = Database.kindOfNonFile(at: path) { throw .notAFile(path: path, kind: kind) }
        do {
            if try isForeign(path) { throw HistoryError.foreignDatabase(path: path) }
            let db = try Database.open(path: path, mode: create ? .create : .readWrite)
            let migrator = try DatabaseMigrator(migrations: HistoryMigrations.all)
            _ = try migrator.migrate(db)
            return SQLiteHistoryStore(path: path, db: db, scannerVersion: scannerVersion)
        } catch let error as HistoryError {
            throw error
        } catch let error as DatabaseError {
            throw HistoryError.from(error, path: path)
        } catch let error as MigrationError {
            if case .databaseIsNewer(let known, let found) = error {
                throw .newerDatabase(path: path, knownUpTo: known, found: found)
            }
            throw .damaged("\(error)", path: path)
        } catch {
            throw .damaged("\(error)", path: path)
        }
    }

    // MARK: - HistoryStore

    public func knownBlobs(among oids: [String]) throws -> Set<String> {
        try reading { db in try caches.blobs.known(among: oids, in: db) }
    }

    public func prepareToWrite() throws {
        // Taking the ids the write copies first loads them into the caches; the copy
        // itself is dropped, so that the write's inserts do not copy the tables.
        try reading { db in _ = try KnownIDs(caches, in: db) }
    }

    public func swiftFacts(for oids: [String]) throws -> [String: FileFacts] {
        try reading { db in
            // Read under SQLite on this thread, decoded on all cores.
            var stored = BlobBytes(capacity: oids.count)
            try forEachBlob(oids, in: db) { oid, bytes in stored.append(oid, bytes) }
            let facts = try stored.decodedFacts(workers: workers, strings: caches.factStrings.values(in: db))
            var result: [String: FileFacts] = [:]
            result.reserveCapacity(oids.count)
            for (oid, facts) in zip(stored.oids, facts) { result[oid] = facts }
            return result
        }
    }

    public func manifests(for oids: [String]) throws -> [String: PackageManifest] {
        try reading { db in
            var result: [String: PackageManifest] = [:]
            let strings = try caches.factStrings.values(in: db)
            try forEachBlob(oids, in: db) { oid, bytes in
                do { result[oid] = try FactsCodec.decodeManifest(bytes, strings: strings) } catch {
                    throw HistoryError.damaged("the manifest facts of blob \(oid) cannot be decoded")
                }
            }
            return result
        }
    }

    public func runExists(_ key: RunKey) throws -> Bool {
        try guarded { try runID(key) != nil }
    }

    public func write(_ run: RunRecord, replacing: Bool) throws {
        do {
            try db.write { db in
                // After BEGIN IMMEDIATE: no other connection commits until we do.
                try caches.validate(db)
                if let existing = try runID(run.key) {
                    // Another process recorded the same run since it was looked for: the
                    // run is there, whole, and that is all a recording asks.
                    guard replacing else { return }
                    try db.execute("DELETE FROM runs WHERE id = ?", [existing])
                }
                try RunWriter(db: db, caches: caches, workers: workers).write(run)
            }
        } catch {
            // Ids handed out inside the rolled-back transaction are gone.
            caches.forget()
            if let error = error as? DatabaseError { throw HistoryError.from(error, path: path) }
            if let error = error as? HistoryError { throw error.naming(path) }
            throw error
        }
    }

    // MARK: - Helpers

    func runID(_ key: RunKey) throws -> Int64? {
        try db.fetchValue(
            Int64.self,
            """
            SELECT r.id FROM runs r JOIN specs s ON s.id = r.spec_id
            WHERE r.commit_sha = ? AND s.digest = ? AND r.analyzer_version = ?
            """, [key.commit, key.specDigest, key.analyzerVersion])
    }

    /// Calls `body` with the stored facts of each blob among `oids` (those not stored
    /// are left out), read in place: the bytes are valid only inside `body`.
    ///
    /// Many blobs are read in id order: one pass over the range of ids when they fill
    /// a good part of it (a whole tree, read in a fresh process), else one lookup each.
    private func forEachBlob(
        _ oids: [String], in db: Database, _ body: (String, UnsafeBufferPointer<UInt8>) throws -> Void
    ) throws {
        // A few blobs (a run's manifests, read by a query) are looked up by oid, sparing
        // the table of every blob's id the lookups below need.
        if oids.count <= 16 {
            for oid in Set(oids).sorted() {
                try db.forEachRow("SELECT facts FROM blobs WHERE oid = ?", [oid]) { row in
                    try row.withBlob(0) { try body(oid, $0) }
                }
            }
            return
        }
        var wanted: [(id: Int64, oid: String)] = []
        wanted.reserveCapacity(oids.count)
        for (oid, id) in zip(oids, try caches.blobs.ids.existingIDs(oids, in: db)) {
            if let id { wanted.append((id, oid)) }
        }
        wanted.sort { $0.id < $1.id }
        guard let first = wanted.first?.id, let last = wanted.last?.id else { return }
        if last - first < Int64(wanted.count) * 4 {
            var next = 0
            try db.forEachRow("SELECT id, facts FROM blobs WHERE id BETWEEN ? AND ?", [first, last]) { row in
                let id = row.int64(0)
                while next < wanted.count && wanted[next].id < id { next += 1 }
                // The same oid asked twice is read once.
                guard next < wanted.count, wanted[next].id == id else { return }
                try row.withBlob(1) { try body(wanted[next].oid, $0) }
                while next < wanted.count && wanted[next].id == id { next += 1 }
            }
        } else {
            var previous: Int64?
            for (id, oid) in wanted where id != previous {
                previous = id
                try db.forEachRow("SELECT facts FROM blobs WHERE id = ?", [id]) { row in
                    try row.withBlob(0) { try body(oid, $0) }
                }
            }
        }
    }

    /// Runs `body` in a read transaction on caches checked against it (see `StoreCaches`).
    func reading<T>(_ body: (Database) throws -> T) throws -> T {
        try guarded {
            try db.read { db in
                try caches.validate(db)
                return try body(db)
            }
        }
    }

    /// Database errors become history errors that name the file and the fix.
    func guarded<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DatabaseError {
            throw HistoryError.from(error, path: path)
        } catch let error as HistoryError {
            throw error.naming(path)
        }
    }
}
