import ArchHistCore
import ArchHistSupport

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
        key.withUTF8Bytes { Int(FNV1a.hash32($0) % UInt32(buckets)) }
    }

    /// Writes the chunks of a run's `rows` and the set of them; returns the set's id.
    ///
    /// A bucket whose rows are those `memory` saw there last time is that chunk
    /// again: its rows are not turned into ids, its text is not built nor hashed. The
    /// rows of the other buckets become entries in the run's order, so that names,
    /// paths and judgements new to the database get their ids in the order they
    /// always did (the rows skipped use nothing new: they were stored before).
    ///
    /// The ids of those rows are first looked up on `workers` threads in a copy of
    /// the caches (`KnownIDs`), which is all a run made mostly of stored values
    /// needs; then, on this thread and in the run's order, a row with a value the
    /// copy did not know is interned, inserting what is new. Values stored before
    /// keep their ids whoever looks them up, so the ids are those one thread gives.
    static func store<Rows: ChunkRows>(
        _ rows: Rows, memory: BucketMemory, in db: Database, caches: StoreCaches, workers: Int
    ) throws -> Int64 {
        // With nothing to compare with, the rows' buckets are enough for now.
        let keysOnly = memory.isEmpty
        let encoded = try encode(rows, workers: workers, keysOnly: keysOnly)
        let bucketOfRow = encoded.buckets
        var rowsByBucket = [[Int]](repeating: [], count: buckets)
        for (index, bucket) in bucketOfRow.enumerated() { rowsByBucket[bucket].append(index) }
        var remembered = [Int64?](repeating: nil, count: buckets)
        for bucket in 0..<buckets where !rowsByBucket[bucket].isEmpty {
            remembered[bucket] = memory.chunk(bucket: bucket, holding: rowsByBucket[bucket], of: encoded)
        }
        let pending = bucketOfRow.indices.filter { remembered[bucketOfRow[$0]] == nil }
        let found = try knownEntries(of: rows, pending, in: db, caches: caches, workers: workers)
        var stored = StoredIDs(db: db, caches: caches)
        var entriesByBucket = [[Rows.Entry]](repeating: [], count: buckets)
        var seen = Set<Int64>()
        for (position, index) in pending.enumerated() {
            guard let entry = try found[position] ?? rows.entry(index, ids: &stored) else {
                // The stored ids insert what they do not know: they always give an entry.
                throw HistoryError.damaged("row \(index) of the run's \(Rows.kind.rawValue) has no ids")
            }
            if let key = rows.repeatKey(of: entry) {
                // Sized once, for the kinds of rows that have keys to compare.
                if seen.isEmpty { seen.reserveCapacity(pending.count - position) }
                if !seen.insert(key).inserted { continue }
            }
            entriesByBucket[bucketOfRow[index]].append(entry)
        }

        var chunkOfBucket = remembered
        let unremembered = (0..<buckets).filter { !rowsByBucket[$0].isEmpty && remembered[$0] == nil }
        let texts = chunkTexts(of: unremembered.map { entriesByBucket[$0] }, rows: rows, workers: workers)
        for (bucket, text) in zip(unremembered, texts) {
            chunkOfBucket[bucket] = try storeChunk(text, of: rows, in: db)
        }
        if keysOnly {
            memory.remember(
                encodingLater: { try? encode(rows, workers: workers) }, rowsByBucket: rowsByBucket,
                chunkOfBucket: chunkOfBucket)
        } else {
            memory.remember(encoded, rowsByBucket: rowsByBucket, chunkOfBucket: chunkOfBucket)
        }
        return try ChunkSetRows.store(Rows.kind, chunkOfBucket.compactMap { $0 }.sorted(), in: db)
    }
}
