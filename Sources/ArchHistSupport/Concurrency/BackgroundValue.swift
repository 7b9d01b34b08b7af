import Dispatch

/// A value computed on another thread while the caller goes on: work that need
/// not hold up what comes first (asking git whether the working tree is dirty;
/// placing a tree's files while their facts are read).
// @unchecked: `result` is written once before `done` signals and read only after waiting on it.
public final class BackgroundValue<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    // Written once by the worker before it signals; read after the wait.
    private var result: Value?

    public init(_ compute: @escaping @Sendable () -> Value) {
        // A queue of its own gets a thread of its own: work that waits on a child
        // process must not hold one of the workers `concurrentPerform` shares out to.
        DispatchQueue(label: "archhist.background").async { [self] in
            result = compute()
            done.signal()
        }
    }

    /// Blocks until the value is computed, then returns it (again on later calls).
    public func wait() -> Value {
        done.wait()
        done.signal()
        return result!
    }
}
