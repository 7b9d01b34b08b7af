import ArchHistCLI
import ArchHistCore
import ArchHistSupport
import ArchHistTestSupport
import Foundation
import Testing

/// `archhist check`, the CI gate, on real git repositories.
@Suite struct CheckCommandTests {
    @Test func test_check_failsOnNewViolationsAgainstTheMergeBase_withAnEmptyDatabase() throws {
        let (repo, cli) = try GitSandbox.harnessWithShortcutBranch()
        defer { withExtendedLifetime(repo) {} }
        let output = cli.run("check")
        #expect(output.exitCode == .findings)
        #expect(output.stdout.contains("violations: 3 new, 8 known, 0 fixed; 1 new crossing\n"))
        // By rule, the advice once under it, then each finding.
        #expect(output.stdout.contains("\n  harness-layers (error): 2 new violations\n    Service may depend only on "))
        #expect(output.stdout.contains("\n    Sources/BookingService/Shortcut.swift:2  Service depends on Repo (uses "))
        #expect(output.stdout.components(separatedBy: "Service may depend only on").count == 2)
        #expect(
            output.stdout.contains(
                "  layer Service → Repo: 2 uses, e.g. Sources/BookingService/Shortcut.swift:1 → BookingRepo"))
        #expect(output.stdout.hasSuffix("Check failed: 3 new violations.\n"))
        #expect(!FileManager.default.fileExists(atPath: repo.root + "/.archhist/history.db"), "check writes no history")
    }

    @Test func withoutADefaultBranchTheBaselineIsTheTargetBranchTheCINames() throws {
        let repo = try GitSandbox(clock: .hourPerGitRun)
        try repo.copy(fixture: "HarnessBooking")
        try repo.commit("Booking and Payments")
        try repo.git("branch", "-m", "trunk")
        try repo.git("checkout", "-q", "-b", "feature")
        try repo.write(
            "Sources/BookingService/Shortcut.swift",
            "import BookingRepo\nstruct Shortcut { let r: ListingRepository }\n")
        try repo.commit("shortcut")
        var cli = CLIHarness(directory: repo.root)
        let bare = cli.run("check")
        #expect(bare.exitCode == .usage)
        #expect(bare.stderr.contains("no CI variable naming a target branch"))
        cli.environment = ["GITHUB_BASE_REF": "trunk"]
        let output = cli.run("check")
        #expect(output.exitCode == .findings)
        #expect(output.stdout.contains("against merge-base with trunk"))
        #expect(output.stdout.contains("3 new, 8 known"))
        cli.environment = ["CI_MERGE_REQUEST_TARGET_BRANCH_NAME": "release"]
        let missing = cli.run("check")
        #expect(missing.exitCode == .usage)
        #expect(
            missing.stderr.contains(
                "the target branch 'release' (CI_MERGE_REQUEST_TARGET_BRANCH_NAME, set by GitLab CI)"))
    }

    @Test func aBaselineRecordedUnderAnotherSpecIsJudgedAgainUnderTheCurrentOne() throws {
        let (repo, cli) = try GitSandbox.harnessWithShortcutBranch()
        defer { withExtendedLifetime(repo) {} }
        #expect(cli.run("backfill").exitCode == .ok)
        // A rule written today catches code both commits hold: that is known, not new.
        try repo.write(
            "archhist.json",
            #"""
            {"preset": "harness",
             "rules": [{"id": "service-without-types", "kind": "imports", "layers": ["Service"],
                        "forbid": ["BookingTypes"]}]}
            """#)
        let output = cli.run("check", "--baseline", "HEAD~1", "--commit", "HEAD", "--format", "json")
        let report = try JSONParser.parse(output.stdout)
        let new = report["newViolations"]?.array ?? []
        #expect(!new.contains { $0["rule"]?.text == "service-without-types" })
        #expect(new.count == 3, "\(output.stdout)")
        // Both sides are judged by the new rule: its three findings are known on each.
        #expect(report["counts"]?["known"] == 11)
        let text = cli.run("check", "--baseline", "HEAD~1", "--commit", "HEAD").stdout
        #expect(text.contains("recorded under another spec, judged again under this one"))
        // History queries never mix specs: they read the recorded one, and say so until
        // the history is judged again under the current spec.
        let note = "note: no run on this line was recorded under the current spec"
        #expect(cli.run("trend").stderr.contains(note))
        #expect(cli.run("record", "--respec").exitCode == .ok)
        #expect(!cli.run("trend").stderr.contains(note))
    }

    @Test func aFileNameCannotStartALineOfAnyOutput() throws {
        let repo = try GitSandbox(clock: .hourPerGitRun)
        try repo.copy(fixture: "HarnessBooking")
        try repo.commit("start")
        let name = "Sources/BookingService/Evil\n::error file=x::pwned | a.swift"
        try repo.write(name, "import BookingRepo\nstruct Evil { let repository: ListingRepository }\n")
        let cli = CLIHarness(directory: repo.root)
        for format in ["text", "markdown", "github"] {
            let output = cli.run("check", "--baseline", "HEAD", "--format", format)
            #expect(output.exitCode == .findings, "\(format): \(output.stderr)")
            let lines = output.stdout.split(separator: "\n")
            #expect(!lines.contains { $0.hasPrefix("::error file=x") }, "\(format)")
            #expect(output.stdout.contains(format == "github" ? "Evil%0A" : "Evil\\n::error"), "\(format)")
        }
        let markdown = cli.run("check", "--baseline", "HEAD", "--format", "markdown").stdout
        #expect(markdown.contains("Evil\\n::error file=x::pwned \\| a.swift"))
        let sarif = try JSONParser.parse(cli.run("check", "--baseline", "HEAD", "--format", "sarif").stdout)
        let uris = (sarif["runs"]?.array.first?["results"]?.array ?? []).compactMap {
            $0["locations"]?.array.first?["physicalLocation"]?["artifactLocation"]?["uri"]?.text
        }
        #expect(uris.contains("Sources/BookingService/Evil%0A%3A%3Aerror%20file%3Dx%3A%3Apwned%20%7C%20a.swift"))
    }

    @Test func test_check_passesWhenNothingIsNew_andStillPrintsTheCounts() throws {
        let (repo, cli) = try GitSandbox.harnessWithShortcutBranch()
        defer { withExtendedLifetime(repo) {} }
        let output = cli.run("check", "--baseline", "HEAD")
        #expect(output.exitCode == .ok)
        #expect(output.stdout.contains("violations: 0 new, 11 known, 0 fixed; 0 new crossings"))
        #expect(cli.run("check", "--baseline", "HEAD", "--fail-on", "any-violations").exitCode == .findings)
        let wrong = cli.run("check", "--fail-on", "new-bugs")
        #expect(wrong.exitCode == .usage)
        #expect(wrong.stderr.contains("invalid value 'new-bugs' for '--fail-on'"))
    }

    @Test func test_check_failsOnABoundaryCrossedForTheFirstTime() throws {
        let repo = try GitSandbox(clock: .hourPerGitRun)
        try repo.copy(fixture: "HarnessBooking")
        try repo.commit("start")
        // Providers start using Config: a layer pair never crossed before.
        try repo.write(
            "Sources/AnalyticsProvider/Tracking.swift",
            "import BookingConfig\nstruct Tracking { let client: BookingDataClient }\n")
        let output = CLIHarness(directory: repo.root).run(
            "check", "--baseline", "HEAD", "--fail-on", "new-crossings", "--format", "json")
        #expect(output.exitCode == .findings)
        let root = try JSONParser.parse(output.stdout)
        guard case .object(let report) = root, case .array(let crossings)? = report["newCrossings"] else {
            Issue.record("unexpected: \(output.stdout)")
            return
        }
        let pairs = crossings.compactMap { value -> String? in
            guard case .object(let c) = value, case .string(let level)? = c["level"],
                case .string(let from)? = c["from"],
                case .string(let to)? = c["to"]
            else { return nil }
            return "\(level) \(from)→\(to)"
        }
        #expect(pairs.contains("layer Providers→Config"))
        #expect(report["failedOn"] == ["new-crossings"])
    }

    @Test func test_check_writesSARIFThatTheOfficialSchemaAccepts() throws {
        let (repo, cli) = try GitSandbox.harnessWithShortcutBranch()
        let output = cli.run("check", "--format", "sarif")
        #expect(output.exitCode == .findings)
        let file = repo.root + "/archhist.sarif"
        try Data(output.stdout.utf8).write(to: URL(fileURLWithPath: file))
        // The official OASIS schema (errata 01), kept with the fixtures so that a bare clone tests against it.
        let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Schemas/sarif-schema-2.1.0.json").path
        #expect(FileManager.default.fileExists(atPath: schema), "the SARIF schema is expected at \(schema)")
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1])); doc = json.load(open(sys.argv[2]))
            jsonschema.validate(doc, schema)
            states = sorted(r["baselineState"] for r in doc["runs"][0]["results"])
            print(",".join(states))
            print(all("archhist/v1" in r["partialFingerprints"] for r in doc["runs"][0]["results"]))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, schema, file]
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let printed = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let problems = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(
            process.terminationStatus == 0,
            "the SARIF does not validate (python3 with jsonschema is needed): \(problems)")
        #expect(
            printed
                == "new,new,new,unchanged,unchanged,unchanged,unchanged,unchanged,unchanged,unchanged,unchanged\nTrue\n"
        )
    }

    @Test func test_check_annotatesNewViolationsForGitHub() throws {
        let (repo, cli) = try GitSandbox.harnessWithShortcutBranch()
        defer { withExtendedLifetime(repo) {} }
        let lines = cli.run("check", "--format", "github").stdout.split(separator: "\n")
        #expect(lines.count == 5)
        #expect(
            lines[0].hasPrefix(
                "::error file=Sources/BookingService/Shortcut.swift,line=1,title=archhist "
                    + "harness-layers::Service depends on Repo"
            ))
        #expect(
            lines[3]
                == "::warning file=Sources/BookingService/Shortcut.swift,line=1,title=archhist new "
                + "crossing::layer Service → Repo is crossed for the first time"
        )
        #expect(
            lines[4]
                == "::notice title=archhist check::violations: 3 new, 8 known, 0 fixed; 1 new crossing; "
                + "check failed: 3 new violations"
        )
        let markdown = cli.run("check", "--format", "markdown").stdout
        #expect(markdown.hasPrefix("### archhist check failed\n"))
        #expect(markdown.contains("| 3 | 8 | 0 | 1 |"))
    }
}
