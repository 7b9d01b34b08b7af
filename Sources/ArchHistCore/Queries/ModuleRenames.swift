/// Modules renamed between two trees: a module gone from the new tree whose files
/// moved, as git's rename detection tells, mostly into one module new to it
/// (`Network` → `NetworkClient`). The module keeps its identity: plans, boundaries
/// and diffs follow it under its new name rather than read a module that vanished
/// and another that appeared.
public enum ModuleRenames {
    /// - Parameters:
    ///   - old: each file of the old tree → its module.
    ///   - new: each file of the new tree → its module.
    ///   - fileRenames: old path → new path of the files moved between the trees.
    /// - Returns: old module name → new module name.
    public static func detect(old: [String: String], new: [String: String], fileRenames: [String: String])
        -> [String: String]
    {
        guard !fileRenames.isEmpty else { return [:] }
        let oldModules = Set(old.values)
        let newModules = Set(new.values)
        var filesOf: [String: Int] = [:]
        // Old module → new module → how many of its files moved there.
        var movedInto: [String: [String: Int]] = [:]
        for (path, module) in old where !newModules.contains(module) {
            filesOf[module, default: 0] += 1
            guard let moved = fileRenames[path], let target = new[moved], !oldModules.contains(target) else {
                continue
            }
            movedInto[module, default: [:]][target, default: 0] += 1
        }
        var renames: [String: String] = [:]
        var claimed = Set<String>()
        for module in movedInto.keys.sorted() {
            // Most of its files, into one module: a rename, not a split.
            guard
                let (target, count) = movedInto[module]?.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }),
                count * 2 > filesOf[module] ?? 0, claimed.insert(target).inserted
            else { continue }
            renames[module] = target
        }
        return renames
    }
}

/// The names a module had along a line of runs: for each run, the name each of its
/// renamed modules has at the end of the line, so a series follows a module through
/// its renames under its newest name.
public struct ModuleLineage: Sendable {
    /// For each run, oldest first: its module names that were renamed later → their
    /// newest names.
    public let newestNames: [[String: String]]
    /// Every rename along the line, oldest first, as (old, new, run index of the new name).
    public let renames: [(from: String, to: String, run: Int)]

    /// - Parameter renamesBetweenRuns: for each run, the modules renamed since the
    ///   previous one (old name → new name); none for the first.
    public init(renamesBetweenRuns: [[String: String]]) {
        var names: [[String: String]] = Array(repeating: [:], count: renamesBetweenRuns.count)
        var later: [String: String] = [:]
        for index in renamesBetweenRuns.indices.reversed() {
            names[index] = later
            var earlier = later
            for (old, new) in renamesBetweenRuns[index] { earlier[old] = later[new] ?? new }
            // A name the earlier run has, not renamed here, keeps what later says of it,
            // unless the name was taken over by the rename.
            for new in renamesBetweenRuns[index].values where renamesBetweenRuns[index][new] == nil {
                earlier.removeValue(forKey: new)
            }
            later = earlier
        }
        newestNames = names
        renames = renamesBetweenRuns.enumerated().flatMap { index, map in
            map.sorted { $0.key < $1.key }.map { (from: $0.key, to: $0.value, run: index) }
        }
    }

    /// A module's name at the end of the line, from its name in run `index`.
    public func newestName(of module: String, inRun index: Int) -> String {
        index < newestNames.count ? newestNames[index][module] ?? module : module
    }

    /// The name at the end of the line of a module named by any of its names (as a
    /// plan written before a rename names it).
    public func newestName(of module: String) -> String {
        var name = module
        var seen = Set<String>()
        while seen.insert(name).inserted, let rename = renames.last(where: { $0.from == name }) { name = rename.to }
        return name
    }

    /// Each run's boundaries (oldest first, as the runs of the line) with its module
    /// names as the end of the line has them. A run that crosses what the run before
    /// crossed, under the same names, shares its result: most runs of a long line, and
    /// telling them alike costs nothing when they share their dictionary (`BoundaryHistory`
    /// passes over them at no cost then too).
    public func boundaries(ofRuns runs: [[Boundary: Int]]) -> [[Boundary: Int]] {
        var renamed: [[Boundary: Int]] = []
        renamed.reserveCapacity(runs.count)
        for (index, own) in runs.enumerated() {
            if index > 0, own == runs[index - 1], names(inRun: index) == names(inRun: index - 1) {
                renamed.append(renamed[index - 1])
            } else {
                renamed.append(boundaries(own, inRun: index))
            }
        }
        return renamed
    }

    private func names(inRun index: Int) -> [String: String] {
        index < newestNames.count ? newestNames[index] : [:]
    }

    /// A run's boundaries with its module names as the end of the line has them.
    public func boundaries(_ boundaries: [Boundary: Int], inRun index: Int) -> [Boundary: Int] {
        guard index < newestNames.count, !newestNames[index].isEmpty else { return boundaries }
        var renamed: [Boundary: Int] = [:]
        for (boundary, count) in boundaries {
            var boundary = boundary
            if boundary.level == .module {
                boundary.from = newestName(of: boundary.from, inRun: index)
                boundary.to = newestName(of: boundary.to, inRun: index)
            }
            renamed[boundary, default: 0] += count
        }
        return renamed
    }
}
