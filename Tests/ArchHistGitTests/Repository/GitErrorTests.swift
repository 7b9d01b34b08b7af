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
