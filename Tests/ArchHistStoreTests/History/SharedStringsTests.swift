import ArchHistCore
import ArchHistTestSupport
import Testing

@testable import ArchHistStore

/// The database keeps a blob's strings as ids of `fact_strings` rows; notes and
/// facts written before keep them inline. Both forms read as the same facts.
@Suite struct SharedStringsTests {
    private static let facts = FileFacts(
        imports: [ImportFact(module: "UIKit", line: 1, condition: "os(iOS)")],
        declarations: [
            Declaration(kind: .class, name: "FeedView", line: 3, inherits: ["UIView", "FeedShowing"]),
            Declaration(kind: .struct, name: "Caf\u{E9}", line: 9, inherits: ["Codable"]),
        ],
        references: [TypeReference(name: "FeedShowing", line: 4), TypeReference(name: "UIView", line: 5)],
        lineCount: 12)

    @Test func theSharedFormReadsAsTheFactsAndGoesBackInlineByteForByte() throws {
        var interned: [String] = []
        let inline = FactsCodec.encode(Self.facts)
        let shared = try SharedStrings.share(inline) { value in
            if let index = interned.firstIndex(of: value) { return Int64(index + 1) }
            interned.append(value)
            return Int64(interned.count)
        }
        #expect(shared.count < inline.count)
        #expect(shared[0] == FactsCodec.swiftVersion | SharedStrings.flag)
        let db = try Database.open(path: ":memory:", mode: .create)
        try db.execute("CREATE TABLE fact_strings (id INTEGER PRIMARY KEY, text TEXT NOT NULL UNIQUE)")
        for (index, value) in interned.enumerated() {
            try db.execute("INSERT INTO fact_strings (id, text) VALUES (?, ?)", [index + 1, value])
        }
        let strings = try Interner(table: "fact_strings", column: "text").values(in: db)
        #expect(try FactsCodec.decodeFacts(shared, strings: strings) == Self.facts)
        #expect(try SharedStrings.inline(shared, strings: strings) == inline)
        // Facts stored before the shared form come back as they are.
        #expect(try SharedStrings.inline(inline, strings: strings) == inline)
    }

    @Test func anIdThatNamesNoStringIsDamageNotACrash() throws {
        let shared = try SharedStrings.share(FactsCodec.encode(Self.facts)) { _ in 40 }
        let db = try Database.open(path: ":memory:", mode: .create)
        try db.execute("CREATE TABLE fact_strings (id INTEGER PRIMARY KEY, text TEXT NOT NULL UNIQUE)")
        let strings = try Interner(table: "fact_strings", column: "text").values(in: db)
        #expect(throws: ByteReader.Damaged.self) { try FactsCodec.decodeFacts(shared, strings: strings) }
        #expect(throws: ByteReader.Damaged.self) { try FactsCodec.decodeFacts(shared, strings: nil) }
        #expect(throws: ByteReader.Damaged.self) { try SharedStrings.inline(shared, strings: strings) }
        #expect(throws: ByteReader.Damaged.self) { try SharedStrings.share(shared) { _ in 1 } }
    }

    /// Files of one tree name the same types: each is stored once, and what the
    /// store reads back is what it was given.
    @Test func aStringNamedByManyBlobsIsStoredOnce() throws {
        let commits = ScriptedCommits()
        commits.trees["c0"] = HistoryFixtures.tree(files: 60)
        commits.trees["c1"] = HistoryFixtures.tree(files: 60, changed: [3, 7], revision: 1)
        let store = try SQLiteHistoryStore.open(path: ":memory:", create: true, scannerVersion: "test")
        let recorder = HistoryFixtures.recorder(store, commits, spec: try HistoryFixtures.harness())
        for sha in ["c0", "c1"] { _ = try recorder.record(sha, digest: "d", force: false) }
        let stored = try store.db.read { db in
            try db.fetchAll("SELECT text FROM fact_strings") { $0.string(0) }
        }
        // Each file declares the type on its first line and names those on the next.
        let named = Set(["c0", "c1"].flatMap { commits.trees[$0]!.values.flatMap { $0.split(separator: "\n") } })
        #expect(stored.count == Set(stored).count)
        #expect(Set(stored) == Set(named.map(String.init)))
        let tree = commits.trees["c1"]!
        let read = try store.swiftFacts(for: tree.values.map(ScriptedCommits.oid))
        #expect(read.count == tree.count)
        for (path, content) in tree {
            let facts = HistoryFixtures.extractor.scanSwift(Array(content.utf8))
            #expect(read[ScriptedCommits.oid(content)] == facts, "\(path)")
        }
    }
}
