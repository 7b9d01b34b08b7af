/// Lists trees by reading tree objects through the long-running
/// `git cat-file --batch` of a ``SharedBlobReader``, instead of starting
/// `git ls-tree -r` for every commit, and keeps the folders it has read.
///
/// Consecutive commits of a history share most of their folders: a folder's
/// listing depends only on its path and its tree id, so a folder met again
/// under the same path with the same id is taken from the cache, and a commit
/// reads only the folders that changed since the commits listed before it. The
/// cache holds the folders of the last two listings (so alternating between
/// two commits costs nothing either); older ones are dropped.
///
/// Not thread-safe: one listing at a time (deliberately not `Sendable`).
final class TreeLister {
    private let objects: SharedBlobReader
    var folders: [FolderKey: Folder] = [:]
    /// Counts listings, to tell which folders recent listings used.
    var generation = 0

    init(objects: SharedBlobReader) {
        self.objects = objects
    }

    /// The listing of `treeish` (a commit, tree or tag id, or any name git
    /// resolves), the same as `git ls-tree -r --full-tree` gives. Nil when
    /// the objects cannot be read as a well-formed tree (an object missing or
    /// of the wrong kind, a damaged tree, git failing): the caller then asks
    /// `git ls-tree`, which reports the problem in its own words.
    func listing(of treeish: String) -> TreeListing? {
        generation += 1
        guard let root = try? objects.object(treeish + "^{tree}"), root.kind == .tree, let top = folder(root) else {
            return nil
        }
        return listing(from: top)
    }

    /// The files of `top` and everything below it, in git's order; then the
    /// folders this listing and the one before did not use are dropped.
    func listing(from top: Folder) -> TreeListing {
        var entries: [TreeEntry] = []
        entries.reserveCapacity(top.fileCount)
        var submodules = 0
        collect(top, into: &entries, submodules: &submodules)
        evictUnused()
        return TreeListing(entries: entries, skippedSubmodules: submodules)
    }

    /// How many folders the cache holds (for tests).
    var cachedFolders: Int { folders.count }

    // MARK: - Reading

    /// The top folder of `root` (a tree object just read) with everything
    /// below it, from the cache where possible. Missing folders are read a
    /// level at a time, each level in one pipelined exchange with git.
    private func folder(_ root: GitObject) -> Folder? {
        let key = FolderKey(path: "", id: root.id)
        if let cached = folders[key] { return cached }
        // Ids in trees are raw bytes, half as many as the hex digits git prints.
        let idLength = root.id.utf8.count / 2
        guard let rootTree = TreeObject(contents: root.contents, idLength: idLength) else { return nil }
        var parsed: [FolderKey: TreeObject] = [key: rootTree]
        var level = uncachedSubfolders(of: rootTree, at: key.path, excluding: parsed)
        while !level.isEmpty {
            guard let answers = try? objects.objects(level.map(\.id)) else { return nil }
            for (folderKey, answer) in zip(level, answers) {
                // A folder entry must name a tree; anything else is a damaged tree.
                guard answer.kind == .tree, answer.id == folderKey.id,
                    let tree = TreeObject(contents: answer.contents, idLength: idLength)
                else { return nil }
                parsed[folderKey] = tree
            }
            var next: [FolderKey] = []
            for folderKey in level {
                next += uncachedSubfolders(of: parsed[folderKey]!, at: folderKey.path, excluding: parsed)
            }
            level = Self.unique(next)
        }
        return build(key, from: parsed)
    }

    /// Subfolders of `tree` (at `path`) that are neither cached nor already read.
    private func uncachedSubfolders(of tree: TreeObject, at path: String, excluding parsed: [FolderKey: TreeObject])
        -> [FolderKey]
    {
        var missing: [FolderKey] = []
        // By index: most entries are files, and looking at their kind in place copies nothing.
        for index in tree.entries.indices where tree.entries[index].kind == .folder {
            let entry = tree.entries[index]
            let key = FolderKey(path: Self.join(path, entry.name), id: entry.id)
            if folders[key] == nil, parsed[key] == nil { missing.append(key) }
        }
        return Self.unique(missing)
    }

    /// Turns read tree objects into folders, bottom up, and caches them.
    private func build(_ key: FolderKey, from parsed: [FolderKey: TreeObject]) -> Folder {
        if let cached = folders[key] { return cached }
        let tree = parsed[key]!
        var files: [TreeEntry] = []
        var subfolders: [(position: Int, folder: Folder)] = []
        var submodules = 0
        var fileCount = 0
        for entry in tree.entries {
            switch entry.kind {
            case .file, .executable, .symbolicLink:
                files.append(TreeEntry(path: Self.join(key.path, entry.name), mode: entry.kind.mode, oid: entry.id))
                fileCount += 1
            case .folder:
                let child = build(FolderKey(path: Self.join(key.path, entry.name), id: entry.id), from: parsed)
                subfolders.append((files.count, child))
                fileCount += child.fileCount
            case .submodule:
                submodules += 1
            }
        }
        let folder = Folder(files: files, subfolders: subfolders, submodules: submodules, fileCount: fileCount)
        folders[key] = folder
        return folder
    }

    // MARK: - Listing and eviction

    /// Appends `folder`'s files in git's order (each subfolder's files where
    /// the subfolder stands) and marks every folder on the way as used now.
    private func collect(_ folder: Folder, into entries: inout [TreeEntry], submodules: inout Int) {
        folder.lastUsed = generation
        submodules += folder.submodules
        var next = 0
        for (position, subfolder) in folder.subfolders {
            entries.append(contentsOf: folder.files[next..<position])
            next = position
            collect(subfolder, into: &entries, submodules: &submodules)
        }
        entries.append(contentsOf: folder.files[next...])
    }

    /// Drops the folders neither this listing nor the one before used.
    private func evictUnused() {
        let oldest = generation - 1
        let unused = folders.compactMap { $0.value.lastUsed < oldest ? $0.key : nil }
        for key in unused { folders[key] = nil }
    }

    // MARK: - Helpers

    /// `path/name`, built in one allocation (a large tree joins thousands).
    private static func join(_ path: String, _ name: String) -> String {
        if path.isEmpty { return name }
        var joined = ""
        joined.reserveCapacity(path.utf8.count + 1 + name.utf8.count)
        joined += path
        joined += "/"
        joined += name
        return joined
    }

    private static func unique(_ keys: [FolderKey]) -> [FolderKey] {
        var seen = Set<FolderKey>()
        return keys.filter { seen.insert($0).inserted }
    }
}

/// A folder as a commit has it: its path and its tree id determine its listing.
struct FolderKey: Hashable {
    let path: String
    let id: String
}

/// A folder's own files with full paths, in git's order, and its subfolders
/// with the place among the files where each one's files belong.
final class Folder {
    let files: [TreeEntry]
    /// `position`: how many of `files` come before the subfolder's files.
    let subfolders: [(position: Int, folder: Folder)]
    let submodules: Int
    /// Files here and below.
    let fileCount: Int
    /// The listing that last used this folder.
    var lastUsed = 0

    init(files: [TreeEntry], subfolders: [(position: Int, folder: Folder)], submodules: Int, fileCount: Int) {
        self.files = files
        self.subfolders = subfolders
        self.submodules = submodules
        self.fileCount = fileCount
    }
}
