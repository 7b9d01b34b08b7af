import ArchHistCore
import ArchHistSupport

extension ChunkedSet {
    /// One bucket's entries in the order of their canonical text, and the SHA-1 of
    /// that text: the digest that names their chunk.
    struct ChunkText<Entry: Sendable>: Sendable {
        var digest: String
        var entries: [Entry]
    }

    /// Buckets this many or more have their texts built on all cores.
    static let parallelBuckets = 16

    /// The text of each bucket's entries, built and hashed on `workers` threads
    /// (building, sorting and hashing the text of every bucket is most of what a
    /// fresh store spends on a run whose chunks are all stored).
    static func chunkTexts<Rows: ChunkRows>(
        of entriesByBucket: [[Rows.Entry]], rows: Rows, workers: Int
    ) -> [ChunkText<Rows.Entry>] {
        ParallelFill.map(entriesByBucket.count, workers: workers, threshold: parallelBuckets) { slice, texts in
            for bucket in slice { texts.append(chunkText(of: entriesByBucket[bucket], rows: rows)) }
        }
    }

    /// The lines are built as bytes and sorted by them (see `CanonicalLines`); a
    /// bucket with text other than ASCII is sorted as strings.
    static func chunkText<Rows: ChunkRows>(of entries: [Rows.Entry], rows: Rows) -> ChunkText<Rows.Entry> {
        var lines = CanonicalLines(lines: entries.count)
        for entry in entries {
            rows.canonical(entry, into: &lines)
            lines.endLine()
        }
        guard lines.isASCII else { return chunkTextOfStrings(of: entries, rows: rows) }
        let order = lines.sortedIndexes()
        let digest = SHA1.hex(lines.text(head: Rows.kind.rawValue + "\n", order: order))
        return ChunkText(digest: digest, entries: order.map { entries[$0] })
    }

    /// The text as strings: each entry's line, sorted as strings are, joined.
    static func chunkTextOfStrings<Rows: ChunkRows>(of entries: [Rows.Entry], rows: Rows) -> ChunkText<Rows.Entry> {
        let items = entries.map { (canonical: rows.canonical($0), entry: $0) }.sorted { $0.canonical < $1.canonical }
        let digest = SHA1.hex(Array((Rows.kind.rawValue + "\n" + items.map(\.canonical).joined(separator: "\n")).utf8))
        return ChunkText(digest: digest, entries: items.map(\.entry))
    }

    /// The chunk of one bucket's entries: found by digest, or written.
    static func storeChunk<Rows: ChunkRows>(
        _ text: ChunkText<Rows.Entry>, of rows: Rows, in db: Database
    ) throws -> Int64 {
        if let existing = try db.fetchValue(Int64.self, "SELECT id FROM chunks WHERE digest = ?", [text.digest]) {
            return existing
        }
        try db.execute("INSERT INTO chunks (kind, digest) VALUES (?, ?)", [Rows.kind.rawValue, text.digest])
        let chunk = db.lastInsertRowID
        try Rows.insert(text.entries, chunk: chunk, in: db)
        return chunk
    }
}
