import ArchHistCLI
import ArchHistCore
import ArchHistSupport
import ArchHistTestSupport
import Foundation
import Testing

/// `trend`, `boundaries` and `violations --history` over a recorded history in which
/// a shortcut from Service to Repo comes, goes and comes back.
@Suite struct HistoryQueryTests {
    private let shortcut = "import BookingRepo\nstruct Shortcut { let repository: ListingRepository }\n"

    private func makeHistory() throws -> (GitSandbox, CLIHarness, [String]) {
        let repo = try GitSandbox(clock: .hourPerGitRun)
        try repo.copy(fixture: "HarnessBooking")
        var commits = [try repo.commit("start")]
        try repo.write("Sources/BookingService/Shortcut.swift", shortcut)
        commits.append(try repo.commit("take a shortcut"))
        try FileManager.default.removeItem(atPath: repo.root + "/Sources/BookingService/Shortcut.swift")
        commits.append(try repo.commit("remove the shortcut"))
        try repo.write("Sources/BookingService/Shortcut.swift", "// back again\n" + shortcut)
        commits.append(try repo.commit("the shortcut is back"))
        let cli = CLIHarness(directory: repo.root)
        #expect(cli.run("backfill").stdout == "backfill: 4 commits, 4 recorded, 0 already recorded\n")
        return (repo, cli, commits)
    }

    @Test func test_trend_printsASeriesAlongTheFirstParentLine() throws {
        let (repo, cli, commits) = try makeHistory()
        defer { withExtendedLifetime(repo) {} }
        let csv = cli.run("trend", "--metric", "violations", "--metric", "files", "--format", "csv").stdout
        let rows = csv.split(separator: "\n").map { $0.split(separator: ",").map(String.init) }
        #expect(rows[0] == ["commit", "date", "subject", "violations", "files"])
        #expect(rows.dropFirst().map { $0[0] } == commits.map { String($0.prefix(12)) })
        #expect(rows.dropFirst().map { $0[3] } == ["8", "11", "8", "11"])
        #expect(rows.dropFirst().map { $0[4] } == ["15", "16", "15", "16"])
        let ranged = cli.run("trend", "--from", commits[1], "--to", commits[2], "--format", "json").stdout
        #expect(ranged.components(separatedBy: "\"commit\"").count - 1 == 2)
    }

    @Test func test_boundaries_tellWhenALayerPairWasFirstCrossedAndWhetherItStillIs() throws {
        let (repo, cli, commits) = try makeHistory()
        defer { withExtendedLifetime(repo) {} }
        let text = cli.run("boundaries", "--by", "layer").stdout
        let line = try #require(text.split(separator: "\n").first { $0.contains("Service") && $0.contains("→ Repo") })
        #expect(line.contains(String(commits[1].prefix(12))))
        #expect(line.contains("crossed (2), came back 1×"))
        let since = cli.run("boundaries", "--since", commits[0], "--format", "json").stdout
        let root = try JSONParser.parse(since)
        guard case .object(let object) = root, case .array(let list)? = object["boundaries"] else {
            Issue.record("unexpected: \(since)")
            return
        }
        let pairs = list.compactMap { value -> String? in
            guard case .object(let b) = value, case .string(let level)? = b["level"],
                case .string(let from)? = b["from"],
                case .string(let to)? = b["to"]
            else { return nil }
            return "\(level) \(from)→\(to)"
        }
        #expect(pairs.sorted() == ["layer Service→Repo", "module BookingService→BookingRepo"])
        let unrecorded = cli.run("boundaries", "--since", "HEAD~9")
        #expect(unrecorded.exitCode == .usage)
    }

    @Test func test_boundaries_sayWhenTheCommitsBeforeTheFirstCrossingWereNotRecorded() throws {
        let repo = try GitSandbox(clock: .hourPerGitRun)
        try repo.copy(fixture: "HarnessBooking")
        let start = try repo.commit("start")
        try repo.write("Sources/BookingService/Shortcut.swift", shortcut)
        _ = try repo.commit("take a shortcut")
        try repo.write("Sources/BookingService/Notes.swift", "struct Notes {}\n")
        let later = try repo.commit("add notes")
        let cli = CLIHarness(directory: repo.root)
        // The commit that took the shortcut is never recorded: the first run that has it is later's.
        #expect(cli.run("record", "--commit", start).exitCode == .ok)
        #expect(cli.run("record", "--commit", later).exitCode == .ok)
        let text = cli.run("boundaries", "--by", "layer").stdout
        let line = try #require(text.split(separator: "\n").first { $0.contains("Service") && $0.contains("→ Repo") })
        #expect(line.contains(String(later.prefix(12))))
        #expect(line.contains("(or a commit since \(start.prefix(12)), not recorded)"), "\(text)")
        let json = try JSONParser.parse(cli.run("boundaries", "--by", "layer", "--format", "json").stdout)
        let entry = (json["boundaries"]?.array ?? []).first {
            $0["from"]?.text == "Service" && $0["to"]?.text == "Repo"
        }
        #expect(entry?["recordedBefore"]?.text == start)
        // Recorded commit by commit, nothing is said.
        let (full, fullCLI, _) = try makeHistory()
        defer { withExtendedLifetime(full) {} }
        #expect(!fullCLI.run("boundaries").stdout.contains("not recorded"))
    }

    @Test func test_violationsHistory_followsFingerprintsThroughFixesAndRegressions() throws {
        let (repo, cli, commits) = try makeHistory()
        defer { withExtendedLifetime(repo) {} }
        let root = try JSONParser.parse(cli.run("violations", "--history", "--format", "json").stdout)
        guard case .object(let object) = root, case .array(let list)? = object["violations"] else {
            Issue.record("not the expected JSON")
            return
        }
        var wall: JSONObject?
        for case .object(let item) in list {
            if case .object(let v)? = item["violation"], v["rule"] == "service-repo-wall",
                v["file"] == "Sources/BookingService/Shortcut.swift"
            {
                wall = item
            }
        }
        let found = try #require(wall)
        guard case .object(let introduced)? = found["introducedBy"] else {
            Issue.record("no introducedBy")
            return
        }
        #expect(introduced["commit"] == .string(commits[1]))
        #expect(found["open"] == true)
        #expect(found["regressions"] == 1)
        #expect(found["ageInCommits"] == 2)
        // Without --history: the open ones, since the commit that first introduced them.
        let open = cli.run("violations").stdout.split(separator: "\n")
        #expect(
            open.contains {
                $0.hasPrefix("  service-repo-wall ") && $0.contains(" Sources/BookingService/Shortcut.swift:3 ")
                    && $0.contains(" \(commits[1].prefix(12)) ") && $0.contains("(back 1×)")
            })
    }

    @Test func test_respec_answersWhenDidThisStartForARuleWrittenToday() throws {
        let (repo, cli, commits) = try makeHistory()
        defer { withExtendedLifetime(repo) {} }
        // A rule written today: no Service file may use ListingRepository by name.
        try repo.write(
            "archhist.json",
            """
            {"preset": "harness", "rules": [{"id": "no-listing-repository", "kind": "confinement",
              "symbols": ["ListingRepository"], "layers": ["Repo", "Runtime"]}]}
            """)
        let output = cli.run("record", "--respec")
        #expect(output.exitCode == .ok, "\(output.stderr)")
        #expect(
            output.stdout
                == "respec: 4 recorded commits judged again under the current spec, 0 already were; no Swift "
                + "file was read\n"
        )
        let root = try JSONParser.parse(cli.run("violations", "--history", "--format", "json").stdout)
        guard case .object(let object) = root, case .array(let list)? = object["violations"] else {
            Issue.record("not the expected JSON")
            return
        }
        let introducers = list.compactMap { value -> String? in
            guard case .object(let item) = value, case .object(let v)? = item["violation"],
                v["rule"] == "no-listing-repository",
                case .object(let by)? = item["introducedBy"], case .string(let sha)? = by["commit"]
            else { return nil }
            return sha
        }
        #expect(introducers == [commits[1]])
    }

    @Test func test_burndown_showsEachMilestoneAndFailsTheCheckWhenOneRegressed() throws {
        let (repo, cli, _) = try makeHistory()
        try repo.write(
            "migration.json",
            """
            {"name": "Walls first",
             "milestones": [
               {"id": "wall", "title": "No Service reaches Repo",
                "measure": {"kind": "violations", "rule": "service-repo-wall"},
                "target": 0, "due": "2027-06-30"},
               {"id": "payments-wall",
                "measure": {"kind": "violations", "rule": "service-repo-wall", "domain": "Payments"},
                "target": 0, "due": "2027-06-30"},
               {"id": "utils", "measure": {"kind": "files", "paths": ["Sources/Utils/**"]}, "target": 0,
                "due": "2026-01-01"}]}
            """)
        let output = cli.run("burndown", "--plan", "migration.json", "--format", "json")
        #expect(output.exitCode == .ok)
        let root = try JSONParser.parse(output.stdout)
        guard case .object(let object) = root, case .array(let milestones)? = object["milestones"] else {
            Issue.record("unexpected: \(output.stdout)")
            return
        }
        var status: [String: JSONValue] = [:]
        var values: [String: [JSONValue]] = [:]
        for case .object(let m) in milestones {
            guard case .string(let id)? = m["id"], case .array(let points)? = m["points"] else { continue }
            status[id] = m["status"]
            values[id] = points.compactMap { point -> JSONValue? in
                guard case .object(let p) = point else { return nil }
                return p["value"]
            }
        }
        #expect(values["wall"] == [2, 3, 2, 3])
        #expect(status["wall"] == "regressed")
        #expect(values["payments-wall"] == [1, 1, 1, 1])
        #expect(status["payments-wall"] == "stalled")
        #expect(status["utils"] == "behind")
        let check = cli.run("burndown", "--plan", "migration.json", "--check")
        #expect(check.exitCode == .findings)
        #expect(check.stderr.contains("burndown: wall is regressed: at 3, worse than 2 when the plan started"))
        let broken = cli.run("burndown", "--plan", "migration.json", "--plan", "other.json")
        #expect(broken.exitCode == .usage)
    }

    @Test func aPlanWithATypoIsRefusedBeforeAnythingIsMeasured() throws {
        let (repo, cli, _) = try makeHistory()
        try repo.write(
            "typos.json",
            """
            {"milestones": [
               {"id": "a", "measure": {"kind": "violations", "rule": "service-repo-wal"}, "due": "2027-06-30"},
               {"id": "b", "measure": {"kind": "violations", "domain": "Paymnts"}, "due": "2027-06-30"},
               {"id": "c", "measure": {"kind": "dependencies", "by": "layer", "from": "Servce", "to": "Repo"},
                "due": "2027-06-30"},
               {"id": "d", "measure": {"kind": "files", "paths": ["Sources/Legacy/**"]}, "due": "2027-06-30"}]}
            """)
        let output = cli.run("burndown", "--plan", "typos.json")
        #expect(output.exitCode == .usage)
        #expect(output.stdout.isEmpty)
        let lines = output.stderr.split(separator: "\n").map(String.init)
        #expect(
            lines.contains {
                $0.contains("typos.json: $.milestones[0].measure.rule: no rule 'service-repo-wal'")
                    && $0.hasSuffix("(did you mean 'service-repo-wall'?)")
            })
        #expect(
            lines.contains {
                $0.contains("typos.json: $.milestones[1].measure.domain: no domain 'Paymnts'")
                    && $0.hasSuffix("(did you mean 'Payments'?)")
            })
        #expect(
            lines.contains {
                $0.contains("typos.json: $.milestones[2].measure.from: no layer 'Servce'")
                    && $0.hasSuffix("(did you mean 'Service'?)")
            })
        #expect(
            lines.contains {
                $0.contains(
                    "typos.json: $.milestones[3].measure.paths[0]: 'Sources/Legacy/**' "
                        + "matches no file in any recorded run")
            })

        try repo.write(
            "early.json",
            """
            {"start": "2027-01-01", "milestones": [
               {"id": "a", "measure": {"kind": "uncoveredFiles"}, "due": "2026-12-31"}]}
            """)
        let early = cli.run("burndown", "--plan", "early.json")
        #expect(early.exitCode == .usage)
        #expect(
            early.stderr.contains("early.json: $.milestones[0].due: expected a due day on or after the plan's start"))
    }

    @Test func aMeasureNeverAboveItsTargetIsMetFromTheStartNotDone() throws {
        let (repo, cli, _) = try makeHistory()
        try repo.write(
            "plan.json",
            """
            {"milestones": [
               {"id": "cross", "measure": {"kind": "violations", "rule": "cross-domain-imports-are-clean"},
                "target": 5, "due": "2027-06-30"}]}
            """)
        let output = cli.run("burndown", "--plan", "plan.json", "--format", "json")
        #expect(output.exitCode == .ok, "\(output.stderr)")
        let milestone = try JSONParser.parse(output.stdout)["milestones"]?.array.first
        #expect(milestone?["status"] == "met from the start")
        #expect(cli.run("burndown", "--plan", "plan.json", "--check").exitCode == .ok)
    }
}
