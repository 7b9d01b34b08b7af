import ArchHistCLI
import ArchHistSupport
import ArchHistTestSupport
import Foundation
import Testing

/// From any folder of a repository, archhist judges the code under the root's
/// `archhist.json`, as git finds its repository from any folder, and every command
/// says on standard error, in one line, which spec it used.
@Suite struct SpecDiscoveryTests {
    private func makeRepository(spec: Bool = true) throws -> GitSandbox {
        let repo = try GitSandbox(clock: .hourPerGitRun)
        try repo.copy(fixture: "HarnessBooking")
        if !spec { try FileManager.default.removeItem(atPath: repo.root + "/archhist.json") }
        try repo.commit("Booking and Payments")
        try repo.write(
            "Sources/BookingService/Shortcut.swift",
            "import BookingRepo\nstruct Shortcut { let repository: ListingRepository }\n")
        try repo.commit("shortcut")
        return repo
    }

    private func files(_ output: CommandOutput) throws -> Int? {
        guard case .number(let count)? = try JSONParser.parse(output.stdout)["summary"]?["files"] else { return nil }
        return count.intValue
    }

    @Test func aSubfolderIsJudgedAsPartOfTheWholeTreeUnderTheRootsSpec() throws {
        let repo = try makeRepository()
        let atRoot = CLIHarness(directory: repo.root).run("analyze", "--format", "json")
        let inside = CLIHarness(directory: repo.root + "/Sources/BookingService")
        let below = inside.run("analyze", "--format", "json")
        #expect(below.exitCode == .ok)
        #expect(below.stderr == "spec: ../../archhist.json (extends preset harness)\n")
        #expect(try files(below) == files(atRoot))
        #expect(below.stdout == atRoot.stdout)

        let explained = inside.run("explain", "Shortcut.swift")
        #expect(explained.exitCode == .ok, "\(explained.stderr)")
        #expect(explained.stdout.contains("Service"))
        #expect(explained.stderr == "spec: ../../archhist.json (extends preset harness)\n")

        #expect(inside.run("record").stderr == "spec: ../../archhist.json (extends preset harness)\n")
        #expect(inside.run("log").stderr == "spec: ../../archhist.json (extends preset harness)\n")
        let check = inside.run("check", "--baseline", "HEAD~1", "--format", "json")
        #expect(check.exitCode == .findings)
        #expect(check.stderr.hasPrefix("spec: ../../archhist.json (extends preset harness)\n"))
        #expect((try? JSONParser.parse(check.stdout)) != nil, "standard output stays JSON")
    }

    @Test func anExplicitRootSpecOrPresetStillWins() throws {
        let repo = try makeRepository()
        try repo.write("Other/spec.json", #"{"preset": "clean"}"#)
        let inside = CLIHarness(directory: repo.root + "/Sources")
        let other = inside.run("analyze", "--spec", "../Other/spec.json", "--format", "json")
        #expect(other.stderr == "spec: ../Other/spec.json (extends preset clean)\n")
        #expect(try JSONParser.parse(other.stdout)["spec"]?["preset"]?.text == "clean")
        let preset = inside.run("analyze", "--preset", "modular", "--format", "json")
        #expect(preset.stderr == "spec: preset modular\n")
        // A folder named on the command line is the root: only its files, its own spec or a guess.
        let here = inside.run("analyze", "BookingService", "--format", "json")
        #expect(try files(here) == 3)
        #expect(here.stderr.hasPrefix("spec: preset "))
        #expect(here.stderr.contains("inferred"))
        let explainRoot = inside.run("explain", "--root", "BookingService", "BookingService/Shortcut.swift")
        #expect(explainRoot.exitCode == .ok, "\(explainRoot.stderr)")
        #expect(explainRoot.stderr.contains("inferred"))
    }

    @Test func theNearestSpecBelowTheRepositorysTopIsTheRoot() throws {
        let repo = try GitSandbox(clock: .hourPerGitRun)
        try repo.copy(contentsOf: Fixtures.path("HarnessBooking"))
        try FileManager.default.createDirectory(atPath: repo.root + "/ios", withIntermediateDirectories: true)
        for name in ["Sources", "Tests", "Package.swift", "archhist.json"] {
            try FileManager.default.moveItem(atPath: repo.root + "/" + name, toPath: repo.root + "/ios/" + name)
        }
        try repo.write("tools/Script.swift", "struct Script {}\n")
        try repo.commit("an iOS app in a monorepo")
        let output = CLIHarness(directory: repo.root + "/ios/Sources/BookingUI").run("analyze", "--format", "json")
        #expect(output.stderr == "spec: ../../archhist.json (extends preset harness)\n")
        let paths = try JSONParser.parse(output.stdout)["files"]?.array.compactMap { $0["path"]?.text } ?? []
        #expect(paths.contains("Sources/BookingUI/BookingView.swift"))
        #expect(!paths.contains { $0.hasPrefix("tools/") })
    }

    @Test func outsideAGitWorkTreeNothingAboveTheCurrentFolderIsTakenForTheProject() throws {
        let tree = try TemporaryTree([
            "archhist.json": #"{"preset": "clean"}"#, "App/Feature/LoginView.swift": "struct LoginView {}\n",
        ])
        let output = CLIHarness(directory: tree.path + "/App").run("analyze", "--format", "json")
        #expect(output.stderr.contains("inferred"), "\(output.stderr)")
        let paths = try JSONParser.parse(output.stdout)["files"]?.array.compactMap { $0["path"]?.text } ?? []
        #expect(paths == ["Feature/LoginView.swift"])
    }

    @Test func withNoSpecEveryCommandThatGuessedSaysSoInOneLineAndSuggestsInit() throws {
        let repo = try makeRepository(spec: false)
        let inside = CLIHarness(directory: repo.root + "/Sources/BookingService")
        let atRoot = CLIHarness(directory: repo.root).run("analyze", "--format", "json")
        let commands: [[String]] = [
            ["analyze", "--format", "json"], ["explain", "Shortcut.swift", "--format", "json"], ["record"],
            ["backfill"], ["check", "--baseline", "HEAD~1", "--format", "json"],
            ["diff", "HEAD~1", "HEAD", "--format", "json"], ["graph"], ["trend", "--format", "json"],
            ["boundaries", "--format", "json"], ["violations", "--history", "--format", "json"],
            ["show", "HEAD", "--format", "json"],
        ]
        for command in commands {
            let output = inside.run(command)
            #expect(output.exitCode != .usage && output.exitCode != .environment, "\(command): \(output.stderr)")
            let notes = output.stderr.split(separator: "\n").filter { $0.hasPrefix("spec: ") }
            #expect(notes.count == 1, "\(command): \(output.stderr)")
            #expect(notes.first?.contains("inferred") == true, "\(command): \(output.stderr)")
            #expect(
                notes.first?.hasSuffix("no archhist.json: write one with `archhist init`") == true,
                "\(command): \(output.stderr)")
            if command.contains("json") {
                #expect((try? JSONParser.parse(output.stdout)) != nil, "\(command): standard output stays JSON")
            }
        }
        // The guess is made from the whole repository, not the folder the command ran in.
        #expect(try files(inside.run("analyze", "--format", "json")) == files(atRoot))
    }
}
