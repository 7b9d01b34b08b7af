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
    /// both commits; else, when `from` is on the first-parent line of `to` and every
    /// commit since has known moves, those composed; else the files whose content moved
    /// moved (unchanged, or edited) between `from`'s recorded run and `to` (see `recordedMoves`).
    static func between(
        _ from: String, _ to: String?, repository: GitRepository, store: SQLiteHistoryStore
    ) -> [String: String] {
        between(from, to, foundByGit: try? repository.renames(from: from, to: to), repository: repository, store: store)
    }

    /// The same, once git was asked: its answer, else what the history tells.
    static func between(
        _ from: String, _ to: String?, foundByGit found: [String: String]?, repository: GitRepository,
        store: SQLiteHistoryStore
    ) -> [String: String] {
        if let found { return found }
        guard let head = to ?? (try? repository.resolve("HEAD")) else { return [:] }
        var moves: [String: String]
        if let line = try? RecordedRevisions.firstParentLine(from: head, repository: repository, store: store),
            let stop = line.firstIndex(of: from),
            case let byCommit = perCommit(of: line, count: stop, repository: repository, store: store),
            line[..<stop].allSatisfy({ byCommit[$0] != nil })
        {
            moves = [:]
            for commit in line[..<stop].reversed() { moves = RenameChain.compose(moves, byCommit[commit] ?? [:]) }
        } else {
            moves = recordedMoves(from, head, repository: repository, store: store)
        }
        if to == nil { moves = RenameChain.compose(moves, (try? repository.renames(from: head, to: nil)) ?? [:]) }
        return moves
    }

    /// When neither git nor the notes know the moves in between (a pull request's merge
    /// commit in a depth-1 clone, against a base recorded elsewhere), what the recorded
    /// files still tell, as git's rename detection (`-M50%`) would: a Swift file gone
    /// from `from` whose content (its blob id) is that of exactly one Swift file new in
    /// `to` was moved; of the others, a gone file and a new one whose lines are at
    /// least 50% alike was moved and edited, judged from the sketch of the gone one's
    /// lines its run keeps and the new one's content (`SimilarMoves`). A gone file
    /// whose blob has no sketch (recorded before archhist kept them) is followed only
    /// when it moved unchanged.
    private static func recordedMoves(
        _ from: String, _ to: String, repository: GitRepository, store: SQLiteHistoryStore
    ) -> [String: String] {
        guard let old = try? store.recordedInputs(of: from)?.files else { return [:] }
        var new: [String: String] = [:]
        if let tree = try? repository.commitTree(to) {
            for path in tree.paths() where path.hasSuffix(".swift") { new[path] = tree.contentID(of: path) }
        } else if let recorded = try? store.recordedInputs(of: to)?.files {
            for file in recorded { new[file.path] = file.oid }
        } else {
            return [:]
        }
        let oldPaths = Dictionary(uniqueKeysWithValues: old.map { ($0.path, $0.oid) })
        var gone: [String: [String]] = [:]
        for (path, oid) in oldPaths where new[path] == nil && path.hasSuffix(".swift") {
            gone[oid, default: []].append(path)
        }
        var added: [String: [String]] = [:]
        for (path, oid) in new where oldPaths[path] == nil { added[oid, default: []].append(path) }
        var moves: [String: String] = [:]
        for (oid, paths) in gone where paths.count == 1 {
            if let targets = added[oid], targets.count == 1 { moves[paths[0]] = targets[0] }
        }
        let moved = Set(moves.values)
        let goneLeft = gone.flatMap { oid, paths in paths.filter { moves[$0] == nil }.map { ($0, oid) } }
        let addedLeft = added.flatMap { oid, paths in paths.filter { !moved.contains($0) }.map { ($0, oid) } }
        guard !goneLeft.isEmpty, !addedLeft.isEmpty else { return moves }
        let sketches = sketchesOf(
            gone: Set(goneLeft.map(\.1)), added: Set(addedLeft.map(\.1)), repository: repository, store: store)
        let before = Dictionary(goneLeft.compactMap { path, oid in sketches[oid].map { (path, $0) } }) { a, _ in a }
        let after = Dictionary(addedLeft.compactMap { path, oid in sketches[oid].map { (path, $0) } }) { a, _ in a }
        moves.merge(SimilarMoves.find(gone: before, added: after)) { exact, _ in exact }
        return moves
    }

    /// The sketches of these blobs' lines: those the database keeps, and those of the
    /// added blobs it lacks made from their content where git has it.
    private static func sketchesOf(
        gone: Set<String>, added: Set<String>, repository: GitRepository, store: SQLiteHistoryStore
    ) -> [String: LineSketch] {
        var sketches = (try? store.recordedSketches(of: Array(gone.union(added)))) ?? [:]
        let unsketched = added.filter { sketches[$0] == nil }
        guard !unsketched.isEmpty, let present = try? repository.presentObjects(Array(unsketched)), !present.isEmpty,
            let reader = try? BlobReader(repository: repository.root)
        else { return sketches }
        defer { reader.close() }
        let oids = present.sorted()
        if let contents = try? reader.read(oids) {
            for (oid, content) in zip(oids, contents) { sketches[oid] = LineSketch(content: content) }
        }
        return sketches
    }

    /// Each commit's moves along a line of runs (`HistoryLine.commits`, the commits of
    /// the first-parent line of `head`), as `alongFirstParent` gives them, read from the
    /// database when it keeps the moves of every commit of the line (`record` and
    /// `backfill` keep them): then no git process walks the line. A few commits without
    /// them (recorded by an older archhist) are asked of git one by one; more, and git
    /// walks the line as before.
    static func along(
        _ line: HistoryLine, head: String, repository: GitRepository, store: SQLiteHistoryStore
    ) -> [String: [String: String]] {
        // A start off the line (a tag on a release branch) is not a commit of head's line:
        // its own moves, against a parent off the line, are none of the line's.
        let offLine = line.start.flatMap { $0.branchPoint == nil ? nil : $0.commit }
        let commits = line.commits.filter { $0 != offLine }
        guard var renames = try? store.recordedRenames(of: commits) else {
            return alongFirstParent(of: head, repository: repository, store: store)
        }
        let missing = commits.filter { renames[$0] == nil }
        if missing.count > Self.askedOneByOne {
            return alongFirstParent(of: head, repository: repository, store: store)
        }
        if !missing.isEmpty {
            // Each commit of the line is followed by its first parent.
            let parents = Dictionary(zip(commits, commits.dropFirst()), uniquingKeysWith: { first, _ in first })
            renames.merge(foundByGit(missing, parents: parents, repository: repository, store: store)) { kept, _ in
                kept
            }
        }
        return renames.filter { !$0.value.isEmpty }
    }

    /// Commits without kept moves up to this many are compared with their first parents
    /// one by one (in one git process); a line with more is walked whole by git.
    private static let askedOneByOne = 64

    /// Keeps in the database the moves of each of these recorded commits that has none
    /// kept (`commit_renames`), as git finds them against the commit's first parent, so
    /// that the queries over history read them rather than ask git (`along`). `line`:
    /// the commits are the first-parent line of this commit, or part of it, which git
    /// then walks in one process. A commit git cannot compare with its parent (a
    /// shallow clone's boundary) keeps none: nobody knows its moves. Nothing here fails a
    /// recording: a commit without kept moves is asked of git by the queries.
    static func keep(
        for commits: [String], line: String?, repository: GitRepository, store: SQLiteHistoryStore
    ) {
        guard let kept = try? store.recordedRenames(of: commits) else { return }
        let missing = commits.filter { kept[$0] == nil }
        if missing.isEmpty { return }
        var found: [String: [String: String]]
        if let head = line, missing.count > askedOneByOne, (try? repository.isShallow()) == false,
            let walked = try? repository.renamesAlongFirstParent(of: head)
        {
            // Every commit of a full clone's line has its first parent on the line, or none.
            found = [:]
            for sha in missing { found[sha] = walked[sha] ?? [:] }
        } else {
            found = foundByGit(missing, repository: repository, store: store)
        }
        try? store.keepRenames(found)
    }

    /// What one commit moved against its first parent, as git finds it: none for a
    /// root commit; nil when git cannot compare the two (a shallow clone's boundary).
    /// Two git processes, and no database: asked while the commit is recorded.
    static func foundByGit(_ sha: String, repository: GitRepository) -> [String: String]? {
        guard let parents = (try? repository.parentsInObject(of: sha)) ?? nil else { return nil }
        guard let parent = parents.first else { return [:] }
        return try? repository.renames(from: parent, to: sha)
    }

    /// The moves of each of these commits against its first parent (from `parents`,
    /// else recorded, else read from its object), as git finds them; none for a root
    /// commit; absent for a commit git cannot compare with its parent.
    private static func foundByGit(
        _ commits: [String], parents known: [String: String] = [:], repository: GitRepository,
        store: SQLiteHistoryStore
    ) -> [String: [String: String]] {
        var pairs: [(commit: String, firstParent: String)] = []
        var roots: [String] = []
        for sha in commits {
            if let parent = known[sha] {
                pairs.append((sha, parent))
                continue
            }
            var parents = (try? store.recordedParents(of: sha)) ?? nil
            // A commit recorded without parents may be a shallow clone's boundary: its object says.
            if parents?.isEmpty ?? true { parents = (try? repository.parentsInObject(of: sha)) ?? nil }
            guard let parents else { continue }
            if let first = parents.first { pairs.append((sha, first)) } else { roots.append(sha) }
        }
        var found = (try? repository.renamesAgainstFirstParent(of: pairs)) ?? [:]
        for root in roots { found[root] = [:] }
        return found
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
