import ArchHistCore
import ArchHistSupport

extension BlobBytes {
    /// Below this many blobs the calling thread decodes them alone: handing a few out
    /// would cost more than it saves.
    static let parallelThreshold = 64

    /// A blob that could not be decoded: its index in the order of the blobs.
    struct Damaged: Error {
        var index: Int
    }

    /// Every blob decoded by `decode`, in the order of the blobs, on `workers`
    /// threads; or, when some cannot be decoded, the index of the first of them in
    /// that order: each slice stops at its first damaged blob and the first slice
    /// that failed is reported, so the same blob is named however the work was shared.
    func decodeAll<Value: Sendable>(
        workers: Int, _ decode: @Sendable (UnsafeBufferPointer<UInt8>) throws(ByteReader.Damaged) -> Value
    ) -> Result<[Value], Damaged> {
        Result { () throws(Damaged) in
            try ParallelFill.map(count, workers: workers, threshold: Self.parallelThreshold) {
                (slice, values: inout ParallelFill.Slice<Value>) throws(Damaged) in
                var damaged: Int?
                forEach(in: slice) { index, bytes in
                    do {
                        values.append(try decode(bytes))
                        return true
                    } catch {
                        damaged = index
                        return false
                    }
                }
                if let damaged { throw Damaged(index: damaged) }
            }
        }
    }

    /// The Swift facts of every blob, decoded on `workers` threads, the shared
    /// strings looked up in `strings`; the first blob that cannot be decoded is
    /// named in the error.
    func decodedFacts(workers: Int, strings: Interner.Values) throws -> [FileFacts] {
        let decoded = decodeAll(workers: workers) { bytes throws(ByteReader.Damaged) in
            try FactsCodec.decodeFacts(bytes, strings: strings)
        }
        switch decoded {
        case .success(let facts): return facts
        case .failure(let damaged):
            throw HistoryError.damaged("the facts of blob \(oids[damaged.index]) cannot be decoded")
        }
    }
}
