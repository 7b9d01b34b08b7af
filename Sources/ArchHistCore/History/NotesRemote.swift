/// Where history travels: a notes ref on a git remote, reached through the user's own
/// git (its authentication, proxies and credential helpers). Implemented over git;
/// the store's sync decides what goes in it (`Schema/notes.md`).
///
/// A notes commit's tree is a set of files: one note per recorded commit, named by
/// the commit, and the content-addressed objects the notes point to.
public protocol NotesRemote {
    /// Fetches the remote's notes ref into a private local ref; returns its commit,
    /// or nil when the remote has no such ref yet.
    func fetch() throws -> String?
    /// Every file of the tree of notes commit `commit`, by path, with its blob id.
    func listing(of commit: String) throws -> [String: String]
    /// The contents of these blobs, in the order asked.
    func read(_ oids: [String]) throws -> [[UInt8]]
    /// The size in bytes of each of these blobs, in the order asked, as git's object
    /// headers give it: nothing of a blob is read, let alone inflated.
    func sizes(_ oids: [String]) throws -> [Int]
    /// Writes a notes commit whose tree is `base`'s with `files` added or replaced,
    /// and whose parents are `base` and `merging` (when given).
    func write(base: String?, merging: String?, files: [NotesFile], message: String) throws -> String
    /// Pushes `commit` to the remote's notes ref; false when the remote ref moved
    /// since it was fetched (a non-fast-forward push, rejected).
    func push(_ commit: String) throws -> Bool
    /// The local notes ref (what this clone last pushed or pulled), when there is one.
    func localNotes() throws -> String?
    /// Points the local notes ref at `commit`.
    func setLocalNotes(_ commit: String) throws
    /// Whether `ancestor` is `commit` or one of its ancestors.
    func isAncestor(_ ancestor: String, of commit: String) throws -> Bool
}

/// A file of a notes tree: its path and content.
public struct NotesFile: Sendable, Hashable {
    public var path: String
    public var content: [UInt8]

    public init(path: String, content: [UInt8]) {
        self.path = path
        self.content = content
    }
}
