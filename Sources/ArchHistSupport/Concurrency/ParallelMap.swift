extension Array where Element: Sendable {
    /// `map` on all cores, in contiguous slices (a few per worker) so that small
    /// items do not drown in scheduling (see `ParallelFill`). The results keep the
    /// order of the elements; when `transform` throws, the error is the one of the
    /// first element in order that threw. Inlinable, so that callers in other modules
    /// get it specialized for their values.
    @inlinable public func parallelMap<T, Failure: Error>(
        workers: Int, _ transform: @Sendable (Element) throws(Failure) -> T
    ) throws(Failure) -> [T] {
        guard count > 1, workers > 1 else {
            var results: [T] = []
            results.reserveCapacity(count)
            for element in self { results.append(try transform(element)) }
            return results
        }
        let elements = self
        return try ParallelFill.map(count, workers: workers, threshold: 2) {
            (slice, results: inout ParallelFill.Slice<T>) throws(Failure) in
            for index in slice { results.append(try transform(elements[index])) }
        }
    }
}
