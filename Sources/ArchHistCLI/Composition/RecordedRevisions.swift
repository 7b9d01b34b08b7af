import ArchHistCore
import ArchHistGit
import ArchHistStore

/// Commits that git cannot name or walk here because their objects are absent (a
/// shallow clone) but whose runs the database holds (pulled with `archhist pull`):
/// recorded history names them and knows their parents.
enum RecordedRevisions {
    /// The commit `revision` names in recorded history: a recorded commit's sha or
    /// unique prefix, or one reached from a commit by `~n`, `^` and `^n`; nil when
    /// the history does not say.
    static func resolve(_ revision: String, repository: GitRepository, store: SQLiteHistoryStore) -> String? {
        let operators = revision.firstIndex { $0 == "~" || $0 == "^" } ?? revision.endIndex
        let base = String(revision[..<operators])
        var sha: String
        if let found = try? repository.resolve(base) {
            sha = found
        } else if let recorded = try? store.recordedCommits(matching: base), recorded.count == 1 {
            sha = recorded[0]
        } else {
            return nil
        }
        var rest = revision[operators...]
        while let op = rest.first {
            rest = rest.dropFirst()
            let digits = rest.prefix { $0.isNumber }
            rest = rest.dropFirst(digits.count)
            guard let count = digits.isEmpty ? 1 : Int(digits) else { return nil }
            if op == "~" {
                for _ in 0..<count {
                    guard let parent = parents(of: sha, repository: repository, store: store)?.first else { return nil }
                    sha = parent
                }
            } else if count > 0 {
                guard let parents = parents(of: sha, repository: repository, store: store), parents.count >= count
                else { return nil }
                sha = parents[count - 1]
            }
        }
        return sha
    }

    /// A revision neither git nor recorded history names; in a shallow clone, the
    /// message adds that history recorded elsewhere names old commits once pulled.
    static func unresolved(_ error: GitError) -> CLIError {
        guard case .unknownRevisionInShallowClone = error else { return .input(error.description) }
        return .input(
            error.description + "; or, when CI records history, `archhist pull` it first: recorded commits are "
                + "then known without their objects")
    }

    /// A commit's parents, from its run, else from its git object.
    static func parents(of sha: String, repository: GitRepository, store: SQLiteHistoryStore) -> [String]? {
        if let recorded = try? store.recordedParents(of: sha) { return recorded }
        return (try? repository.parentsInObject(of: sha)) ?? nil
    }

    /// The first-parent line from `sha`, newest first, as `firstParentLine(from:repository:store:)`
    /// gives it, read from `runs` (every recorded run) as far as the line's commits are
    /// recorded with their parents: a line backfilled whole starts no git process but
    /// for its root. Git walks on from the first commit that is not recorded, or was
    /// recorded without parents (a root, or a shallow clone's boundary then).
    static func firstParentLine(
        from sha: String, runs: [RunSummary], repository: GitRepository, store: SQLiteHistoryStore
    ) throws -> [String] {
        var firstParents: [String: String] = [:]
        firstParents.reserveCapacity(runs.count)
        for run in runs {
            if let parent = run.firstParent { firstParents[run.commit] = parent }
        }
        var line: [String] = []
        var seen = Set<String>()
        var current = sha
        while let parent = firstParents[current], seen.insert(current).inserted {
            line.append(current)
            current = parent
        }
        if line.isEmpty { return try firstParentLine(from: sha, repository: repository, store: store) }
        guard !seen.contains(current) else { return line }
        do {
            return line + (try firstParentLine(from: current, repository: repository, store: store))
        } catch {
            // A recorded commit's parent that neither git nor the history knows (pulled
            // runs in a shallow clone) ends the line, as it does when git walks it.
            return line + [current]
        }
    }

    /// The first-parent line from `sha`, newest first, as git walks it, continued past
    /// a shallow clone's boundary through recorded commits (from a recorded commit git
    /// lacks, through them alone): it stops at the first commit whose parents neither
    /// git nor the history knows.
    static func firstParentLine(from sha: String, repository: GitRepository, store: SQLiteHistoryStore) throws
        -> [String]
    {
        var line: [String]
        do {
            line = try repository.firstParentLine(from: sha, maxCount: nil)
        } catch {
            guard (try? store.recordedParents(of: sha)) != nil else { throw error }
            line = [sha]
        }
        guard let last = line.last, line == [sha] || (try? repository.isShallow()) == true else { return line }
        var seen = Set(line)
        var current = last
        while let parent = parents(of: current, repository: repository, store: store)?.first,
            seen.insert(parent).inserted
        {
            line.append(parent)
            current = parent
        }
        return line
    }
}
