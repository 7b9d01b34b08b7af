/// Pure work over many rows shared out in contiguous slices, a few per worker, each
/// slice giving any number of values, kept in the order of the rows (names gathered
/// per slice, rows decoded per slice). Below `threshold` rows the calling thread does
/// it all: handing a few out costs more than it saves.
public enum ParallelSlices {
    public static let threshold = 256

    @inlinable public static func map<Value>(
        _ count: Int, workers: Int, threshold: Int = threshold, _ body: @Sendable (Range<Int>) -> [Value]
    ) -> [Value] {
        let wanted = count < threshold || workers < 2 ? 1 : Swift.min(count, workers * 4)
        let size = Swift.max(1, (count + wanted - 1) / wanted)
        let sliceCount = (count + size - 1) / size
        guard sliceCount > 1 else { return body(0..<count) }
        // One worker per slice: each slice is already a few workers' share of the rows.
        let perSlice = ParallelFill.map(sliceCount, workers: workers, threshold: 2) {
            (slices, results: inout ParallelFill.Slice<[Value]>) in
            for slice in slices { results.append(body((slice * size)..<Swift.min(count, (slice + 1) * size))) }
        }
        return Array(perSlice.joined())
    }
}
