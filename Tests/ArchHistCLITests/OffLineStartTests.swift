import ArchHistCLI
import ArchHistCore
import ArchHistSupport
import ArchHistTestSupport
import Foundation
import Testing

/// A release tag on a release branch starts a range: `boundaries --since`, `report
/// --from`, `trend --from` and `check --baseline` measure from where the branch left
/// the first-parent line, and say so; the advice given before the tag is recorded
/// works when followed.
@Suite struct OffLineStartTests {
    private let shortcut = "import BookingRepo\nstruct Shortcut { let repository: ListingRepository }\n"
    private let reach = "import BookingRepo\nstruct Reach { let repository: ListingRepository }\n"

    /// main: start, shortcut (as the release has it), reach; release/1.11 branches
    /// off at start and takes the shortcut, tagged 1.11.3.
    private func makeHistory() throws -> (GitSandbox, CLIHarness, [String]) {
        let repo = try GitSandbox(clock: .hourPerGitRun)
        try repo.copy(fixture: "HarnessBooking")
        let start = try repo.commit("start")
        try repo.git("checkout", "-q", "-b", "release/1.11")
        try repo.write("Sources/BookingService/Shortcut.swift", shortcut)
        let release = try repo.commit("release: the shortcut")
        try repo.git("tag", "1.11.3")
        try repo.git("checkout", "-q", "main")
        try repo.write("Sources/BookingService/Shortcut.swift", shortcut)
        let picked = try repo.commit("main: the shortcut too")
        try repo.write("Sources/PaymentsService/Reach.swift", reach)
        let head = try repo.commit("main: payments reaches the repo")
        let cli = CLIHarness(directory: repo.root)
        #expect(cli.run("backfill").stdout == "backfill: 3 commits, 3 recorded, 0 already recorded\n")
        return (repo, cli, [start, release, picked, head])
    }

    @Test func test_boundariesSince_aTagOffTheLine_measuresFromWhereItsBranchLeft() throws {
        let (repo, cli, commits) = try makeHistory()
        defer { withExtendedLifetime(repo) {} }
        let unrecorded = cli.run("boundaries", "--since", "1.11.3", "--by", "module")
        #expect(unrecorded.exitCode == .usage)
        #expect(unrecorded.stderr.contains("record it (archhist record --commit 1.11.3)"))
        // The advice, followed.
        #expect(cli.run("record", "--commit", "1.11.3").exitCode == .ok)
        let since = cli.run("boundaries", "--since", "1.11.3", "--by", "module")
        #expect(since.exitCode == .ok, "\(since.stderr)")
        #expect(
            since.stderr.contains(
                "note: 1.11.3 is not on the first-parent line of HEAD: measured from \(commits[0].prefix(12)), "
                    + "where release/1.11 branched off"))
        // The release had the shortcut already: only the payments reach is new since.
        #expect(crossings(since.stdout) == ["PaymentsService → BookingRepo"])
        // From the branch point itself, both are new: the tag's own run is the start.
        let fromStart = cli.run("boundaries", "--since", commits[0], "--by", "module").stdout
        #expect(crossings(fromStart) == ["BookingService → BookingRepo", "PaymentsService → BookingRepo"])
    }

    /// The module pairs a `boundaries` table lists, as `from → to`.
    private func crossings(_ table: String) -> [String] {
        table.split(separator: "\n").dropFirst(2).map { row in
            let cells = row.split(separator: " ", omittingEmptySubsequences: true)
            return cells.count > 3 ? "\(cells[1]) \(cells[2]) \(cells[3])" : String(row)
        }
    }

    @Test func test_reportAndTrendFrom_aTagOffTheLine_startAtItsRun() throws {
        let (repo, cli, commits) = try makeHistory()
        defer { withExtendedLifetime(repo) {} }
        let unrecorded = cli.run("report", "--from", "1.11.3", "--format", "markdown")
        #expect(unrecorded.exitCode == .usage)
        #expect(unrecorded.stderr.contains("run `archhist record --commit 1.11.3`"))
        #expect(cli.run("record", "--commit", "1.11.3").exitCode == .ok)
        let report = cli.run("report", "--from", "1.11.3", "--format", "markdown")
        #expect(report.exitCode == .ok, "\(report.stderr)")
        #expect(report.stdout.contains("## Architecture report: 1.11.3 (\(commits[1].prefix(12))) → HEAD"))
        // The tag, then the two commits of main after the branch point.
        #expect(report.stdout.contains("3 recorded commits in range."))
        #expect(report.stderr.contains("measured from \(commits[0].prefix(12)), where release/1.11 branched off"))
        let trend = cli.run("trend", "--from", "1.11.3", "--metric", "files", "--format", "csv")
        let rows: [String] = trend.stdout.split(separator: "\n").dropFirst().map { String($0.prefix(12)) }
        let expected: [String] = commits[1...].map { String($0.prefix(12)) }
        #expect(rows == expected)
        #expect(trend.stderr.contains("where release/1.11 branched off"))
    }

    @Test func test_checkBaseline_aTagOffTheLine_isJudgedLikeAnyCommit() throws {
        let (repo, cli, _) = try makeHistory()
        defer { withExtendedLifetime(repo) {} }
        let check = cli.run("check", "--baseline", "1.11.3", "--commit", "HEAD")
        #expect(check.exitCode == .findings)
        #expect(check.stdout.contains("against 1.11.3"))
        #expect(check.stdout.contains("violations: 5 new, 11 known, 0 fixed"), "\(check.stdout)")
    }
}
