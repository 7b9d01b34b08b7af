import ArchHistCore
import ArchHistTestSupport
import Foundation
import Testing

@testable import ArchHistGit

/// Commit metadata read from commit objects must be what `git log` reports:
/// every test compares with ``GitRepository/commit(_:)``.
@Suite struct GitCommitReaderTests {
    /// The commit as parsed from its object; nil when the parser leaves it to `git log`.
    private func parsed(_ repository: GitRepository, _ sha: String) throws -> Commit? {
        let object = try BlobReader(repository: repository.root).object(sha)
        return CommitObject(contents: object.contents, idLength: sha.count)?.commit(sha)
    }

    /// Parsed from the object (not left to `git log`) and equal to what `git log` says.
    private func expectParsedAsGitLogReports(_ repository: GitRepository, _ sha: String) throws {
        let expected = try repository.commit(sha)
        #expect(try parsed(repository, sha) == expected, "parsed \(expected.subject.debugDescription)")
        #expect(try GitCommitReader(repository: repository).commit(sha) == expected)
    }

    private func emptyTree(_ fixture: GitSandbox) throws -> String {
        try fixture.hashObject("tree", [])
    }

    @Test func ordinaryCommitsAndMergesWithSeveralParents() throws {
        let fixture = try GitSandbox()
        let a = try fixture.commit("A", files: ["a.txt": "a"])
        try fixture.git("checkout", "-q", "-b", "one")
        let one = try fixture.commit("one", files: ["one.txt": "1"])
        try fixture.git("checkout", "-q", "-b", "two", a)
        let two = try fixture.commit("two", files: ["two.txt": "2"])
        try fixture.git("checkout", "-q", "main")
        let b = try fixture.commit("B", files: ["b.txt": "b"])
        fixture.clock += 60
        try fixture.git("merge", "-q", "--no-ff", "-m", "Merge one", "one")
        let merge = try fixture.sha("HEAD")
        let octopusTree = try fixture.git("rev-parse", "HEAD^{tree}")
        let octopus = try fixture.commitTree(octopusTree, parents: [merge, one, two], message: Array("Octopus\n".utf8))
        let repository = try GitRepository(at: fixture.root)

        for sha in [a, one, two, b, merge, octopus] { try expectParsedAsGitLogReports(repository, sha) }
        #expect(try GitCommitReader(repository: repository).commit(octopus).parents == [merge, one, two])

        // Many in a row through one reader, and names other than full shas.
        let reader = GitCommitReader(repository: repository)
        for sha in [a, merge, a, octopus] { #expect(try reader.commit(sha) == (try repository.commit(sha))) }
        #expect(try reader.commit(merge.uppercased()) == (try repository.commit(merge)))
        #expect(try reader.commit("HEAD~1") == (try repository.commit("HEAD~1")))
        #expect(try reader.commit(String(b.prefix(9))) == (try repository.commit(b)))
    }

    @Test func subjectsAreTheFirstParagraphWithItsLinesJoined() throws {
        let fixture = try GitSandbox()
        let tree = try emptyTree(fixture)
        let messages: [String] = [
            "one line\n",
            "no final newline",
            "first line\nsecond line\n\nbody\nmore body\n",
            "trailing spaces   \nand tabs\t\t\n\nbody",
            "\n\n  \nleading blank lines\n",
            "  indented subject\n",
            "windows\r\nline ends\r\n\r\nbody\r\n",
            "a blank line of spaces ends it\n   \nbody",
            "vertical\u{0B}tab and form\u{0C}feed kept\u{0B}\n",
            "unicode: 日本語 — café ✓\n",
            "\n",
            "   \n\t\n",
            "",
        ]
        let repository = try GitRepository(at: fixture.root)
        for message in messages {
            let sha = try fixture.commitTree(tree, message: Array(message.utf8))
            try expectParsedAsGitLogReports(repository, sha)
        }
        // Bytes that are not UTF-8, without an encoding header: shown as they are.
        let latin = try fixture.commitTree(tree, message: Array("caf".utf8) + [0xE9] + Array(" au lait\n".utf8))
        try expectParsedAsGitLogReports(repository, latin)
    }

    @Test func anEmptyMessageFromGitCommit() throws {
        let fixture = try GitSandbox()
        try fixture.commit("first", files: ["a.txt": "a"])
        fixture.clock += 60
        try fixture.git("commit", "-q", "--allow-empty", "--allow-empty-message", "-m", "")
        let repository = try GitRepository(at: fixture.root)
        let sha = try fixture.sha("HEAD")
        try expectParsedAsGitLogReports(repository, sha)
        #expect(try repository.commit(sha).subject == "")
    }

    @Test func encodingsOtherThanUTF8AreLeftToGitLog() throws {
        let fixture = try GitSandbox()
        let tree = try emptyTree(fixture)
        let latin1 = try fixture.commitTree(
            tree, message: Array("Gr".utf8) + [0xFC] + Array("n\n".utf8),
            options: ["-c", "i18n.commitEncoding=ISO-8859-1"])
        // git writes no header for UTF-8 itself; other tools may.
        let declaredUTF8 = try fixture.hashObject(
            "commit",
            Array(
                """
                tree \(tree)
                author Ada <ada@example.com> 1700000100 +0000
                committer Cy <cy@example.com> 1700000200 +0000
                encoding utf8

                déjà vu

                """.utf8))
        let repository = try GitRepository(at: fixture.root)

        #expect(try parsed(repository, latin1) == nil)
        let converted = try repository.commit(latin1)
        #expect(converted.subject == "Grün")  // git log converts it
        #expect(try GitCommitReader(repository: repository).commit(latin1) == converted)
        try expectParsedAsGitLogReports(repository, declaredUTF8)
    }

    @Test func signaturesAndOtherHeadersDoNotGetInTheWay() throws {
        let fixture = try GitSandbox()
        let tree = try emptyTree(fixture)
        let parent = try fixture.commitTree(tree, message: Array("parent\n".utf8))
        let text = [
            "tree \(tree)",
            "parent \(parent)",
            "author Ada Author <ada@example.com> 1700000100 +0200",
            "committer Cy Committer <cy@example.com> 1700000200 -0130",
            "gpgsig -----BEGIN PGP SIGNATURE-----",
            " ",
            " author Not Me <no@example.com> 1 +0000",
            " iQEzBAABCAAdFiEE",
            " -----END PGP SIGNATURE-----",
            "x-custom header value",
            "",
            "Signed subject",
            "on two lines",
            "",
            "body",
        ].joined(separator: "\n")
        let sha = try fixture.hashObject("commit", Array(text.utf8))
        let repository = try GitRepository(at: fixture.root)
        try expectParsedAsGitLogReports(repository, sha)
        #expect(try repository.commit(sha).authorTime == 1_700_000_100)
        #expect(try repository.commit(sha).subject == "Signed subject on two lines")
    }

    @Test func oddIdentitiesAreLeftToGitLog() throws {
        let fixture = try GitSandbox()
        let tree = try emptyTree(fixture)
        let idents = [
            "Ada <ada@example.com> 1700000100",  // no time zone
            "Ada <ada@example.com>  1700000100  +0000",  // doubled spaces
            "Ada <ada@example.com> +0000",  // no time
            "Ada ada@example.com 1700000100 +0000",  // no address
            "Ada <ada@ex>ample.com> 1700000100 +0000",  // a stray ">"
            "Ada <ada@example.com> 99999999999999999999 +0000",  // beyond any clock
        ]
        let repository = try GitRepository(at: fixture.root)
        for ident in idents {
            let text = "tree \(tree)\nauthor \(ident)\ncommitter Cy <cy@example.com> 1700000200 +0000\n\nodd\n"
            let sha = try fixture.hashObject("commit", Array(text.utf8), literally: true)
            #expect(try GitCommitReader(repository: repository).commit(sha) == (try repository.commit(sha)), "\(ident)")
        }
    }

    @Test func unusualHeadersReadAsGitLogReadsThem() throws {
        let fixture = try GitSandbox()
        let tree = try emptyTree(fixture)
        let parent = try fixture.commitTree(tree, message: Array("parent\n".utf8))
        let author = "author Ada <ada@example.com> 1700000100 +0000"
        let committer = "committer Cy <cy@example.com> 1700000200 +0000"
        let headers: [[String]] = [
            ["tree \(tree)", "parent \(parent.uppercased())", author, committer],  // git reads hex in either case
            ["tree \(tree.uppercased())", author, committer],
            ["tree \(tree)", author, "parent \(parent)", committer],  // a late parent line is no parent
            ["tree \(tree)", author, author, committer],
            ["tree \(tree)", "parent \(parent)", "parent \(parent)", author, committer],
        ]
        let repository = try GitRepository(at: fixture.root)
        for header in headers {
            let text = (header + ["", "unusual", ""]).joined(separator: "\n")
            let sha = try fixture.hashObject("commit", Array(text.utf8), literally: true)
            #expect(
                try GitCommitReader(repository: repository).commit(sha) == (try repository.commit(sha)), "\(header)")
        }
    }

    @Test func shallowClonesReportNoParentsAtTheBoundary() throws {
        let source = try GitSandbox()
        for index in 0..<4 { try source.commit("c\(index)", files: ["a.txt": "\(index)"]) }
        let clone = try GitSandbox(initialise: false)
        try clone.git("clone", "-q", "--depth", "2", "file://" + source.root, clone.root + "/repo", in: clone.root)
        let repository = try GitRepository(at: clone.root + "/repo")
        #expect(try repository.isShallow())
        let line = try repository.firstParentLine(from: "HEAD", maxCount: nil)
        #expect(line.count == 2)
        let reader = GitCommitReader(repository: repository)
        for sha in line { #expect(try reader.commit(sha) == (try repository.commit(sha))) }
        #expect(try reader.commit(line[1]).parents.isEmpty)
        #expect(try reader.commit(line[0]).parents == [line[1]])
    }

    @Test func graftsAndReplacementsAreGitLogs() throws {
        let fixture = try GitSandbox()
        let a = try fixture.commit("A", files: ["a.txt": "a"])
        let b = try fixture.commit("B", files: ["a.txt": "b"])
        let c = try fixture.commit("C", files: ["a.txt": "c"])
        let other = try fixture.commitTree(
            try fixture.git("rev-parse", "\(a)^{tree}"), message: Array("replacement\n".utf8))
        try fixture.git("replace", b, other)
        let repository = try GitRepository(at: fixture.root)
        #expect(try GitCommitReader(repository: repository).commit(b) == (try repository.commit(b)))
        #expect(try repository.commit(b).subject == "replacement")

        let grafts = try fixture.git("rev-parse", "--git-path", "info/grafts")
        try FileManager.default.createDirectory(
            atPath: fixture.root + "/" + (grafts as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true)
        try "\(c) \(a)\n".write(toFile: fixture.root + "/" + grafts, atomically: true, encoding: .utf8)
        #expect(try repository.commit(c).parents == [a])
        #expect(try GitCommitReader(repository: repository).commit(c) == (try repository.commit(c)))
    }

    @Test func whatIsNoCommitFailsAsBefore() throws {
        let fixture = try GitSandbox()
        let sha = try fixture.commit("one", files: ["a.txt": "a"])
        try fixture.git("tag", "-a", "v1", "-m", "annotated")
        let repository = try GitRepository(at: fixture.root)
        let reader = GitCommitReader(repository: repository)
        let names = [
            String(repeating: "0123456789", count: 4),  // no such object
            try fixture.git("rev-parse", "HEAD^{tree}"),  // a tree
            try fixture.git("rev-parse", "v1"),  // an annotated tag's own object
            "nope", "-x", "two\nlines",
        ]
        for name in names {
            var expected: GitError?
            do { _ = try repository.commit(name) } catch { expected = error }
            let error = try #require(expected, "\(name) should fail")
            #expect(throws: error) { try reader.commit(name) }
        }
        #expect(try reader.commit(sha).sha == sha)  // still usable
    }
}
