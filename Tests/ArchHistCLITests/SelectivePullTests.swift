import ArchHistCore
import ArchHistGit
import ArchHistTestSupport
import Foundation
import Testing

@testable import ArchHistCLI
@testable import ArchHistStore

/// `pull --only` reads the runs of the commits asked for, looking their notes and
/// objects up by path, never listing the notes tree; `push --compact` makes the notes
/// ref's own history one commit, and every run stays.
@Suite struct SelectivePullTests {
    @Test func pullOnly_importsTheRunsOfThatCommit_withoutListingTheNotesTree() throws {
        let (history, _, _, _) = try PushedHistory().parts
        let reader = try history.clone(depth: 1)
        let cli = CLIHarness(directory: reader.root)
        let base = history.commits[2]
        let pulled = cli.run("pull", "--only", base)
        #expect(pulled.exitCode == .ok, "\(pulled.stderr)")
        #expect(pulled.stderr.isEmpty, "\(pulled.stderr)")
        #expect(pulled.stdout == "pulled from origin: imported 1 run, 0 already here, 0 skipped\n")
        let log = cli.run("log", "--all-specs").stdout
        #expect(log.contains(String(base.prefix(12))) && !log.contains(String(history.commits[1].prefix(12))))
        // The full pull then brings the rest.
        #expect(cli.run("pull").stdout == "pulled from origin: imported 3 runs, 1 already here, 0 skipped\n")
        // What it answers is what a full pull answers of that run.
        let full = try history.clone(depth: 1)
        let fullCLI = CLIHarness(directory: full.root)
        _ = fullCLI.run("pull")
        // (Run ids are each database's own: the first line names them.)
        func shown(_ cli: CLIHarness) -> [Substring] {
            cli.run("show", base).stdout.split(separator: "\n").dropFirst().map { $0 }
        }
        #expect(shown(cli) == shown(fullCLI) && !shown(cli).isEmpty)

        // The store never listed the tree: each note and object was looked up by path.
        let spy = ReadSpy(GitNotesRemote(root: reader.root, remote: "origin"))
        let store = try SQLiteHistoryStore.open(path: reader.root + "/spied.db", create: true, scannerVersion: "spy")
        let report = try store.pull(from: spy, only: [base])
        #expect(report.runs == 1)
        #expect(!spy.listed)
        #expect(spy.lookedUp.contains(NotesCodec.notePath(base)))
        #expect(!spy.lookedUp.contains { $0.contains(history.commits[1].dropFirst(2)) })
    }

    @Test func pullOnly_ofACommitNobodyRecorded_saysSo_andOfAnUnknownRevision_fails() throws {
        let (history, _, _, _) = try PushedHistory().parts
        let reader = try history.clone(depth: 1)
        let cli = CLIHarness(directory: reader.root)
        let unrecorded = String(repeating: "ab", count: 20)
        let pulled = cli.run("pull", "--only", unrecorded)
        #expect(pulled.exitCode == .ok)
        #expect(pulled.stdout == "pulled from origin: imported 0 runs, 0 already here, 0 skipped\n")
        #expect(pulled.stderr.hasPrefix("warning: origin holds no run of abababababab: record and push it"))
        let unknown = cli.run("pull", "--only", "v9.9")
        #expect(unknown.exitCode == .usage)
        #expect(unknown.stderr.contains("unknown revision 'v9.9'"), "\(unknown.stderr)")
    }

    @Test func pushCompact_makesTheNotesHistoryOneCommit_andKeepsEveryRun() throws {
        let history = try SharedHistory.make()
        let recording = try history.clone()
        let cli = CLIHarness(directory: recording.root)
        // A push per commit: the notes ref's history grows by one each.
        for commit in history.commits {
            #expect(cli.run("record", "--commit", commit).exitCode == .ok)
            #expect(cli.run("push").exitCode == .ok)
        }
        let remote = history.remoteFolder.root + "/remote.git"
        #expect(try history.remoteFolder.git("rev-list", "--count", "refs/notes/archhist", in: remote) == "4")
        let compacted = cli.run("push", "--compact")
        #expect(compacted.exitCode == .ok, "\(compacted.stderr)")
        #expect(compacted.stdout.contains("made the notes ref's history of 4 commits one"), "\(compacted.stdout)")
        #expect(try history.remoteFolder.git("rev-list", "--count", "refs/notes/archhist", in: remote) == "1")
        // Nothing more to do at once; past --compact-after, a push compacts by itself.
        #expect(cli.run("push", "--compact").stdout.contains("nothing to push"))
        let next = try history.pushCommit("next", files: ["Sources/BookingService/Next.swift": "struct Next {}\n"])
        try recording.git("fetch", "-q", "origin")
        #expect(cli.run("record", "--commit", next).exitCode == .ok)
        #expect(cli.run("push", "--compact-after", "5").stdout.hasPrefix("pushed 1 run to origin"))
        #expect(try history.remoteFolder.git("rev-list", "--count", "refs/notes/archhist", in: remote) == "2")
        let automatic = try history.pushCommit("more", files: ["Sources/BookingService/More.swift": "struct M {}\n"])
        try recording.git("fetch", "-q", "origin")
        #expect(cli.run("record", "--commit", automatic).exitCode == .ok)
        let pushed = cli.run("push", "--compact-after", "1")
        #expect(pushed.stdout.contains("made the notes ref's history of 2 commits one"), "\(pushed.stdout)")
        #expect(try history.remoteFolder.git("rev-list", "--count", "refs/notes/archhist", in: remote) == "1")

        let reader = try history.clone(depth: 1)
        #expect(
            CLIHarness(directory: reader.root).run("pull").stdout
                == "pulled from origin: imported 6 runs, 0 already here, 0 skipped\n")
    }
}
