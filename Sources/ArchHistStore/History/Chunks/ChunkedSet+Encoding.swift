import ArchHistCore
import ArchHistSupport

extension ChunkedSet {
    /// The bytes of every row (only its bucket with `keysOnly`), encoded on `workers`
    /// threads in slices joined in order (a row's bytes are its own: no slice depends
    /// on another). When a row cannot be encoded, the error is the first row's, as
    /// one thread would meet it.
    static func encode<Rows: ChunkRows>(_ rows: Rows, workers: Int, keysOnly: Bool = false) throws(HistoryError)
        -> RowBytes
    {
        let slices = ParallelSlices.map(rows.count, workers: workers) { slice -> [Result<RowBytes, HistoryError>] in
            var encoded = RowBytes(capacity: slice.count, keysOnly: keysOnly)
            do throws(HistoryError) {
                if keysOnly {
                    for index in slice { try rows.encodeKey(index, into: &encoded) }
                } else {
                    for index in slice { try rows.encode(index, into: &encoded) }
                }
                return [.success(encoded)]
            } catch {
                return [.failure(error)]
            }
        }
        guard slices.count > 1 else { return try slices.first?.get() ?? RowBytes(capacity: 0, keysOnly: keysOnly) }
        var encoded = RowBytes(capacity: rows.count, keysOnly: keysOnly)
        for slice in slices { encoded.append(try slice.get()) }
        return encoded
    }
}
