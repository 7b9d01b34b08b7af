import ArchHistCLI
import ArchHistSupport
import ArchHistTestSupport
import Foundation
import Testing

/// A file's identity survives a move: a commit that only moves files introduces,
/// fixes and brings back nothing, in `diff`, `check` and SARIF alike.
@Suite struct MoveTests {
    /// A Service file that reaches Repo, then that file moved, then the Repo file it
    /// uses moved too: three commits, the last two pure moves.
    private func makeRepository() throws -> (GitSandbox, CLIHarness) {
        let repo = try GitSandbox(clock: .hourPerGitRun)
        try repo.copy(fixture: "HarnessBooking")
        try repo.write(
            "Sources/BookingService/Shortcut.swift",
            "import BookingRepo\nstruct Shortcut { let repository: ListingRepository }\n")
        try repo.commit("shortcut")
        for folder in ["Sources/BookingService/Legacy", "Sources/BookingRepo/Listings"] {
            try FileManager.default.createDirectory(atPath: repo.root + "/" + folder, withIntermediateDirectories: true)
        }
        try repo.git("mv", "Sources/BookingService/Shortcut.swift", "Sources/BookingService/Legacy/Shortcut.swift")
        try repo.commit("move the shortcut")
        try repo.git(
            "mv", "Sources/BookingRepo/ListingRepository.swift", "Sources/BookingRepo/Listings/ListingRepository.swift")
        try repo.commit("move the repository")
        return (repo, CLIHarness(directory: repo.root))
    }

    @Test func diffListsMovesAsMovesAndNoViolationComesOrGoes() throws {
        let (repo, cli) = try makeRepository()
        defer { withExtendedLifetime(repo) {} }
        let output = cli.run("diff", "HEAD~2", "HEAD", "--format", "json")
        #expect(output.exitCode == .ok, "\(output.stderr)")
        let drift = try JSONParser.parse(output.stdout)
        #expect(drift["files"]?["added"] == [])
        #expect(drift["files"]?["removed"] == [])
        let renamed = drift["files"]?["renamed"]?.array.compactMap { $0["to"]?.text }
        #expect(
            renamed == [
                "Sources/BookingRepo/Listings/ListingRepository.swift", "Sources/BookingService/Legacy/Shortcut.swift",
            ])
        #expect(drift["violations"]?["introduced"] == [])
        #expect(drift["violations"]?["fixed"] == [])
        let text = cli.run("diff", "HEAD~2", "HEAD").stdout
        #expect(
            text.contains(
                "  renamed  Sources/BookingService/Shortcut.swift → Sources/BookingService/Legacy/Shortcut.swift"))
    }

    @Test func checkAndItsSARIFKeepTheBaselinesIdentities() throws {
        let (repo, cli) = try makeRepository()
        defer { withExtendedLifetime(repo) {} }
        let check = cli.run("check", "--baseline", "HEAD~2")
        #expect(check.exitCode == .ok, "\(check.stdout)")
        #expect(check.stdout.contains("violations: 0 new, 11 known, 0 fixed"))

        func fingerprints(_ arguments: String...) throws -> (Set<String>, [String]) {
            let sarif = try JSONParser.parse(cli.run(arguments).stdout)
            let results = sarif["runs"]?.array.first?["results"]?.array ?? []
            let prints = results.compactMap { $0["partialFingerprints"]?["archhist/v1"]?.text }
            return (Set(prints), results.compactMap { $0["baselineState"]?.text })
        }
        let (before, _) = try fingerprints("check", "--baseline", "HEAD~2", "--commit", "HEAD~2", "--format", "sarif")
        let (after, states) = try fingerprints("check", "--baseline", "HEAD~2", "--format", "sarif")
        #expect(after == before)
        #expect(Set(states) == ["unchanged"])
    }

    @Test func aViolationsHistoryFollowsItsFileAndItsTargetThroughMoves() throws {
        let (repo, cli) = try makeRepository()
        defer { withExtendedLifetime(repo) {} }
        #expect(cli.run("backfill").exitCode == .ok)
        let history = try JSONParser.parse(cli.run("violations", "--history", "--format", "json").stdout)
        let lifecycles = history["violations"]?.array ?? []
        // Eleven violations from the first commit on; the moves fixed none and brought none.
        #expect(lifecycles.count == 11)
        #expect(lifecycles.allSatisfy { $0["fixedBy"] == .null && $0["regressions"] == 0 })
        let shortcut = lifecycles.filter {
            $0["violation"]?["file"]?.text == "Sources/BookingService/Legacy/Shortcut.swift"
        }
        #expect(shortcut.count == 3)
        #expect(shortcut.allSatisfy { $0["introducedBy"]?["subject"]?.text == "shortcut" })
    }
}
