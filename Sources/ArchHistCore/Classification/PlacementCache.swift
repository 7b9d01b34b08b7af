/// Placements remembered across the analyses of one spec: a file's place depends
/// only on its path, its module and the spec, so a backfill that analyses the same
/// tree commit after commit places each unchanged file once. Safe to share between
/// the threads of one analysis.
public final class PlacementCache: @unchecked Sendable {
    private struct Key: Hashable {
        let path: String
        let module: String
    }

    private var placements: [Key: Placement] = [:]
    private let lock = Lock()
    /// One cache serves one spec; a bound keeps a long backfill from growing it forever.
    private static let limit = 500_000

    public init() {}

    func placement(path: String, module: String, compute: () -> Placement) -> Placement {
        let key = Key(path: path, module: module)
        if let known = lock.withLock({ placements[key] }) { return known }
        let placement = compute()
        lock.withLock {
            if placements.count >= PlacementCache.limit { placements.removeAll(keepingCapacity: true) }
            placements[key] = placement
        }
        return placement
    }
}
