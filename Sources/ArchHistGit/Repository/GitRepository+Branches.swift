extension GitRepository {
    /// The branches (local first, then remote-tracking) whose tips reach `commit` and
    /// not `excluding`: the branches `commit` lies on apart from the line of
    /// `excluding`, such as the release branch of a tag. Names as git prints them.
    public func branches(containing commit: String, notContaining excluding: String) throws(GitError) -> [String] {
        func names(_ option: String, _ sha: String) throws(GitError) -> [String] {
            let output = try GitProcess.check(
                ["for-each-ref", option, sha, "--format=%(refname:short)", "refs/heads", "refs/remotes"], in: root)
            return String(decoding: output.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
        }
        let others = Set(try names("--contains", excluding))
        return try names("--contains", commit).filter { !others.contains($0) && !$0.hasSuffix("/HEAD") }
    }
}
