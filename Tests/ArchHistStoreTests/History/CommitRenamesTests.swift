import ArchHistCore
import ArchHistTestSupport
import Testing

@testable import ArchHistStore

/// Each commit's moves, kept by migration 0003 for a clone whose git lacks the objects.
@Suite struct CommitRenamesTests {
    private static let commit = String(repeating: "a", count: 40)

    private static func addCommit(_ db: Database) throws {
        try db.execute(
            "INSERT INTO commits (sha, tree, author_time, commit_time, subject) VALUES (?, ?, 1, 2, 'moves')",
            [commit, String(repeating: "b", count: 40)])
    }

    /// A database an archhist before 0003 wrote: opened, it gains the table and keeps
    /// its commits; its commits have moves nobody computed.
    @Test func test_aDatabaseOfTheVersionBefore_isMigratedAndKeepsItsCommits() throws {
        let folder = try TemporaryTree()
        let path = folder.file("history.db")
        do {
            _ = try SQLiteHistoryStore.open(path: path, create: true, scannerVersion: "test")
            let db = try Database.open(path: path)
            try Self.addCommit(db)
            // What 0001 and 0002 alone made.
            try db.execute("DROP TABLE commit_renames")
            try db.execute("DELETE FROM archhist_migrations WHERE id = 3")
            try db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        }
        let store = try SQLiteHistoryStore.open(path: path, create: false, scannerVersion: "test")
        #expect(try store.recordedCommits(matching: "aaaa") == [Self.commit])
        #expect(try store.recordedRenames(of: [Self.commit]).isEmpty)
        let db = try Database.open(path: path)
        try CommitRenames.add(["Old.swift": "Sources/New.swift"], of: Self.commit, in: db)
        #expect(try store.recordedRenames(of: [Self.commit]) == [Self.commit: ["Old.swift": "Sources/New.swift"]])
    }

    /// None is an answer: a commit that moved nothing has a row, one nobody computed has none;
    /// the first answer stands, and a commit the database does not hold gets no row.
    @Test func test_renames_keepNoneApartFromUnknownAndTheFirstAnswer() throws {
        let db = try Database.openInMemory()
        try DatabaseMigrator(migrations: try HistoryMigrations.all).migrate(db)
        try Self.addCommit(db)
        let other = String(repeating: "c", count: 40)
        try CommitRenames.add([:], of: Self.commit, in: db)
        try CommitRenames.add(["A.swift": "B.swift"], of: Self.commit, in: db)
        try CommitRenames.add(["A.swift": "B.swift"], of: other, in: db)
        #expect(try CommitRenames.read([Self.commit, other], in: db) == [Self.commit: [:]])
        #expect(try CommitRenames.readAll(in: db) == [Self.commit: [:]])
        #expect(try db.fetchValue(String.self, "SELECT renames FROM commit_renames") == "[]")
    }
}
