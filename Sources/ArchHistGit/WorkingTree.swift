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
        try listing().paths
    }

    /// The files, and a note for each entry named like a Swift file or a manifest that
    /// is no file: a FIFO, a link that loops, leads nowhere or out of the tree, a folder.
    public func listing() throws -> (paths: [String], skipped: [String]) {
        var skipped = SkipNotes()
        let paths = try (try? gitListing(&skipped)) ?? walk(&skipped)
        return (paths, skipped.all)
    }

    public func contents(of path: String) throws -> [UInt8] {
        let url = URL(fileURLWithPath: root).appendingPathComponent(path)
        do {
            return [UInt8](try Data(contentsOf: url, options: .mappedIfSafe))
        } catch {
            throw WorkingTreeError.unreadable(path: path, reason: error.localizedDescription)
        }
    }

    private func gitListing(_ skipped: inout SkipNotes) throws -> [String]? {
        let output = try GitProcess.run(["ls-files", "-z", "--cached", "--others", "--exclude-standard"], in: root)
        guard output.status == 0 else { return nil }
        let realRoot = WorkingTree.realPath(root) ?? root
        var paths: [String] = []
        for bytes in output.stdout.split(separator: 0) {
            let path = String(decoding: bytes, as: UTF8.self)
            // Only what archhist reads is looked at: other files are listed as git lists them.
            guard WorkingTreeEntry.isNamedLikeInput(path) else {
                paths.append(path)
                continue
            }
            switch WorkingTreeEntry.at(root + "/" + path, realRoot: realRoot) {
            case .file: paths.append(path)
            case .missing: break
            case .folder: skipped.add(path, "a folder, not a file (a submodule?)")
            case .skipped(let reason): skipped.add(path, reason)
            }
        }
        return paths
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Every regular file below the root, with readdir(3): the URL-based enumerator
    /// costs a resource lookup per file. Hidden entries and build folders are skipped.
    private func walk(_ skipped: inout SkipNotes) throws -> [String] {
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
                let type = Int32(entry.pointee.d_type)
                // A linked file is read through its link when it stays in the tree; a
                // linked folder is not entered, so a link to a parent cannot loop.
                let found: WorkingTreeEntry =
                    type == Int32(DT_REG)
                    ? .file
                    : type == Int32(DT_DIR) ? .folder : WorkingTreeEntry.at(root + "/" + path, realRoot: realRoot)
                switch found {
                case .file:
                    paths.append(path)
                case .folder:
                    guard !TreeFilter.isSkipped(path + "/x") else { continue }
                    pending.append(path)
                    if path.hasSuffix(".swift") {
                        skipped.add(path, "a folder, not a Swift file (the files in it are read)")
                    }
                case .missing:
                    continue
                case .skipped(let reason):
                    if WorkingTreeEntry.isNamedLikeInput(path) { skipped.add(path, reason) }
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
