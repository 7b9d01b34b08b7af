/// The places a recorder keeps between the commits it analyses under one spec: a
/// backfill places each unchanged file once (the `Benchmark.md` article has what
/// that saves).
import ArchHistCore
import ArchHistSupport

// @unchecked: `table` is reached only inside `lock.withLock`, so one analysis at a time uses it.
final class PlacementCache: PlacementMemory, @unchecked Sendable {
    private var table = PlacementTable()
    private let lock = Lock()

    func withPlacements<T>(_ body: (inout PlacementTable) -> T) -> T { lock.withLock { body(&table) } }
}
