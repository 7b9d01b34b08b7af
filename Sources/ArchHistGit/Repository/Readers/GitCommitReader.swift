import ArchHistCore

/// The history's view of a git repository: commits and their files read from git
/// objects, never checked out, through one shared `git cat-file --batch`.
///
/// Made for walking many commits in turn: a commit's metadata comes from its
/// object, and its listing reads only the folders that changed since the
/// commits listed before it (see ``TreeLister``), so a commit costs a few
/// exchanges with the running git instead of new git processes. What the
/// objects cannot answer the way `git log` and `git ls-tree` would is asked of
/// them, so values and errors are theirs.
///
/// Not thread-safe: one commit at a time.
public final class GitCommitReader: CommitReader {
    public let repository: GitRepository
    private let reader: SharedBlobReader
    private let lister: TreeLister
    /// Read on the first commit asked for.
    private var rewrittenParents: RewrittenParents?

    public init(repository: GitRepository) {
        self.repository = repository
        self.reader = SharedBlobReader(repository: repository.root)
        self.lister = TreeLister(objects: reader)
    }

    /// The metadata of commit `sha`, as ``GitRepository/commit(_:)`` gives it.
    public func commit(_ sha: String) throws -> Commit {
        if GitObjectID.isFullObjectID(sha), let parsed = parsedCommit(sha.lowercased()) { return parsed }
        return try repository.commit(sha)
    }

    public func files(of commit: Commit) throws -> [TreeFile] {
        // A full sha is taken as is (a history walk already has them); anything else is resolved.
        let sha = GitObjectID.isFullObjectID(commit.sha) ? commit.sha.lowercased() : try repository.resolve(commit.sha)
        let listing = try repository.listing(of: sha, lister: lister)
        return try SymbolicLinks.files(of: listing.entries, reader: reader)
    }

    public func blobs(_ oids: [String]) throws -> [[UInt8]] {
        try reader.read(oids)
    }

    /// The commit parsed from its object; nil when `git log` must answer:
    /// the object is missing or no commit (its error is `git log`'s to
    /// report), its parents are rewritten, or it is unusual in ways
    /// ``CommitObject`` leaves to git.
    private func parsedCommit(_ sha: String) -> Commit? {
        if rewrittenParents == nil {
            rewrittenParents = (try? RewrittenParents.read(repository: repository.root)) ?? .unknown
        }
        if rewrittenParents?.contains(sha) == true { return nil }
        guard let object = try? reader.object(sha), object.kind == .commit, object.id == sha,
            let parsed = CommitObject(contents: object.contents, idLength: sha.utf8.count)
        else { return nil }
        return parsed.commit(sha)
    }
}
