/// One kind of row a run stores in chunks (files, edges, violations), read in place
/// from the run: where a row goes, how it becomes ids, how its chunk is named and
/// written. `ChunkedSet` does the rest.
///
/// Each row is encoded (`RowBytes`) with everything its entry is made of, byte for
/// byte (see `ExactText`): rows with equal bytes give equal entries, hence the same
/// chunk, which is what lets `BucketMemory` skip unchanged buckets without turning
/// their rows into ids.
protocol ChunkRows: Sendable {
    associatedtype Entry: Sendable

    static var kind: ChunkedSet.Kind { get }

    /// How many rows the run has.
    var count: Int { get }

    /// Appends row `index` to `rows`: its key (the file path, or the edge's source),
    /// then every value its entry is made of.
    func encode(_ index: Int, into rows: inout RowBytes) throws(HistoryError)

    /// Appends row `index` to `rows` kept without bytes (`RowBytes.keysOnly`): its
    /// key alone, read without the rest of the row; it fails where `encode` fails.
    func encodeKey(_ index: Int, into rows: inout RowBytes) throws(HistoryError)

    /// The row's ids from `ids`: with the stored ids, interning the names, paths and
    /// judgements it is the first to use; nil when `ids` does not know one of them.
    func entry<IDs: RowIDs>(_ index: Int, ids: inout IDs) throws -> Entry?

    /// Entries of one run with the same key are one entry, the first; nil keeps all.
    func repeatKey(of entry: Entry) -> Int64?

    /// The entry's line in the text its chunk's digest is made of.
    func canonical(_ entry: Entry) -> String

    /// The same line as `canonical(_:)`, byte for byte, appended to `lines`.
    func canonical(_ entry: Entry, into lines: inout CanonicalLines)

    /// Writes the rows of a new chunk.
    static func insert(_ entries: [Entry], chunk: Int64, in db: Database) throws
}
