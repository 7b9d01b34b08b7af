extension Array where Element: Sendable {
    /// `map` on all cores, in contiguous slices (a few per worker) so that small
    /// items do not drown in scheduling (see `ParallelFill`). The results keep the
    /// order of the elements; when `transform` throws, the error is the one of the
    /// first element in order that threw.
    func parallelMap<T: Sendable>(workers: Int, _ transform: @Sendable (Element) throws -> T) throws -> [T] {
        guard count > 1, workers > 1 else { return try map(transform) }
        let elements = self
        return try ParallelFill.map(count, workers: workers, threshold: 2) { (slice, results: inout ParallelFill.Slice<T>) throws in
            for index in slice { results.append(try transform(elements[index])) }
        }
    }
}
