import ArchHistStore
import Testing

@Suite struct StatementCacheTests {
    @Test func theSameSQLReturnsTheSameStatementResetWithBindingsCleared() throws {
        let db = try Database.openInMemory()
        let first = try db.cachedStatement("SELECT ?, ?")
        try first.bind([1, "one"])
        #expect(try first.step()?.int(0) == 1)
        #expect(try first.step() == nil)  // done, no longer busy

        let again = try db.cachedStatement("SELECT ?, ?")
        #expect(again === first)
        let row = try #require(try again.step())
        #expect(row.isNull(0) && row.isNull(1))
        again.reset()

        #expect(try db.cachedStatement("SELECT ?,  ?") !== first)  // keyed by the exact text
    }

    @Test func aStatementLeftBetweenRowsIsReplacedNotResetUnderItsUser() throws {
        let db = try Database.openInMemory()
        let sql = "SELECT 1 UNION ALL SELECT 2"
        let inUse = try db.cachedStatement(sql)
        #expect(try inUse.step()?.int(0) == 1)

        let other = try db.cachedStatement(sql)
        #expect(other !== inUse)
        #expect(try other.step()?.int(0) == 1)
        #expect(try inUse.step()?.int(0) == 2)  // undisturbed
        other.reset()
        #expect(try db.cachedStatement(sql) === other)  // the replacement is now the cached one
    }

    @Test func executeAndFetchReuseTheCachedStatement() throws {
        let db = try Database.openInMemory()
        try db.execute("CREATE TABLE t(n INTEGER)")
        for n in 1...100 {
            try db.execute("INSERT INTO t(n) VALUES (?)", [n])
        }
        let insert = try db.cachedStatement("INSERT INTO t(n) VALUES (?)")
        try insert.execute([101])
        #expect(try db.cachedStatement("INSERT INTO t(n) VALUES (?)") === insert)
        #expect(try db.fetchValue(Int.self, "SELECT sum(n) FROM t") == 101 * 102 / 2)
    }

    @Test func aNestedQueryWithTheSameSQLDoesNotDisturbTheOuterOne() throws {
        let db = try Database.openInMemory()
        try db.execute("CREATE TABLE t(n INTEGER); INSERT INTO t VALUES (1), (2), (3);")
        let sql = "SELECT n FROM t ORDER BY n"
        var pairs: [[Int]] = []
        try db.forEachRow(sql) { outer in
            let inner = try db.fetchAll(sql) { $0.int(0) }
            pairs.append([outer.int(0)] + inner)
        }
        #expect(pairs == [[1, 1, 2, 3], [2, 1, 2, 3], [3, 1, 2, 3]])
    }

    @Test func fetchOneReleasesTheStatementSoOtherConnectionsCanCheckpoint() throws {
        let db = try Database.openInMemory()
        try db.execute("CREATE TABLE t(n INTEGER); INSERT INTO t VALUES (1), (2);")
        #expect(try db.fetchOne("SELECT n FROM t ORDER BY n") { $0.int(0) } == 1)
        #expect(try !db.cachedStatement("SELECT n FROM t ORDER BY n").isBusy)
        #expect(!db.isInsideTransaction)
    }

    @Test func clearingTheCacheFinalisesItsStatements() throws {
        let db = try Database.openInMemory()
        let statement = try db.cachedStatement("SELECT 1")
        db.clearStatementCache()
        #expect(try db.cachedStatement("SELECT 1") !== statement)
    }
}
