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
        if let found = try? repository.renames(from: from, to: to) { return found }
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
