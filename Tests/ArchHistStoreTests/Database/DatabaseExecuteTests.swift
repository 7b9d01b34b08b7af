import ArchHistStore
import Testing

@Suite struct DatabaseExecuteTests {
    @Test func aScriptRunsEveryStatementIncludingThoseReturningRows() throws {
        let db = try Database.openInMemory()
        try db.execute(
            """
            -- a comment first
            CREATE TABLE a(x INTEGER);
            INSERT INTO a VALUES (1);
            SELECT * FROM a;   /* rows are ignored */
            INSERT INTO a VALUES (2);
            """)
        #expect(try db.count("a") == 2)
        try db.execute("")
        try db.execute("   -- only a comment")
    }

    @Test func aFailingScriptNamesTheFailingStatementAndKeepsTheEarlierOnes() throws {
        let db = try Database.openInMemory()
        let error = #expect(throws: DatabaseError.self) {
            try db.execute("CREATE TABLE a(x); INSERT INTO nowhere VALUES (1); CREATE TABLE b(y);")
        }
        #expect(error?.message == "no such table: nowhere")
        #expect(error?.sql == "INSERT INTO nowhere VALUES (1);")
        #expect(try db.tableExists("a"))
        #expect(try !db.tableExists("b"))

        let runtime = #expect(throws: DatabaseError.self) {
            try db.execute("INSERT INTO a VALUES (1); INSERT INTO a VALUES (abs(-9223372036854775808));")
        }
        #expect(runtime?.message == "integer overflow")
        #expect(runtime?.sql == "INSERT INTO a VALUES (abs(-9223372036854775808));")
    }

    @Test func aScriptRefusesParametersItCannotBind() throws {
        let db = try Database.openInMemory()
        try db.execute("CREATE TABLE a(x)")
        let error = #expect(throws: DatabaseError.self) { try db.execute("INSERT INTO a VALUES (?)") }
        #expect(error?.resultCode == .misuse)
        #expect(try db.count("a") == 0)
    }

    @Test func lastInsertRowIDAndChanges() throws {
        let db = try Database.openInMemory()
        try db.execute("CREATE TABLE t(id INTEGER PRIMARY KEY, n INTEGER)")
        try db.execute("INSERT INTO t(id, n) VALUES (?, ?)", [41, 0])
        #expect(db.lastInsertRowID == 41)
        try db.execute("INSERT INTO t(n) VALUES (?)", [0])
        #expect(db.lastInsertRowID == 42)
        try db.execute("UPDATE t SET n = n + 1", [])
        #expect(db.changes == 2)
        try db.execute("DELETE FROM t WHERE id = ?", [41])
        #expect(db.changes == 1)
    }

    @Test func fetchHelpers() throws {
        let db = try Database.openInMemory()
        try db.execute("CREATE TABLE files(path TEXT, lines INTEGER); INSERT INTO files VALUES ('A', 10), ('B', 20);")
        struct File: Equatable {
            let path: String
            let lines: Int
        }
        let files = try db.fetchAll("SELECT path, lines FROM files ORDER BY path") {
            File(path: $0.string(0), lines: $0[1])
        }
        #expect(files == [File(path: "A", lines: 10), File(path: "B", lines: 20)])
        #expect(try db.fetchAll("SELECT path FROM files WHERE lines > ?", [99]) { $0.string(0) } == [])
        #expect(try db.fetchOne("SELECT lines FROM files WHERE path = ?", ["B"]) { $0.int(0) } == 20)
        #expect(try db.fetchOne("SELECT lines FROM files WHERE path = ?", ["Z"]) { $0.int(0) } == nil)
        #expect(try db.fetchValue(String.self, "SELECT group_concat(path, '+') FROM files") == "A+B")
        #expect(try db.fetchValue(Int?.self, "SELECT NULL") == .some(nil))

        var total = 0
        try db.forEachRow("SELECT lines FROM files") { total += $0.int(0) }
        #expect(total == 30)
    }

    @Test func anErrorThrownByTheRowClosurePropagatesAndResetsTheStatement() throws {
        let db = try Database.openInMemory()
        #expect(throws: PlannedFailure.self) {
            try db.forEachRow("SELECT 1 UNION ALL SELECT 2") { _ in throw PlannedFailure() }
        }
        #expect(try !db.cachedStatement("SELECT 1 UNION ALL SELECT 2").isBusy)
    }
}
