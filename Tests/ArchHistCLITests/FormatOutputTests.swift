import ArchHistCLI
import ArchHistTestSupport
import Foundation
import Testing

/// The formats no other test reads: `trend` and `burndown` as text and Markdown,
/// chosen through `--format` like every other report.
@Suite struct FormatOutputTests {
    private func makeHistory() throws -> (GitSandbox, CLIHarness, [String]) {
        let repo = try GitSandbox(clock: .hourPerGitRun)
        try repo.copy(fixture: "HarnessBooking")
        var commits = [try repo.commit("start")]
        try repo.write(
            "Sources/BookingService/Shortcut.swift",
            "import BookingRepo\nstruct Shortcut { let repository: ListingRepository }\n")
        commits.append(try repo.commit("take a | shortcut"))
        try repo.write(
            "migration.json",
            """
            {"name": "Walls first", "milestones": [
              {"id": "wall", "title": "No Service reaches Repo",
               "measure": {"kind": "violations", "rule": "service-repo-wall"}, "target": 0, "due": "2027-06-30"}]}
            """)
        let cli = CLIHarness(directory: repo.root)
        #expect(cli.run("backfill").stdout == "backfill: 2 commits, 2 recorded, 0 already recorded\n")
        return (repo, cli, commits)
    }

    @Test func trendAsTextAndMarkdown() throws {
        let (repo, cli, commits) = try makeHistory()
        defer { withExtendedLifetime(repo) {} }
        let text = cli.run("trend", "--metric", "violations").stdout.split(separator: "\n").map(String.init)
        #expect(text.count == 3)
        #expect(text[0].split(separator: " ") == ["commit", "date", "subject", "violations"])
        #expect(text[2].hasPrefix("  \(commits[1].prefix(12))  "))
        #expect(text[2].hasSuffix("take a | shortcut          11"))
        let markdown = cli.run("trend", "--metric", "violations", "--format", "markdown").stdout
            .split(separator: "\n").map(String.init)
        #expect(markdown.count == 4)
        #expect(markdown[0] == "| commit | date | subject | violations |")
        #expect(markdown[1] == "| --- | --- | --- | ---: |")
        #expect(markdown[3].hasPrefix("| \(commits[1].prefix(12)) | "))
        #expect(markdown[3].hasSuffix(" | take a \\| shortcut | 11 |"))
    }

    @Test func burndownAsTextAndMarkdown() throws {
        let (repo, cli, _) = try makeHistory()
        defer { withExtendedLifetime(repo) {} }
        let text = cli.run("burndown", "--plan", "migration.json").stdout.split(separator: "\n").map(String.init)
        #expect(text[0] == "Migration plan: Walls first")
        #expect(text[1].split(separator: " ").first == "milestone")
        #expect(text[2].hasPrefix("  wall ") && text[2].hasSuffix("  regressed"))
        #expect(text.last?.hasPrefix("  wall: No Service reaches Repo — ") == true)
        let markdown = cli.run("burndown", "--plan", "migration.json", "--format", "markdown").stdout
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(markdown[0] == "### Migration plan: Walls first")
        #expect(markdown[1] == "")
        let header = "| milestone | start | now | target | done | per week | per commit | projected | due | status |"
        #expect(markdown[2] == header)
        #expect(markdown[4].hasPrefix("| wall | 2 | 3 | 0 | 0% | "))
        #expect(markdown[4].hasSuffix(" | 2027-06-30 | regressed |"))
    }
}
