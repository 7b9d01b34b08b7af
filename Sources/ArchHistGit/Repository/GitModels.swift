/// One commit's metadata, as `git log` reports it.
public struct CommitInfo: Sendable, Hashable {
    /// The full object id (40 hex digits; 64 in a SHA-256 repository).
    public var sha: String
    /// The commit's root tree.
    public var tree: String
    /// Parent commits in order, first parent first; empty for a root commit
    /// (and for the boundary commit of a shallow clone).
    public var parents: [String]
    /// Author date, unix seconds.
    public var authorTime: Int64
    /// Committer date, unix seconds.
    public var commitTime: Int64
    /// The subject: the title paragraph of the message, lines joined with spaces.
    public var subject: String

    public init(sha: String, tree: String, parents: [String], authorTime: Int64, commitTime: Int64, subject: String) {
        self.sha = sha
        self.tree = tree
        self.parents = parents
        self.authorTime = authorTime
        self.commitTime = commitTime
        self.subject = subject
    }

    public var isMerge: Bool { parents.count > 1 }
}

/// A file of a commit's tree: a blob (mode 100644, 100755) or a symbolic link
/// (mode 120000, whose blob is the link target). Submodules are never entries.
public struct TreeEntry: Sendable, Hashable {
    /// Repository-relative, `/`-separated; any name git stores survives
    /// (spaces, tabs, newlines, quotes), bytes that are not UTF-8 become U+FFFD.
    public var path: String
    /// The octal mode as git prints it, e.g. "100644".
    public var mode: String
    /// The blob's object id.
    public var oid: String

    public init(path: String, mode: String, oid: String) {
        self.path = path
        self.mode = mode
        self.oid = oid
    }

    public var isSymbolicLink: Bool { mode == "120000" }
    public var isExecutable: Bool { mode == "100755" }
}
