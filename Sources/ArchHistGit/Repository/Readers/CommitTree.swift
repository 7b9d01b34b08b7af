import ArchHistCore
import Foundation

/// A commit's tree as a ``SourceTree``: the listing read from git's tree
/// objects (see ``GitRepository/tree(of:)`` for what it holds), contents from
/// git objects through a ``SharedBlobReader``. Nothing is checked out.
///
/// Symbolic links are followed inside the tree, as reading a checkout would:
/// a link to a file of the same commit lists under the link's path with the
/// target's contents; links that lead elsewhere (outside the tree, to a
/// folder, dangling, in a loop) are left out of ``paths()``.
public struct CommitTree: SourceTree {
    /// The commit's full sha.
    public let commit: String
    /// Every file of the tree as git lists it, symbolic links included.
    public let entries: [TreeEntry]
    /// How many submodules the tree has (they are not read).
    public let skippedSubmodules: Int
    /// Path -> the blob holding its contents (for links, the target's blob).
    private let contentIDs: [String: String]
    private let listed: [String]
    private let blobs: SharedBlobReader

    /// Lists `commit`'s tree (any revision naming a commit). `blobs` lets many
    /// trees share one reader; by default the tree gets its own.
    public init(repository: GitRepository, commit: String, blobs: SharedBlobReader? = nil) throws(GitError) {
        // A full sha is taken as is (a history walk already has them); anything else is resolved.
        let sha = GitObjectID.isFullObjectID(commit) ? commit.lowercased() : try repository.resolve(commit)
        let reader = blobs ?? SharedBlobReader(repository: repository.root)
        let listing = try repository.listing(of: sha, lister: TreeLister(objects: reader))
        self.commit = sha
        self.entries = listing.entries
        self.skippedSubmodules = listing.skippedSubmodules
        self.blobs = reader

        let files = try SymbolicLinks.files(of: listing.entries, reader: reader)
        var ids: [String: String] = [:]
        ids.reserveCapacity(files.count)
        for file in files { ids[file.path] = file.oid }
        self.contentIDs = ids
        self.listed = files.map(\.path)
    }

    public func paths() -> [String] {
        listed
    }

    public func contents(of path: String) throws -> [UInt8] {
        guard let oid = contentIDs[path] else { throw GitError.pathNotInCommit(path: path, commit: commit) }
        return try blobs.read(oid)
    }

    /// The contents of many paths in one pipelined exchange with git: faster
    /// than ``contents(of:)`` path by path when a whole tree is read.
    public func contents(of paths: [String]) throws -> [[UInt8]] {
        var oids: [String] = []
        oids.reserveCapacity(paths.count)
        for path in paths {
            guard let oid = contentIDs[path] else { throw GitError.pathNotInCommit(path: path, commit: commit) }
            oids.append(oid)
        }
        return try blobs.read(oids)
    }

    /// The id of the blob whose bytes ``contents(of:)`` returns for `path`:
    /// equal ids, equal contents, across commits and with
    /// ``GitObjectID/blob(_:)`` of a working-tree file.
    public func contentID(of path: String) -> String? {
        contentIDs[path]
    }
}
