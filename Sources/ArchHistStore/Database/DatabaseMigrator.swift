/// Brings a database's schema up to date by applying, in order, the migrations it has not
/// applied yet, each in its own write transaction, recorded in `archhist_migrations`.
///
/// A database that recorded migrations this migrator does not know is refused with
/// `MigrationError.databaseIsNewer` before anything is written.
public struct DatabaseMigrator: Sendable {
    /// The known migrations, by increasing id.
    public let migrations: [Migration]

    /// Fails unless the ids are unique and increasing.
    public init(migrations: [Migration]) throws {
        for (previous, next) in zip(migrations, migrations.dropFirst()) {
            if next.id == previous.id { throw MigrationError.duplicateID(next.id) }
            if next.id < previous.id { throw MigrationError.notInIncreasingOrder(previous: previous.id, next: next.id) }
        }
        self.migrations = migrations
    }

    /// Applies the pending migrations and returns them (empty when up to date).
    ///
    /// Before writing anything, checks in a read transaction that every recorded
    /// migration is known. Each pending migration then runs in `BEGIN IMMEDIATE` …
    /// `COMMIT` together with its record, after checking again (another process may have
    /// migrated meanwhile). A migration that fails is rolled back whole and thrown as
    /// `MigrationError.migrationFailed`; the migrations before it stay applied.
    @discardableResult
    public func migrate(_ db: Database) throws -> [Migration] {
        let recorded = try db.read { db in try db.appliedMigrations() }
        try checkCompatibility(recorded)
        let recordedIDs = Set(recorded.map(\.id))
        var applied: [Migration] = []
        for migration in migrations where !recordedIDs.contains(migration.id) {
            let didApply = try db.write { db in try apply(migration, to: db) }
            if didApply { applied.append(migration) }
        }
        return applied
    }

    /// The known migrations the database has not applied.
    public func pendingMigrations(_ db: Database) throws -> [Migration] {
        let recorded = try db.read { db in try db.appliedMigrations() }
        try checkCompatibility(recorded)
        let recordedIDs = Set(recorded.map(\.id))
        return migrations.filter { !recordedIDs.contains($0.id) }
    }

    /// Runs inside the migration's write transaction.
    private func apply(_ migration: Migration, to db: Database) throws -> Bool {
        let recorded = try db.appliedMigrations()
        try checkCompatibility(recorded)
        if recorded.contains(where: { $0.id == migration.id }) { return false }
        do {
            try db.execute(Self.createTableSQL)
            try db.withTransactionControlDenied { try db.execute(migration.sql) }
        } catch let error as DatabaseError {
            if error.resultCode == .authorization {
                throw MigrationError.migrationControlsTransaction(id: migration.id, name: migration.name)
            }
            throw MigrationError.migrationFailed(id: migration.id, name: migration.name, error: error)
        }
        try db.execute(
            "INSERT INTO archhist_migrations(id, name, applied_at) VALUES (?, ?, "
                + "strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))",
            [migration.id, migration.name])
        return true
    }

    /// Refuses recorded migrations this migrator does not know, or knows by another name.
    private func checkCompatibility(_ recorded: [AppliedMigration]) throws {
        let known = Dictionary(uniqueKeysWithValues: migrations.map { ($0.id, $0.name) })
        let unknown = recorded.map(\.id).filter { known[$0] == nil }
        if !unknown.isEmpty {
            throw MigrationError.databaseIsNewer(knownUpTo: migrations.last?.id ?? 0, found: unknown)
        }
        for applied in recorded {
            if let name = known[applied.id], name != applied.name {
                throw MigrationError.appliedMigrationDiffers(
                    id: applied.id, recordedName: applied.name, knownName: name)
            }
        }
    }

    static let createTableSQL = """
        CREATE TABLE IF NOT EXISTS archhist_migrations (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            applied_at TEXT NOT NULL
        ) STRICT
        """
}

extension Database {
    /// The migrations recorded in `archhist_migrations`, by id; empty when the table does
    /// not exist. Writes nothing.
    public func appliedMigrations() throws -> [AppliedMigration] {
        guard try tableExists("archhist_migrations") else { return [] }
        return try fetchAll("SELECT id, name, applied_at FROM archhist_migrations ORDER BY id") { row in
            AppliedMigration(id: row.int(0), name: row.string(1), appliedAt: row.string(2))
        }
    }
}
