import ArchHistCore
import ArchHistSupport

/// A git history made of files given as text, for the recording use cases without
/// git: each commit's tree maps paths to contents, a blob's id is the SHA-1 of its
/// contents (so equal contents share a blob, as in git), and every blob read is
/// counted. Each test makes its own.
public final class ScriptedCommits: CommitReader {
    /// Each commit's files: path to contents.
    public var trees: [String: [String: String]] = [:]
    /// Each commit's first parent, if any.
    public var parents: [String: String] = [:]
    /// Every blob read, in order.
    public private(set) var blobReads: [String] = []
    /// The contents of every blob a listing has named.
    private var contents: [String: [UInt8]] = [:]

    public init() {}

    /// The id of the blob holding `text`.
    public static func oid(_ text: String) -> String {
        SHA1.hex(Array(text.utf8))
    }

    public func commit(_ sha: String) throws -> Commit {
        Commit(
            sha: sha, tree: "t-" + sha, parents: parents[sha].map { [$0] } ?? [], authorTime: 0, commitTime: 0,
            subject: "commit \(sha)")
    }

    /// In path order, as git lists a tree.
    public func files(of commit: Commit) throws -> [TreeFile] {
        (trees[commit.sha] ?? [:]).sorted { $0.key < $1.key }.map { path, text in
            let oid = Self.oid(text)
            if contents[oid] == nil { contents[oid] = Array(text.utf8) }
            return TreeFile(path: path, oid: oid)
        }
    }

    /// A blob no listing named reads as empty.
    public func blobs(_ oids: [String]) throws -> [[UInt8]] {
        blobReads += oids
        return oids.map { contents[$0] ?? [] }
    }
}
