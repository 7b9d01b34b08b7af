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

    /// The names asked last are answered before the dictionary is asked: never with
    /// an id a rolled-back write handed out, and never for text that only `String`
    /// calls equal.
    @Test func recentNamesAreForgottenWithTheRestAndCompareBytes() throws {
        let (path, db) = try Self.database()
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let names = Interner(table: "names", column: "name", recentLimit: 2)
        struct RolledBack: Error {}
        var handedOut: Int64 = 0
        #expect(throws: RolledBack.self) {
            try db.write { db in
                handedOut = try names.id("gone", in: db)
                #expect(try names.id("gone", in: db) == handedOut)
                throw RolledBack()
            }
        }
        names.forget()
        let (other, again, nfc, nfd) = try db.write { db in
            (try names.id("other", in: db), try names.id("gone", in: db), try names.id("Caf\u{E9}", in: db),
             try names.id("Cafe\u{301}", in: db))
        }
        #expect(other == handedOut)
        #expect(again != handedOut)
        #expect(nfc != nfd)
        #expect(try db.fetchValue(String.self, "SELECT name FROM names WHERE id = ?", [again]) == "gone")
        // More names than it remembers, asked in turn: each keeps its id.
        let many = try db.write { db in try (0..<5).map { try names.id("n\($0)", in: db) } }
        #expect(try db.write { db in try (0..<5).map { try names.id("n\($0)", in: db) } } == many)
        #expect(try db.write { db in try names.id("a-rule", in: db) } == 1)
    }

    /// Keys that differ in one byte anywhere, in the words or in the tail, are
    /// different keys; the same bytes are the same key.
    @Test func exactTextTellsApartTextsThatDifferInAnyByte() {
        let base = Array("Sources/Domains/D12/Service/ServiceFile4711.swift".utf8)
        var keys: Set<ExactText> = [ExactText(String(decoding: base, as: UTF8.self))]
        for index in base.indices {
            var changed = base
            changed[index] ^= 0x01
            keys.insert(ExactText(String(decoding: changed, as: UTF8.self)))
        }
        #expect(keys.count == base.count + 1)
        for length in 0...17 { keys.insert(ExactText(String(repeating: "a", count: length))) }
        #expect(keys.count == base.count + 1 + 18)
        #expect(keys.contains(ExactText(String(decoding: base, as: UTF8.self))))
        #expect(ExactText("Caf\u{E9}") != ExactText("Cafe\u{301}"))
    }
}
