/// The files moved or renamed between consecutive recorded runs of a line: git names
/// the renames of each commit against its first parent, and a run may lie several
/// commits after the previous one, so the renames of the commits in between are
/// composed (`A → B` then `B → C` is `A → C`).
public enum RenameChain {
    /// - Parameters:
    ///   - commits: the first-parent line, newest first, as git lists it.
    ///   - runs: the recorded runs on it, oldest first.
    ///   - renamesByCommit: each commit's renames against its first parent.
    /// - Returns: for each run, the renames since the previous run (none for the first).
    public static func betweenRuns(
        commits: [String], runs: [RunSummary], renamesByCommit: [String: [String: String]]
    ) -> [[String: String]] {
        let recorded = Set(runs.map(\.commit))
        var sinceRun: [String: [String: String]] = [:]
        var pending: [String: String] = [:]
        for commit in commits.reversed() {
            if let renames = renamesByCommit[commit] { pending = compose(pending, renames) }
            if recorded.contains(commit) {
                sinceRun[commit] = pending
                pending = [:]
            }
        }
        return runs.enumerated().map { $0.offset == 0 ? [:] : sinceRun[$0.element.commit] ?? [:] }
    }

    /// `first` then `second`.
    public static func compose(_ first: [String: String], _ second: [String: String]) -> [String: String] {
        var result: [String: String] = [:]
        for (old, new) in first { result[old] = second[new] ?? new }
        let movedAgain = Set(first.values)
        for (old, new) in second where !movedAgain.contains(old) { result[old] = new }
        return result.filter { $0.key != $0.value }
    }
}
