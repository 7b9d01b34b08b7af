import ArchHistStore
import Testing

@Suite struct SchemaSQLTests {
    @Test func statementsComeByKindThenNameWithoutSQLitesOwnObjects() throws {
        let db = try Database.openInMemory()
        try db.execute(
            """
            CREATE TABLE zebra(id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE);
            CREATE TABLE apple(id INTEGER PRIMARY KEY);
            CREATE VIEW names AS SELECT name FROM zebra;
            CREATE TRIGGER zebra_touch AFTER INSERT ON zebra BEGIN UPDATE apple SET id = id; END;
            CREATE INDEX b_index ON zebra(name);
            CREATE INDEX a_index ON apple(id);
            INSERT INTO zebra(name) VALUES ('z');
            ANALYZE;
            """)
        #expect(try db.tableExists("sqlite_sequence") && db.tableExists("sqlite_stat1"))
        #expect(
            try db.schemaSQL() == """
                CREATE TABLE apple(id INTEGER PRIMARY KEY);
                CREATE TABLE zebra(id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE);
                CREATE INDEX a_index ON apple(id);
                CREATE INDEX b_index ON zebra(name);
                CREATE VIEW names AS SELECT name FROM zebra;
                CREATE TRIGGER zebra_touch AFTER INSERT ON zebra BEGIN UPDATE apple SET id = id; END;

                """)
        // Excluding a table excludes its indexes and triggers too.
        #expect(
            try db.schemaSQL(excluding: ["zebra", "names"]) == """
                CREATE TABLE apple(id INTEGER PRIMARY KEY);
                CREATE INDEX a_index ON apple(id);

                """)
    }

    @Test func layoutAndCommentsDoNotMatterButLiteralsDo() throws {
        let compact = try Database.openInMemory()
        try compact.execute("CREATE TABLE t(a TEXT DEFAULT 'x  --  y', b INTEGER CHECK (b > 0), \"odd  name\" TEXT)")
        let laidOut = try Database.openInMemory()
        try laidOut.execute(
            """
            CREATE TABLE t (   -- a table
                a TEXT DEFAULT 'x  --  y' ,
                /* positive */ b INTEGER CHECK(b > 0),
                "odd  name"    TEXT
            );
            """)
        #expect(try compact.schemaSQL() == laidOut.schemaSQL())
        #expect(
            try compact.schemaSQL()
                == "CREATE TABLE t(a TEXT DEFAULT 'x  --  y', b INTEGER CHECK(b > 0), \"odd  name\" TEXT);\n")

        let otherLiteral = try Database.openInMemory()
        try otherLiteral.execute("CREATE TABLE t(a TEXT DEFAULT 'x -- y', b INTEGER CHECK (b > 0), \"odd  name\" TEXT)")
        #expect(try compact.schemaSQL() != otherLiteral.schemaSQL())
    }

    @Test func quotesInsideLiteralsAndIdentifiersAreKept() throws {
        let db = try Database.openInMemory()
        try db.execute("CREATE TABLE [my table] (`a``b` TEXT DEFAULT 'it''s  (here)')")
        #expect(try db.schemaSQL() == "CREATE TABLE [my table](`a``b` TEXT DEFAULT 'it''s  (here)');\n")
    }

    @Test func anEmptyDatabaseHasAnEmptySchema() throws {
        #expect(try Database.openInMemory().schemaSQL() == "")
    }
}
