import Dispatch

/// Pure work over many rows shared out in contiguous slices, a few per worker, the
/// results kept in the order of the rows. Below `threshold` rows the calling
/// thread does it all: handing a few out costs more than it saves.
public enum ParallelSlices {
    public static let threshold = 256

    public static func map<Value: Sendable>(
        _ count: Int, workers: Int, threshold: Int = threshold, _ body: @Sendable (Range<Int>) -> [Value]
    ) -> [Value] {
        let wanted = count < threshold || workers < 2 ? 1 : Swift.min(count, workers * 4)
        let size = Swift.max(1, (count + wanted - 1) / wanted)
        let sliceCount = (count + size - 1) / size
        guard sliceCount > 1 else { return body(0..<count) }
        let slots = Slots<[Value]>(count: sliceCount)
        defer { slots.release() }
        DispatchQueue.concurrentPerform(iterations: sliceCount) { slice in
            slots.set(slice, body((slice * size)..<Swift.min(count, (slice + 1) * size)))
        }
        return Array(slots.take().joined())
    }
}
