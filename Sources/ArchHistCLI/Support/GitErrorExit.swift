import ArchHistGit

extension CLIError {
    /// A git failure as the user sees it: its words (each names the fix) after `what`
    /// was being done, and an exit code by whose fix it is: the command's (2: another
    /// remote name or revision), the machine's (3: git, the repository, its objects),
    /// or the remote's (4: the network, the credentials, the ref's protection).
    static func git(_ error: GitError, doing what: String? = nil) -> CLIError {
        let message = what.map { "\($0): \(error.description)" } ?? error.description
        return CLIError(message, exitCode: exitCode(of: error))
    }

    static func exitCode(of error: GitError) -> ExitCode {
        switch error {
        case .noSuchRemote, .unknownRevision, .unknownRevisionInShallowClone, .pathNotInCommit: .usage
        case .remoteUnreachable, .authenticationFailed, .pushRefused: .remote
        case .gitNotFound, .notARepository, .noCommits, .missingObject, .shallowHistory, .failed: .environment
        }
    }
}
