import Foundation

/// The folder a command that reads the working tree analyses when it is not told:
/// like git, which finds its repository from any folder inside it, archhist walks up
/// from the current folder to the first one holding an `archhist.json`, no higher than
/// the git work tree's top, so that a command run in `App/Scene` judges the whole app
/// under the spec whose paths are written from its root. With no spec on the way, the
/// work tree's top. Outside a git work tree, the current folder itself: nothing above
/// it (`/tmp`, a home folder) is taken for a project.
enum ProjectRoot {
    static let specFileName = "archhist.json"

    /// The analysis root for a command run in `folder` (absolute, normalised).
    static func find(from folder: String) -> String {
        guard let top = workTreeTop(from: folder) else { return folder }
        var candidate = folder
        while candidate != top {
            if exists(candidate + "/" + specFileName) { return candidate }
            guard let parent = parent(of: candidate) else { break }
            candidate = parent
        }
        return top
    }

    /// The nearest folder at or above `folder` holding `.git` (a folder in a clone, a
    /// file in a linked worktree or a submodule).
    private static func workTreeTop(from folder: String) -> String? {
        var candidate = folder
        while true {
            if exists(candidate + "/.git") { return candidate }
            guard let parent = parent(of: candidate) else { return nil }
            candidate = parent
        }
    }

    private static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    private static func parent(of folder: String) -> String? {
        guard folder != "/", let slash = folder.lastIndex(of: "/") else { return nil }
        return slash == folder.startIndex ? "/" : String(folder[..<slash])
    }
}
