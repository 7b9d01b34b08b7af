import ArchHistCore

/// How a run's files, edges and violations are stored so that storage grows with
/// change, not with size: entries are spread over 256 buckets by a hash of their
/// key (the file path, or the edge's source); each bucket's entries form a chunk
/// stored once, by the SHA-1 of their canonical text; a run points to the set of
/// its chunks, itself stored once by digest. A commit that changes five files adds
/// at most five small chunks and one set.
enum ChunkedSet {
    static let buckets = 256

    enum Kind: String {
        case files, edges, violations
    }

    /// FNV-1a of the key, folded to a bucket.
    static func bucket(of key: String) -> Int {
        var hash: UInt32 = 0x811c_9dc5
        for byte in key.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        return Int(hash % UInt32(buckets))
    }

    /// Writes the chunks of `entries` (each with its bucket key and its canonical
    /// text) and the set of them; returns the set's id. `insertEntries` writes the
    /// rows of a chunk that is new.
    static func store<Entry>(
        _ kind: Kind, _ entries: [(key: String, canonical: String, entry: Entry)], in db: Database,
        insertEntries: (Int64, [Entry]) throws -> Void
    ) throws -> Int64 {
        var byBucket: [Int: [(canonical: String, entry: Entry)]] = [:]
        for item in entries { byBucket[bucket(of: item.key), default: []].append((item.canonical, item.entry)) }
        var chunkIDs: [Int64] = []
        for bucket in byBucket.keys.sorted() {
            let items = byBucket[bucket]!.sorted { $0.canonical < $1.canonical }
            let digest = SHA1.hex(Array((kind.rawValue + "\n" + items.map(\.canonical).joined(separator: "\n")).utf8))
            if let existing = try db.fetchValue(Int64.self, "SELECT id FROM chunks WHERE digest = ?", [digest]) {
                chunkIDs.append(existing)
                continue
            }
            try db.execute("INSERT INTO chunks (kind, digest) VALUES (?, ?)", [kind.rawValue, digest])
            let chunk = db.lastInsertRowID
            try insertEntries(chunk, items.map(\.entry))
            chunkIDs.append(chunk)
        }
        chunkIDs.sort()
        let setDigest = SHA1.hex(Array((kind.rawValue + ":" + chunkIDs.map(String.init).joined(separator: ",")).utf8))
        if let existing = try db.fetchValue(Int64.self, "SELECT id FROM chunk_sets WHERE digest = ?", [setDigest]) {
            return existing
        }
        try db.execute("INSERT INTO chunk_sets (kind, digest) VALUES (?, ?)", [kind.rawValue, setDigest])
        let set = db.lastInsertRowID
        for chunk in chunkIDs {
            try db.execute("INSERT INTO chunk_set_members (set_id, chunk_id) VALUES (?, ?)", [set, chunk])
        }
        return set
    }
}
