/// Every file of a tree, whole repository, in git's order: what
/// `git ls-tree -r --full-tree` lists. Blobs and symbolic links are entries;
/// submodules (gitlinks) are not files, so they are only counted.
struct TreeListing: Sendable, Equatable {
    var entries: [TreeEntry]
    var skippedSubmodules: Int
}

extension GitRepository {
    /// `commit`'s listing: through `lister` when it can read the tree objects,
    /// else through `git ls-tree`, which says in its own words what is wrong
    /// (a missing object, an entry of the wrong kind, a damaged tree).
    ///
    /// A lister with nothing cached is seeded from one `git ls-tree -r -t` instead:
    /// the first commit a process lists comes in one answer rather than a level of
    /// folders at a time.
    func listing(of commit: String, lister: TreeLister) throws(GitError) -> TreeListing {
        if lister.isEmpty, let output = treeWithFolders(of: commit), let seeded = lister.seed(lsTreeOutput: output) {
            return seeded
        }
        if let listed = lister.listing(of: commit) { return listed }
        let (entries, skipped) = try tree(of: commit)
        return TreeListing(entries: entries, skippedSubmodules: skipped)
    }
}
