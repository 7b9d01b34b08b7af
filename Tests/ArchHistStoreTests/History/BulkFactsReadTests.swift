import ArchHistCore
import ArchHistTestSupport
import Foundation
import Testing

@testable import ArchHistStore

/// Facts of many blobs are copied out of SQLite and decoded on several threads:
/// what comes back, and the blob a damaged row is blamed on, must not depend on how
/// the work was shared.
@Suite struct BulkFactsReadTests {
    /// Facts that differ from blob to blob, some empty.
    private static func facts(_ index: Int) -> FileFacts {
        guard index % 7 != 0 else { return FileFacts(lineCount: index) }
        return FileFacts(
            imports: [ImportFact(module: "Module\(index % 5)", line: 1)],
            declarations: (0..<(index % 4)).map {
                Declaration(kind: .struct, name: "Type\(index)_\($0)", line: 2 + $0, inherits: ["Sendable"])
            },
            references: [TypeReference(name: "Type\(index - 1)_0", line: 9)], lineCount: 10 + index)
    }

    private static func blobs(_ count: Int, damaged: Set<Int> = []) -> BlobBytes {
        var blobs = BlobBytes(capacity: count)
        for index in 0..<count {
            var bytes = FactsCodec.encode(facts(index))
            if damaged.contains(index) { bytes.removeLast() }
            bytes.withUnsafeBufferPointer { blobs.append("oid\(index)", $0) }
        }
        return blobs
    }

    @Test func decodingOnManyThreadsGivesWhatOneThreadGives() throws {
        for count in [0, 1, BlobBytes.parallelThreshold - 1, BlobBytes.parallelThreshold, 1_000] {
            let blobs = Self.blobs(count)
            let serial = try blobs.decodeAll(workers: 1) { bytes throws(ByteReader.Damaged) in
                try FactsCodec.decodeFacts(bytes, strings: nil)
            }.get()
            #expect(serial == (0..<count).map(Self.facts))
            for workers in [2, 3, 8] {
                let parallel = try blobs.decodeAll(workers: workers) { bytes throws(ByteReader.Damaged) in
                    try FactsCodec.decodeFacts(bytes, strings: nil)
                }.get()
                #expect(parallel == serial, "\(count) blobs on \(workers) workers")
            }
        }
    }

    /// Several damaged blobs in different slices: the first of them is named, every time.
    @Test func theFirstDamagedBlobIsNamedHoweverTheWorkIsShared() {
        let blobs = Self.blobs(1_000, damaged: [997, 420, 421, 650])
        for workers in [1, 2, 8] {
            for _ in 0..<20 {
                let result = blobs.decodeAll(workers: workers) { bytes throws(ByteReader.Damaged) in
                    try FactsCodec.decodeFacts(bytes, strings: nil)
                }
                guard case .failure(let damaged) = result else {
                    Issue.record("damaged blobs decoded")
                    return
                }
                #expect(blobs.oids[damaged.index] == "oid420", "on \(workers) workers")
            }
        }
    }

    /// Through the store, as `record` reads a large tree: every blob's facts, and a
    /// damaged row among many named by its blob.
    @Test func theStoreReadsManyBlobsAndNamesTheDamagedOne() throws {
        let folder = try TemporaryTree()
        let path = folder.file("history.db")
        let store = try SQLiteHistoryStore.open(path: path, create: true, scannerVersion: "test")
        let count = 600
        let db = try Database.open(path: path)
        try db.write { db in
            for index in 0..<count {
                try db.execute(
                    "INSERT INTO blobs (oid, kind, scanner, facts) VALUES (?, 'swift', 'test', ?)",
                    ["oid\(index)", FactsCodec.encode(Self.facts(index))])
            }
        }
        let oids = (0..<count).map { "oid\($0)" }.shuffled()
        let known = try store.knownBlobs(among: oids + ["missing"])
        #expect(known == Set(oids))
        let facts = try store.swiftFacts(for: oids + ["missing"])
        #expect(facts.count == count)
        for index in 0..<count { #expect(facts["oid\(index)"] == Self.facts(index)) }

        // Another connection damages two rows: the store sees it commit, and names the
        // first blob (in the order of the table) whose facts cannot be read.
        try db.execute("UPDATE blobs SET facts = x'01ff' WHERE oid IN ('oid517', 'oid333')")
        let fresh = try SQLiteHistoryStore.open(path: path, create: false, scannerVersion: "test")
        for reader in [store, fresh] {
            #expect {
                _ = try reader.swiftFacts(for: oids)
            } throws: { error in
                "\(error)".contains("the facts of blob oid333 cannot be decoded")
            }
        }
    }
}
