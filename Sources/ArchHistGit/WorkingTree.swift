import ArchHistCore
import Foundation

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
        return output.stdout.split(separator: 0).compactMap { bytes in
            let path = String(decoding: bytes, as: UTF8.self)
            guard path.hasSuffix(".swift") else { return path }
            // The index still lists files deleted from the working tree.
            return manager.fileExists(atPath: root + "/" + path) ? path : nil
        }
    }

    private func walk() throws -> [String] {
        let base = URL(fileURLWithPath: root).standardizedFileURL
        guard let enumerator = FileManager.default.enumerator(
            at: base, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]
        ) else {
            throw WorkingTreeError.notAFolder(root)
        }
        var paths: [String] = []
        let prefix = base.path.hasSuffix("/") ? base.path : base.path + "/"
        for case let url as URL in enumerator {
            let full = url.standardizedFileURL.path
            guard full.hasPrefix(prefix) else { continue }
            let relative = String(full.dropFirst(prefix.count))
            if TreeFilter.isSkipped(relative + "/x") { enumerator.skipDescendants(); continue }
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                paths.append(relative)
            }
        }
        return paths
    }
}

public enum WorkingTreeError: Error, Sendable, CustomStringConvertible {
    case notAFolder(String)
    case unreadable(path: String, reason: String)

    public var description: String {
        switch self {
        case .notAFolder(let root): return "\(root) is not a folder archhist can read: pass the root of a Swift codebase"
        case .unreadable(let path, let reason): return "cannot read \(path): \(reason)"
        }
    }
}
