import ArchHistCLI
import ArchHistStore
import ArchHistTestSupport
import Foundation
import Testing

/// `record` and `backfill` keep each commit's moves with it (`commit_renames`), so
/// that the queries over history read them rather than ask git to walk the line: they
/// answer what git's walk answers, and a history recorded before is given its moves
/// by the next backfill.
@Suite struct KeptMovesTests {
    /// A Service file that reaches Repo, then that file moved, then the Repo file it
    /// uses moved: three commits, the last two pure moves; the first two backfilled.
    private func makeRepository() throws -> (GitSandbox, CLIHarness, [String]) {
        let repo = try GitSandbox(clock: .hourPerGitRun)
        try repo.copy(fixture: "HarnessBooking")
        try repo.write(
            "Sources/BookingService/Shortcut.swift",
            "import BookingRepo\nstruct Shortcut { let repository: ListingRepository }\n")
        var commits = [try repo.commit("shortcut")]
        for folder in ["Sources/BookingService/Legacy", "Sources/BookingRepo/Listings"] {
            try FileManager.default.createDirectory(atPath: repo.root + "/" + folder, withIntermediateDirectories: true)
        }
        try repo.git("mv", "Sources/BookingService/Shortcut.swift", "Sources/BookingService/Legacy/Shortcut.swift")
        commits.append(try repo.commit("move the shortcut"))
        let cli = CLIHarness(directory: repo.root)
        #expect(cli.run("backfill").exitCode == .ok)
        try repo.git(
            "mv", "Sources/BookingRepo/ListingRepository.swift", "Sources/BookingRepo/Listings/ListingRepository.swift")
        commits.append(try repo.commit("move the repository"))
        return (repo, cli, commits)
    }

    private func kept(_ repo: GitSandbox) throws -> [String: String] {
        let db = try Database.open(path: repo.root + "/.archhist/history.db", mode: .readOnly)
        var kept: [String: String] = [:]
        try db.forEachRow("SELECT sha, renames FROM commit_renames") { kept[$0.string(0)] = $0.string(1) }
        return kept
    }

    private static let queries: [[String]] = [
        ["violations", "--history", "--format", "json"], ["violations"], ["boundaries", "--format", "json"],
        ["trend", "--format", "json"],
    ]

    @Test func recordAndBackfillKeepEachCommitsMovesAndTheQueriesAnswerAsGitDoes() throws {
        let (repo, cli, commits) = try makeRepository()
        #expect(cli.run("record").exitCode == .ok)
        let kept = try kept(repo)
        #expect(
            kept == [
                commits[0]: "[]",
                commits[1]:
                    #"[["Sources/BookingService/Shortcut.swift","Sources/BookingService/Legacy/Shortcut.swift"]]"#,
                commits[2]:
                    #"[["Sources/BookingRepo/ListingRepository.swift","#
                    + #""Sources/BookingRepo/Listings/ListingRepository.swift"]]"#,
            ])
        let withKept = Self.queries.map { cli.run($0) }
        #expect(withKept.allSatisfy { $0.exitCode == .ok })

        // Without them, git walks the line: the same answers.
        let db = try Database.open(path: repo.root + "/.archhist/history.db")
        try db.execute("DELETE FROM commit_renames")
        for (query, expected) in zip(Self.queries, withKept) {
            let output = cli.run(query)
            #expect(output.stdout == expected.stdout, "\(query)")
            #expect(output.stderr == expected.stderr, "\(query)")
        }
        // One kept, one not: the commit without is asked of git alone.
        try db.execute(
            "INSERT INTO commit_renames (sha, renames) VALUES (?, ?)", [commits[0], "[]"])
        #expect(cli.run(Self.queries[0]).stdout == withKept[0].stdout)

        // The next backfill records nothing, and keeps the moves the history lacked.
        #expect(cli.run("backfill").stdout.contains("0 recorded, 3 already recorded"))
        #expect(try self.kept(repo) == kept)
    }
}
