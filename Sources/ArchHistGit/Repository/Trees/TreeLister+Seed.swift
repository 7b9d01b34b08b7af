extension TreeLister {
    /// Whether no folder is cached: the next listing would read every tree object.
    var isEmpty: Bool { folders.isEmpty }

    /// The listing that `output`, what `git ls-tree -r -t -z --full-tree` printed for
    /// a tree, describes, with each of its folders cached as reading their tree
    /// objects would have cached them. One git process lists a whole tree several
    /// times faster than reading its folders a level at a time, which is what a
    /// lister with nothing cached (the first commit a process lists) would do.
    /// Nil when the output is not what that command prints.
    func seed(lsTreeOutput output: [UInt8]) -> TreeListing? {
        generation += 1
        // Git lists a folder's entry just before its contents, so the folders being
        // read form a stack: the top is the folder of the entry at hand.
        var stack = [OpenFolder(raw: output[0..<0], path: "", id: "")]
        var start = 0
        while start < output.count {
            let end = output[start...].firstIndex(of: 0) ?? output.count
            guard let record = SeedRecord(output[start..<end]) else { return nil }
            start = end + 1
            let parent = record.parentPath
            while !stack[stack.count - 1].raw.elementsEqual(parent) {
                guard stack.count > 1 else { return nil }
                close(&stack)
            }
            let path = String(decoding: record.path, as: UTF8.self)
            switch record.kind {
            case .folder:
                stack.append(OpenFolder(raw: record.path, path: path, id: record.id))
            case .submodule:
                stack[stack.count - 1].submodules += 1
            case .file, .executable, .symbolicLink:
                stack[stack.count - 1].files.append(TreeEntry(path: path, mode: record.kind.mode, oid: record.id))
                stack[stack.count - 1].fileCount += 1
            }
        }
        while stack.count > 1 { close(&stack) }
        // The top folder is not cached: its id is not in the output, and the next
        // commit's differs anyway.
        return listing(from: stack[0].folder)
    }

    /// Ends the folder on top of the stack: cached, and placed among its parent's files.
    private func close(_ stack: inout [OpenFolder]) {
        let open = stack.removeLast()
        let key = FolderKey(path: open.path, id: open.id)
        let folder = folders[key] ?? open.folder
        folders[key] = folder
        stack[stack.count - 1].subfolders.append((stack[stack.count - 1].files.count, folder))
        stack[stack.count - 1].fileCount += folder.fileCount
    }
}

/// A folder whose entries are still being read.
private struct OpenFolder {
    /// The path as git printed it, to compare entries' parents with byte for byte.
    let raw: ArraySlice<UInt8>
    let path: String
    let id: String
    var files: [TreeEntry] = []
    var subfolders: [(position: Int, folder: Folder)] = []
    var submodules = 0
    var fileCount = 0

    var folder: Folder { Folder(files: files, subfolders: subfolders, submodules: submodules, fileCount: fileCount) }
}

/// One record of `git ls-tree -z`: `<mode> SP <type> SP <id> TAB <path>`.
private struct SeedRecord {
    let kind: TreeObject.Kind
    let id: String
    let path: ArraySlice<UInt8>

    init?(_ record: ArraySlice<UInt8>) {
        // Read in place: a large tree has tens of thousands of records.
        var index = record.startIndex
        var mode: UInt32 = 0
        while index < record.endIndex, record[index] != UInt8(ascii: " ") {
            let digit = record[index] &- UInt8(ascii: "0")
            guard digit < 8 else { return nil }
            mode = mode &* 8 &+ UInt32(digit)
            index += 1
        }
        guard index > record.startIndex, index < record.endIndex,
            let typeEnd = record[(index + 1)...].firstIndex(of: UInt8(ascii: " ")),
            let tab = record[(typeEnd + 1)...].firstIndex(of: UInt8(ascii: "\t")), tab > typeEnd + 1,
            tab + 1 < record.endIndex
        else { return nil }
        // The type follows from the mode, as it does when a tree object is read.
        kind = TreeObject.Kind(mode: mode)
        id = String(decoding: record[(typeEnd + 1)..<tab], as: UTF8.self)
        path = record[(tab + 1)...]
    }

    /// The folder the entry sits in: empty for the top folder.
    var parentPath: ArraySlice<UInt8> {
        guard let slash = path.lastIndex(of: UInt8(ascii: "/")) else { return path[path.startIndex..<path.startIndex] }
        return path[..<slash]
    }
}
