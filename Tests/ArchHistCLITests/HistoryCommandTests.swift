import ArchHistCLI
import ArchHistCore
import ArchHistStore
import ArchHistSupport
import ArchHistTestSupport
import Foundation
import Testing

/// `record`, `backfill`, `log` and `show` against real git repositories.
@Suite struct HistoryCommandTests {
    private func makeRepository() throws -> (GitSandbox, CLIHarness) {
        let repo = try GitSandbox(clock: .hourPerGitRun)
        try repo.copy(fixture: "HarnessBooking")
        try repo.commit("Booking and Payments")
        return (repo, CLIHarness(directory: repo.root))
    }

    @Test func test_record_storesHEADAndASecondCallIsANoOp() throws {
        let (repo, cli) = try makeRepository()
        let head = try repo.git("rev-parse", "HEAD")
        let first = cli.run("record")
        #expect(first.exitCode == .ok)
        #expect(first.stdout == "recorded \(head.prefix(12)): 15 files, 8 violations (16 new blobs read)\n")
        let second = cli.run("record")
        #expect(second.exitCode == .ok)
        #expect(second.stdout.contains("is already recorded under this spec"))
        #expect(cli.run("record", "--force").stdout.hasPrefix("replaced \(head.prefix(12))"))
        #expect(FileManager.default.fileExists(atPath: repo.root + "/.archhist/history.db"))
    }

    @Test func test_show_printsWhatAnalyzePrintedForThatCommit() throws {
        let (repo, cli) = try makeRepository()
        defer { withExtendedLifetime(repo) {} }
        _ = cli.run("record")
        let analysis = cli.run("analyze", "--format", "json")
        #expect(analysis.stderr == "spec: archhist.json (extends preset harness)\n")
        let analyzed = try JSONParser.parse(analysis.stdout)
        let shown = try JSONParser.parse(cli.run("show", "HEAD", "--format", "json").stdout)
        guard case .object(var a) = analyzed, case .object(var b) = shown else {
            Issue.record("not JSON objects")
            return
        }
        // Where the spec came from is said the same way; the stored spec is the resolved one.
        a["spec"] = nil
        b["spec"] = nil
        #expect(a == b)
    }

    @Test func theHistoryFolderKeepsItselfOutOfTheRepository() throws {
        let (repo, cli) = try makeRepository()
        #expect(cli.run("record").exitCode == .ok)
        #expect(try repo.git("status", "--porcelain", "--untracked-files=all").isEmpty)
    }

    @Test func test_record_aChangedSpecMakesANewRunAndHistoryNeverSeesUncommittedWork() throws {
        let (repo, cli) = try makeRepository()
        _ = cli.run("record")
        try repo.write("archhist.json", #"{"preset": "harness", "rules": [{"id": "domain-cycles", "enabled": false}]}"#)
        let output = cli.run("record")
        #expect(output.stdout.hasPrefix("recorded "))
        #expect(output.stdout.contains("(0 new blobs read)"))
        #expect(output.stderr.contains("note: the working tree has uncommitted changes"))
        // One line per commit, the current spec's run; --all-specs lists both.
        let log = cli.run("log", "--format", "json").stdout
        #expect(log.components(separatedBy: "\"run\":").count - 1 == 1)
        let all = cli.run("log", "--format", "json", "--all-specs").stdout
        #expect(all.components(separatedBy: "\"run\":").count - 1 == 2)
        let text = cli.run("log", "--all-specs").stdout
        #expect(text.contains("Specs (a change is counted only against a run under the same spec):"))
        #expect(text.contains("archhist.json (extends preset harness) (current)"))
    }

    @Test func test_backfill_recordsTheFirstParentLineOldestFirstAndResumes() throws {
        let (repo, cli) = try makeRepository()
        for step in 1...4 {
            try repo.write(
                "Sources/BookingService/Step\(step).swift",
                "struct Step\(step) { let id: BookingID }\nimport BookingTypes\n")
            try repo.commit("step \(step)")
        }
        #expect(
            cli.run("backfill", "--max-count", "2").stdout == "backfill: 2 commits, 2 recorded, 0 already recorded\n")
        #expect(cli.run("backfill").stdout == "backfill: 5 commits, 3 recorded, 2 already recorded\n")
        let log = cli.run("log").stdout.split(separator: "\n")
        #expect(log.count == 6)
        #expect(log[1].contains("step 4") && log[1].contains("±0, +1 file"))
        #expect(log[5].contains("Booking and Payments") && log[5].contains("new"))
    }

    @Test func test_backfill_withTagsRecordsEveryTaggedCommit() throws {
        let (repo, cli) = try makeRepository()
        try repo.git("tag", "v1.0")
        try repo.write("Sources/Utils/More.swift", "struct More {}\n")
        try repo.commit("more")
        try repo.git("tag", "-a", "v1.1", "-m", "release 1.1")
        try repo.commit("after the release")
        #expect(cli.run("backfill", "--tags").stdout == "backfill: 2 commits, 2 recorded, 0 already recorded\n")
        #expect(cli.run("show", "v1.1").stdout.contains("Files       16 (1 test file)"))
    }

    @Test func test_badInputGetsAMessageAndAnExitCode() throws {
        let (repo, cli) = try makeRepository()
        let unknown = cli.run("record", "--commit", "v9.9")
        #expect(unknown.exitCode == .usage)
        #expect(unknown.stderr.contains("unknown revision 'v9.9'"))
        let notRecorded = cli.run("show", "HEAD")
        #expect(notRecorded.exitCode == .usage)
        #expect(notRecorded.stderr.contains("no history at \(repo.root)/.archhist/history.db yet"))
        let outside = CLIHarness(directory: NSTemporaryDirectory()).run("record")
        #expect(outside.exitCode == .environment)
        #expect(outside.stderr.contains("is not inside a git repository"))
    }

    @Test func test_record_inARepositoryWithNoCommitsSaysSo() throws {
        let repo = try GitSandbox(clock: .hourPerGitRun)
        let output = CLIHarness(directory: repo.root).run("record")
        #expect(output.exitCode == .usage)
        #expect(output.stderr.lowercased().contains("no commits"))
        #expect(!FileManager.default.fileExists(atPath: repo.root + "/.archhist/history.db"))
    }

    @Test func test_record_refusesAFileThatIsNotADatabase_andLeavesItAlone() throws {
        let (repo, cli) = try makeRepository()
        let path = repo.root + "/notes.db"
        let text = "shopping list: milk, eggs, and a database that is not one at all\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let output = cli.run("record", "--db", path)
        #expect(output.exitCode == .environment)
        #expect(
            output.stderr
                == "Error: \(path) is not an archhist database (not SQLite): move it away or pass --db to use "
                + "another file\n"
        )
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
    }

    @Test func aSpecThatCannotBeReadLeavesNoDatabaseBehind() throws {
        let (repo, cli) = try makeRepository()
        try repo.write("archhist.json", #"{"layers": ["#)
        for command in ["record", "backfill"] {
            let output = cli.run(command)
            #expect(output.exitCode == .usage, "\(command)")
            #expect(output.stderr.contains("archhist.json:1:13:"), "\(command): \(output.stderr)")
            #expect(!FileManager.default.fileExists(atPath: repo.root + "/.archhist"), "\(command)")
        }
    }

    @Test func anotherApplicationsDatabaseIsNeverAdopted() throws {
        let (repo, cli) = try makeRepository()
        let path = repo.root + "/notes.sqlite"
        do {
            let foreign = try Database.open(path: path, configuration: .init(prefersWAL: false))
            try foreign.execute("CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('milk')")
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let output = cli.run("record", "--db", path)
        #expect(output.exitCode == .environment)
        #expect(output.stderr.contains("is a SQLite database of another application"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func test_diff_showsDriftBetweenARecordedAndAnUnrecordedCommit() throws {
        let (repo, cli) = try makeRepository()
        _ = cli.run("record")
        // Service starts using Repo directly, and a Utils file moves into Providers.
        try repo.write(
            "Sources/BookingService/Shortcut.swift",
            "import BookingRepo\nstruct Shortcut { let repository: ListingRepository }\n")
        try repo.git("mv", "Sources/Utils/DateFormatting.swift", "Sources/AnalyticsProvider/DateFormatting.swift")
        try repo.commit("shortcut")
        let output = cli.run("diff", "HEAD~1", "HEAD", "--format", "json")
        #expect(output.exitCode == .ok, "\(output.stderr)")
        let root = try JSONParser.parse(output.stdout)
        guard case .object(let drift) = root, case .object(let files)? = drift["files"],
            case .object(let violations)? = drift["violations"],
            case .array(let introduced)? = violations["introduced"],
            case .string(let from)? = drift["from"], case .string(let to)? = drift["to"]
        else {
            Issue.record("unexpected shape: \(output.stdout)")
            return
        }
        #expect(from.contains("run "))
        #expect(to.contains("not recorded: analysed now"))
        // The moved file is one file, renamed, and it changed layer.
        #expect(files["added"] == ["Sources/BookingService/Shortcut.swift"])
        #expect(files["removed"] == [])
        let renamed = files["renamed"]?.array.first
        #expect(renamed?["from"]?.text == "Sources/Utils/DateFormatting.swift")
        #expect(renamed?["to"]?.text == "Sources/AnalyticsProvider/DateFormatting.swift")
        #expect(renamed?["fromLayer"]?.text == "Utils")
        #expect(renamed?["toLayer"]?.text == "Providers")
        let rules = introduced.compactMap { value -> String? in
            guard case .object(let v) = value, case .string(let rule)? = v["rule"] else { return nil }
            return rule
        }
        #expect(rules.sorted() == ["harness-layers", "harness-layers", "service-repo-wall"])
        #expect(violations["persisting"] == 8)
    }
}
