import ArchHistCLI
import ArchHistCore
import ArchHistGit
import ArchHistStore
import ArchHistTestSupport
import Foundation
import Testing

/// `push`, `pull` and `merge`: history that travels with the repository through a
/// bare remote and clones as CI makes them.
@Suite struct SyncCommandTests {
    /// The history ends with a file that has a violation moved to another folder, then
    /// a file renamed: the depth-1 clone follows them through the moves the notes carry.
    @Test func test_pull_inADepthOneClone_answersEveryQueryAsTheRecordingClone() throws {
        let history = try SharedHistory.make(moves: true)
        let commits = history.commits
        let recording = try history.clone()
        let recorder = CLIHarness(directory: recording.root)
        #expect(recorder.run("backfill").exitCode == .ok)
        #expect(recorder.run("push").stdout == "pushed 6 runs to origin (refs/notes/archhist: 6 runs)\n")
        let note = try recording.git("notes", "--ref", "archhist", "show", commits[4])
        #expect(
            note.contains(
                "\nrenames\tSources/BookingService/Shortcut.swift\tSources/BookingService/Legacy/Shortcut.swift\n"))

        let shallow = try history.clone(depth: 1)
        #expect(try shallow.git("rev-parse", "--is-shallow-repository") == "true")
        #expect(throws: GitSandboxError.self) { try shallow.git("cat-file", "-e", commits[0]) }
        let runner = CLIHarness(directory: shallow.root)
        #expect(
            runner.run("pull").stdout == "pulled from origin: imported 6 runs, 0 already here, 0 skipped\n")

        // Over the moves, the recording clone sees renames, not a file removed and added.
        let moved = recorder.run("diff", commits[3], commits[5])
        #expect(moved.stdout.contains("renamed  Sources/BookingService/Shortcut.swift → "), "\(moved.stdout)")
        #expect(moved.stdout.contains("renamed  Sources/BookingRepo/ListingRepository.swift → "), "\(moved.stdout)")
        let queries: [[String]] = [
            ["log"], ["log", "--format", "json"],
            ["trend", "--metric", "violations", "--metric", "files", "--format", "csv"],
            ["trend", "--from", commits[1], "--to", commits[2]],
            ["boundaries"], ["boundaries", "--since", commits[0], "--format", "json"],
            ["violations", "--history"], ["violations", "--history", "--format", "json"],
            ["burndown", "--plan", "migration.json"], ["burndown", "--plan", "migration.json", "--check"],
            ["report", "--from", commits[1], "--to", commits[3], "--format", "markdown"],
            ["report", "--from", "HEAD~2", "--plan", "migration.json", "--format", "markdown"],
            ["diff", commits[0], commits[3]], ["diff", commits[1], commits[2], "--format", "json"],
            ["check", "--baseline", commits[0]], ["check", "--baseline", "HEAD~2", "--format", "json"],
            ["check", "--baseline", commits[2], "--commit", "HEAD", "--fail-on", "new", "--format", "github"],
            ["show", commits[1], "--format", "json"],
            ["diff", commits[3], commits[5]], ["diff", commits[2], commits[4], "--format", "json"],
            ["check", "--baseline", commits[3]], ["check", "--baseline", commits[1], "--format", "sarif"],
            ["check", "--baseline", commits[3], "--commit", commits[5], "--fail-on", "new"],
            ["report", "--from", commits[2], "--to", commits[5], "--format", "markdown"],
            ["violations"], ["log", "--all-specs"],
        ]
        for query in queries {
            let there = recorder.run(query)
            let here = runner.run(query)
            #expect(here.exitCode == there.exitCode, "\(query): \(here.stderr)")
            #expect(here.stdout == there.stdout, "\(query)")
            #expect(here.stderr == there.stderr, "\(query)")
        }
    }

    /// A depth-1 runner cannot tell what its commit moved; the next push from a clone
    /// with the objects adds the moves to that note, and a pull keeps them even when it
    /// has the run already.
    @Test func test_push_fromAFullClone_givesTheMovesToNotesPushedWithout() throws {
        let history = try SharedHistory.make(moves: true)
        let head = history.commits[5]
        let shallow = try history.clone(depth: 1)
        let runner = CLIHarness(directory: shallow.root)
        #expect(runner.run("record").exitCode == .ok)
        #expect(runner.run("push").stdout == "pushed 1 run to origin (refs/notes/archhist: 1 run)\n")
        #expect(!(try shallow.git("notes", "--ref", "archhist", "show", head)).contains("\nrenames"))

        let full = try history.clone()
        let cli = CLIHarness(directory: full.root)
        #expect(cli.run("pull").exitCode == .ok)
        #expect(
            cli.run("push").stdout
                == "pushed no run to origin (refs/notes/archhist: 1 run); added the moves of 1 more commit\n")
        #expect(cli.run("push").stdout.contains("nothing to push"))

        #expect(runner.run("pull").stdout.hasPrefix("pulled from origin: imported 0 runs, 1 already here"))
        let note = try shallow.git("notes", "--ref", "archhist", "show", head)
        #expect(
            note.contains(
                "\nrenames\tSources/BookingRepo/ListingRepository.swift\t"
                    + "Sources/BookingRepo/Listings/ListingStore.swift\n"
            ))
        let db = try Database.open(path: shallow.root + "/.archhist/history.db")
        #expect(
            try db.fetchValue(String.self, "SELECT renames FROM commit_renames WHERE sha = ?", [head])
                == #"[["Sources/BookingRepo/ListingRepository.swift","#
                + #""Sources/BookingRepo/Listings/ListingStore.swift"]]"#
        )
        // A database merged from this one keeps the moves with the runs.
        #expect(runner.run("merge", ".archhist/history.db", "--db", "copy.db").exitCode == .ok)
        let copy = try Database.open(path: shallow.root + "/copy.db")
        #expect(
            try copy.fetchValue(String.self, "SELECT renames FROM commit_renames WHERE sha = ?", [head])
                == (try db.fetchValue(String.self, "SELECT renames FROM commit_renames WHERE sha = ?", [head])))
    }

    /// A pull request's gate in a depth-1 clone: the base was recorded elsewhere and
    /// its objects are absent, and nobody recorded the commits in between, so neither
    /// git nor the notes know their moves; files moved unchanged keep their identity
    /// through their recorded contents, as git's exact rename detection finds them.
    @Test func test_check_inADepthOneClone_againstARecordedBase_followsFilesMovedUnchanged() throws {
        let history = try SharedHistory.make(moves: true)
        let base = history.commits[3]
        let recording = try history.clone()
        let recorder = CLIHarness(directory: recording.root)
        #expect(recorder.run("record", "--commit", base).exitCode == .ok)
        #expect(recorder.run("push").exitCode == .ok)
        let shallow = try history.clone(depth: 1)
        let runner = CLIHarness(directory: shallow.root)
        #expect(runner.run("pull").exitCode == .ok)
        #expect(recorder.run("check", "--baseline", base).stdout.contains("violations: 0 new"))
        for query in [
            ["check", "--baseline", base], ["check", "--baseline", base, "--format", "sarif"],
            ["diff", base, "HEAD"],
        ] {
            let there = recorder.run(query)
            let here = runner.run(query)
            #expect(here.exitCode == there.exitCode, "\(query): \(here.stderr)")
            #expect(here.stdout == there.stdout, "\(query)")
        }
    }

    @Test func test_check_inADepthOneClone_takesAnAbsentBaselineFromItsPulledRun() throws {
        let history = try SharedHistory.make()
        let recording = try history.clone()
        #expect(CLIHarness(directory: recording.root).run("backfill").exitCode == .ok)
        #expect(CLIHarness(directory: recording.root).run("push").exitCode == .ok)
        let shallow = try history.clone(depth: 1)
        let cli = CLIHarness(directory: shallow.root)
        let before = cli.run("check", "--baseline", "HEAD~2")
        #expect(before.exitCode == .usage)
        #expect(before.stderr.contains("clone is shallow") && before.stderr.contains("`archhist pull` it first"))
        #expect(cli.run("pull").exitCode == .ok)
        let after = cli.run("check", "--baseline", "HEAD~3")
        #expect(
            after.stdout.hasPrefix(
                "archhist check: the working tree against HEAD~3 (\(history.commits[0].prefix(12)), run 1)"))
        #expect(after.exitCode == .findings, "the shortcut is new since HEAD~3: \(after.stdout)")
    }

    @Test func test_pull_isIdempotentAndKeepsTheRunsOnlyThisDatabaseHas() throws {
        let history = try SharedHistory.make()
        let recording = try history.clone()
        #expect(CLIHarness(directory: recording.root).run("record", "--commit", history.commits[1]).exitCode == .ok)
        #expect(CLIHarness(directory: recording.root).run("push").exitCode == .ok)

        let shallow = try history.clone(depth: 1)
        let runner = CLIHarness(directory: shallow.root)
        #expect(runner.run("record").exitCode == .ok)
        #expect(
            runner.run("pull").stdout == "pulled from origin: imported 1 run, 0 already here, 0 skipped\n")
        #expect(
            runner.run("pull").stdout == "pulled from origin: imported 0 runs, 1 already here, 0 skipped\n")
        let log = runner.run("log").stdout
        #expect(
            log.contains(String(history.commits[1].prefix(12))) && log.contains(String(history.commits[3].prefix(12))))
        #expect(runner.run("push").stdout == "pushed 1 run to origin (refs/notes/archhist: 2 runs)\n")
        #expect(runner.run("push").stdout.contains("nothing to push"))
        // What the notes hold is readable with git itself, one note per commit.
        let note = try shallow.git("notes", "--ref", "archhist", "show", history.commits[3])
        #expect(note.hasPrefix("archhist-note\t2\ncommit\t\(history.commits[3])\t"))
    }

    @Test func test_push_whenAnotherRunnerPushedMeanwhile_fetchesAgainAndLosesNoRun() throws {
        let history = try SharedHistory.make()
        let first = try history.clone()
        let second = try history.clone()
        #expect(CLIHarness(directory: first.root).run("record", "--commit", history.commits[1]).exitCode == .ok)
        #expect(CLIHarness(directory: second.root).run("record", "--commit", history.commits[2]).exitCode == .ok)
        let store = try SQLiteHistoryStore.open(
            path: first.root + "/.archhist/history.db", create: false, scannerVersion: "scanner-5")
        // The second runner's push lands between the first one's fetch and its push.
        let racing = RacingRemote(GitNotesRemote(root: first.root, remote: "origin")) {
            #expect(CLIHarness(directory: second.root).run("push").exitCode == .ok)
        }
        let report = try store.push(to: racing)
        #expect(report.attempts == 2)
        #expect(report.runs == 1 && report.otherRuns == 1)

        let third = try history.clone(depth: 1)
        let runner = CLIHarness(directory: third.root)
        #expect(
            runner.run("pull").stdout == "pulled from origin: imported 2 runs, 0 already here, 0 skipped\n")
        let log = runner.run("log", "--all-specs").stdout
        #expect(
            log.contains(String(history.commits[1].prefix(12))) && log.contains(String(history.commits[2].prefix(12))))
    }

    @Test func test_push_whenTheRemoteDoesNotExist_failsWithTheUsageCode() throws {
        let history = try SharedHistory.make()
        let runner = try history.clone()
        let cli = CLIHarness(directory: runner.root)
        #expect(cli.run("record").exitCode == .ok)
        let output = cli.run("push", "--remote", "nowhere")
        #expect(output.exitCode == .usage)
        #expect(output.stderr.contains("cannot push to nowhere"))
        let fresh = try history.clone()
        #expect(CLIHarness(directory: fresh.root).run("push").exitCode == .usage, "no database yet")
        let empty = CLIHarness(directory: fresh.root).run("pull")
        #expect(
            empty.stdout
                == "origin has no archhist history yet (no refs/notes/archhist): nothing to pull; "
                + "`archhist push` starts it\n"
        )
    }

    @Test func test_recordAfterPull_sharesThePulledChunks() throws {
        let history = try SharedHistory.make()
        let recording = try history.clone()
        #expect(CLIHarness(directory: recording.root).run("backfill").exitCode == .ok)
        #expect(CLIHarness(directory: recording.root).run("push").exitCode == .ok)
        let runner = try history.clone(depth: 1)
        let cli = CLIHarness(directory: runner.root)
        #expect(cli.run("pull").exitCode == .ok)
        let db = try Database.open(path: runner.root + "/.archhist/history.db")
        let before = try db.fetchValue(Int.self, "SELECT count(*) FROM chunks") ?? 0
        // One file changes: a pulled chunk is found by the digest the store gives it,
        // so the new run adds the chunks of that file's buckets, not a copy of the tree.
        try runner.write("Sources/BookingService/Shortcut.swift", "// changed\n")
        try runner.commit("change one file")
        #expect(cli.run("record").exitCode == .ok)
        let added = (try db.fetchValue(Int.self, "SELECT count(*) FROM chunks") ?? 0) - before
        #expect(added > 0 && added <= 4, "\(added) chunks added for one changed file")
    }

    @Test func test_pull_ofADamagedChunk_skipsTheRunsThatNeedIt_andSkipsAForeignNote() throws {
        // One chunk replaced by other bytes, as damage or a foreign tool would leave it.
        let (history, recording, remote, base) = try PushedHistory().parts
        let chunk = try #require(try remote.listing(of: base).keys.sorted().last { $0.hasPrefix("chunks/") })
        let damaged = try remote.write(
            base: base, merging: nil,
            files: [NotesFile(path: chunk, content: Array("archhist-chunk\t1\tfiles\n".utf8))],
            message: "damage")
        #expect(try remote.push(damaged))

        let runner = try history.clone(depth: 1)
        let cli = CLIHarness(directory: runner.root)
        let pulled = cli.run("pull")
        #expect(pulled.exitCode == .ok)
        let lines = pulled.stderr.split(separator: "\n")
        #expect(lines.count == 1, "one line for the damaged chunk: \(pulled.stderr)")
        #expect(
            pulled.stderr.hasPrefix("warning: skipped \(chunk): it does not hold what its name says; it took "),
            "\(pulled.stderr)")
        let imported = try Self.importedAndSkipped(pulled.stdout)
        #expect(imported.imported + imported.skipped == 4 && imported.skipped > 0, "\(pulled.stdout)")
        #expect(cli.run("log").stdout.split(separator: "\n").count > 1, "the other runs are written")

        // A note written by hand with `git notes` is skipped, naming its commit; the others are read.
        try recording.git("notes", "--ref", "archhist", "add", "-f", "-m", "looks fine to me", history.commits[0])
        try recording.git("push", "-q", "-f", "origin", "refs/notes/archhist")
        let skipping = cli.run("pull")
        #expect(skipping.exitCode == .ok)
        #expect(
            skipping.stderr.hasPrefix("warning: skipped the note of \(history.commits[0].prefix(12)): "),
            "\(skipping.stderr)")
    }

    /// A damaged chunk that one run uses and a damaged set that two runs use take only
    /// those runs with them, each named once with its count; a push of the recording
    /// clone writes them again, and the next pull reads every run.
    @Test func test_pull_ofADamagedSetAndChunk_importsTheOtherRuns_andAPushRepairsThem() throws {
        let (history, recording, remote, base) = try PushedHistory().parts
        let listing = try remote.listing(of: base)
        // The runs of each set (its commits) and each chunk, read from the notes' text.
        let notePaths = listing.keys.filter { !$0.contains(".") && $0.filter { $0 != "/" }.count == 40 }.sorted()
        var runsOfSet: [String: [String]] = [:]
        for (path, content) in zip(notePaths, try remote.read(notePaths.map { listing[$0]! })) {
            for line in String(decoding: content, as: UTF8.self).split(separator: "\n")
            where line.hasPrefix("sets\t") {
                for oid in line.split(separator: "\t").dropFirst() { runsOfSet[String(oid), default: []].append(path) }
            }
        }
        var runsOfChunk: [String: Set<String>] = [:]
        let setOIDs = runsOfSet.keys.sorted()
        let setPaths = setOIDs.map { "sets/\($0.prefix(2))/\($0)" }
        for (oid, content) in zip(setOIDs, try remote.read(setPaths.map { listing[$0]! })) {
            for line in String(decoding: content, as: UTF8.self).split(separator: "\n").dropFirst() {
                runsOfChunk[String(line), default: []].formUnion(runsOfSet[oid]!)
            }
        }
        let set = try #require(setOIDs.first { runsOfSet[$0]!.count == 2 })
        let chunk = try #require(
            runsOfChunk.keys.sorted().first { oid in
                runsOfChunk[oid]!.count == 1 && runsOfChunk[oid]!.isDisjoint(with: runsOfSet[set]!)
            })
        let setPath = "sets/\(set.prefix(2))/\(set)"
        let chunkPath = "chunks/\(chunk.prefix(2))/\(chunk)"
        let damaged = try remote.write(
            base: base, merging: nil,
            files: [
                NotesFile(path: setPath, content: Array("archhist-set\t1\tfiles\n".utf8)),
                NotesFile(path: chunkPath, content: Array("not a chunk\u{1B}[31m\n".utf8)),
            ], message: "damage")
        #expect(try remote.push(damaged))

        let runner = try history.clone(depth: 1)
        let cli = CLIHarness(directory: runner.root)
        let pulled = cli.run("pull")
        #expect(pulled.exitCode == .ok, "\(pulled.stderr)")
        #expect(
            pulled.stderr.split(separator: "\n").sorted()
                == [
                    "warning: skipped \(chunkPath): it does not hold what its name says; it took 1 run with it",
                    "warning: skipped \(setPath): it does not hold what its name says; it took 2 runs with it",
                ].sorted(), "\(pulled.stderr)")
        #expect(pulled.stdout == "pulled from origin: imported 1 run, 0 already here, 3 skipped\n")

        // The recording clone holds the runs that use them: its push writes them again.
        let pushed = CLIHarness(directory: recording.root).run("push")
        #expect(pushed.exitCode == .ok)
        #expect(pushed.stdout.contains("wrote 2 damaged objects again"), "\(pushed.stdout)")
        let again = cli.run("pull")
        #expect(again.stderr.isEmpty, "\(again.stderr)")
        #expect(again.stdout == "pulled from origin: imported 3 runs, 1 already here, 0 skipped\n")
    }

    /// Facts, specs and notes are named by a file's blob, a digest and a commit, not by
    /// their own bytes: one correctly named that cannot be read is written again by the
    /// next push of a clone that holds what it should say.
    @Test func push_writesAgainCorrectlyNamedObjectsThatCannotBeRead() throws {
        let (history, recording, remote, base) = try PushedHistory().parts
        let listing = try remote.listing(of: base)
        let facts = try #require(listing.keys.sorted().first { $0.hasPrefix("facts/") })
        let spec = try #require(listing.keys.sorted().first { $0.hasPrefix("specs/") })
        let note = NotesImportTests.notePath(history.commits[1])
        // Damage, pushed twice: the facts of a file and a note, then the spec every run uses.
        let damage: [[NotesFile]] = [
            [
                NotesFile(path: facts, content: Array("archhist-facts\t9x\n\u{1}".utf8)),
                NotesFile(path: note, content: Array("archhist-note\t2\ncommit\tgarbage\n".utf8)),
            ],
            [NotesFile(path: spec, content: Array("{\"not\": \"the spec\"}".utf8))],
        ]
        let expected = [
            ["skipped \(facts): ", "skipped the note of \(history.commits[1].prefix(12))"], ["skipped \(spec): "],
        ]
        for (files, warnings) in zip(damage, expected) {
            let current = try #require(try remote.fetch())
            #expect(try remote.push(try remote.write(base: current, merging: nil, files: files, message: "damage")))
            let reader = try history.clone(depth: 1)
            let pulled = CLIHarness(directory: reader.root).run("pull")
            #expect(pulled.exitCode == .ok)
            for warning in warnings { #expect(pulled.stderr.contains(warning), "\(pulled.stderr)") }

            let pushed = CLIHarness(directory: recording.root).run("push")
            #expect(pushed.exitCode == .ok, "\(pushed.stderr)")
            #expect(pushed.stdout.contains("wrote 1 damaged object again"), "\(pushed.stdout)")
            let again = CLIHarness(directory: reader.root).run("pull", "--db", "again.db")
            #expect(again.stderr.isEmpty, "\(again.stderr)")
            #expect(again.stdout == "pulled from origin: imported 4 runs, 0 already here, 0 skipped\n")
            // Nothing left to write: the next push finds the remote whole.
            #expect(CLIHarness(directory: recording.root).run("push").stdout.contains("nothing to push"))
        }
    }

    /// The runs imported and skipped of a pull's summary line.
    static func importedAndSkipped(_ stdout: String) throws -> (imported: Int, skipped: Int) {
        let numbers = stdout.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        try #require(numbers.count == 3, "\(stdout)")
        return (numbers[0], numbers[2])
    }

    @Test func test_merge_addsTheOtherDatabasesRunsOnceAndRefusesForeignFiles() throws {
        let history = try SharedHistory.make()
        let runner = try history.clone()
        let cli = CLIHarness(directory: runner.root)
        #expect(cli.run("record", "--commit", history.commits[0]).exitCode == .ok)
        #expect(cli.run("backfill", "--db", "cache.db").exitCode == .ok)
        #expect(
            cli.run("merge", "cache.db").stdout == "merged cache.db: imported 3 runs, 1 already here, 0 skipped\n")
        #expect(
            cli.run("merge", "cache.db").stdout == "merged cache.db: imported 0 runs, 4 already here, 0 skipped\n")
        for query in [["trend", "--format", "csv"], ["violations", "--history"], ["boundaries"]] {
            #expect(cli.run(query).stdout == cli.run(query + ["--db", "cache.db"]).stdout, "\(query)")
        }
        #expect(
            cli.run("show", history.commits[2]).stdout == cli.run("show", history.commits[2], "--db", "cache.db").stdout
        )

        let before = cli.run("log", "--format", "json").stdout
        let foreign = try Database.open(path: runner.root + "/foreign.db")
        try foreign.execute("CREATE TABLE contacts (name TEXT)")
        try Data("not a database at all, but long enough to look like a header of one".utf8)
            .write(to: URL(fileURLWithPath: runner.root + "/damaged.db"))
        for (file, said) in [
            ("foreign.db", "another application"), ("damaged.db", "not an archhist database"),
            ("missing.db", "no such file"),
        ] {
            let refused = cli.run("merge", file)
            #expect(refused.exitCode == .environment, "\(file)")
            #expect(refused.stderr.contains(said), "\(file): \(refused.stderr)")
        }
        #expect(cli.run("log", "--format", "json").stdout == before)
        #expect(cli.run("merge", "foreign.db", "--db", "new.db").exitCode == .environment)
        #expect(!FileManager.default.fileExists(atPath: runner.root + "/new.db"), "a refused merge creates nothing")
    }
}

/// A notes remote whose first push finds that another runner pushed since the fetch.
final class RacingRemote: NotesRemote {
    private let remote: GitNotesRemote
    private var meanwhile: (() throws -> Void)?

    init(_ remote: GitNotesRemote, meanwhile: @escaping () throws -> Void) {
        self.remote = remote
        self.meanwhile = meanwhile
    }

    func fetch() throws -> String? { try remote.fetch() }
    func listing(of commit: String) throws -> [String: String] { try remote.listing(of: commit) }
    func read(_ oids: [String]) throws -> [[UInt8]] { try remote.read(oids) }
    func sizes(_ oids: [String]) throws -> [Int] { try remote.sizes(oids) }
    func write(base: String?, merging: String?, files: [NotesFile], message: String) throws -> String {
        try remote.write(base: base, merging: merging, files: files, message: message)
    }
    func push(_ commit: String) throws -> Bool {
        if let meanwhile {
            self.meanwhile = nil
            try meanwhile()
        }
        return try remote.push(commit)
    }
    func localNotes() throws -> String? { try remote.localNotes() }
    func setLocalNotes(_ commit: String) throws { try remote.setLocalNotes(commit) }
    func isAncestor(_ ancestor: String, of commit: String) throws -> Bool {
        try remote.isAncestor(ancestor, of: commit)
    }
    func lookup(_ paths: [String], in commit: String) throws -> [String: String] {
        try remote.lookup(paths, in: commit)
    }
    func historyLength(of commit: String, upTo limit: Int) throws -> Int {
        try remote.historyLength(of: commit, upTo: limit)
    }
    func compacted(_ commit: String, message: String) throws -> String {
        try remote.compacted(commit, message: message)
    }
    func replace(_ expected: String?, with commit: String) throws -> Bool {
        try remote.replace(expected, with: commit)
    }
}
