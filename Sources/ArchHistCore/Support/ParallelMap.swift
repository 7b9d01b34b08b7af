extension Array where Element: Sendable {
    /// `map` on all cores, in contiguous slices (a few per worker) so that small
    /// items do not drown in scheduling. The results keep the order of the
    /// elements; the first error thrown stops the other workers at their next slice.
    func parallelMap<T: Sendable>(workers: Int, _ transform: @Sendable (Element) throws -> T) throws -> [T] {
        guard count > 1, workers > 1 else { return try map(transform) }
        let elements = self
        let failure = FirstError()
        let results = ParallelSlices.map(count, workers: workers, threshold: 2) { slice -> [T] in
            if failure.isSet { return [] }
            var results: [T] = []
            results.reserveCapacity(slice.count)
            do {
                for index in slice { results.append(try transform(elements[index])) }
            } catch {
                failure.record(error)
                return []
            }
            return results
        }
        if let error = failure.error { throw error }
        return results
    }
}

/// The first error any worker met.
private final class FirstError: @unchecked Sendable {
    private var stored: (any Error)?
    private let lock = Lock()

    func record(_ error: any Error) { lock.withLock { if stored == nil { stored = error } } }
    var error: (any Error)? { lock.withLock { stored } }
    var isSet: Bool { error != nil }
}
