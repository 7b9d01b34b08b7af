import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What one path of a working tree holds, as archhist reads it: `record` reads a
/// commit's blobs, so only a regular file, or a link to a file of the tree, is a file.
enum WorkingTreeEntry: Equatable {
    case file
    case folder
    /// Nothing there: the index still lists files deleted from the working tree.
    case missing
    /// No file, and why, for a note: "a FIFO, not a file".
    case skipped(String)

    static func at(_ path: String, realRoot: String) -> WorkingTreeEntry {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        case S_IFLNK: return link(path, realRoot: realRoot)
        default: return .skipped(kind(of: info.st_mode) + ", not a file")
        }
    }

    /// A link is followed to its end: it must stay in the tree and end at a file.
    private static func link(_ path: String, realRoot: String) -> WorkingTreeEntry {
        guard let resolved = realpath(path, nil) else {
            return .skipped(errno == ELOOP ? "a symbolic link that loops" : "a symbolic link that leads nowhere")
        }
        let target = String(cString: resolved)
        free(resolved)
        guard target.hasPrefix(realRoot + "/") else { return .skipped("a symbolic link out of the tree") }
        var info = stat()
        guard stat(target, &info) == 0 else { return .skipped("a symbolic link that leads nowhere") }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .skipped("a symbolic link to a folder")
        default: return .skipped("a symbolic link to " + kind(of: info.st_mode))
        }
    }

    private static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFDIR: return "a folder"
        default: return "a special file"
        }
    }

    /// Whether a path is named like a file archhist reads (a Swift source or an Xcode
    /// manifest), so that skipping it deserves a note.
    static func isNamedLikeInput(_ path: String) -> Bool {
        path.hasSuffix(".swift") || path.hasSuffix(".pbxproj") || path.hasSuffix(".xcworkspacedata")
    }
}

/// The notes of a listing: at most `limit`, then how many more.
struct SkipNotes {
    static let limit = 20
    private(set) var notes: [String] = []
    private var more = 0

    mutating func add(_ path: String, _ reason: String) {
        guard notes.count < Self.limit else {
            more += 1
            return
        }
        notes.append("\(path): skipped: \(reason)")
    }

    var all: [String] {
        more == 0 ? notes : notes + ["\(more) more entries named like Swift files or manifests skipped"]
    }
}
