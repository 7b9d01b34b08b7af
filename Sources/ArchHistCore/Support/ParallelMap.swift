import Dispatch

extension Array where Element: Sendable {
    /// `map` on all cores, in chunks so that small items do not drown in
    /// scheduling. The results keep the order of the elements; the first error
    /// thrown stops the other workers at their next element.
    func parallelMap<T: Sendable>(workers: Int, _ transform: @Sendable (Element) throws -> T) throws -> [T] {
        guard count > 1, workers > 1 else { return try map(transform) }
        let slots = ResultSlots<T>(count: count)
        let failure = FirstError()
        let chunk = Swift.max(1, count / (workers * 8))
        let chunks = (count + chunk - 1) / chunk
        let elements = self
        DispatchQueue.concurrentPerform(iterations: chunks) { part in
            for index in (part * chunk)..<Swift.min(elements.count, (part + 1) * chunk) {
                if failure.isSet { return }
                do {
                    slots.set(index, try transform(elements[index]))
                } catch {
                    failure.record(error)
                    return
                }
            }
        }
        if let error = failure.error { throw error }
        return slots.values
    }
}

/// Per-index results written by many threads: each index is written once, by one
/// worker.
private final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = Lock()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) { lock.withLock { storage[index] = value } }

    var values: [Value] { lock.withLock { storage.compactMap { $0 } } }
}

/// The first error any worker met.
private final class FirstError: @unchecked Sendable {
    private var stored: (any Error)?
    private let lock = Lock()

    func record(_ error: any Error) { lock.withLock { if stored == nil { stored = error } } }
    var error: (any Error)? { lock.withLock { stored } }
    var isSet: Bool { error != nil }
}
