/// A commit as history knows it: keyed by SHA, with its parents, so queries follow
/// the first-parent line of a branch rather than wall-clock order.
public struct Commit: Sendable, Hashable {
    public var sha: String
    public var tree: String
    /// First parent first.
    public var parents: [String]
    public var authorTime: Int64
    public var commitTime: Int64
    public var subject: String

    public init(sha: String, tree: String, parents: [String], authorTime: Int64, commitTime: Int64, subject: String) {
        self.sha = sha
        self.tree = tree
        self.parents = parents
        self.authorTime = authorTime
        self.commitTime = commitTime
        self.subject = subject
    }
}

/// A file of a commit's tree: its path and its content id.
public struct TreeFile: Sendable, Hashable {
    public var path: String
    public var oid: String

    public init(path: String, oid: String) {
        self.path = path
        self.oid = oid
    }
}

/// What identifies a run: the same key recorded twice is the same run.
public struct RunKey: Sendable, Hashable {
    public var commit: String
    public var specDigest: String
    public var analyzerVersion: String

    public init(commit: String, specDigest: String, analyzerVersion: String) {
        self.commit = commit
        self.specDigest = specDigest
        self.analyzerVersion = analyzerVersion
    }
}
