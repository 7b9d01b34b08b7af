/// What a shallow clone still says of a commit at its boundary: git shows such a
/// commit without parents, but its object names them.
extension GitRepository {
    /// The parents named by commit `sha`'s object, first parent first; nil when the
    /// repository lacks the object.
    public func parentsInObject(of sha: String) throws(GitError) -> [String]? {
        let output = try GitProcess.run(["cat-file", "commit", sha], in: root)
        guard output.status == 0 else { return nil }
        var parents: [String] = []
        for line in output.stdout.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropFirst() {
            guard line.starts(with: "parent ".utf8) else { break }
            parents.append(String(decoding: line.dropFirst(7), as: UTF8.self))
        }
        return parents
    }
}
