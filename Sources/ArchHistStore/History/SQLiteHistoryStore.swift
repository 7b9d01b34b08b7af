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
    private let paths = Interner(table: "paths", column: "path")
    private let names = Interner(table: "names", column: "name")
    private let blobIDs = Interner(table: "blobs", column: "oid")
    /// Facts decoded recently: a backfill asks for the same unchanged files commit
    /// after commit. Bounded, and emptied when it grows past the bound.
    private var factsCache: [String: FileFacts] = [:]
    private static let factsCacheLimit = 200_000

    private init(path: String, db: Database, scannerVersion: String) {
        self.path = path
        self.db = db
        self.scannerVersion = scannerVersion
    }

    /// Opens (creating it and its folder when `create`) and migrates the database.
    /// A database written by a newer archhist is refused before anything changes.
    public static func open(path: String, create: Bool, scannerVersion: String) throws(HistoryError) -> SQLiteHistoryStore {
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
        do {
            let db = try Database.open(path: path, mode: create ? .create : .readWrite)
            let migrator = try DatabaseMigrator(migrations: HistoryMigrations.all)
            _ = try migrator.migrate(db)
            return SQLiteHistoryStore(path: path, db: db, scannerVersion: scannerVersion)
        } catch let error as DatabaseError {
            throw HistoryError.from(error, path: path)
        } catch let error as MigrationError {
            if case .databaseIsNewer(let known, let found) = error {
                throw .newerDatabase(path: path, knownUpTo: known, found: found)
            }
            throw .damaged("\(path): \(error)")
        } catch {
            throw .damaged("\(path): \(error)")
        }
    }

    // MARK: - HistoryStore

    public func knownBlobs(among oids: [String]) throws -> Set<String> {
        try guarded {
            var known = Set<String>()
            var start = 0
            while start < oids.count {
                let batch = Array(oids[start..<min(oids.count, start + 500)])
                let placeholders = Array(repeating: "?", count: batch.count).joined(separator: ",")
                try db.forEachRow(
                    "SELECT oid FROM blobs WHERE scanner = ? AND oid IN (\(placeholders))", [scannerVersion] + batch.map { $0 }
                ) { row in known.insert(row.string(0)) }
                start += batch.count
            }
            return known
        }
    }

    public func swiftFacts(for oids: [String]) throws -> [String: FileFacts] {
        try guarded {
            var result: [String: FileFacts] = [:]
            var missing: [String] = []
            for oid in oids {
                if let cached = factsCache[oid] { result[oid] = cached } else { missing.append(oid) }
            }
            if factsCache.count + missing.count > Self.factsCacheLimit { factsCache = [:] }
            try forEachBlob(missing) { oid, bytes in
                do {
                    let facts = try FactsCodec.decodeFacts(bytes)
                    result[oid] = facts
                    factsCache[oid] = facts
                } catch {
                    throw HistoryError.damaged("the facts of blob \(oid) cannot be decoded")
                }
            }
            return result
        }
    }

    public func manifests(for oids: [String]) throws -> [String: PackageManifest] {
        try guarded {
            var result: [String: PackageManifest] = [:]
            try forEachBlob(oids) { oid, bytes in
                do { result[oid] = try FactsCodec.decodeManifest(bytes) } catch {
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
                if replacing, let existing = try runID(run.key) {
                    try db.execute("DELETE FROM runs WHERE id = ?", [existing])
                }
                try RunWriter(db: db, paths: paths, names: names, blobs: blobIDs, scanner: scannerVersion).write(run)
            }
        } catch {
            // Ids handed out inside the rolled-back transaction are gone.
            paths.forget()
            names.forget()
            blobIDs.forget()
            if let error = error as? DatabaseError { throw HistoryError.from(error, path: path) }
            throw error
        }
    }

    // MARK: - Helpers

    func runID(_ key: RunKey) throws -> Int64? {
        try db.fetchValue(Int64.self, """
            SELECT r.id FROM runs r JOIN specs s ON s.id = r.spec_id
            WHERE r.commit_sha = ? AND s.digest = ? AND r.analyzer_version = ?
            """, [key.commit, key.specDigest, key.analyzerVersion])
    }

    /// The stored facts of many blobs, read by id in batches.
    private func forEachBlob(_ oids: [String], _ body: (String, [UInt8]) throws -> Void) throws {
        var ids: [Int64] = []
        for oid in oids { if let id = try blobIDs.existingID(oid, in: db) { ids.append(id) } }
        var start = 0
        while start < ids.count {
            let batch = Array(ids[start..<min(ids.count, start + 500)])
            let placeholders = Array(repeating: "?", count: batch.count).joined(separator: ",")
            try db.forEachRow("SELECT oid, facts FROM blobs WHERE id IN (\(placeholders))", batch.map { $0 }) { row in
                try body(row.string(0), row.blob(1))
            }
            start += batch.count
        }
    }

    /// Database errors become history errors that name the file and the fix.
    func guarded<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DatabaseError {
            throw HistoryError.from(error, path: path)
        }
    }
}
