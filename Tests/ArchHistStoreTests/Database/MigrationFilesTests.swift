import ArchHistStore
import ArchHistTestSupport
import Testing

@Suite struct MigrationFilesTests {
    @Test func validFileNamesParse() throws {
        #expect(try Migration.parseFileName("0001_initial.sql") == (1, "initial"))
        #expect(try Migration.parseFileName("0042_add_Lines_2.sql") == (42, "add_Lines_2"))
        #expect(try Migration.parseFileName("9999__.sql") == (9999, "_"))
        #expect(Migration(id: 7, name: "files", sql: "").fileName == "0007_files.sql")
    }

    @Test(arguments: [
        "001_initial.sql", "00001_initial.sql", "0001initial.sql", "0001_.sql", "0001_initial.SQL",
        "0001_initial.sql.bak", "0001_add-lines.sql", "0001_café.sql", "0001_two words.sql", "abcd_initial.sql", ".sql",
    ])
    func invalidFileNamesAreRefused(fileName: String) {
        #expect(throws: MigrationError.invalidFileName(fileName)) { try Migration.parseFileName(fileName) }
    }

    @Test func filesBecomeMigrationsSortedByID() throws {
        let migrations = try Migration.fromFiles([
            ("0002_files.sql", Array("CREATE TABLE files(x);".utf8)),
            ("0001_initial.sql", Array("CREATE TABLE runs(x); -- é".utf8)),
        ])
        #expect(migrations.map(\.id) == [1, 2])
        #expect(migrations[0] == Migration(id: 1, name: "initial", sql: "CREATE TABLE runs(x); -- é"))
    }

    @Test func duplicateIDsAndInvalidUTF8AreRefused() {
        #expect(throws: MigrationError.duplicateID(1)) {
            try Migration.fromFiles([("0001_a.sql", []), ("0001_b.sql", [])])
        }
        #expect(throws: MigrationError.notUTF8(fileName: "0001_a.sql")) {
            try Migration.fromFiles([("0001_a.sql", [0x43, 0xFF, 0x3B])])
        }
    }

    @Test func aFolderLoadsItsSQLFilesAndIgnoresTheRest() throws {
        let folder = try TemporaryTree()
        try folder.write("0002_files.sql", "CREATE TABLE files(run INTEGER);")
        try folder.write("0001_initial.sql", "CREATE TABLE runs(id INTEGER PRIMARY KEY);")
        try folder.write("README.md", "# Migrations")
        try folder.write(".0003_hidden.sql", "garbage")
        let migrations = try Migration.fromFolder(folder.path)
        #expect(migrations.map(\.fileName) == ["0001_initial.sql", "0002_files.sql"])
        #expect(migrations[1].sql == "CREATE TABLE files(run INTEGER);")

        try folder.write("3_bad.sql", "")
        #expect(throws: MigrationError.invalidFileName("3_bad.sql")) { try Migration.fromFolder(folder.path) }
    }

    @Test func aMissingFolderIsUnreadable() throws {
        let folder = try TemporaryTree()
        let error = #expect(throws: MigrationError.self) { try Migration.fromFolder(folder.file("nope")) }
        guard case .unreadable(let path, _) = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(path == folder.file("nope"))
    }

    /// The test archhist runs on its own `Migrations/` and `Schema/schema.sql`, on a
    /// stand-in: a documented schema, written by hand with comments and its own layout,
    /// equals the schema the migrations build.
    @Test func theDocumentedSchemaEqualsTheMigratedSchema() throws {
        let folder = try TemporaryTree()
        try folder.write(
            "0001_initial.sql",
            """
            CREATE TABLE runs (id INTEGER PRIMARY KEY, key TEXT NOT NULL UNIQUE) STRICT;
            CREATE TABLE files (run INTEGER NOT NULL REFERENCES runs (id), path TEXT NOT NULL) STRICT;
            """)
        try folder.write(
            "0002_lines.sql",
            """
            ALTER TABLE files ADD COLUMN lines INTEGER;
            CREATE INDEX files_by_path ON files (path);
            """)
        let documented = """
            -- One row per recorded commit.
            CREATE TABLE runs (
                id  INTEGER PRIMARY KEY,
                key TEXT NOT NULL UNIQUE   -- the commit hash
            ) STRICT;

            /* The files of each run. */
            CREATE TABLE files (
                run   INTEGER NOT NULL REFERENCES runs(id),
                path  TEXT NOT NULL,
                lines INTEGER
            ) STRICT;
            CREATE INDEX files_by_path ON files(path);
            """

        let migrated = try Database.openInMemory()
        try DatabaseMigrator(migrations: Migration.fromFolder(folder.path)).migrate(migrated)
        let reference = try Database.openInMemory()
        try reference.execute(documented)
        let migratedSchema = try migrated.schemaSQL(excluding: ["archhist_migrations"])
        #expect(migratedSchema == (try reference.schemaSQL()))
        #expect(
            migratedSchema == """
                CREATE TABLE files(run INTEGER NOT NULL REFERENCES runs(id), path TEXT NOT NULL, lines INTEGER) STRICT;
                CREATE TABLE runs(id INTEGER PRIMARY KEY, key TEXT NOT NULL UNIQUE) STRICT;
                CREATE INDEX files_by_path ON files(path);

                """)

        let drifted = try Database.openInMemory()
        try drifted.execute(documented.replacingOccurrences(of: "lines INTEGER", with: "lines TEXT"))
        #expect(migratedSchema != (try drifted.schemaSQL()))
    }
}
