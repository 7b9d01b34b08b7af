import Foundation

/// A folder of its own under the temporary directory, for a test that needs files on
/// disk (a tree to analyse, a database, migrations). Each value gets a unique folder,
/// so tests running in parallel never meet; the folder is removed when the value is
/// released. Keep the value alive for as long as its files are used.
public final class TemporaryTree: Sendable {
    /// The folder, symbolic links resolved (as git and the file system report it).
    public let path: String

    /// A new folder holding `files`, text by path relative to the folder.
    public init(_ files: [String: String] = [:]) throws {
        let base = URL(fileURLWithPath: NSTemporaryDirectory()).resolvingSymlinksInPath().path
        path = base + "/archhist-test-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (relative, text) in files { try write(relative, text) }
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// The path of `relative` inside the folder; the file need not exist.
    public func file(_ relative: String) -> String {
        path + "/" + relative
    }

    /// Writes `text` at `relative`, making the folders on the way.
    public func write(_ relative: String, _ text: String) throws {
        try write(relative, Array(text.utf8))
    }

    /// Writes `bytes` at `relative`, making the folders on the way.
    public func write(_ relative: String, _ bytes: [UInt8]) throws {
        let url = URL(fileURLWithPath: path).appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    /// The bytes of the file at `relative`.
    public func bytes(_ relative: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: file(relative))))
    }

    /// The names of the folder's entries (not of what its subfolders hold), sorted.
    public func fileNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }
}
