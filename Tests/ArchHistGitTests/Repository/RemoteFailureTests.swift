import Testing

@testable import ArchHistGit

/// git's stderr of a failed fetch or push, read into the failure a user can fix.
@Suite struct RemoteFailureTests {
    func error(_ said: String, remote: String = "origin", known: [String] = ["origin"]) -> GitError {
        RemoteFailure.error(remote: remote, knownRemotes: known, command: "git fetch", status: 128, said: said)
    }

    @Test func eachFailureAUserMeetsIsRecognised() {
        let missing =
            "fatal: 'upstreem' does not appear to be a git repository\n"
            + "fatal: Could not read from remote repository.\n"
        #expect(error(missing, remote: "upstreem") == .noSuchRemote("upstreem"))
        // A path or URL is no remote name: it cannot be reached.
        let path = "fatal: '/srv/x.git' does not appear to be a git repository\n"
        #expect(error(path, remote: "/srv/x.git") == .remoteUnreachable(remote: "/srv/x.git", said: path))
        let https = "fatal: Authentication failed for 'https://github.com/o/r.git/'\n"
        #expect(error(https) == .authenticationFailed(remote: "origin", said: https))
        let ssh = "git@github.com: Permission denied (publickey).\nfatal: Could not read from remote repository.\n"
        #expect(error(ssh) == .authenticationFailed(remote: "origin", said: ssh))
        let host = "fatal: unable to access 'https://git.example/r.git/': Could not resolve host: git.example\n"
        #expect(error(host) == .remoteUnreachable(remote: "origin", said: host))
        let hook = " ! [remote rejected] abc -> refs/notes/archhist (pre-receive hook declined)\n"
        #expect(error(hook) == .pushRefused(remote: "origin", said: hook))
        #expect(
            error("fatal: something else\n")
                == .failed(command: "git fetch", status: 128, stderr: "fatal: something else\n"))
    }

    @Test func gitsWordsAreQuotedOnOneBoundedLine() {
        let said = "fatal: one\n\n  fatal: two\n" + String(repeating: "x", count: 1000)
        let text = GitError.remoteUnreachable(remote: "origin", said: said).description
        #expect(text.contains("(git said: \"fatal: one / fatal: two / xxx"))
        #expect(!text.contains("\n") && text.count < 800)
    }
}
