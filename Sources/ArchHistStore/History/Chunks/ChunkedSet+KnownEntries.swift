import ArchHistCore
import ArchHistSupport

extension ChunkedSet {
    /// The entries of the rows at `indexes` whose every value is stored, looked up on
    /// `workers` threads in a copy of the caches; nil for the others, and for all
    /// when there are too few rows to share out.
    static func knownEntries<Rows: ChunkRows>(
        of rows: Rows, _ indexes: [Int], in db: Database, caches: StoreCaches, workers: Int
    ) throws -> [Rows.Entry?] {
        guard workers > 1, indexes.count >= ParallelSlices.threshold else {
            return Array(repeating: nil, count: indexes.count)
        }
        let known = try KnownIDs(caches, in: db)
        return ParallelFill.map(indexes.count, workers: workers) { slice, entries in
            var ids = known
            // An error here (a file without a blob) is met again, and thrown, on the
            // writing thread.
            for position in slice { entries.append((try? rows.entry(indexes[position], ids: &ids)) ?? nil) }
        }
    }
}
