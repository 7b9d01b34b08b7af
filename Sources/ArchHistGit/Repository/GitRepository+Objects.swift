/// Whether this clone holds a commit's objects, asked without reading them.
extension GitRepository {
    /// True when the repository has commit `sha` and its root tree (a clone of depth 1
    /// lacks the parents of its one commit).
    public func hasTree(of sha: String) -> Bool {
        guard GitObjectID.isFullObjectID(sha),
            let output = try? GitProcess.run(["cat-file", "-e", sha + "^{tree}"], in: root)
        else { return false }
        return output.status == 0
    }
}
