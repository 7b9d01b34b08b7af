import ArchHistTestSupport
import Testing

@testable import ArchHistStore

/// Sets of chunks stored whole or against a base (migration 0007) read back as the same
/// chunks, through the store and through the `chunk_set_contents` view alike.
@Suite struct ChunkSetRowsTests {
    private static func database(chunks: Int) throws -> Database {
        let db = try Database.openInMemory()
        try DatabaseMigrator(migrations: try HistoryMigrations.all).migrate(db)
        for id in 1...chunks {
            try db.execute("INSERT INTO chunks (id, kind, digest) VALUES (?, 'files', ?)", [Int64(id), "d\(id)"])
        }
        return db
    }

    private static func members(_ set: Int64, _ db: Database) throws -> [Int64] {
        try db.fetchAll("SELECT chunk_id FROM chunk_set_members WHERE set_id = ? ORDER BY chunk_id", [set]) {
            $0.int64(0)
        }
    }

    private static func viewed(_ set: Int64, _ db: Database) throws -> [Int64] {
        try db.fetchAll("SELECT chunk_id FROM chunk_set_contents WHERE set_id = ? ORDER BY chunk_id", [set]) {
            $0.int64(0)
        }
    }

    private static func base(_ set: Int64, _ db: Database) throws -> Int64? {
        try db.fetchOne("SELECT base_set_id FROM chunk_sets WHERE id = ?", [set]) { $0.isNull(0) ? nil : $0.int64(0) }
            ?? nil
    }

    @Test func aSetNearItsBaseKeepsOnlyTheChunksInWhichTheyDiffer() throws {
        let db = try Self.database(chunks: 20)
        let whole = try ChunkSetRows.store(.files, Array(1...12), in: db)
        // Drops 3, adds 13: two chunks of twelve differ, within a quarter.
        let near = try ChunkSetRows.store(.files, [1, 2] + Array(4...13), in: db)
        #expect(try Self.base(whole, db) == nil)
        #expect(try Self.base(near, db) == whole)
        #expect(try Self.members(near, db) == [3, 13])
        var bases: [Int64: [Int64]] = [:]
        #expect(try ChunkSetRows.chunks(of: near, in: db, bases: &bases) == [1, 2] + Array(4...13))
        #expect(try Self.viewed(near, db) == [1, 2] + Array(4...13))
        #expect(try Self.viewed(whole, db) == Array(1...12))
        // The same chunks again are the same set, however they were first stored.
        #expect(try ChunkSetRows.store(.files, [1, 2] + Array(4...13), in: db) == near)
    }

    @Test func aSetFarFromTheNewestWholeSetIsStoredWholeAndBecomesTheBase() throws {
        let db = try Self.database(chunks: 20)
        let first = try ChunkSetRows.store(.files, Array(1...8), in: db)
        // Four of twelve differ from the first: more than a quarter.
        let far = try ChunkSetRows.store(.files, Array(1...12), in: db)
        #expect(try Self.base(far, db) == nil)
        #expect(try Self.members(far, db) == Array(1...12))
        let next = try ChunkSetRows.store(.files, Array(1...11), in: db)
        #expect(try Self.base(next, db) == far)
        #expect(try Self.viewed(next, db) == Array(1...11))
        var bases: [Int64: [Int64]] = [:]
        #expect(try ChunkSetRows.chunks(of: first, in: db, bases: &bases) == Array(1...8))
    }

    @Test func aBaseIsOfTheSameKind() throws {
        let db = try Self.database(chunks: 10)
        for id in 11...20 {
            try db.execute("INSERT INTO chunks (id, kind, digest) VALUES (?, 'edges', ?)", [Int64(id), "e\(id)"])
        }
        let files = try ChunkSetRows.store(.files, Array(1...10), in: db)
        let edges = try ChunkSetRows.store(.edges, Array(11...20), in: db)
        let moreEdges = try ChunkSetRows.store(.edges, Array(11...19), in: db)
        #expect(try Self.base(edges, db) == nil)
        #expect(try Self.base(moreEdges, db) == edges)
        #expect(try Self.viewed(files, db) == Array(1...10))
    }
}
