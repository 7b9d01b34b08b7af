/// Placements remembered across the analyses of one spec: a file's place depends
/// only on its path, its module and the spec, so a backfill that analyses the same
/// tree commit after commit places each unchanged file once. A plain value: who
/// keeps it between trees is the engine's concern (`PlacementMemory`).
import ArchHistSupport

public struct PlacementTable: Sendable {
    /// What a place depends on besides the spec: the path, and the module's name,
    /// whether it is a test target and whether a manifest declares it (only declared
    /// targets match wildcard module patterns).
    private struct Key: Hashable {
        let path: String
        let module: ModuleKey
    }

    private struct ModuleKey: Hashable {
        let name: String
        let isTestTarget: Bool
        let isDeclared: Bool

        init(_ module: Module) {
            name = module.name
            isTestTarget = module.isTestTarget
            isDeclared = module.isDeclared
        }
    }

    /// The tree placed last, sorted by path: the next commit of a backfill shares
    /// nearly every file with it, and walking both sorted lists finds those without
    /// hashing a path.
    private struct LastTree {
        var paths: [String] = []
        var modules: [ModuleKey] = []
        var placements: [Placement] = []
    }

    private var placements: [Key: Placement] = [:]
    private var last = LastTree()
    /// The modules of the tree located last, with what they came from: most commits of a
    /// backfill add or remove no file and change no manifest, and building the module map
    /// again costs as much as placing every file.
    private var lastLocated: (paths: [String], manifests: [ManifestFile], located: Analyzer.Located)?
    /// One cache serves one spec; a bound keeps a long backfill from growing it forever.
    private static let limit = 500_000

    public init() {}

    /// The modules of `paths` under `manifests`: the last tree's when both are the same
    /// (equal arrays that share storage compare at once), else `locate`'s.
    mutating func located(
        _ paths: [String], manifests: [ManifestFile], locate: () -> Analyzer.Located
    ) -> Analyzer.Located {
        if let lastLocated, lastLocated.paths == paths, lastLocated.manifests == manifests {
            return lastLocated.located
        }
        let located = locate()
        lastLocated = (paths, manifests, located)
        return located
    }

    /// Nothing placed yet: the first tree of a recorder, the one worth placing ahead.
    var isEmpty: Bool { placements.isEmpty }

    /// The placements of `paths` in `modules` (one module per path), computing on
    /// `workers` cores only those not known yet: after the first commit of a
    /// backfill, nearly none. Two arrays rather than one of pairs: a module is a
    /// large value, and a backfill asks for thousands of places per commit.
    ///
    /// `paths` sorted is what makes the last tree's places found without hashing;
    /// unsorted, they are found by hashing, as right but slower.
    mutating func placements(
        of paths: [String], in modules: [Module], workers: Int, compute: @Sendable (Int) -> Placement
    ) -> [Placement] {
        let keys = modules.map(ModuleKey.init)
        var found: [Placement?] = known(paths, keys)
        let missing = found.indices.filter { found[$0] == nil }
        let computed =
            missing.isEmpty
            ? []
            : missing.parallelMap(workers: workers) { compute($0) }
        if placements.count + missing.count > PlacementTable.limit { placements.removeAll(keepingCapacity: true) }
        placements.reserveCapacity(placements.count + missing.count)
        for (index, placement) in zip(missing, computed) {
            found[index] = placement
            placements[Key(path: paths[index], module: keys[index])] = placement
        }
        let result = found.map { $0! }
        last = LastTree(paths: paths, modules: keys, placements: result)
        return result
    }

    /// The places known for `paths`: from the last tree where it has the same path
    /// in the same module, else from all places made.
    private func known(_ paths: [String], _ keys: [ModuleKey]) -> [Placement?] {
        var found = [Placement?](repeating: nil, count: paths.count)
        var next = 0
        for index in paths.indices {
            let path = paths[index]
            while next < last.paths.count, last.paths[next] < path { next += 1 }
            if next < last.paths.count, last.paths[next] == path, last.modules[next] == keys[index] {
                found[index] = last.placements[next]
            } else {
                found[index] = placements[Key(path: path, module: keys[index])]
            }
        }
        return found
    }
}
