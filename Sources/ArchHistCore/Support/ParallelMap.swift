import Dispatch

extension Array where Element: Sendable {
    /// `map` on all cores, in chunks so that small items do not drown in
    /// scheduling. The results keep the order of the elements; the first error
    /// thrown stops the other workers at their next element.
    func parallelMap<T: Sendable>(workers: Int, _ transform: @Sendable (Element) throws -> T) throws -> [T] {
        guard count > 1, workers > 1 else { return try map(transform) }
        let slots = ResultSlots<T>()
        let failure = FirstError()
        let chunk = Swift.max(1, count / (workers * 8))
        let chunks = (count + chunk - 1) / chunk
        let elements = self
        DispatchQueue.concurrentPerform(iterations: chunks) { part in
            // One lock per chunk, not per element: the workers would queue on it.
            if failure.isSet { return }
            let range = (part * chunk)..<Swift.min(elements.count, (part + 1) * chunk)
            var results: [T] = []
            results.reserveCapacity(range.count)
            do {
                for index in range { results.append(try transform(elements[index])) }
            } catch {
                failure.record(error)
                return
            }
            slots.set(range.lowerBound, results)
        }
        if let error = failure.error { throw error }
        return slots.values
    }

    /// `body` once per contiguous range of the indices, one range per worker, on
    /// all cores: for work folded into a value per range (a set, a count) that the
    /// caller then merges.
    func parallelRanges<T: Sendable>(workers: Int, _ body: @Sendable (Range<Int>) -> T) -> [T] {
        let parts = Swift.max(1, Swift.min(workers, count))
        let size = (count + parts - 1) / Swift.max(1, parts)
        let ranges = (0..<parts).map { ($0 * size)..<Swift.min(count, ($0 + 1) * size) }
        return (try? ranges.parallelMap(workers: workers, body)) ?? ranges.map(body)
    }
}

/// Results written by many threads, a chunk at a time: each chunk is written
/// once, by one worker.
private final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private var chunks: [Int: [Value]] = [:]
    private let lock = Lock()

    func set(_ start: Int, _ values: [Value]) { lock.withLock { chunks[start] = values } }

    var values: [Value] {
        lock.withLock {
            var all: [Value] = []
            all.reserveCapacity(chunks.values.reduce(0) { $0 + $1.count })
            for start in chunks.keys.sorted() { all.append(contentsOf: chunks[start]!) }
            return all
        }
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
