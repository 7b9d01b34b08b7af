import Foundation

/// The folder a command that reads the working tree analyses when it is not told:
/// like git, which finds its repository from any folder inside it, archhist walks up
/// from the current folder to the first one holding an `archhist.json`, no higher than
/// the git work tree's top, so that a command run in `App/Scene` judges the whole app
/// under the spec whose paths are written from its root. With no spec on the way, the
/// work tree's top (outside git, the current folder itself).
enum ProjectRoot {
    static let specFileName = "archhist.json"

    /// The analysis root for a command run in `folder` (absolute, normalised).
    static func find(from folder: String) -> String {
        var candidate = folder
        var top: String?
        while true {
            if exists(candidate + "/" + specFileName) { return candidate }
            // `.git` is a folder in a clone, a file in a linked worktree or a submodule.
            if exists(candidate + "/.git") {
                top = candidate
                break
            }
            guard let parent = parent(of: candidate) else { break }
            candidate = parent
        }
        return top ?? folder
    }

    private static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    private static func parent(of folder: String) -> String? {
        guard folder != "/", let slash = folder.lastIndex(of: "/") else { return nil }
        return slash == folder.startIndex ? "/" : String(folder[..<slash])
    }
}
