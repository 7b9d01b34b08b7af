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
    /// The blob id of each of these paths of notes commit `commit`'s tree that is a
    /// blob, by path; looked up path by path, without listing the tree, so that the
    /// cost follows the paths asked, not the notes the tree holds.
    func lookup(_ paths: [String], in commit: String) throws -> [String: String]
    /// How many commits the notes ref's own history has from `commit`, counted up to
    /// `limit` at most.
    func historyLength(of commit: String, upTo limit: Int) throws -> Int
    /// A notes commit with `commit`'s tree and no parent: the ref's history in one.
    func compacted(_ commit: String, message: String) throws -> String
    /// Pushes `commit`, which need not descend from the remote's ref, provided the
    /// remote's ref is still `expected` (nil: absent); false when it moved.
    func replace(_ expected: String?, with commit: String) throws -> Bool
}

extension NotesRemote {
    /// From the whole listing: for remotes whose trees are small (tests, memory).
    public func lookup(_ paths: [String], in commit: String) throws -> [String: String] {
        let listed = try listing(of: commit)
        var found: [String: String] = [:]
        for path in paths { found[path] = listed[path] }
        return found
    }
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
