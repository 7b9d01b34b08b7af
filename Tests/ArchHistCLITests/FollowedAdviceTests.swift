import ArchHistCLI
import ArchHistCore
import ArchHistSupport
import ArchHistTestSupport
import Foundation
import Testing

/// Every message that suggests a command is followed here, and the command does
/// what the message says it will. (Others are followed where their feature is
/// tested: `archhist pull` for a revision a shallow clone lacks in SyncCommandTests,
/// `archhist record --force --commit` for a forged baseline in VerifyBaselineTests,
/// `archhist record --commit` for a range's start in OffLineStartTests.)
@Suite struct FollowedAdviceTests {
    private func harness() throws -> (GitSandbox, CLIHarness) {
        let repo = try GitSandbox(clock: .hourPerGitRun)
        try repo.copy(fixture: "HarnessBooking")
        try repo.commit("start")
        return (repo, CLIHarness(directory: repo.root))
    }

    @Test func noHistoryYet_runArchhistRecord() throws {
        let (repo, cli) = try harness()
        defer { withExtendedLifetime(repo) {} }
        let before = cli.run("log")
        #expect(before.exitCode == .usage)
        #expect(before.stderr.contains("run `archhist record` first"))
        #expect(cli.run("record").exitCode == .ok)
        let after = cli.run("log")
        #expect(after.exitCode == .ok)
        #expect(after.stdout.contains(String(try repo.sha("HEAD").prefix(12))))
    }

    @Test func anotherSpec_runArchhistRecordRespec() throws {
        let (repo, cli) = try harness()
        defer { withExtendedLifetime(repo) {} }
        #expect(cli.run("record").exitCode == .ok)
        try repo.write(
            "archhist.json", #"{"preset": "harness", "rules": [{"id": "service-repo-wall", "enabled": false}]}"#)
        let before = cli.run("violations")
        #expect(before.stderr.contains("run `archhist record --respec` to judge the recorded history"))
        #expect(cli.run("record", "--respec").exitCode == .ok)
        let after = cli.run("violations")
        #expect(after.exitCode == .ok)
        #expect(!after.stderr.contains("no run on this line was recorded under the current spec"), "\(after.stderr)")
        #expect(!after.stdout.contains("service-repo-wall"))
    }

    @Test func noSpec_writeOneWithArchhistInit() throws {
        let (repo, cli) = try harness()
        defer { withExtendedLifetime(repo) {} }
        try FileManager.default.removeItem(atPath: repo.root + "/archhist.json")
        let before = cli.run("analyze")
        #expect(before.stderr.contains("write one with `archhist init`"), "\(before.stderr)")
        #expect(cli.run("init").exitCode == .ok)
        #expect(FileManager.default.fileExists(atPath: repo.root + "/archhist.json"))
        let after = cli.run("analyze")
        #expect(after.stderr.hasPrefix("spec: archhist.json"), "\(after.stderr)")
        #expect(!after.stderr.contains("archhist init"))
    }

    @Test func initsNextSteps_eachRuns() throws {
        let (repo, cli) = try harness()
        defer { withExtendedLifetime(repo) {} }
        try FileManager.default.removeItem(atPath: repo.root + "/archhist.json")
        let initialised = cli.run("init")
        #expect(
            (initialised.stdout + initialised.stderr).contains("Next: archhist discover"),
            "\(initialised.stdout)\(initialised.stderr)")
        try repo.commit("the spec")
        for command in ["discover", "analyze", "backfill", "check"] {
            let output = cli.run(command)
            #expect([.ok, .findings].contains(output.exitCode), "\(command): \(output.stderr)")
        }
    }

    @Test func notRecorded_runArchhistRecordCommit_andForceRecordsAgain() throws {
        let (repo, cli) = try harness()
        defer { withExtendedLifetime(repo) {} }
        #expect(cli.run("record").exitCode == .ok)
        try repo.commit("second", files: ["Sources/Utils/More.swift": "struct More {}\n"])
        let before = cli.run("show", "HEAD")
        #expect(before.stderr.contains("run `archhist record --commit HEAD` first"))
        #expect(cli.run("record", "--commit", "HEAD").exitCode == .ok)
        #expect(cli.run("show", "HEAD").exitCode != .usage)
        let again = cli.run("record", "--commit", "HEAD")
        #expect(again.stdout.contains("nothing to do (--force records it again)"), "\(again.stdout)")
        let forced = cli.run("record", "--commit", "HEAD", "--force")
        #expect(forced.stdout.hasPrefix("replaced \(try repo.sha("HEAD").prefix(12))"), "\(forced.stdout)")
    }

    @Test func noRunSincePlanStarted_recordHistoryWithArchhistBackfill() throws {
        let (repo, cli) = try harness()
        defer { withExtendedLifetime(repo) {} }
        #expect(cli.run("record").exitCode == .ok)
        repo.clock += 3 * 86_400
        try repo.commit("later", files: ["Sources/Utils/Later.swift": "struct Later {}\n"])
        let start = Day(unixTime: repo.clock - 86_400)
        try repo.write(
            "plan.json",
            #"{"name": "P", "start": "\#(start)", "milestones": [{"id": "m", "measure": {"kind": "uncoveredFiles"}, "#
                + #""due": "2030-01-01"}]}"#)
        let before = cli.run("burndown", "--plan", "plan.json")
        #expect(before.stdout.contains("record history (archhist backfill)"), "\(before.stdout)")
        #expect(cli.run("backfill").exitCode == .ok)
        let after = cli.run("burndown", "--plan", "plan.json")
        #expect(after.exitCode == .ok)
        #expect(!after.stdout.contains("no recorded run since the plan started"), "\(after.stdout)")
    }

    @Test func openViolations_followEveryViolationWithHistory() throws {
        let (repo, cli) = try harness()
        defer { withExtendedLifetime(repo) {} }
        #expect(cli.run("record").exitCode == .ok)
        #expect(cli.run("violations").stdout.contains("`archhist violations --history` follows every violation"))
        let history = cli.run("violations", "--history")
        #expect(history.exitCode == .ok)
        #expect(history.stdout.contains("violations seen:"))
    }

    @Test func unknownPreset_seeArchhistPresets() throws {
        let (repo, cli) = try harness()
        defer { withExtendedLifetime(repo) {} }
        try repo.write("archhist.json", #"{"preset": "harnes"}"#)
        let before = cli.run("analyze")
        #expect(before.stderr.contains("(see 'archhist presets')"))
        let presets = cli.run("presets")
        #expect(presets.exitCode == .ok)
        #expect(presets.stdout.contains("harness"))
    }

    @Test func pushAndPull_recordFirst_andPushStartsTheHistory() throws {
        let (repo, cli) = try harness()
        defer { withExtendedLifetime(repo) {} }
        let remote = try GitSandbox(initialise: false)
        try remote.git("init", "-q", "--bare", "remote.git")
        try repo.git("remote", "add", "origin", "file://" + remote.root + "/remote.git")
        try repo.git("push", "-q", "origin", "main")
        let pushFirst = cli.run("push")
        #expect(pushFirst.stderr.contains("run `archhist record` (or `archhist pull`) first"), "\(pushFirst.stderr)")
        let pullFirst = cli.run("pull")
        #expect(pullFirst.stdout.contains("`archhist push` starts it"), "\(pullFirst.stdout)\(pullFirst.stderr)")
        #expect(cli.run("record").exitCode == .ok)
        #expect(cli.run("push").exitCode == .ok)
        // Another clone pulls what the push started.
        let other = try GitSandbox(initialise: false)
        try other.git("clone", "-q", "file://" + remote.root + "/remote.git", "clone")
        let reader = CLIHarness(directory: other.root + "/clone")
        #expect(reader.run("pull").exitCode == .ok)
        #expect(reader.run("log").stdout.contains(String(try repo.sha("HEAD").prefix(12))))
    }
}
