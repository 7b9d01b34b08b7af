import ArchHistCore
import Foundation

extension BlobBytes {
    /// Below this many blobs the calling thread decodes them alone: handing a few out
    /// would cost more than it saves.
    static let parallelThreshold = 64

    /// Every blob decoded by `decode`, in the order of the blobs, on `workers`
    /// threads; or, when some cannot be decoded, the index of the first of them in
    /// that order, whichever thread met it first: the same blob is named however the
    /// work was shared.
    func decodeAll<Value: Sendable>(
        workers: Int, _ decode: @Sendable (UnsafeBufferPointer<UInt8>) throws(ByteReader.Damaged) -> Value
    ) -> Result<[Value], FirstDamaged.Found> {
        let damaged = FirstDamaged()
        let values = ParallelSlices.map(count, workers: workers, threshold: Self.parallelThreshold) { slice in
            var values: [Value] = []
            // A slice after a damaged blob cannot hold the first one.
            if damaged.isBefore(slice.lowerBound) { return values }
            values.reserveCapacity(slice.count)
            forEach(in: slice) { index, bytes in
                do {
                    values.append(try decode(bytes))
                    return true
                } catch {
                    damaged.record(index)
                    return false
                }
            }
            return values
        }
        if let index = damaged.index { return .failure(FirstDamaged.Found(index: index)) }
        return .success(values)
    }
}

/// The lowest index of a blob that could not be decoded, as threads report them.
final class FirstDamaged: @unchecked Sendable {
    struct Found: Error {
        var index: Int
    }

    private let lock = NSLock()
    private var lowest: Int?

    var index: Int? { lock.withLock { lowest } }

    func record(_ index: Int) {
        lock.withLock { lowest = Swift.min(lowest ?? index, index) }
    }

    /// Whether a damaged blob was found before `index`.
    func isBefore(_ index: Int) -> Bool {
        lock.withLock { lowest.map { $0 < index } ?? false }
    }
}
