import Foundation

/// What can go wrong when archhist reads a git repository. Every description
/// names the problem and what to do about it.
public enum GitError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No `git` executable on PATH.
    case gitNotFound
    /// The folder is not inside a git repository (or does not exist).
    case notARepository(path: String)
    /// The repository has no commits yet (unborn HEAD, no refs).
    case noCommits
    /// A branch, tag, sha or expression that does not name a commit; with the branches
    /// and tags whose names are near it (a typo: `mian` for `main`).
    case unknownRevision(String, near: [String] = [])
    /// A revision not found in a shallow clone: it may lie beyond the clone's depth,
    /// or on a branch that was not fetched.
    case unknownRevisionInShallowClone(String)
    /// An object git cannot produce: a partial clone's missing blob, or damage.
    case missingObject(String)
    /// History ends early because the clone is shallow; raised by callers that need older commits.
    case shallowHistory
    /// A path that is not a file of the commit's tree.
    case pathNotInCommit(path: String, commit: String)
    /// A remote name git does not know (`git remote` does not list it).
    case noSuchRemote(String)
    /// The remote could not be reached: no network, a wrong URL or path, no such
    /// repository there; with what git said.
    case remoteUnreachable(remote: String, said: String)
    /// The remote refused the credentials (or there were none to give).
    case authenticationFailed(remote: String, said: String)
    /// The remote refused the push of the notes ref: a protected or hidden ref, a
    /// server-side hook, no write access.
    case pushRefused(remote: String, said: String)
    /// Any other failure of a git command, with what git printed on stderr.
    case failed(command: String, status: Int32, stderr: String)

    public var description: String {
        switch self {
        case .gitNotFound:
            return
                "git was not found on PATH: install git (archhist reads history through the git command) or "
                + "add its folder to PATH"
        case .notARepository(let path):
            return
                "\(path) is not inside a git repository: pass the folder of a git checkout "
                + "(or run `git init` there and commit first)"
        case .noCommits:
            return
                "the repository has no commits yet: commit something first (`git add -A && git commit`), then "
                + "run archhist again"
        case .unknownRevision(let revision, let near):
            let guess =
                near.isEmpty
                ? "" : "did you mean " + near.map { "'\($0)'" }.joined(separator: " or ") + "? Otherwise "
            return
                "unknown revision '\(revision)': \(guess)check the name with `git tag`, `git branch -a` or "
                + "`git log --oneline`"
        case .unknownRevisionInShallowClone(let revision):
            return "unknown revision '\(revision)': this clone is shallow (history cut off at a depth), so it may "
                + "lie beyond the clone's depth or on a branch or tag that was not fetched: "
                + ShallowFetchAdvice.sentence(for: revision)
        case .missingObject(let oid):
            return
                "git object \(oid) is missing from the repository "
                + "(a partial or shallow clone, or a damaged repository): "
                + "fetch it (`git fetch --refetch`, or clone again without --filter) and check with `git fsck`"
        case .shallowHistory:
            return
                "the clone is shallow, so older history is missing: run `git fetch --unshallow` (in CI, check "
                + "out with full depth, e.g. fetch-depth: 0)"
        case .pathNotInCommit(let path, let commit):
            return
                "\(path) is not a file of commit \(commit.prefix(12)): "
                + "check it with `git ls-tree -r --name-only \(commit.prefix(12))`"
        case .noSuchRemote(let remote):
            return
                "this repository has no git remote named '\(remote)': list them with `git remote -v`, then pass "
                + "--remote <name> (or a URL), or add it with `git remote add \(remote) <url>`"
        case .remoteUnreachable(let remote, let said):
            return
                "cannot reach the git remote '\(remote)': check its URL (`git remote get-url \(remote)`), the "
                + "network, and that the repository exists there; `git fetch \(remote)` tries the same by hand"
                + Self.quoting(said)
        case .authenticationFailed(let remote, let said):
            return
                "the git remote '\(remote)' refused the credentials: check that git can fetch from it "
                + "(`git fetch \(remote)`), your credential helper or SSH key, and in CI the token's access to the "
                + "repository (contents: write to push)" + Self.quoting(said)
        case .pushRefused(let remote, let said):
            return
                "the git remote '\(remote)' refused the push of refs/notes/archhist: allow pushes to that ref "
                + "(a protected or hidden ref, a server hook, or no write access refuse it), or push from a "
                + "runner that may" + Self.quoting(said)
        case .failed(let command, let status, let stderr):
            let said = stderr.trimmingCharacters(in: .whitespacesAndNewlines)
            return "`\(command)` failed with exit status \(status)" + (said.isEmpty ? "" : ": \(said)")
        }
    }

    /// What git said, as context after the sentence: its lines on one line, bounded.
    /// (The CLI escapes the whole message for the terminal.)
    static func quoting(_ said: String) -> String {
        let lines = said.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        guard !lines.isEmpty else { return "" }
        let joined = lines.joined(separator: " / ")
        let shown = joined.count > 400 ? joined.prefix(400) + "…" : Substring(joined)
        return " (git said: \"\(shown)\")"
    }
}
