import ArchHistCLI
import ArchHistTestSupport
import Foundation
import Testing

/// `--format xcode` on every command that lists violations: one diagnostic per finding,
/// at the file's absolute path, so a Run Script build phase shows them in Xcode.
@Suite struct XcodeFormatTests {
    /// Each line as Xcode's parser sees it: path, line, column, kind, message.
    private func diagnostics(_ output: String) -> [(path: String, line: Int, kind: String, message: String)] {
        output.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            guard parts.count == 5, let number = Int(parts[1]), parts[2] == "1" else { return nil }
            return (String(parts[0]), number, parts[3].trimmingCharacters(in: .whitespaces), String(parts[4]))
        }
    }

    @Test func analyzePrintsEveryViolationAsAnXcodeDiagnosticAndItsSpecOnStandardError() throws {
        let (repo, cli) = try GitSandbox.harnessWithShortcutBranch()
        defer { withExtendedLifetime(repo) {} }
        let json = cli.run("analyze", "--format", "json").stdout
        let output = cli.run("analyze", "--format", "xcode", "--fail-on", "error")
        #expect(output.exitCode == .findings)
        #expect(output.stderr == "spec: archhist.json (extends preset harness)\n")
        let found = diagnostics(output.stdout)
        #expect(found.count == output.stdout.split(separator: "\n").count, "every line is a diagnostic")
        #expect(found.count == json.components(separatedBy: "\"fingerprint\"").count - 1)
        #expect(found.allSatisfy { $0.path.hasPrefix(repo.root + "/") && $0.kind == "error" })
        #expect(
            output.stdout.contains(
                "\(repo.root)/Sources/BookingService/Shortcut.swift:2:1: error: Service depends on Repo"))
        #expect(output.stdout.contains("[harness-layers]\n"))
        // A domain missing a layer is shown where the rule is written: the spec.
        #expect(output.stdout.contains("\(repo.root)/archhist.json:1:1: error: domain Payments has no UI layer"))
    }

    @Test func checkPrintsOnlyWhatIsNewAndFailsTheBuildPhase() throws {
        let (repo, cli) = try GitSandbox.harnessWithShortcutBranch()
        defer { withExtendedLifetime(repo) {} }
        let output = cli.run("check", "--format", "xcode")
        #expect(output.exitCode == .findings)
        let found = diagnostics(output.stdout)
        #expect(found.filter { $0.message.hasSuffix("[new-crossing]") }.count == 1)
        let new = found.filter { !$0.message.hasSuffix("[new-crossing]") }
        #expect(new.count == 3, "\(output.stdout)")
        #expect(new.allSatisfy { $0.path == repo.root + "/Sources/BookingService/Shortcut.swift" })
        #expect(output.stderr.contains("spec: archhist.json (extends preset harness)\n"))
        #expect(output.stderr.contains("3 new violations; check failed"))
        #expect(cli.run("check", "--format", "xcode", "--baseline", "HEAD").stdout == "")
    }

    @Test func explainDiffShowAndViolationsPrintTheirViolationsToo() throws {
        let (repo, cli) = try GitSandbox.harnessWithShortcutBranch()
        defer { withExtendedLifetime(repo) {} }
        let shortcut = repo.root + "/Sources/BookingService/Shortcut.swift"
        let explained = cli.run("explain", "Sources/BookingService/Shortcut.swift", "--format", "xcode")
        #expect(explained.exitCode == .ok)
        #expect(diagnostics(explained.stdout).count == 3)
        #expect(diagnostics(explained.stdout).allSatisfy { $0.path == shortcut })

        let diff = cli.run("diff", "HEAD~1", "HEAD", "--format", "xcode")
        #expect(diff.exitCode == .ok, "\(diff.stderr)")
        #expect(diagnostics(diff.stdout).count == 3)
        #expect(diagnostics(diff.stdout).allSatisfy { $0.path == shortcut })

        #expect(cli.run("backfill").exitCode == .ok)
        let shown = cli.run("show", "HEAD", "--format", "xcode")
        #expect(diagnostics(shown.stdout).count == diagnostics(cli.run("analyze", "--format", "xcode").stdout).count)
        #expect(shown.stderr.hasPrefix("spec: archhist.json (extends preset harness) (spec "))

        let history = cli.run("violations", "--history", "--format", "xcode")
        let open = diagnostics(history.stdout)
        #expect(open.count == diagnostics(shown.stdout).count)
        let head = try repo.sha("HEAD")
        #expect(
            open.filter { $0.path == shortcut }.allSatisfy {
                $0.message.contains("(since \(head.prefix(12)), 0 commits")
            })
    }
}
