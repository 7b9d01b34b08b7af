import ArchHistSupport

/// Memory the process leaves to `exit`: the facts and caches of a 10,000-file
/// tree are millions of small allocations, and freeing them one by one just
/// before the process ends costs more than the last step of a `record` (the
/// `Benchmark.md` article has what it saves of the next commit's `record`, as CI runs it).
// @unchecked: `kept` is read and written only under `lock`.
public final class ExitKeeper: @unchecked Sendable {
    public static let shared = ExitKeeper()
    private var kept: [AnyObject] = []
    private let lock = Lock()

    public func keep(_ objects: [AnyObject]) {
        lock.withLock { kept.append(contentsOf: objects) }
    }
}
