import Foundation

/// Commits whose parents `git log` reports differently from the `parent`
/// lines of their objects: in a shallow clone the commits at the boundary
/// have no parents as far as git is concerned, and a grafts file
/// (`info/grafts`) may give any commit other parents. Their metadata must
/// come from `git log`, not from the raw object.
struct RewrittenParents: Sendable {
    /// A grafts file exists: any commit may be rewritten.
    let everyCommit: Bool
    /// The shallow boundary, full shas.
    let shallowCommits: Set<String>

    /// When git does not say where those files are: no commit's object is taken at its word.
    static let unknown = RewrittenParents(everyCommit: true, shallowCommits: [])

    func contains(_ sha: String) -> Bool {
        everyCommit || shallowCommits.contains(sha)
    }

    /// Reads the shallow and grafts files of the repository at `root`, where git puts them.
    static func read(repository root: String) throws(GitError) -> RewrittenParents {
        let output = try GitProcess.check(
            ["rev-parse", "--git-path", "shallow", "--git-path", "info/grafts"], in: root)
        let paths = output.line.split(separator: "\n").map { path in
            path.hasPrefix("/") ? String(path) : root + "/" + path
        }
        guard paths.count == 2 else {
            throw GitError.failed(
                command: "git rev-parse --git-path shallow --git-path info/grafts", status: 0,
                stderr: "unexpected output: \(output.line)")
        }
        let shallow = (try? String(contentsOfFile: paths[0], encoding: .utf8)) ?? ""
        return RewrittenParents(
            everyCommit: FileManager.default.fileExists(atPath: paths[1]),
            shallowCommits: Set(shallow.split(whereSeparator: \.isNewline).map { $0.lowercased() }))
    }
}
