import ArchHistCore
@testable import ArchHistStore
import Foundation
import Testing

/// The caches' paths that the recorded histories of the other tests do not take:
/// a `violations` table too large to read whole, ids far apart.
@Suite struct StoreCacheUnitTests {
    private static func database() throws -> (path: String, db: Database) {
        let folder = try HistoryFixtures.folder()
        let path = folder + "/history.db"
        _ = try SQLiteHistoryStore.open(path: path, create: true, scannerVersion: "test")
        let db = try Database.open(path: path)
        try db.execute("INSERT INTO paths (id, path) VALUES (1, 'A.swift'), (2, 'B.swift')")
        try db.execute("INSERT INTO names (id, name) VALUES (1, 'a-rule')")
        return (path, db)
    }

    private static func violation(_ target: String, line: Int?, file: String = "A.swift") -> Violation {
        Violation(rule: "a-rule", severity: .error, file: file, line: line, target: target, message: "uses " + target)
    }

    /// Past its limit the table is not read whole: a judgement not in memory is looked
    /// up, and found, before anything is inserted.
    @Test func judgementsOfATableTooLargeToReadWholeAreLookedUpBeforeTheyAreInserted() throws {
        let (path, db) = try Self.database()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let stored = [Self.violation("X", line: 3), Self.violation("Y", line: nil)]
        let ids = try db.write { db in try stored.map { try ViolationIDs().id(of: $0, path: 1, rule: 1, in: db) } }

        let partial = ViolationIDs(wholeTableLimit: 1)
        try db.write { db in
            #expect(try stored.map { try partial.id(of: $0, path: 1, rule: 1, in: db) } == ids)
            let new = try partial.id(of: Self.violation("Z", line: 4), path: 1, rule: 1, in: db)
            #expect(!ids.contains(new))
            #expect(try partial.id(of: Self.violation("Z", line: 4), path: 1, rule: 1, in: db) == new)
            // The same judgement at another line, or in another file, is another row.
            #expect(try partial.id(of: Self.violation("X", line: 4), path: 1, rule: 1, in: db) != ids[0])
            #expect(try partial.id(of: Self.violation("X", line: 3, file: "B.swift"), path: 2, rule: 1, in: db) != ids[0])
        }
        #expect(try db.fetchValue(Int.self, "SELECT count(*) FROM violations") == 5)
    }

    /// Ids far past the others (rows someone inserted by hand) are kept apart, and
    /// found both ways.
    @Test func internedIdsFarApartAreFoundBothWays() throws {
        let (path, db) = try Self.database()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        try db.execute("INSERT INTO paths (id, path) VALUES (5000000, 'Far.swift')")
        let paths = Interner(table: "paths", column: "path")
        #expect(try paths.value(of: 5_000_000, in: db) == "Far.swift")
        #expect(try paths.value(of: 2, in: db) == "B.swift")
        #expect(try paths.existingID("Far.swift", in: db) == 5_000_000)
        #expect(try paths.snapshot(in: db).value(of: 5_000_000) == "Far.swift")
        #expect(Set(try paths.all(in: db).map(\.value)) == ["A.swift", "B.swift", "Far.swift"])
        let next = try db.write { db in try paths.id("C.swift", in: db) }
        #expect(next == 5_000_001)
        #expect(try paths.value(of: next, in: db) == "C.swift")
    }
}
