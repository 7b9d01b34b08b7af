import ArchHistCLI
import ArchHistTestSupport
import Foundation
import Testing

/// CI checks out one commit deep. Every revision such a clone lacks gets a message
/// that says the clone is shallow and which fetch brings the revision in.
@Suite struct ShallowCloneTests {
    /// A remote with three commits on main and a tag on the first, and a clone of it
    /// made as actions/checkout makes one: the pushed commit alone, fetched one deep,
    /// detached, with no remote branch and no origin/HEAD.
    private func makeCheckout() throws -> (origin: GitSandbox, clone: GitSandbox, cli: CLIHarness) {
        let origin = try GitSandbox(clock: .hourPerGitRun)
        try origin.copy(fixture: "HarnessBooking")
        try origin.commit("Booking and Payments")
        try origin.git("tag", "v1")
        try origin.write("Sources/BookingTypes/Guest.swift", "struct Guest {}\n")
        try origin.commit("guests")
        try origin.write(
            "Sources/BookingService/Shortcut.swift",
            "import BookingRepo\nstruct Shortcut { let repository: ListingRepository }\n")
        try origin.commit("shortcut")
        let clone = try GitSandbox()
        try clone.git("remote", "add", "origin", "file://" + origin.root)
        try clone.git("fetch", "-q", "--no-tags", "--depth", "1", "origin", try origin.sha("HEAD"))
        try clone.git("checkout", "-q", "--detach", "FETCH_HEAD")
        return (origin, clone, CLIHarness(directory: clone.root))
    }

    private func expectShallowAdvice(
        _ output: CommandOutput, revision: String, fetch: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(output.exitCode == .usage, "\(output.stderr)", sourceLocation: sourceLocation)
        #expect(output.stderr.contains("unknown revision '\(revision)'"), sourceLocation: sourceLocation)
        #expect(output.stderr.contains("this clone is shallow"), "\(output.stderr)", sourceLocation: sourceLocation)
        #expect(output.stderr.contains("`\(fetch)`"), "\(output.stderr)", sourceLocation: sourceLocation)
        #expect(output.stderr.contains("fetch-depth: 0"), sourceLocation: sourceLocation)
    }

    @Test func everyCommandThatTakesARevisionSaysTheCloneIsShallowAndWhatToFetch() throws {
        let (origin, clone, cli) = try makeCheckout()
        defer { withExtendedLifetime((origin, clone)) {} }
        #expect(cli.run("record").exitCode == .ok)
        let plan = clone.root + "/../plan.json"
        let milestone = #"{"id": "all", "measure": {"kind": "violations"}, "due": "2030-01-01"}"#
        try Data(#"{"name": "p", "start": "2020-01-01", "milestones": [\#(milestone)]}"#.utf8).write(
            to: URL(fileURLWithPath: plan))
        let commands: [[String]] = [
            ["check", "--baseline", "HEAD~1"], ["check", "--baseline", "HEAD", "--commit", "HEAD~1"],
            ["diff", "HEAD~1", "HEAD"], ["show", "HEAD~1"], ["record", "--commit", "HEAD~1"],
            ["backfill", "--from", "HEAD~1"], ["report", "--from", "HEAD~1"],
            ["report", "--from", "HEAD", "--to", "HEAD~1"],
            ["trend", "--from", "HEAD~1"], ["trend", "--to", "HEAD~1"], ["boundaries", "--since", "HEAD~1"],
            ["graph", "--since", "HEAD~1"], ["graph", "--commit", "HEAD~1"],
            ["violations", "--history", "--to", "HEAD~1"],
            ["burndown", "--plan", plan, "--to", "HEAD~1"],
        ]
        for command in commands {
            expectShallowAdvice(cli.run(command), revision: "HEAD~1", fetch: "git fetch --deepen=1")
        }
        expectShallowAdvice(cli.run("diff", "HEAD~2^", "HEAD"), revision: "HEAD~2^", fetch: "git fetch --deepen=3")
        expectShallowAdvice(
            cli.run("check", "--baseline", "origin/main"), revision: "origin/main", fetch: "git fetch origin main")
        let tag = cli.run("diff", "v1", "HEAD")
        expectShallowAdvice(tag, revision: "v1", fetch: "git fetch origin v1")
        #expect(tag.stderr.contains("`git fetch origin tag v1` for a tag"))
        let first = try origin.sha("HEAD~2")
        expectShallowAdvice(cli.run("show", first), revision: first, fetch: "git fetch origin \(first)")
    }

    @Test func theAdviceWorks() throws {
        let (origin, clone, cli) = try makeCheckout()
        defer { withExtendedLifetime((origin, clone)) {} }
        let missing = cli.run("check", "--baseline", "origin/main")
        #expect(missing.stderr.contains("`git fetch origin main`"))
        try clone.git("fetch", "-q", "--depth", "1", "origin", "main")
        let check = cli.run("check", "--baseline", "origin/main")
        #expect(check.exitCode == .ok, "\(check.stderr)")
        #expect(cli.run("diff", "HEAD~1", "HEAD").exitCode == .usage)
        try clone.git("fetch", "-q", "--deepen=1")
        let diff = cli.run("diff", "HEAD~1", "HEAD")
        #expect(diff.exitCode == .ok, "\(diff.stderr)")
    }

    @Test func withoutADefaultBranchOrACIVariableTheGateSaysWhatToPass() throws {
        let (origin, clone, cli) = try makeCheckout()
        defer { withExtendedLifetime((origin, clone)) {} }
        let output = cli.run("check")
        #expect(output.exitCode == .usage)
        #expect(output.stderr.contains("no CI variable naming a target branch: GITHUB_BASE_REF"))
        #expect(output.stderr.contains("pass --baseline <revision>"))
        #expect(output.stderr.contains("this clone is shallow and holds no other branch"))
        #expect(output.stderr.contains("`git fetch origin main`"))
    }

    @Test func aCloneMadeOneDeepByGitCloneSaysTheSame() throws {
        let (origin, clone, _) = try makeCheckout()
        defer { withExtendedLifetime((origin, clone)) {} }
        let folder = try GitSandbox(initialise: false)
        try folder.git("clone", "-q", "--depth", "1", "file://" + origin.root, "repo")
        let cli = CLIHarness(directory: folder.root + "/repo")
        expectShallowAdvice(cli.run("check", "--baseline", "HEAD~2"), revision: "HEAD~2", fetch: "git fetch --deepen=2")
        // origin/HEAD is there: the default baseline is the merge base, HEAD itself.
        #expect(cli.run("check").exitCode == .ok)
    }
}
