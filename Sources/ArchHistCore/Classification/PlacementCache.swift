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

    /// The placements of `paths` in `modules` (one module per path), computing on
    /// `workers` cores only those not known yet: after the first commit of a
    /// backfill, nearly none. Two arrays rather than one of pairs: a module is a
    /// large value, and a backfill asks for thousands of places per commit.
    func placements(
        of paths: [String], in modules: [Module], workers: Int, compute: @Sendable (Int) -> Placement
    ) -> [Placement] {
        var found: [Placement?] = lock.withLock {
            paths.indices.map { placements[Key(path: paths[$0], module: modules[$0])] }
        }
        let missing = found.indices.filter { found[$0] == nil }
        guard !missing.isEmpty else { return found.map { $0! } }
        let computed = (try? missing.parallelMap(workers: workers) { compute($0) }) ?? missing.map { compute($0) }
        lock.withLock {
            if placements.count + missing.count > PlacementCache.limit { placements.removeAll(keepingCapacity: true) }
            placements.reserveCapacity(placements.count + missing.count)
            for (index, placement) in zip(missing, computed) {
                found[index] = placement
                placements[Key(path: paths[index], module: modules[index])] = placement
            }
        }
        return found.map { $0! }
    }
}
