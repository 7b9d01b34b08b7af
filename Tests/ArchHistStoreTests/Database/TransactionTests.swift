import ArchHistStore
import Testing

@Suite struct TransactionTests {
    private func makeDatabase() throws -> Database {
        let db = try Database.openInMemory()
        try db.execute("CREATE TABLE t(n INTEGER)")
        return db
    }

    @Test func writeCommitsAndReturnsTheBodysValue() throws {
        let db = try makeDatabase()
        let inserted = try db.write { db in
            #expect(db.isInsideTransaction)
            try db.execute("INSERT INTO t VALUES (?)", [1])
            return db.lastInsertRowID
        }
        #expect(inserted == 1)
        #expect(!db.isInsideTransaction)
        #expect(try db.count("t") == 1)
    }

    @Test func aThrowingBodyRollsBackAndTheSameErrorIsRethrown() throws {
        let db = try makeDatabase()
        #expect(throws: PlannedFailure()) {
            try db.write { db in
                try db.execute("INSERT INTO t VALUES (?)", [1])
                try db.execute("INSERT INTO t VALUES (?)", [2])
                throw PlannedFailure()
            }
        }
        #expect(!db.isInsideTransaction)
        #expect(try db.count("t") == 0)
    }

    @Test func aFailingStatementRollsBackTheWholeTransaction() throws {
        let db = try makeDatabase()
        let error = #expect(throws: DatabaseError.self) {
            try db.write { db in
                try db.execute("INSERT INTO t VALUES (?)", [1])
                try db.execute("INSERT INTO missing VALUES (?)", [2])
            }
        }
        #expect(error?.message == "no such table: missing")
        #expect(try db.count("t") == 0)
    }

    @Test func aNestedWriteIsASavepointThatUndoesOnlyItsOwnChanges() throws {
        let db = try makeDatabase()
        try db.write { db in
            try db.execute("INSERT INTO t VALUES (?)", [1])
            #expect(throws: PlannedFailure.self) {
                try db.write { db in
                    try db.execute("INSERT INTO t VALUES (?)", [2])
                    throw PlannedFailure()
                }
            }
            try db.write { db in try db.execute("INSERT INTO t VALUES (?)", [3]) }
            #expect(db.isInsideTransaction)
        }
        #expect(try db.fetchAll("SELECT n FROM t ORDER BY n") { $0.int(0) } == [1, 3])
    }

    @Test func anErrorEscapingANestedWriteRollsBackEverything() throws {
        let db = try makeDatabase()
        #expect(throws: PlannedFailure.self) {
            try db.write { db in
                try db.execute("INSERT INTO t VALUES (?)", [1])
                try db.write { _ in throw PlannedFailure() }
            }
        }
        #expect(try db.count("t") == 0)
    }

    @Test func readSeesOneSnapshotAndAWriteCannotNestInsideIt() throws {
        let db = try makeDatabase()
        let count = try db.read { db in
            #expect(db.isInsideTransaction)
            let error = #expect(throws: DatabaseError.self) { try db.write { _ in } }
            #expect(error?.resultCode == .misuse)
            return try db.read { db in try db.count("t") }
        }
        #expect(count == 0)
        #expect(!db.isInsideTransaction)
    }
}
