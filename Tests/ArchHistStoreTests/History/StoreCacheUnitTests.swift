import ArchHistCore
import ArchHistTestSupport
import Foundation
import Testing

@testable import ArchHistStore

/// The caches' paths that the recorded histories of the other tests do not take:
/// a `violations` table too large to read whole, ids far apart.
@Suite struct StoreCacheUnitTests {
    private static func database() throws -> (folder: TemporaryTree, db: Database) {
        let folder = try TemporaryTree()
        let path = folder.file("history.db")
        _ = try SQLiteHistoryStore.open(path: path, create: true, scannerVersion: "test")
        let db = try Database.open(path: path)
        try db.execute("INSERT INTO paths (id, path) VALUES (1, 'A.swift'), (2, 'B.swift')")
        try db.execute("INSERT INTO names (id, name) VALUES (1, 'a-rule')")
        return (folder, db)
    }

    private static func violation(_ target: String, line: Int?, file: String = "A.swift") -> Violation {
        Violation(rule: "a-rule", severity: .error, file: file, line: line, target: target, message: "uses " + target)
    }

    /// Past its limit the table is not read whole: a judgement not in memory is looked
    /// up, and found, before anything is inserted.
    @Test func judgementsOfATableTooLargeToReadWholeAreLookedUpBeforeTheyAreInserted() throws {
        let (folder, db) = try Self.database()
        defer { withExtendedLifetime(folder) {} }
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
            #expect(
                try partial.id(of: Self.violation("X", line: 3, file: "B.swift"), path: 2, rule: 1, in: db) != ids[0])
        }
        #expect(try db.fetchValue(Int.self, "SELECT count(*) FROM violations") == 5)
    }

    /// Judgements are found by digest and compared in pieces (finding, ". ", advice):
    /// each must be found, in memory and in a copy for other threads, exactly when
    /// SQL finds its row by the whole message.
    @Test func judgementsAreFoundExactlyWhenSQLFindsThem() throws {
        let (folder, db) = try Self.database()
        defer { withExtendedLifetime(folder) {} }
        func violation(
            _ finding: String, advice: String?, target: String = "T", line: Int? = 1, fingerprint: String? = nil
        ) -> Violation {
            Violation(
                rule: "a-rule", severity: .error, file: "A.swift", line: line, target: target, message: finding,
                advice: advice,
                fingerprint: fingerprint)
        }
        let stored = [
            violation("uses X", advice: "do not"), violation("uses X", advice: nil), violation("a. ", advice: nil),
            violation("Caf\u{E9}", advice: "\u{E9}"), violation("uses X", advice: "do not", line: nil),
            violation("uses X", advice: "do not", target: "U"), violation("uses X", advice: "", fingerprint: "f"),
        ]
        let asked =
            stored + [
                violation("a", advice: ""), violation("uses X", advice: "do no"),
                violation("uses X", advice: "do not."),
                violation("Cafe\u{301}", advice: "\u{E9}"), violation("uses X.", advice: "do not"),
                violation("uses", advice: "X. do not"),
                violation("uses X", advice: "do not", line: 2), violation("uses X", advice: nil, fingerprint: "f"),
                violation("uses X. ", advice: nil, fingerprint: "f"),
            ]
        let ids = ViolationIDs()
        try db.write { db in for violation in stored { _ = try ids.id(of: violation, path: 1, rule: 1, in: db) } }
        let fresh = ViolationIDs()
        try db.write { db in
            let known = try fresh.knownIDs(in: db)
            for violation in asked {
                let bySQL = try db.fetchValue(
                    Int64.self,
                    """
                    SELECT id FROM violations WHERE fingerprint = ? AND severity = ? AND path_id = 1 AND line IS ?
                        AND target = ? AND message = ?
                    """,
                    [
                        violation.fingerprint, violation.severity.rawValue, violation.line, violation.target,
                        violation.message,
                    ])
                #expect(known.id(of: violation, path: 1) == bySQL, "\(violation.message)")
                #expect(try ids.knownIDs(in: db).id(of: violation, path: 1) == bySQL, "\(violation.message)")
            }
        }
        #expect(try db.fetchValue(Int.self, "SELECT count(*) FROM violations") == stored.count)
    }

    /// Ids far past the others (rows someone inserted by hand) are kept apart, and
    /// found both ways.
    @Test func internedIdsFarApartAreFoundBothWays() throws {
        let (folder, db) = try Self.database()
        defer { withExtendedLifetime(folder) {} }
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

    /// Names asked again and again are answered from the cache: never with an id a
    /// rolled-back write handed out, and never for text that only `String` calls equal.
    @Test func namesAskedAgainAreForgottenWithTheRestAndCompareBytes() throws {
        let (folder, db) = try Self.database()
        defer { withExtendedLifetime(folder) {} }
        let names = Interner(table: "names", column: "name")
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
            (
                try names.id("other", in: db), try names.id("gone", in: db), try names.id("Caf\u{E9}", in: db),
                try names.id("Cafe\u{301}", in: db)
            )
        }
        #expect(other == handedOut)
        #expect(again != handedOut)
        #expect(nfc != nfd)
        #expect(try db.fetchValue(String.self, "SELECT name FROM names WHERE id = ?", [again]) == "gone")
        // Many names, asked in turn: each keeps its id.
        let many = try db.write { db in try (0..<5).map { try names.id("n\($0)", in: db) } }
        #expect(try db.write { db in try (0..<5).map { try names.id("n\($0)", in: db) } } == many)
        #expect(try db.write { db in try names.id("a-rule", in: db) } == 1)
    }

    /// Texts that differ in one byte anywhere, in the words or in the tail, have
    /// different digests and are different texts; the same bytes are the same text.
    @Test func exactTextTellsApartTextsThatDifferInAnyByte() {
        let base = Array("Sources/Domains/D12/Service/ServiceFile4711.swift".utf8)
        let text = String(decoding: base, as: UTF8.self)
        var digests: Set<UInt64> = [ExactText.digest(text)]
        for index in base.indices {
            var changed = base
            changed[index] ^= 0x01
            let other = String(decoding: changed, as: UTF8.self)
            digests.insert(ExactText.digest(other))
            #expect(!ExactText.bytesEqual(text, other))
        }
        #expect(digests.count == base.count + 1)
        for length in 0...17 { digests.insert(ExactText.digest(String(repeating: "a", count: length))) }
        #expect(digests.count == base.count + 1 + 18)
        #expect(ExactText.digest(String(decoding: base, as: UTF8.self)) == ExactText.digest(text))
        #expect(ExactText.bytesEqual(String(decoding: base, as: UTF8.self), text))
        #expect(!ExactText.bytesEqual("Caf\u{E9}", "Cafe\u{301}"))
    }
}
