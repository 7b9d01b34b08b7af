import ArchHistGit
import Testing

@Suite struct GitErrorTests {
    @Test func everyDescriptionNamesTheProblemAndTheFix() {
        let cases: [(GitError, [String])] = [
            (.gitNotFound, ["git", "PATH"]),
            (.notARepository(path: "/tmp/x"), ["/tmp/x", "not inside a git repository"]),
            (.noCommits, ["no commits", "git commit"]),
            (.unknownRevision("v9.9"), ["'v9.9'", "git tag", "git log --oneline"]),
            (.missingObject("abc123"), ["abc123", "git fsck"]),
            (
                .unknownRevisionInShallowClone("HEAD~3"),
                ["'HEAD~3'", "shallow", "`git fetch --deepen=3`", "fetch-depth: 0"]
            ),
            (.unknownRevisionInShallowClone("main^^2"), ["`git fetch --deepen=2`"]),
            (.unknownRevisionInShallowClone("origin/release"), ["`git fetch origin release`", "--unshallow"]),
            (.unknownRevisionInShallowClone("v1.4.0"), ["`git fetch origin v1.4.0`", "`git fetch origin tag v1.4.0`"]),
            (.unknownRevisionInShallowClone("refs/tags/v2"), ["`git fetch origin tag v2`"]),
            (.unknownRevisionInShallowClone(String(repeating: "ab", count: 20)), ["`git fetch origin abababab"]),
            (.unknownRevisionInShallowClone("abc1234"), ["`git fetch --unshallow`", "GIT_DEPTH: 0"]),
            (.shallowHistory, ["shallow", "git fetch --unshallow"]),
            (
                .pathNotInCommit(path: "A.swift", commit: String(repeating: "a", count: 40)),
                ["A.swift", "aaaaaaaaaaaa"]
            ),
            (
                .failed(command: "git status", status: 128, stderr: "fatal: boom\n"),
                ["`git status`", "128", "fatal: boom"]
            ),
        ]
        for (error, fragments) in cases {
            for fragment in fragments {
                #expect(error.description.contains(fragment), "\(error.description)")
            }
        }
    }
}
