import ArchHistCore
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The files of a folder on disk. Inside a git repository the listing is git's
/// (tracked and untracked files, minus what .gitignore ignores), so build output
/// and vendored checkouts stay out; elsewhere every file below the folder.
public struct WorkingTree: SourceTree {
    public let root: String

    public init(root: String) {
        self.root = root
    }

    public func paths() throws -> [String] {
        if let listed = try? gitListing() { return listed }
        return try walk()
    }

    public func contents(of path: String) throws -> [UInt8] {
        let url = URL(fileURLWithPath: root).appendingPathComponent(path)
        do {
            return [UInt8](try Data(contentsOf: url, options: .mappedIfSafe))
        } catch {
            throw WorkingTreeError.unreadable(path: path, reason: error.localizedDescription)
        }
    }

    private func gitListing() throws -> [String]? {
        let output = try GitProcess.run(["ls-files", "-z", "--cached", "--others", "--exclude-standard"], in: root)
        guard output.status == 0 else { return nil }
        let manager = FileManager.default
        let realRoot = WorkingTree.realPath(root) ?? root
        return output.stdout.split(separator: 0).compactMap { bytes in
            let path = String(decoding: bytes, as: UTF8.self)
            guard path.hasSuffix(".swift") || path.hasSuffix(".pbxproj") || path.hasSuffix(".xcworkspacedata") else {
                return path
            }
            // The index still lists files deleted from the working tree.
            guard manager.fileExists(atPath: root + "/" + path) else { return nil }
            return WorkingTree.leadsToAFileOf(realRoot, root + "/" + path) ? path : nil
        }
    }

    /// A path that is a file of the tree, or a link to one, as `record` reads a commit:
    /// a link out of the tree (to `/etc/passwd`), to a folder or dangling is no file.
    static func leadsToAFileOf(_ realRoot: String, _ path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0 else { return false }
        guard (info.st_mode & S_IFMT) == S_IFLNK else { return (info.st_mode & S_IFMT) == S_IFREG }
        guard let target = realPath(path), target.hasPrefix(realRoot + "/") else { return false }
        var resolved = stat()
        return stat(target, &resolved) == 0 && (resolved.st_mode & S_IFMT) == S_IFREG
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Every regular file below the root, with readdir(3): the URL-based enumerator
    /// costs a resource lookup per file. Hidden entries and build folders are skipped.
    private func walk() throws -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue else {
            throw WorkingTreeError.notAFolder(root)
        }
        let realRoot = WorkingTree.realPath(root) ?? root
        var paths: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            guard let folder = opendir(relative.isEmpty ? root : root + "/" + relative) else { continue }
            defer { closedir(folder) }
            while let entry = readdir(folder) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard !name.hasPrefix(".") else { continue }
                let path = relative.isEmpty ? name : relative + "/" + name
                var type = Int32(entry.pointee.d_type)
                let isLink = type == Int32(DT_LNK)
                if type == Int32(DT_UNKNOWN) || isLink {
                    var info = stat()
                    guard stat(root + "/" + path, &info) == 0 else { continue }
                    type =
                        (info.st_mode & S_IFMT) == S_IFDIR
                        ? Int32(DT_DIR) : ((info.st_mode & S_IFMT) == S_IFREG ? Int32(DT_REG) : 0)
                    // A linked file is read through its link when it stays in the tree; a
                    // linked folder is not entered, so a link to a parent cannot loop.
                    if isLink && type == Int32(DT_DIR) { continue }
                    if isLink && !WorkingTree.leadsToAFileOf(realRoot, root + "/" + path) { continue }
                }
                if type == Int32(DT_DIR) {
                    if !TreeFilter.isSkipped(path + "/x") { pending.append(path) }
                } else if type == Int32(DT_REG) {
                    paths.append(path)
                }
            }
        }
        return paths.sorted()
    }
}

public enum WorkingTreeError: Error, Sendable, CustomStringConvertible {
    case notAFolder(String)
    case unreadable(path: String, reason: String)

    public var description: String {
        switch self {
        case .notAFolder(let root):
            return "\(root) is not a folder archhist can read: pass the root of a Swift codebase"
        case .unreadable(let path, let reason): return "cannot read \(path): \(reason)"
        }
    }
}
