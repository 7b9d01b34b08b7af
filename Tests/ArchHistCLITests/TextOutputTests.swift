import ArchHistCLI
import ArchHistSupport
import ArchHistTestSupport
import Foundation
import Testing

/// What people read: counts that agree with their nouns, help that says what is
/// required, and listings that fit a terminal and tell rows apart.
@Suite struct TextOutputTests {
    /// Core may depend on no other layer; UI and Data on anything.
    private let spec = """
        {
          "layers": [
            {"name": "Core", "paths": ["Core/**"]},
            {"name": "UI", "paths": ["UI/**"]},
            {"name": "Data", "paths": ["Data/**"]}
          ],
          "rules": [
            {"id": "core-alone", "kind": "layers", "allow": {"Core": []}},
            {"id": "no-testable", "kind": "testableImport"}
          ]
        }
        """
    /// One line of Core that uses a type of UI and a type of Data: two violations of
    /// one rule on one line, told apart only by their targets.
    private let twoOnOneLine = "import UI\nimport Data\nstruct A { let b: B; let c: C }\n"

    private func makeRepository(clock: GitSandbox.Clock = .minutePerCommit) throws -> (GitSandbox, CLIHarness) {
        let repo = try GitSandbox(clock: clock)
        try repo.write("archhist.json", spec)
        try repo.write("UI/B.swift", "public struct B {}\n")
        try repo.write("Data/C.swift", "public struct C {}\n")
        return (repo, CLIHarness(directory: repo.root))
    }

    // MARK: Plurals

    @Test func countsOfOneSayOneThing() throws {
        let repo = try GitSandbox()
        try repo.write("archhist.json", spec)
        try repo.commit("one file", files: ["Core/A.swift": "@testable import Foo\n"])
        let cli = CLIHarness(directory: repo.root)
        let head = try repo.sha("HEAD")
        #expect(cli.run("record").stdout == "recorded \(head.prefix(12)): 1 file, 1 violation (1 new blob read)\n")
        try repo.write("archhist.json", spec.replacing("no-testable", with: "no-testable-import"))
        #expect(cli.run("record", "--respec").stdout.hasPrefix("respec: 1 recorded commit judged again"))
        #expect(cli.run("backfill").stdout == "backfill: 1 commit, 0 recorded, 1 already recorded\n")

        try repo.write("Core/B.swift", "@testable import Bar\n")
        let check = cli.run("check", "--baseline", "HEAD")
        #expect(check.stdout.contains("violations: 1 new, 1 known, 0 fixed; 0 new crossings\n"))
        #expect(check.stdout.hasSuffix("Check failed: 1 new violation.\n"))
        let annotated = cli.run("check", "--baseline", "HEAD", "--format", "github")
        #expect(annotated.stderr.hasSuffix("archhist check: 1 new violation; check failed\n"))
    }

    @Test func aLayerAllowedNothingMayDependOnNoOtherLayer() throws {
        let (repo, cli) = try makeRepository()
        try repo.write("Core/A.swift", twoOnOneLine)
        let text = cli.run("analyze").stdout
        #expect(text.contains("Core may depend on no other layer: "))
        #expect(!text.contains("only on no other"))
        // The references found in their own file are not a part of the unresolved ones.
        #expect(text.contains(" within their own file, 0 ambiguous, "))
        #expect(!text.contains("unresolved ("))
    }

    // MARK: Help

    @Test func requiredOptionsAreMarkedRequiredAndRefusedWhenLeftOut() {
        let cli = CLIHarness(directory: "/")
        let help = cli.run("burndown", "--help").stdout
        #expect(help.contains(" --plan <file> "))
        #expect(!help.contains("[--plan <file>]"))
        #expect(help.contains("The migration plan (JSON). (required)"))
        let report = cli.run("report", "--help").stdout
        #expect(report.contains(" --from <revision> "))
        #expect(!report.contains("[--from <revision>]"))
        let missing = cli.run("burndown")
        #expect(missing.exitCode == .usage)
        #expect(missing.stderr.hasPrefix("Error: missing '--plan <file>': this option is required\nUsage: "))
        #expect(missing.stderr.contains(" --plan <file> "))
    }

    // MARK: violations

    @Test func violationsListsTheOpenOnesWithTargetsAndSinceWhen() throws {
        let (repo, cli) = try makeRepository()
        let first = try repo.commit("before", files: ["Core/A.swift": "struct A {}\n"])
        let second = try repo.commit("two uses on one line", files: ["Core/A.swift": twoOnOneLine])
        try repo.commit("unrelated", files: ["UI/D.swift": "struct D {}\n"])
        _ = cli.run("backfill")
        let open = cli.run("violations")
        #expect(open.exitCode == .ok)
        let lines = open.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines[0].split(separator: " ", omittingEmptySubsequences: true) == [
                "rule", "where", "target", "since", "age",
            ])
        #expect(lines.contains { $0.contains("core-alone  Core/A.swift:3  Data/C.swift  \(second.prefix(12))") })
        #expect(lines.contains { $0.contains("core-alone  Core/A.swift:3  UI/B.swift    \(second.prefix(12))") })
        // The two imports break the rule too, each on a line of its own.
        #expect(lines.contains { $0.contains("core-alone  Core/A.swift:1  UI            \(second.prefix(12))") })
        #expect(lines.last?.hasPrefix("4 open violations at \(try repo.sha("HEAD").prefix(12))") == true)
        let json = try JSONParser.parse(cli.run("violations", "--format", "json").stdout)
        guard case .object(let object) = json, case .array(let list)? = object["violations"] else {
            Issue.record("not the expected JSON")
            return
        }
        #expect(list.count == 4)
        // Before the violations came, none was open.
        #expect(cli.run("violations", "--to", first).stdout.hasPrefix("No open violations at \(first.prefix(12))"))
        // The lifecycles are still there, and the two rows of one line differ.
        let history = cli.run("violations", "--history").stdout
        #expect(history.contains("Core/A.swift:3 → Data/C.swift"))
        #expect(history.contains("Core/A.swift:3 → UI/B.swift"))
    }

    @Test func fixedViolationsOfOneLineShowTheirTargets() throws {
        let (repo, cli) = try makeRepository()
        try repo.commit("two uses on one line", files: ["Core/A.swift": twoOnOneLine])
        try repo.commit("fixed", files: ["Core/A.swift": "struct A {}\n"])
        let markdown = cli.run("check", "--baseline", "HEAD~1", "--commit", "HEAD", "--format", "markdown").stdout
        #expect(markdown.contains("- `core-alone` in `Core/A.swift:3` → `Data/C.swift`\n"))
        #expect(markdown.contains("- `core-alone` in `Core/A.swift:3` → `UI/B.swift`\n"))
    }

    // MARK: report

    @Test func reportRefusesToPourHTMLIntoATerminal() throws {
        let (repo, cli) = try makeRepository()
        try repo.commit("start", files: ["Core/A.swift": "struct A {}\n"])
        try repo.commit("two uses on one line", files: ["Core/A.swift": twoOnOneLine])
        _ = cli.run("backfill")
        var terminal = cli
        terminal.stdoutIsTerminal = true
        let refused = terminal.run("report", "--from", "HEAD~1")
        #expect(refused.exitCode == .usage)
        #expect(refused.stdout == "")
        #expect(refused.stderr.contains("--out report.html"))
        #expect(refused.stderr.contains("--format markdown"))
        #expect(terminal.run("report", "--from", "HEAD~1", "--format", "markdown").exitCode == .ok)
        let written = terminal.run("report", "--from", "HEAD~1", "--out", "report.html")
        #expect(written.exitCode == .ok)
        #expect(FileManager.default.fileExists(atPath: repo.root + "/report.html"))
        // Piped, the page goes to standard output as before.
        #expect(cli.run("report", "--from", "HEAD~1").stdout.hasPrefix("<!DOCTYPE html>"))
    }

    // MARK: log and trend

    /// 35 commits, one a day, from Thursday 2023-11-16; the 11th and the 30th tagged.
    private func makeLongHistory() throws -> (GitSandbox, CLIHarness, [String]) {
        let (repo, cli) = try makeRepository(
            clock: GitSandbox.Clock(start: 1_700_000_000 + 86_400, stepPerCommit: 86_400, stepPerGitRun: 0))
        var commits: [String] = []
        for day in 1...35 {
            commits.append(try repo.commit("day \(day)", files: ["Core/A.swift": "struct A { let day = \(day) }\n"]))
            if day == 11 { try repo.git("tag", "v1.0") }
            if day == 30 { try repo.git("tag", "-a", "v2.0", "-m", "two") }
        }
        #expect(cli.run("backfill").exitCode == .ok)
        return (repo, cli, commits)
    }

    @Test func aTerminalGetsTheNewestThirtyRowsAndIsToldHowToSeeTheRest() throws {
        let (repo, cli, commits) = try makeLongHistory()
        defer { withExtendedLifetime(repo) {} }
        var terminal = cli
        terminal.stdoutIsTerminal = true
        let log = terminal.run("log")
        let rows = log.stdout.split(separator: "\n").dropFirst()
        #expect(rows.count == 30)
        #expect(rows.first?.contains(commits[34].prefix(12)) == true)
        #expect(log.stderr.contains("5 older rows not shown"))
        #expect(log.stderr.contains("--limit 35"))
        #expect(cli.run("log").stdout.split(separator: "\n").count == 36)
        #expect(cli.run("log", "--limit", "3").stdout.split(separator: "\n").count == 4)

        let trend = terminal.run("trend", "--format", "csv")
        let points = trend.stdout.split(separator: "\n").dropFirst()
        #expect(points.count == 30)
        // Oldest first, and the newest are the ones kept.
        #expect(points.last?.hasPrefix(commits[34].prefix(12)) == true)
        #expect(points.first?.hasPrefix(commits[5].prefix(12)) == true)
        #expect(trend.stderr.contains("5 older rows not shown"))
        #expect(cli.run("trend", "--limit", "1", "--format", "csv").stdout.split(separator: "\n").count == 2)
    }

    @Test func tagsKeepTheTaggedCommitsAndNameThem() throws {
        let (repo, cli, commits) = try makeLongHistory()
        defer { withExtendedLifetime(repo) {} }
        let log = cli.run("log", "--tags").stdout.split(separator: "\n").map(String.init)
        #expect(log.count == 3)
        #expect(log[0].hasPrefix("  commit        tag"))
        #expect(log[1].hasPrefix("  \(commits[29].prefix(12))  v2.0"))
        #expect(log[2].hasPrefix("  \(commits[10].prefix(12))  v1.0"))
        // A thinned history counts each row's change since the row below: the previous tag.
        let json = try JSONParser.parse(cli.run("log", "--tags", "--limit", "1", "--format", "json").stdout)
        guard case .object(let object) = json, case .array(let runs)? = object["runs"],
            case .object(let newest)? = runs.first,
            case .object(let change)? = newest["change"]
        else {
            Issue.record("not the expected JSON")
            return
        }
        #expect(change["since"] == .string(commits[10]))
        #expect(newest["tags"] == .array([.string("v2.0")]))
        let trend = cli.run("trend", "--tags", "--format", "csv").stdout.split(separator: "\n").map(String.init)
        #expect(trend.count == 3)
        #expect(trend[1].hasPrefix("\(commits[10].prefix(12)),v1.0,"))
        #expect(trend[2].hasPrefix("\(commits[29].prefix(12)),v2.0,"))
    }

    @Test func everyWeekOrMonthKeepsTheLastRecordedCommitOfEach() throws {
        let (repo, cli, commits) = try makeLongHistory()
        defer { withExtendedLifetime(repo) {} }
        // Day n is 2023-11-(15+n); weeks start on the Mondays 13, 20 and 27 November, 4, 11 and 18 December.
        let weekly = cli.run("trend", "--every", "week", "--format", "csv").stdout.split(separator: "\n")
        let lastOfEachWeek = [4, 11, 18, 25, 32, 35].map { commits[$0 - 1].prefix(12) }
        #expect(weekly.dropFirst().map { $0.prefix(12) } == lastOfEachWeek)
        let monthly = cli.run("log", "--every", "month").stdout.split(separator: "\n").dropFirst()
        // November ends with day 15; December with day 35, the newest.
        #expect(monthly.map { $0.dropFirst(2).prefix(12) } == [commits[34].prefix(12), commits[14].prefix(12)])
        #expect(cli.run("log", "--every", "fortnight").exitCode == .usage)
    }
}
