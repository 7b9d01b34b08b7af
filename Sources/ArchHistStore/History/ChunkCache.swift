/// The ids of the chunks and sets the store wrote or found, by digest (hexadecimal:
/// `String` equality is byte equality there). A miss asks SQLite, as before.
///
/// Chunks and sets are never changed or deleted once written, so an id here stays
/// right until a write of ours rolls back or another connection commits; then
/// `StoreCaches` forgets all of it.
final class ChunkCache {
    private var chunks: [String: Int64] = [:]
    private var sets: [String: Int64] = [:]

    func chunkID(digest: String, in db: Database) throws -> Int64? {
        if let id = chunks[digest] { return id }
        guard let id = try db.fetchValue(Int64.self, "SELECT id FROM chunks WHERE digest = ?", [digest]) else { return nil }
        chunks[digest] = id
        return id
    }

    func setID(digest: String, in db: Database) throws -> Int64? {
        if let id = sets[digest] { return id }
        guard let id = try db.fetchValue(Int64.self, "SELECT id FROM chunk_sets WHERE digest = ?", [digest]) else { return nil }
        sets[digest] = id
        return id
    }

    func rememberChunk(_ id: Int64, digest: String) { chunks[digest] = id }
    func rememberSet(_ id: Int64, digest: String) { sets[digest] = id }

    func forget() {
        chunks = [:]
        sets = [:]
    }
}

/// For one kind of chunk, the rows of the last run written (as bytes), with the
/// rows and the chunk of each of its buckets: a bucket whose rows are the same as
/// last time, in the same order, is the same chunk. Between two commits of a
/// backfill most buckets are unchanged.
///
/// Everything a remembered bucket uses (paths, names, blobs, judgements) was stored
/// when it was remembered; `StoreCaches` forgets this with the ids.
final class BucketMemory {
    private var last: RowBytes?
    /// By bucket: the indexes of its rows in `last`, and its chunk.
    private var buckets: [Int: (rows: [Int], chunk: Int64)] = [:]

    /// The chunk of `bucket` when its rows, `indexes` of `rows`, are those stored there last.
    func chunk(bucket: Int, holding indexes: [Int], of rows: RowBytes) -> Int64? {
        guard let last, let remembered = buckets[bucket], remembered.rows.count == indexes.count else { return nil }
        for (index, other) in zip(indexes, remembered.rows) where !rows.row(index, equals: other, of: last) { return nil }
        return remembered.chunk
    }

    /// Remembers the run just written: the rows of each bucket and its chunk.
    func remember(_ rows: RowBytes, rowsByBucket: [[Int]], chunkOfBucket: [Int64?]) {
        var buckets: [Int: (rows: [Int], chunk: Int64)] = [:]
        for (bucket, chunk) in chunkOfBucket.enumerated() {
            if let chunk { buckets[bucket] = (rowsByBucket[bucket], chunk) }
        }
        (last, self.buckets) = (rows, buckets)
    }

    func forget() {
        last = nil
        buckets = [:]
    }
}
