import ArchHistCore

/// Commits made of files given as text; counts the blobs it is asked for.
final class ScriptedCommits: CommitReader {
    var trees: [String: [String: String]] = [:]
    /// Each commit's first parent, if any.
    var parents: [String: String] = [:]
    private(set) var blobReads: [String] = []

    func commit(_ sha: String) throws -> Commit {
        Commit(
            sha: sha, tree: "t-" + sha, parents: parents[sha].map { [$0] } ?? [], authorTime: 0, commitTime: 0,
            subject: "commit \(sha)")
    }
    func files(of commit: Commit) throws -> [TreeFile] {
        (trees[commit.sha] ?? [:]).map { TreeFile(path: $0.key, oid: "oid:" + $0.value) }
            .sorted { $0.path < $1.path }
    }
    func blobs(_ oids: [String]) throws -> [[UInt8]] {
        blobReads += oids
        return oids.map { Array($0.dropFirst(4).utf8) }
    }
}
