import ArchHistCore
import ArchHistGit
import ArchHistStore

/// A file's identity through moves where git lacks the objects to detect them (a
/// shallow clone's old commits): each commit's moves against its first parent come
/// from git where it has both commits' objects, else from the moves the notes brought
/// (`archhist pull`). Where git has every object it answers alone, as before.
enum RecordedRenames {
    /// What `push` writes into the notes: git's answer for the commits it can compare.
    /// A commit recorded at a shallow clone's boundary was stored without parents (git
    /// showed it without); its object, where this clone has it, names them.
    static func foundByGit(in repository: GitRepository) -> FirstParentRenames {
        { commits in
            let pairs = try commits.compactMap { commit throws(GitError) -> (String, String)? in
                let parents = commit.parents.isEmpty ? try repository.parentsInObject(of: commit.sha) : commit.parents
                return parents?.first.map { (commit.sha, $0) }
            }
            return try repository.renamesAgainstFirstParent(of: pairs)
        }
    }

    /// The moves from `from` to `to` (nil: the working tree): git's diff when it has
    /// both commits; else, when `from` is on the first-parent line of `to`, each
    /// commit's moves since `from` composed; else none.
    static func between(
        _ from: String, _ to: String?, repository: GitRepository, store: SQLiteHistoryStore
    ) -> [String: String] {
        if let found = try? repository.renames(from: from, to: to) { return found }
        guard let head = to ?? (try? repository.resolve("HEAD")),
            let line = try? RecordedRevisions.firstParentLine(from: head, repository: repository, store: store),
            let stop = line.firstIndex(of: from)
        else { return [:] }
        let steps = Array(line[..<stop])
        let byCommit = perCommit(of: line, count: stop, repository: repository, store: store)
        var composed: [String: String] = [:]
        for commit in steps.reversed() { composed = RenameChain.compose(composed, byCommit[commit] ?? [:]) }
        if to == nil { composed = RenameChain.compose(composed, (try? repository.renames(from: head, to: nil)) ?? [:]) }
        return composed
    }

    /// Each commit's moves along the first-parent line of `head`. In a full clone,
    /// git's walk; in a shallow one, the line continues through recorded commits and
    /// each commit git cannot compare with its parent takes its recorded moves.
    static func alongFirstParent(
        of head: String, repository: GitRepository, store: SQLiteHistoryStore
    ) -> [String: [String: String]] {
        if (try? repository.isShallow()) == false, let walked = try? repository.renamesAlongFirstParent(of: head) {
            return walked
        }
        guard let line = try? RecordedRevisions.firstParentLine(from: head, repository: repository, store: store)
        else { return [:] }
        return perCommit(of: line, count: line.count, repository: repository, store: store)
            .filter { !$0.value.isEmpty }
    }

    /// The moves of the first `count` commits of a first-parent `line` (newest first)
    /// against their first parents, the commits that follow each on the line: git's
    /// where it has both commits' objects, else recorded; absent when neither knows.
    private static func perCommit(
        of line: [String], count: Int, repository: GitRepository, store: SQLiteHistoryStore
    ) -> [String: [String: String]] {
        var pairs: [(commit: String, firstParent: String)] = []
        for index in 0..<count {
            if index + 1 < line.count {
                pairs.append((line[index], line[index + 1]))
            } else if let parent = RecordedRevisions.parents(of: line[index], repository: repository, store: store)?
                .first
            {
                pairs.append((line[index], parent))
            }
        }
        var renames = (try? repository.renamesAgainstFirstParent(of: pairs)) ?? [:]
        let missing = line.prefix(count).filter { renames[$0] == nil }
        if !missing.isEmpty, let recorded = try? store.recordedRenames(of: Array(missing)) {
            renames.merge(recorded) { found, _ in found }
        }
        return renames
    }
}
