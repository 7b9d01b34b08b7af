import ArchHistSupport

/// How a set of chunks is kept in `chunk_sets` and `chunk_set_members` (migration 0007).
///
/// A commit changes a few of a run's up to 256 buckets, so a new set is nearly the one
/// before. It is stored against a base, the newest set of its kind stored whole, as the
/// chunks in which the two differ (the symmetric difference); its chunks are the base's
/// with each of those flipped. When the difference grows past a quarter of the set, the
/// set is stored whole and becomes the base of those after it. On home-assistant-ios's
/// 3,853 sets this keeps 132,696 member rows instead of 526,476; a quarter kept fewer
/// than a half, a third or a sixth.
enum ChunkSetRows {
    /// A set stored against a base differs from it in at most one chunk in `baseRatio`.
    static let baseRatio = 4

    /// The set of these chunks (sorted): found by digest, or written.
    static func store(_ kind: ChunkedSet.Kind, _ chunkIDs: [Int64], in db: Database) throws -> Int64 {
        let digest = SHA1.hex(Array((kind.rawValue + ":" + chunkIDs.map(String.init).joined(separator: ",")).utf8))
        if let existing = try db.fetchValue(Int64.self, "SELECT id FROM chunk_sets WHERE digest = ?", [digest]) {
            return existing
        }
        var base: Int64?
        var members = chunkIDs
        if let candidate = try db.fetchValue(
            Int64.self, "SELECT id FROM chunk_sets WHERE kind = ? AND base_set_id IS NULL ORDER BY id DESC LIMIT 1",
            [kind.rawValue])
        {
            let difference = symmetricDifference(try storedMembers(of: candidate, in: db), chunkIDs)
            if difference.count * baseRatio <= chunkIDs.count {
                base = candidate
                members = difference
            }
        }
        try db.execute(
            "INSERT INTO chunk_sets (kind, digest, base_set_id) VALUES (?, ?, ?)", [kind.rawValue, digest, base])
        let set = db.lastInsertRowID
        // A set stored whole has a row per chunk (256 for a large tree): one statement,
        // bound column by column.
        let insert = try db.cachedStatement("INSERT INTO chunk_set_members (set_id, chunk_id) VALUES (?, ?)")
        try insert.bind(set, at: 1)
        for chunk in members {
            try insert.bind(chunk, at: 2)
            try insert.execute()
        }
        return set
    }

    /// The chunks of `set`, sorted, whether it is stored whole or against a base.
    /// `bases` keeps the members of the bases read, which many sets share.
    static func chunks(of set: Int64, in db: Database, bases: inout [Int64: [Int64]]) throws -> [Int64] {
        let base = try db.fetchOne("SELECT base_set_id FROM chunk_sets WHERE id = ?", [set]) { row -> Int64? in
            row.isNull(0) ? nil : row.int64(0)
        }
        let members = try storedMembers(of: set, in: db)
        guard let base = base.flatMap({ $0 }) else { return members }
        if bases[base] == nil { bases[base] = try storedMembers(of: base, in: db) }
        return symmetricDifference(bases[base] ?? [], members)
    }

    private static func storedMembers(of set: Int64, in db: Database) throws -> [Int64] {
        try db.fetchAll("SELECT chunk_id FROM chunk_set_members WHERE set_id = ? ORDER BY chunk_id", [set]) {
            $0.int64(0)
        }
    }

    /// The ids in exactly one of two sorted lists, sorted.
    static func symmetricDifference(_ a: [Int64], _ b: [Int64]) -> [Int64] {
        let (gone, added) = SetReads.difference(a, b)
        return (gone + added).sorted()
    }
}
