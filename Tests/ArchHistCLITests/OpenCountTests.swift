import ArchHistCLI
import ArchHistCore
import ArchHistSupport
import ArchHistTestSupport
import Foundation
import Testing

/// Every command that counts open violations counts them alike, infos apart: on a
/// history where a file with two violations of one fingerprint (`import UIKit` twice)
/// comes, is fixed and comes back, an info rule finds the same imports, and an
/// exception waives a violation.
@Suite struct OpenCountTests {
    private let spec = """
        {"preset": "harness",
         "rules": [{"id": "uikit-note", "kind": "imports", "severity": "info", "layers": ["Service"],
                    "forbid": ["UIKit"]}],
         "exceptions": [{"rule": "service-repo-wall", "source": "Sources/BookingService/BookingFeature.swift",
                         "target": "Sources/BookingRepo/ListingRepository.swift", "reason": "moves next sprint"}]}
        """
    private let screen = "#if os(iOS)\nimport UIKit\n#else\nimport UIKit\n#endif\nstruct Screen {}\n"

    private func makeHistory() throws -> (GitSandbox, CLIHarness, [String]) {
        let repo = try GitSandbox(clock: .hourPerGitRun)
        try repo.copy(fixture: "HarnessBooking")
        try repo.write("archhist.json", spec)
        try repo.write(
            "migration.json",
            #"{"name": "All", "milestones": [{"id": "all", "measure": {"kind": "violations"}, "due": "2030-01-01"}]}"#
        )
        var commits = [try repo.commit("start")]
        try repo.write("Sources/BookingService/Screen.swift", screen)
        commits.append(try repo.commit("a screen in Service"))
        try FileManager.default.removeItem(atPath: repo.root + "/Sources/BookingService/Screen.swift")
        commits.append(try repo.commit("fix it"))
        try repo.write("Sources/BookingService/Screen.swift", "// again\n" + screen)
        commits.append(try repo.commit("it comes back"))
        let cli = CLIHarness(directory: repo.root)
        #expect(cli.run("backfill").exitCode == .ok)
        return (repo, cli, commits)
    }

    @Test func test_everyCommand_countsTheSameOpenViolationsWithInfosApart() throws {
        let (repo, cli, commits) = try makeHistory()
        defer { withExtendedLifetime(repo) {} }
        // What is open at HEAD, by severity, from the list itself.
        let listed = try JSONParser.parse(cli.run("violations", "--format", "json").stdout)["violations"]?.array ?? []
        let severities = listed.compactMap { $0["violation"]?["severity"]?.text }
        let errorsAndWarnings = severities.count { $0 != "info" }
        let infos = severities.count { $0 == "info" }
        // Two of each for the screen's two imports (seven before it); the waived wall is not open.
        #expect(infos == 2)
        #expect(errorsAndWarnings == 9)
        let phrase = "\(errorsAndWarnings) open violations and \(infos) infos"

        let open = cli.run("violations").stdout
        #expect(open.contains("\n" + phrase + " at \(commits[3].prefix(12))"))
        let history = cli.run("violations", "--history").stdout
        #expect(history.contains("seen: " + phrase + ", 0 fixed, 4 came back after a fix"))

        let log = try JSONParser.parse(cli.run("log", "--format", "json").stdout)["runs"]?[0]?["violations"]
        #expect(number(log?["error"]) + number(log?["warning"]) == errorsAndWarnings)
        #expect(number(log?["info"]) == infos)
        let logText = cli.run("log").stdout.split(separator: "\n").map(String.init)
        #expect(logText[0].contains("violations  infos  change"))
        #expect(logText[1].contains("  \(errorsAndWarnings)      \(infos)  +2"))

        let trend = cli.run("trend", "--metric", "violations", "--metric", "infos", "--format", "csv").stdout
        #expect(trend.hasSuffix(",\(errorsAndWarnings),\(infos)\n"))

        let check = cli.run("check", "--baseline", commits[2], "--commit", "HEAD").stdout
        #expect(check.contains("violations: 2 new, \(errorsAndWarnings - 2) known, 0 fixed; infos: 2 new, 0 known"))

        let report = cli.run("report", "--from", commits[0], "--format", "markdown").stdout
        #expect(report.contains("| violations | 7 | \(errorsAndWarnings) | +2 |"))
        #expect(report.contains("| · info | 0 | \(infos) | +2 |"))

        let burndown = try JSONParser.parse(cli.run("burndown", "--plan", "migration.json", "--format", "json").stdout)
        let points = burndown["milestones"]?[0]?["points"]?.array ?? []
        #expect(points.map { number($0["value"]) } == [7, 9, 7, errorsAndWarnings])
    }

    private func number(_ value: JSONValue?) -> Int {
        guard case .number(let number)? = value else { return -1 }
        return number.intValue ?? -1
    }
}
