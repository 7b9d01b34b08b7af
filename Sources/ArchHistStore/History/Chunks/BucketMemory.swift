/// For one kind of chunk, the rows of the last run written (as bytes), with the
/// rows and the chunk of each of its buckets: a bucket whose rows are the same as
/// last time, in the same order, is the same chunk. Between two commits of a
/// backfill most buckets are unchanged.
///
/// The first run a store writes has nothing to compare with, and in a one-shot
/// `archhist record` it is the only one: its rows are kept as they are and encoded
/// only when a second run compares with them (a backfill then pays what it paid
/// before, one run later).
///
/// Everything a remembered bucket uses (paths, names, blobs, judgements) was stored
/// when it was remembered; `StoreCaches` forgets this with the ids.
final class BucketMemory {
    private var last: RowBytes?
    /// Encodes the last run's rows when `last` is not yet them.
    private var encodeLast: (() -> RowBytes?)?
    /// By bucket: the indexes of its rows in `last`, and its chunk.
    private var buckets: [Int: (rows: [Int], chunk: Int64)] = [:]

    /// Whether no bucket is remembered: the rows of a run need not be encoded to be
    /// compared with anything.
    var isEmpty: Bool { buckets.isEmpty }

    /// The chunk of `bucket` when its rows, `indexes` of `rows`, are those stored there last.
    func chunk(bucket: Int, holding indexes: [Int], of rows: RowBytes) -> Int64? {
        guard let remembered = buckets[bucket], remembered.rows.count == indexes.count, let last = lastRows() else {
            return nil
        }
        for (index, other) in zip(indexes, remembered.rows) where !rows.row(index, equals: other, of: last) {
            return nil
        }
        return remembered.chunk
    }

    /// Remembers the run just written: the rows of each bucket and its chunk.
    func remember(_ rows: RowBytes, rowsByBucket: [[Int]], chunkOfBucket: [Int64?]) {
        remember(rowsByBucket: rowsByBucket, chunkOfBucket: chunkOfBucket)
        last = rows
    }

    /// Remembers the run just written, its rows to be encoded by `encode` when first
    /// compared with (nil when they cannot be: then no bucket is the same).
    func remember(encodingLater encode: @escaping () -> RowBytes?, rowsByBucket: [[Int]], chunkOfBucket: [Int64?]) {
        remember(rowsByBucket: rowsByBucket, chunkOfBucket: chunkOfBucket)
        encodeLast = encode
    }

    private func remember(rowsByBucket: [[Int]], chunkOfBucket: [Int64?]) {
        var buckets: [Int: (rows: [Int], chunk: Int64)] = [:]
        for (bucket, chunk) in chunkOfBucket.enumerated() {
            if let chunk { buckets[bucket] = (rowsByBucket[bucket], chunk) }
        }
        (last, encodeLast, self.buckets) = (nil, nil, buckets)
    }

    private func lastRows() -> RowBytes? {
        if let encodeLast {
            (last, self.encodeLast) = (encodeLast(), nil)
            if last == nil { buckets = [:] }
        }
        return last
    }

    func forget() {
        last = nil
        encodeLast = nil
        buckets = [:]
    }
}
