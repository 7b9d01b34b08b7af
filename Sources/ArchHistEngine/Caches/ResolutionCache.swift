/// The resolution a recorder keeps from the commit it analysed last (or seeded from
/// the parent's run in a new process): the next commit resolves only what changed.
import ArchHistCore
import ArchHistSupport

// @unchecked: `resolution` is reached only inside `lock.withLock`, so one analysis at a time uses it.
final class ResolutionCache: ResolutionMemory, @unchecked Sendable {
    private var resolution = IncrementalResolution()
    private let lock = Lock()

    func withResolution<T>(_ body: (inout IncrementalResolution) -> T) -> T { lock.withLock { body(&resolution) } }

    /// Takes a recorded run's resolution as the tree resolved last (`IncrementalResolution.seed`).
    @discardableResult func seed(_ tree: ResolvedTree, workers: Int) -> Bool {
        withResolution { $0.seed(tree, workers: workers) }
    }

    /// How the last resolution went, for tests and measurements.
    var lastResolvedCount: Int { withResolution { $0.lastResolvedCount } }
    var lastWasWhole: Bool { withResolution { $0.lastWasWhole } }
}
