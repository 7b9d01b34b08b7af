import ArchHistCore

/// One commit's metadata, as `git log` reports it: the core's `Commit`, read from git.
public typealias CommitInfo = Commit

extension Commit {
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
