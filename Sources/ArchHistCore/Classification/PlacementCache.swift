/// Placements remembered across the analyses of one spec: a file's place depends
/// only on its path, its module and the spec, so a backfill that analyses the same
/// tree commit after commit places each unchanged file once. Safe to share between
/// the threads of one analysis.
public final class PlacementCache: @unchecked Sendable {
    /// What a place depends on besides the spec: the path, and the module's name,
    /// whether it is a test target and whether a manifest declares it (only declared
    /// targets match wildcard module patterns).
    private struct Key: Hashable {
        let path: String
        let module: String
        let isTestTarget: Bool
        let isDeclared: Bool

        init(path: String, module: Module) {
            self.path = path
            self.module = module.name
            isTestTarget = module.isTestTarget
            isDeclared = module.origin != .folder
        }
    }

    private var placements: [Key: Placement] = [:]
    private let lock = Lock()
    /// One cache serves one spec; a bound keeps a long backfill from growing it forever.
    private static let limit = 500_000

    public init() {}

    /// Nothing placed yet: the first tree of a recorder, the one worth placing ahead.
    var isEmpty: Bool { lock.withLock { placements.isEmpty } }

    /// The placements of `items`, computing on `workers` cores only those not
    /// known yet: after the first commit of a backfill, nearly none.
    func placements(
        of items: [(path: String, module: Module)], workers: Int, compute: @Sendable (Int) -> Placement
    ) -> [Placement] {
        var found: [Placement?] = lock.withLock { items.map { placements[Key(path: $0.path, module: $0.module)] } }
        let missing = found.indices.filter { found[$0] == nil }
        guard !missing.isEmpty else { return found.map { $0! } }
        let computed = (try? missing.parallelMap(workers: workers) { compute($0) }) ?? missing.map { compute($0) }
        lock.withLock {
            if placements.count + missing.count > PlacementCache.limit { placements.removeAll(keepingCapacity: true) }
            placements.reserveCapacity(placements.count + missing.count)
            for (index, placement) in zip(missing, computed) {
                found[index] = placement
                placements[Key(path: items[index].path, module: items[index].module)] = placement
            }
        }
        return found.map { $0! }
    }
}
