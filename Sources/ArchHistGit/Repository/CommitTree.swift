import ArchHistCore
import Foundation

/// A commit's tree as a ``SourceTree``: the listing from
/// ``GitRepository/tree(of:)``, contents from git objects through a
/// ``SharedBlobReader``. Nothing is checked out.
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
        let (entries, skipped) = try repository.tree(of: sha)
        let reader = blobs ?? SharedBlobReader(repository: repository.root)
        self.commit = sha
        self.entries = entries
        self.skippedSubmodules = skipped
        self.blobs = reader

        var byPath: [String: TreeEntry] = [:]
        byPath.reserveCapacity(entries.count)
        for entry in entries { byPath[entry.path] = entry }
        var ids: [String: String] = [:]
        ids.reserveCapacity(entries.count)
        var listed: [String] = []
        listed.reserveCapacity(entries.count)
        for entry in entries {
            if entry.isSymbolicLink {
                guard let target = try Self.follow(entry, in: byPath, reader: reader) else { continue }
                ids[entry.path] = target
            } else {
                ids[entry.path] = entry.oid
            }
            listed.append(entry.path)
        }
        self.contentIDs = ids
        self.listed = listed
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

    /// The blob a symbolic link leads to within the tree, or nil.
    private static func follow(
        _ link: TreeEntry, in byPath: [String: TreeEntry], reader: SharedBlobReader
    ) throws(GitError) -> String? {
        var current = link
        for _ in 0..<16 {
            let target = String(decoding: try reader.read(current.oid), as: UTF8.self)
            guard let path = resolve(target, from: current.path), let next = byPath[path] else { return nil }
            if !next.isSymbolicLink { return next.oid }
            current = next
        }
        return nil
    }

    /// `target` taken relative to the folder of `linkPath`, normalised; nil
    /// for absolute targets and ones that climb out of the tree.
    static func resolve(_ target: String, from linkPath: String) -> String? {
        if target.hasPrefix("/") || target.isEmpty { return nil }
        var parts = linkPath.split(separator: "/", omittingEmptySubsequences: true).dropLast().map(String.init)
        for part in target.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                if parts.isEmpty { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: "/")
    }
}
