import ArchHistCore

/// The history's view of a git repository: commits and their files read from git
/// objects, never checked out, through one shared `git cat-file --batch`.
public final class GitCommitReader: CommitReader {
    public let repository: GitRepository
    private let reader: SharedBlobReader

    public init(repository: GitRepository) {
        self.repository = repository
        self.reader = SharedBlobReader(repository: repository.root)
    }

    public func commit(_ sha: String) throws -> Commit {
        try repository.commit(sha)
    }

    public func files(of commit: Commit) throws -> [TreeFile] {
        let tree = try CommitTree(repository: repository, commit: commit.sha, blobs: reader)
        return tree.paths().compactMap { path in tree.contentID(of: path).map { TreeFile(path: path, oid: $0) } }
    }

    public func blobs(_ oids: [String]) throws -> [[UInt8]] {
        try reader.read(oids)
    }
}
