import ArchHistCore
import ArchHistGit
import ArchHistTestSupport
import Foundation
import Testing

@testable import ArchHistCLI

/// Each git failure a user meets in `push`, `pull`, `record`, `check` and `backfill` is
/// said in words with its fix and an exit code by whose fix it is, git's own message
/// quoted only as context: 2 the command's, 3 the machine's, 4 the remote's.
@Suite struct GitErrorWordsTests {
    @Test func aRemoteNameGitDoesNotKnow_isNamedWithTheRemotesThereAre() throws {
        let history = try SharedHistory.make()
        let runner = try history.clone(depth: 1)
        let cli = CLIHarness(directory: runner.root)
        for command in ["pull", "push"] {
            if command == "push" { #expect(cli.run("record").exitCode == .ok) }
            let output = cli.run(command, "--remote", "upstreem")
            #expect(output.exitCode == .usage, "\(output.stderr)")
            #expect(output.stderr.contains("this repository has no git remote named 'upstreem'"), "\(output.stderr)")
            #expect(output.stderr.contains("`git remote -v`"))
            #expect(!output.stderr.contains("fatal:"), "git's words are not the message: \(output.stderr)")
        }
    }

    @Test func aRemoteThatCannotBeReached_saysSo_andQuotesGitAsContext() throws {
        let history = try SharedHistory.make()
        let runner = try history.clone(depth: 1)
        let cli = CLIHarness(directory: runner.root)
        let missing = runner.root + "/no/such/remote.git"
        let output = cli.run("pull", "--remote", missing)
        #expect(output.exitCode == .remote, "\(output.stderr)")
        #expect(output.stderr.hasPrefix("Error: cannot pull from \(missing): cannot reach the git remote"))
        #expect(output.stderr.contains("`git fetch \(missing)` tries the same by hand"))
        #expect(output.stderr.contains("(git said: \"fatal: "), "\(output.stderr)")
        #expect(output.stderr.split(separator: "\n").count == 1, "one line: \(output.stderr)")
    }

    @Test func aPushTheRemoteRefuses_saysWhatToAllow() throws {
        let history = try SharedHistory.make()
        // The remote hides the notes ref, as a host's ref protection would: pushes to it are refused.
        try history.remoteFolder.git(
            "config", "receive.hideRefs", "refs/notes", in: history.remoteFolder.root + "/remote.git")
        let runner = try history.clone()
        let cli = CLIHarness(directory: runner.root)
        #expect(cli.run("record").exitCode == .ok)
        let output = cli.run("push")
        #expect(output.exitCode == .remote, "\(output.stderr)")
        #expect(output.stderr.contains("the git remote 'origin' refused the push of refs/notes/archhist"))
        #expect(output.stderr.contains("[remote rejected]"), "git's words as context: \(output.stderr)")
    }

    @Test func recordCheckAndBackfill_sayEachGitFailureInWords() throws {
        let outside = try TemporaryTree()
        let history = try SharedHistory.make()
        let shallow = try history.clone(depth: 1)
        let cases: [(String, [String], ExitCode, String)] = [
            (outside.path, ["record"], .environment, "is not inside a git repository"),
            (outside.path, ["backfill"], .environment, "is not inside a git repository"),
            (outside.path, ["check"], .environment, "is not inside a git repository"),
            (shallow.root, ["check", "--baseline", "v9.9"], .usage, "unknown revision 'v9.9'"),
            (shallow.root, ["record", "--commit", "nosuchbranch"], .usage, "unknown revision 'nosuchbranch'"),
            (shallow.root, ["check", "--baseline", "HEAD~2"], .usage, "`git fetch --deepen=2`"),
        ]
        for (folder, arguments, code, words) in cases {
            let output = CLIHarness(directory: folder).run(arguments)
            #expect(output.exitCode == code, "\(arguments): \(output.stderr)")
            #expect(output.stderr.contains(words), "\(arguments): \(output.stderr)")
            #expect(!output.stderr.contains("fatal:"), "\(arguments): \(output.stderr)")
        }
    }

    @Test func everyGitErrorHasTheExitCodeOfWhoseFixItIs() {
        let cases: [(GitError, ExitCode)] = [
            (.gitNotFound, .environment),
            (.notARepository(path: "/x"), .environment),
            (.missingObject("abc"), .environment),
            (.shallowHistory, .environment),
            (.unknownRevision("v9"), .usage),
            (.unknownRevisionInShallowClone("HEAD~3"), .usage),
            (.noSuchRemote("upstreem"), .usage),
            (.remoteUnreachable(remote: "origin", said: "fatal: unable to access"), .remote),
            (.authenticationFailed(remote: "origin", said: "fatal: Authentication failed"), .remote),
            (.pushRefused(remote: "origin", said: "! [remote rejected]"), .remote),
        ]
        for (error, code) in cases {
            let cli = CLIError.git(error, doing: "cannot pull from origin")
            #expect(cli.exitCode == code, "\(error)")
            #expect(cli.message.hasPrefix("cannot pull from origin: "))
        }
    }
}
