/// One result per index, each written once, by the one thread that computes it,
/// and read only after every thread is done (`concurrentPerform` returns when all
/// have): no two threads touch one slot, hence no lock.
final class Slots<Value>: @unchecked Sendable {
    private let values: UnsafeMutablePointer<Value?>
    private let count: Int

    init(count: Int) {
        self.count = count
        values = .allocate(capacity: Swift.max(count, 1))
        values.initialize(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: Value) {
        values[index] = value
    }

    /// Every value, moved out: call once, when every slot is set.
    func take() -> [Value] {
        [Value](unsafeUninitializedCapacity: count) { buffer, initialized in
            for index in 0..<count {
                (buffer.baseAddress! + index).initialize(to: (values + index).move()!)
                (values + index).initialize(to: nil)
            }
            initialized = count
        }
    }

    func release() {
        values.deinitialize(count: count)
        values.deallocate()
    }
}
