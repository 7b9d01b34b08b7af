import Foundation

/// A value computed on another thread while the caller goes on, for work that
/// waits on a child process (asking git whether the working tree is dirty reads
/// every file's status) and need not hold up what comes first.
final class BackgroundValue<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    // Written once by the worker before it signals; read after the wait.
    private var result: Value?

    init(_ compute: @escaping @Sendable () -> Value) {
        Thread.detachNewThread { [self] in
            result = compute()
            done.signal()
        }
    }

    /// Waits for the value.
    var value: Value {
        done.wait()
        done.signal()
        return result!
    }
}
