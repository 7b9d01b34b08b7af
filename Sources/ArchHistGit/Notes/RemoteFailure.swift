/// A failed `git fetch` or `git push` of the notes ref, in words: git's stderr read for
/// the few failures a user meets (no such remote, unreachable, credentials refused,
/// push refused), so that what archhist prints names the problem and the fix, and
/// quotes git only as context.
enum RemoteFailure {
    /// The error for a fetch or push to `remote` that exited with `status` after
    /// printing `said`; `knownRemotes` are the names `git remote` lists.
    static func error(
        remote: String, knownRemotes: [String], command: String, status: Int32, said: String
    ) -> GitError {
        let text = said.lowercased()
        // A name (not a URL or path) git lists no remote for: git takes it for a path.
        let isName = !remote.contains("/") && !remote.contains(":") && !remote.contains("\\")
        if isName, !knownRemotes.contains(remote), text.contains("does not appear to be a git repository") {
            return .noSuchRemote(remote)
        }
        let authentication = [
            "authentication failed", "permission denied", "terminal prompts disabled", "could not read username",
            "could not read password", "invalid username or password", "the requested url returned error: 403",
            "the requested url returned error: 401", "host key verification failed",
        ]
        if authentication.contains(where: text.contains) {
            return .authenticationFailed(remote: remote, said: said)
        }
        if text.contains("[remote rejected]") || text.contains("pre-receive hook declined")
            || text.contains("protected branch") || text.contains("deny updating a hidden ref")
        {
            return .pushRefused(remote: remote, said: said)
        }
        let unreachable = [
            "does not appear to be a git repository", "could not read from remote repository", "unable to access",
            "could not resolve host", "connection refused", "connection timed out", "repository not found",
            "no such file or directory", "network is unreachable", "operation timed out", "not found",
        ]
        if unreachable.contains(where: text.contains) {
            return .remoteUnreachable(remote: remote, said: said)
        }
        return .failed(command: command, status: status, stderr: said)
    }
}
