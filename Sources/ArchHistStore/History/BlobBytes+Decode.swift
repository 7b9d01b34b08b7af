import Dispatch
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
        let count = self.count
        let slots = Slots<Value>(count: count)
        defer { slots.release() }
        let damaged = FirstDamaged()
        // Contiguous slices, a few per worker, so that a slow one is shared out.
        let wanted = count < Self.parallelThreshold || workers < 2 ? 1 : Swift.min(count, workers * 4)
        let sliceSize = Swift.max(1, (count + wanted - 1) / wanted)
        let sliceCount = Swift.max(1, (count + sliceSize - 1) / sliceSize)
        @Sendable func decodeSlice(_ slice: Int) {
            let range = (slice * sliceSize)..<Swift.min(count, (slice + 1) * sliceSize)
            // A slice after a damaged blob cannot hold the first one.
            if damaged.isBefore(range.lowerBound) { return }
            self.forEach(in: range) { index, bytes in
                do {
                    slots.set(index, try decode(bytes))
                    return true
                } catch {
                    damaged.record(index)
                    return false
                }
            }
        }
        if sliceCount == 1 {
            decodeSlice(0)
        } else {
            DispatchQueue.concurrentPerform(iterations: sliceCount, execute: decodeSlice)
        }
        if let index = damaged.index { return .failure(FirstDamaged.Found(index: index)) }
        return .success(slots.take())
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
