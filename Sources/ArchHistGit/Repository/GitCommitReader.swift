import ArchHistCore

/// The history's view of a git repository: commits and their files read from git
/// objects, never checked out, through one shared `git cat-file --batch`.
///
/// Made for walking many commits in turn: a commit's listing reads only the
/// folders that changed since the commits listed before it (see
/// ``TreeLister``), so it costs a few exchanges with the running git instead
/// of a new `git ls-tree`. What the objects cannot answer the way
/// `git ls-tree` would is asked of it, so listings and errors are its own.
///
/// Not thread-safe: one commit at a time.
public final class GitCommitReader: CommitReader {
    public let repository: GitRepository
    private let reader: SharedBlobReader
    private let lister: TreeLister

    public init(repository: GitRepository) {
        self.repository = repository
        self.reader = SharedBlobReader(repository: repository.root)
        self.lister = TreeLister(objects: reader)
    }

    public func commit(_ sha: String) throws -> Commit {
        try repository.commit(sha)
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
}
