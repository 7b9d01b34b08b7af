import ArchHistCLI
import ArchHistSupport
import ArchHistTestSupport
import Foundation
import Testing

/// `archhist check` when the change edits archhist.json: the candidate is judged by the
/// baseline's spec too, and what only the edited spec allows fails the gate.
@Suite struct SpecChangeCheckTests {
    /// HarnessBooking on main; a `feature` branch whose one commit writes `spec` as
    /// archhist.json and the `files` given.
    static func branch(spec: String, files: [String: String] = [:]) throws -> (GitSandbox, CLIHarness) {
        let repo = try GitSandbox(clock: .hourPerGitRun)
        try repo.copy(fixture: "HarnessBooking")
        try repo.commit("Booking and Payments")
        try repo.git("checkout", "-q", "-b", "feature")
        try repo.write("archhist.json", spec)
        for (path, text) in files { try repo.write(path, text) }
        try repo.commit("the change")
        return (repo, CLIHarness(directory: repo.root))
    }

    /// The preset's layer matrix restated, Service allowed to use Repo.
    static let serviceMayUseRepo = #"""
        {"preset": "harness",
         "rules": [{"id": "harness-layers", "kind": "layers", "allow": {
           "Types": ["Utils"], "Config": ["Types", "Utils"], "Repo": ["Types", "Config", "Utils"],
           "Service": ["Types", "Config", "Utils", "Providers", "Repo"],
           "Runtime": ["Types", "Config", "Repo", "Service", "Utils", "Providers"],
           "UI": ["Types", "Config", "Service", "Runtime", "Utils", "DesignSystem"], "Utils": [],
           "DesignSystem": ["Types", "Utils"], "Providers": ["Types", "Utils"],
           "AppWiring": ["Types", "Config", "Repo", "Service", "Runtime", "UI", "Utils", "Providers",
                         "DesignSystem"]}}]}
        """#
    static let shortcut = [
        "Sources/BookingService/Shortcut.swift": "import BookingRepo\nstruct Shortcut { let r: ListingRepository }\n"
    ]

    @Test func anAllowanceAddedWithNewUsesFailsAndNamesTheEditAndTheUses() throws {
        let (repo, cli) = try Self.branch(spec: Self.serviceMayUseRepo, files: Self.shortcut)
        defer { withExtendedLifetime(repo) {} }
        let output = cli.run("check")
        #expect(output.exitCode == .findings)
        let text = output.stdout
        #expect(text.contains("; archhist.json edited: 2 uses allowed, 0 known violations made visible\n"))
        #expect(text.contains("\narchhist.json changed since the baseline (archhist.json at "))
        #expect(text.contains("\n  reshapes: rule harness-layers: allow.Service add 'Repo'\n"))
        #expect(text.contains("\nAllowed by this change to archhist.json: 2 uses, 2 new\n"))
        #expect(text.contains("\n  rule harness-layers: allow.Service add 'Repo': 2 uses (2 new)\n"))
        #expect(
            text.contains(
                "\n    Sources/BookingService/Shortcut.swift:1  harness-layers: Service depends on Repo "
                    + "(imports BookingRepo) [new]\n"))
        #expect(text.contains("\n    Sources/BookingService/Shortcut.swift:2  harness-layers: Service depends on Repo"))
        #expect(text.hasSuffix("Check failed: 1 new violation, 2 uses allowed by this change to archhist.json.\n"))
        #expect(output.stderr.contains("spec: archhist.json differs from the baseline's (archhist.json at "))
        // Judged by its own spec alone, the change would show only the wall's violation.
        let json = try JSONParser.parse(cli.run("check", "--format", "json").stdout)
        #expect(json["counts"]?["new"] == 1)
        #expect(json["failedOn"] == ["new-violations", "spec-loosened"])
        let allowed = json["specChange"]?["allowed"]?.array ?? []
        #expect(allowed.count == 2)
        #expect(allowed.allSatisfy { $0["new"] == true && $0["violation"]?["rule"] == "harness-layers" })
    }

    @Test func aRemovedLayerHidesTheUsesItsRulesReported() throws {
        let layered = #"""
            {"layers": [{"name": "Types", "modules": ["*Types"]}, {"name": "Config", "modules": ["*Config"]},
                        {"name": "Repo", "modules": ["*Repo"]}],
             "rules": [{"id": "config-layers", "kind": "layers", "allow": {"Config": ["Types"]}}]}
            """#
        let repo = try GitSandbox(clock: .hourPerGitRun)
        defer { withExtendedLifetime(repo) {} }
        try repo.copy(fixture: "HarnessBooking")
        try repo.write("archhist.json", layered)
        try repo.commit("Booking and Payments")
        try repo.git("checkout", "-q", "-b", "feature")
        let withoutRepo = layered.replacing(#",\#n            {"name": "Repo", "modules": ["*Repo"]}"#, with: "")
        #expect(withoutRepo != layered)
        try repo.write("archhist.json", withoutRepo)
        try repo.commit("no Repo layer")
        let output = CLIHarness(directory: repo.root).run("check")
        #expect(output.exitCode == .findings, "\(output.stdout)")
        #expect(output.stdout.contains("violations: 0 new, 0 known, 0 fixed; 0 new crossings; "))
        #expect(output.stdout.contains("\n  loosens: layer Repo removed: its files are in no layer"))
        // The use was known: the baseline's spec reported it too.
        #expect(
            output.stdout.contains(
                "\n  layer Repo removed: its files are in no layer, and no layer rule judges them: 1 use (0 new)\n"
                    + "    Sources/BookingConfig/Exports.swift:3  config-layers: Config depends on Repo "
                    + "(imports BookingRepo)\n"))
        #expect(output.stdout.hasSuffix("Check failed: 1 use allowed by this change to archhist.json.\n"))
    }

    @Test func aLoweredSeverityIsAllowedByTheEdit() throws {
        let (repo, cli) = try Self.branch(
            spec: #"""
                {"preset": "harness",
                 "rules": [{"id": "service-repo-wall", "kind": "wall", "severity": "warning",
                            "from": ["Service"], "to": ["Repo"], "transitive": true}]}
                """#)
        defer { withExtendedLifetime(repo) {} }
        let output = cli.run("check")
        #expect(output.exitCode == .findings)
        #expect(output.stdout.contains("\n  loosens: rule service-repo-wall lowered from error to warning\n"))
        #expect(output.stdout.contains("\n  rule service-repo-wall lowered from error to warning: 2 uses (0 new)\n"))
        #expect(output.stdout.contains("(error before, warning now)"))
        #expect(output.stdout.contains("violations: 0 new, 8 known, 0 fixed"))
    }

    @Test func aWidenedGlobMovesFilesOutOfTheirLayer() throws {
        let (repo, cli) = try Self.branch(
            spec: #"""
                {"preset": "harness",
                 "layers": [{"name": "AppWiring", "paths": ["Sources/BookingService/Shortcut.swift"]}]}
                """#,
            files: Self.shortcut)
        defer { withExtendedLifetime(repo) {} }
        let output = cli.run("check")
        #expect(output.exitCode == .findings)
        #expect(
            output.stdout.contains(
                "\n  reshapes: layer AppWiring: paths add 'Sources/BookingService/Shortcut.swift'\n"))
        #expect(
            output.stdout.contains(
                "\n  files moved out of layer Service to layer AppWiring (layer AppWiring: paths add "
                    + "'Sources/BookingService/Shortcut.swift'): 3 uses (3 new)\n"))
        #expect(output.stdout.contains("violations: 0 new"))
    }

    @Test func aStricterSpecListsTheKnownViolationsItMakesVisibleAndPasses() throws {
        let (repo, cli) = try Self.branch(
            spec: #"""
                {"preset": "harness",
                 "rules": [{"id": "service-without-types", "kind": "imports", "layers": ["Service"],
                            "forbid": ["BookingTypes"]}]}
                """#)
        defer { withExtendedLifetime(repo) {} }
        let output = cli.run("check")
        #expect(output.exitCode == .ok, "\(output.stdout)")
        #expect(output.stdout.contains("\n  tightens: rule service-without-types (imports, error) added\n"))
        #expect(output.stdout.contains("; archhist.json edited: 0 uses allowed, 3 known violations made visible\n"))
        #expect(output.stdout.contains("\nMade visible by this change to archhist.json: 3 known violations\n"))
        #expect(output.stdout.contains("service-without-types (error): Service imports BookingTypes"))
        #expect(!output.stdout.contains("Allowed by this change"))
        #expect(output.stdout.hasSuffix("Check passed.\n"))
        #expect(
            cli.run("check", "--format", "xcode").stdout
                == repo.root + "/archhist.json:1:1: warning: 3 known violations made visible by this change to "
                + "archhist.json [spec-tightened]\n")
        #expect(
            cli.run("check", "--format", "github").stdout.contains(
                "\n::notice title=archhist made visible by this change to archhist.json::3 known violations of "
                    + "service-without-types\n"))
        let markdown = cli.run("check", "--format", "markdown").stdout
        #expect(markdown.contains("\n#### Made visible by this change to archhist.json\n"))
        #expect(markdown.contains("- tightens: rule service-without-types (imports, error) added\n"))
        let sarif = try JSONParser.parse(cli.run("check", "--format", "sarif").stdout)
        #expect(sarif["runs"]?[0]?["properties"]?["archhist/madeVisibleBySpecChange"]?.array.count == 3)
    }

    @Test func failOnCanLeaveTheSpecsEditOut() throws {
        let (repo, cli) = try Self.branch(
            spec: #"""
                {"preset": "harness",
                 "exceptions": [{"rule": "service-forbidden-attributes",
                                 "source": "Sources/BookingService/BookingCoordinator.swift", "target": "@Published",
                                 "reason": "moving to the reducer this quarter"}]}
                """#)
        defer { withExtendedLifetime(repo) {} }
        let gated = cli.run("check")
        #expect(gated.exitCode == .findings)
        #expect(
            gated.stdout.contains(
                "\n  exception for service-forbidden-attributes (Sources/BookingService/BookingCoordinator.swift → "
                    + "@Published) added: \"moving to the reducer this quarter\": 1 use (0 new)\n"))
        let ungated = cli.run("check", "--fail-on", "new-violations")
        #expect(ungated.exitCode == .ok)
        #expect(ungated.stdout.contains("Allowed by this change to archhist.json: 1 use, 0 new"))
        let misspelt = cli.run("check", "--fail-on", "new-violations,spec-loosend")
        #expect(misspelt.exitCode == .usage)
        #expect(misspelt.stderr.contains("invalid value 'spec-loosend' for '--fail-on'"))
        #expect(misspelt.stderr.contains("spec-loosened"))
    }

    @Test func everyFormatShowsTheUsesTheEditAllows() throws {
        let (repo, cli) = try Self.branch(spec: Self.serviceMayUseRepo, files: Self.shortcut)
        defer { withExtendedLifetime(repo) {} }
        let edit = "rule harness-layers: allow.Service add 'Repo'"
        let markdown = cli.run("check", "--format", "markdown").stdout
        #expect(markdown.contains("\n#### Allowed by this change to archhist.json\n"))
        #expect(markdown.contains("| \(edit) | `harness-layers` (error) | `Sources/BookingService/Shortcut.swift:1` |"))
        #expect(markdown.contains("- reshapes: \(edit)\n"))

        let annotated = cli.run("check", "--format", "github")
        #expect(
            annotated.stderr.hasSuffix(
                "archhist check: 1 new violation, 2 uses allowed by this change to archhist.json; check failed\n"))
        let github = annotated.stdout.split(separator: "\n").map(String.init)
        #expect(
            github.contains {
                $0.hasPrefix(
                    "::error file=Sources/BookingService/Shortcut.swift,line=1,title=archhist allowed by this change "
                        + "to archhist.json::\(edit): harness-layers (new): Service depends on Repo "
                        + "(imports BookingRepo)")
            })
        #expect(github.contains { $0.hasPrefix("::notice title=archhist archhist.json changed::") })

        let xcode = cli.run("check", "--format", "xcode").stdout
        #expect(
            xcode.contains(
                repo.root + "/Sources/BookingService/Shortcut.swift:1:1: error: allowed by this change to "
                    + "archhist.json (\(edit)): Service depends on Repo"))
        #expect(xcode.contains("[spec-loosened]\n"))

        let sarif = try JSONParser.parse(cli.run("check", "--format", "sarif").stdout)
        let run = sarif["runs"]?[0]
        let loosened = (run?["results"]?.array ?? []).filter { $0["ruleId"] == "archhist/spec-loosened" }
        #expect(loosened.count == 2)
        #expect(loosened.allSatisfy { $0["baselineState"] == "new" && $0["level"] == "error" })
        #expect(loosened.first?["message"]?["text"]?.text?.contains(edit) == true)
        #expect(run?["properties"]?["archhist/specEdits"] == [.string("reshapes: " + edit)])
    }

    @Test func aSpecThatDoesNotChangeIsJudgedOnce() throws {
        let (repo, cli) = try GitSandbox.harnessWithShortcutBranch()
        defer { withExtendedLifetime(repo) {} }
        let output = cli.run("check")
        #expect(!output.stdout.contains("changed since the baseline"))
        #expect(!output.stderr.contains("differs from the baseline's"))
        #expect(try JSONParser.parse(cli.run("check", "--format", "json").stdout)["specChange"] == nil)
    }

    @Test func aSpecNamingHostileTextIsEscapedInEveryFormat() throws {
        let (repo, cli) = try Self.branch(
            spec: #"""
                {"preset": "harness",
                 "exceptions": [{"rule": "service-forbidden-attributes",
                                 "source": "Sources/BookingService/BookingCoordinator.swift", "target": "@Published",
                                 "reason": "x\n::error::forged\u202e|`"}]}
                """#)
        defer { withExtendedLifetime(repo) {} }
        for format in ["text", "markdown", "github", "xcode", "sarif"] {
            let output = cli.run("check", "--format", format).stdout
            #expect(!output.contains("\n::error::forged"), "\(format)")
            #expect(!output.contains("\u{202e}"), "\(format)")
        }
        #expect(cli.run("check", "--format", "markdown").stdout.contains("forged\\u{202e}\\|'"))
    }

    @Test func aDepthOneCloneReadsTheBaselinesSpecFromItsPulledRun() throws {
        let history = try SharedHistory.make()
        let recording = try history.clone()
        #expect(CLIHarness(directory: recording.root).run("backfill").exitCode == .ok)
        #expect(CLIHarness(directory: recording.root).run("push").exitCode == .ok)
        // A pull request on top of main that disables the wall, cloned as CI clones it.
        try history.origin.git("checkout", "-q", "-b", "feature")
        try history.origin.write(
            "archhist.json", #"{"preset": "harness", "rules": [{"id": "service-repo-wall", "enabled": false}]}"#)
        try history.origin.commit("no wall")
        try history.origin.git("push", "-q", history.remoteFolder.root + "/remote.git", "feature")
        let runner = try GitSandbox(initialise: false)
        try runner.run(["clone", "-q", "--depth", "1", "--branch", "feature", history.url, "."])
        let cli = CLIHarness(directory: runner.root)
        #expect(cli.run("pull").exitCode == .ok)
        let output = cli.run("check", "--baseline", history.commits[3])
        #expect(output.exitCode == .findings, "\(output.stdout)\(output.stderr)")
        #expect(output.stdout.contains("\narchhist.json changed since the baseline (archhist.json of run "))
        #expect(output.stdout.contains("\n  rule service-repo-wall removed: 3 uses (0 new)\n"))
    }

    @Test func theSARIFWithTheEditsFindingsIsValidByTheOfficialSchema() throws {
        let (repo, cli) = try Self.branch(spec: Self.serviceMayUseRepo, files: Self.shortcut)
        defer { withExtendedLifetime(repo) {} }
        let file = repo.root + "/archhist.sarif"
        try Data(cli.run("check", "--format", "sarif").stdout.utf8).write(to: URL(fileURLWithPath: file))
        let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Schemas/sarif-schema-2.1.0.json").path
        let script = """
            import json, sys, jsonschema
            jsonschema.validate(json.load(open(sys.argv[2])), json.load(open(sys.argv[1])))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, schema, file]
        let err = Pipe()
        process.standardError = err
        try process.run()
        let problems = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "the SARIF does not validate (python3 with jsonschema): \(problems)")
    }

    @Test func manyKnownViolationsMadeVisibleAreListedInPart() throws {
        let repo = try GitSandbox(clock: .hourPerGitRun)
        defer { withExtendedLifetime(repo) {} }
        try repo.copy(fixture: "HarnessBooking")
        for index in 1...60 {
            try repo.write("Sources/BookingService/Step\(index).swift", "import BookingTypes\nstruct Step\(index) {}\n")
        }
        try repo.commit("sixty steps")
        try repo.git("checkout", "-q", "-b", "feature")
        try repo.write(
            "archhist.json",
            #"""
            {"preset": "harness",
             "rules": [{"id": "service-without-types", "kind": "imports", "layers": ["Service"],
                        "forbid": ["BookingTypes"]}]}
            """#)
        try repo.commit("stricter")
        let cli = CLIHarness(directory: repo.root)
        let text = cli.run("check")
        #expect(text.exitCode == .ok)
        #expect(text.stdout.contains("Made visible by this change to archhist.json: 63 known violations\n"))
        #expect(text.stdout.contains("\n  … and 43 more (use --format json for all)\n"))
        let markdown = cli.run("check", "--format", "markdown").stdout
        #expect(markdown.contains("\n… and 13 more (`--format json` lists all)\n"))
        let json = try JSONParser.parse(cli.run("check", "--format", "json").stdout)
        #expect(json["specChange"]?["madeVisible"]?.array.count == 63)
    }
}
