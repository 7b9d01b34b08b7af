import ArchHistStore
import Testing

@Suite struct DatabaseErrorTests {
    @Test func aUniqueViolationNamesTheExtendedCodeTheMessageAndTheSQL() throws {
        let db = try Database.openInMemory()
        try db.execute("CREATE TABLE runs(key TEXT UNIQUE)")
        try db.execute("INSERT INTO runs(key) VALUES (?)", ["abc"])
        let error = #expect(throws: DatabaseError.self) {
            try db.execute("INSERT INTO runs(key) VALUES (?)", ["abc"])
        }
        #expect(error?.resultCode == .constraint)
        #expect(error?.extendedResultCode.rawValue == 2067)
        #expect(error?.message == "UNIQUE constraint failed: runs.key")
        #expect(error?.sql == "INSERT INTO runs(key) VALUES (?)")
        #expect(
            error?.description
                == "SQLite error 19 (SQLITE_CONSTRAINT_UNIQUE): UNIQUE constraint failed: runs.key"
                + " — while executing: INSERT INTO runs(key) VALUES (?)")
    }

    @Test func callersSwitchOnThePrimaryCode() {
        let error = DatabaseError(extendedResultCode: ResultCode(rawValue: 517))  // SQLITE_BUSY_SNAPSHOT
        let kind: String
        switch error.resultCode {
        case .busy, .locked: kind = "contention"
        case .full: kind = "disk full"
        default: kind = "other"
        }
        #expect(kind == "contention")
        #expect(error.extendedResultCode.description == "SQLITE_BUSY_SNAPSHOT")
    }

    @Test func anErrorWithoutSQLHasNoWhileExecutingPartAndKnowsItsPhrase() {
        let error = DatabaseError(extendedResultCode: .notADatabase)
        #expect(error.description == "SQLite error 26 (SQLITE_NOTADB): file is not a database")
    }

    @Test func unknownExtendedCodesKeepTheirPrimaryName() {
        #expect(ResultCode(rawValue: 19 | (200 << 8)).description == "SQLITE_CONSTRAINT (code 51219)")
        #expect(ResultCode(rawValue: 77).description == "SQLite result code 77")
    }

    @Test func aSyntaxErrorReportsTheStatement() throws {
        let db = try Database.openInMemory()
        let error = #expect(throws: DatabaseError.self) { try db.makeStatement("SELEKT 1") }
        #expect(error?.resultCode == .error)
        #expect(error?.message == #"near "SELEKT": syntax error"#)
        #expect(error?.sql == "SELEKT 1")
    }

    @Test func foreignKeysAreEnforced() throws {
        let db = try Database.openInMemory()
        try db.execute(
            """
            CREATE TABLE runs(id INTEGER PRIMARY KEY);
            CREATE TABLE files(run INTEGER NOT NULL REFERENCES runs(id));
            """)
        let error = #expect(throws: DatabaseError.self) { try db.execute("INSERT INTO files(run) VALUES (?)", [42]) }
        #expect(error?.extendedResultCode.description == "SQLITE_CONSTRAINT_FOREIGNKEY")
    }

    @Test func doubleQuotedStringsAreIdentifiersOnly() throws {
        let db = try Database.openInMemory()
        try db.execute("CREATE TABLE t(name TEXT)")
        let error = #expect(throws: DatabaseError.self) { try db.execute("SELECT * FROM t WHERE name = \"nmae\"") }
        #expect(error?.message == "no such column: nmae")
    }
}
