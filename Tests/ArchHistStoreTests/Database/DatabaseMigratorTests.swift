import ArchHistStore
import ArchHistTestSupport
import Foundation
import Testing

@Suite struct DatabaseMigratorTests {
    private let initial = Migration(
        id: 1, name: "initial", sql: "CREATE TABLE runs(id INTEGER PRIMARY KEY, key TEXT NOT NULL UNIQUE) STRICT;")
    private let files = Migration(
        id: 2, name: "files",
        sql: """
            CREATE TABLE files(run INTEGER NOT NULL REFERENCES runs(id), path TEXT NOT NULL) STRICT;
            CREATE INDEX files_by_path ON files(path);
            """)
    private let lines = Migration(id: 3, name: "lines", sql: "ALTER TABLE files ADD COLUMN lines INTEGER;")

    @Test func migrationsApplyInOrderAndAreRecorded() throws {
        let db = try Database.openInMemory()
        let migrator = try DatabaseMigrator(migrations: [initial, files, lines])
        #expect(try migrator.pendingMigrations(db) == [initial, files, lines])
        #expect(try migrator.migrate(db) == [initial, files, lines])

        let applied = try db.appliedMigrations()
        #expect(applied.map(\.id) == [1, 2, 3])
        #expect(applied.map(\.name) == ["initial", "files", "lines"])
        for migration in applied {
            // 2025-01-31T09:30:00.123Z
            #expect(migration.appliedAt.count == 24 && migration.appliedAt.hasSuffix("Z"))
            #expect(Array(migration.appliedAt)[10] == "T")
        }
        try db.execute("INSERT INTO runs(key) VALUES ('a'); INSERT INTO files VALUES (1, 'A.swift', 10);")

        #expect(try migrator.migrate(db) == [])  // up to date: nothing to do
        #expect(try migrator.pendingMigrations(db) == [])
    }

    @Test func theMigrationsTableIsStrict() throws {
        let db = try Database.openInMemory()
        try DatabaseMigrator(migrations: [initial]).migrate(db)
        #expect(
            try db.schemaSQL().contains(
                "CREATE TABLE archhist_migrations(id INTEGER PRIMARY KEY, name TEXT NOT NULL, "
                    + "applied_at TEXT NOT NULL) STRICT;"
            ))
    }

    @Test func aNewerBinaryAppliesOnlyWhatIsMissing() throws {
        let db = try Database.openInMemory()
        try DatabaseMigrator(migrations: [initial]).migrate(db)
        #expect(try DatabaseMigrator(migrations: [initial, files]).migrate(db) == [files])
        #expect(try db.appliedMigrations().map(\.id) == [1, 2])
    }

    @Test func aMigrationWhoseSecondStatementFailsLeavesNoTraceOfItsFirst() throws {
        let db = try Database.openInMemory()
        let broken = Migration(
            id: 2, name: "broken",
            sql: """
                CREATE TABLE half(x INTEGER);
                INSERT INTO runs(key) VALUES ('before the failure');
                INSERT INTO nowhere VALUES (1);
                """)
        let error = #expect(throws: MigrationError.self) {
            try DatabaseMigrator(migrations: [initial, broken, lines]).migrate(db)
        }
        guard case .migrationFailed(let id, let name, let underlying) = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(id == 2 && name == "broken")
        #expect(underlying.message == "no such table: nowhere")
        #expect(underlying.sql == "INSERT INTO nowhere VALUES (1);")
        #expect(try !db.tableExists("half"))
        #expect(try db.count("runs") == 0)
        #expect(try db.appliedMigrations().map(\.id) == [1])  // the migration before it stays
    }

    @Test func aFailingFirstMigrationLeavesAnEmptyDatabase() throws {
        let db = try Database.openInMemory()
        let broken = Migration(id: 1, name: "broken", sql: "CREATE TABLE a(x); CREATE TABLE a(y);")
        #expect(throws: MigrationError.self) { try DatabaseMigrator(migrations: [broken]).migrate(db) }
        #expect(try db.schemaSQL() == "")  // not even archhist_migrations
    }

    @Test func aMigrationCannotCommitHalfOfItself() throws {
        let db = try Database.openInMemory()
        let sneaky = Migration(id: 1, name: "sneaky", sql: "CREATE TABLE a(x); COMMIT; CREATE TABLE b(y);")
        #expect(throws: MigrationError.migrationControlsTransaction(id: 1, name: "sneaky")) {
            try DatabaseMigrator(migrations: [sneaky]).migrate(db)
        }
        #expect(try db.schemaSQL() == "")
        #expect(!db.isInsideTransaction)
        // Transaction control works again after the migration.
        try db.write { db in try db.execute("CREATE TABLE c(z)") }
        #expect(try db.tableExists("c"))
    }

    @Test func aDatabaseFromANewerBinaryIsRefusedAndLeftByteForByteUnchanged() throws {
        let folder = try TemporaryTree()
        let path = folder.file("history.sqlite")
        do {
            let db = try Database.open(path: path)
            try DatabaseMigrator(migrations: [initial, files, lines]).migrate(db)
            try db.execute("INSERT INTO runs(key) VALUES ('abc')")
        }
        let namesBefore = try folder.fileNames()
        let bytesBefore = try folder.bytes("history.sqlite")
        #expect(namesBefore == ["history.sqlite"])  // the last connection checkpointed the WAL

        do {
            let db = try Database.open(path: path)
            let migrator = try DatabaseMigrator(migrations: [initial, files])
            #expect(throws: MigrationError.databaseIsNewer(knownUpTo: 2, found: [3])) { try migrator.migrate(db) }
            #expect(throws: MigrationError.databaseIsNewer(knownUpTo: 2, found: [3])) {
                try migrator.pendingMigrations(db)
            }
        }
        #expect(try folder.fileNames() == namesBefore)
        #expect(try folder.bytes("history.sqlite") == bytesBefore)
    }

    @Test func anUnknownMigrationInTheMiddleIsRefusedToo() throws {
        let db = try Database.openInMemory()
        try DatabaseMigrator(migrations: [initial, files]).migrate(db)
        let schema = try db.schemaSQL()
        let error = #expect(throws: MigrationError.self) {
            try DatabaseMigrator(migrations: [initial, lines]).migrate(db)
        }
        #expect(error == .databaseIsNewer(knownUpTo: 3, found: [2]))
        #expect(
            error?.description
                == "the database was written by a newer archhist: it has applied migrations 2, unknown to this version "
                + "(which knows migrations up to 3); upgrade archhist, or use a new database file. "
                + "The database was not modified."
        )
        #expect(try db.schemaSQL() == schema)
    }

    @Test func aMigrationRecordedUnderAnotherNameIsRefused() throws {
        let db = try Database.openInMemory()
        try DatabaseMigrator(migrations: [initial]).migrate(db)
        let renamed = Migration(id: 1, name: "first", sql: initial.sql)
        #expect(throws: MigrationError.appliedMigrationDiffers(id: 1, recordedName: "initial", knownName: "first")) {
            try DatabaseMigrator(migrations: [renamed, files]).migrate(db)
        }
        #expect(try !db.tableExists("files"))
    }

    @Test func migrationsMustHaveUniqueIncreasingIDs() {
        #expect(throws: MigrationError.duplicateID(1)) { try DatabaseMigrator(migrations: [initial, initial]) }
        #expect(throws: MigrationError.notInIncreasingOrder(previous: 2, next: 1)) {
            try DatabaseMigrator(migrations: [files, initial])
        }
    }

    @Test func aDatabaseWithoutMigrationsHasNoneApplied() throws {
        let db = try Database.openInMemory()
        #expect(try db.appliedMigrations() == [])
        #expect(try db.schemaSQL() == "")  // reading did not create the table
    }
}
