import ArchHistCore
import ArchHistEngine
import ArchHistStore
import ArchHistTestSupport
import Foundation
import Testing

/// A backfill writes each run while it analyses the next commit. It must write
/// what recording one commit at a time writes, tell of each commit in order, and
/// stop at a commit that fails with every commit before it written and none after.
@Suite struct RecorderBackfillTests {
    /// Each file declares the type on its first line; a manifest's lines are targets
    /// over the domains of the same name, so a manifest moves files between modules.
    static let extractor = FactExtractor(
        scanSwift: HistoryFixtures.extractor.scanSwift,
        readManifest: { _, bytes in
            let names = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
            return PackageManifest(
                name: "App",
                targets: names.enumerated().map { offset, name in
                    ManifestTarget(
                        name: String(name), kind: .regular, path: "Sources/Domains/\(name)", line: offset + 1)
                })
        })

    /// Files come, change, go and come back; a manifest appears (its blob new in one
    /// commit and used by the next), changes, and goes.
    static func commits() -> (ScriptedCommits, [String]) {
        let commits = ScriptedCommits()
        let counts = [30, 32, 31, 33, 30, 32, 34, 31]
        let manifests: [String?] = [nil, nil, "D1\nD2", "D1\nD2", "D1\nD2\nD3", nil, "D1\nD2", "D1\nD2"]
        for revision in counts.indices {
            var tree = HistoryFixtures.tree(
                files: counts[revision], changed: [revision % 4, 7, 20 + revision], revision: revision % 3)
            if let manifest = manifests[revision] { tree["Package.swift"] = manifest }
            commits.trees["c\(revision)"] = tree
        }
        return (commits, counts.indices.map { "c\($0)" })
    }

    private static func recorder(_ store: any HistoryStore, _ commits: ScriptedCommits) throws -> Recorder {
        HistoryFixtures.recorder(store, commits, spec: try HistoryFixtures.harness(), extractor: extractor)
    }

    /// What recording each commit with a recorder of its own gives: the database
    /// and the outcomes.
    private static func oneAtATime(_ path: String, _ commits: ScriptedCommits, _ shas: [String]) throws -> [Recorder
        .Outcome]
    {
        let store = try SQLiteHistoryStore.open(path: path, create: true, scannerVersion: "test")
        return try shas.map { try recorder(store, commits).record($0, digest: "d", force: false) }
    }

    @Test func aBackfillWritesWhatRecordingOneCommitAtATimeWrites() throws {
        let folder = try TemporaryTree()
        let (commits, shas) = Self.commits()
        let expected = try Self.oneAtATime(folder.file("single.db"), commits, shas)

        let store = try SQLiteHistoryStore.open(path: folder.file("backfill.db"), create: true, scannerVersion: "test")
        var outcomes: [(Int, Recorder.Outcome)] = []
        try Self.recorder(store, commits).record(shas, digest: "d") { outcomes.append(($0, $1)) }

        #expect(outcomes.map(\.0) == Array(shas.indices))
        #expect(outcomes.map(\.1) == expected)
        #expect(
            HistoryFixtures.difference(
                try HistoryFixtures.contents(of: folder.file("single.db")),
                try HistoryFixtures.contents(of: folder.file("backfill.db"))) == nil)
    }

    /// A run that fails to write stops the backfill there: the commit analysed
    /// meanwhile is not written, and the blobs of the failed run are read again when
    /// the same recorder resumes.
    @Test func aWriteThatFailsStopsTheBackfillAtItsCommit() throws {
        let folder = try TemporaryTree()
        let (commits, shas) = Self.commits()
        let expected = try Self.oneAtATime(folder.file("single.db"), commits, shas)

        let store = InterceptingStore(
            try SQLiteHistoryStore.open(path: folder.file("backfill.db"), create: true, scannerVersion: "test"))
        // A file of c3 whose blob is nowhere: its write fails and rolls back.
        store.damage = { run in
            if run.key.commit == "c3" { run.blobs[run.blobs.keys.sorted()[0]] = String(repeating: "0", count: 40) }
        }
        let recorder = try Self.recorder(store, commits)
        var reported: [Int] = []
        #expect {
            try recorder.record(shas, digest: "d") { index, _ in reported.append(index) }
        } throws: { error in
            (error as? Recorder.BackfillFailure)?.sha == "c3"
        }
        #expect(reported == [0, 1, 2])
        #expect(try store.store.runSummaries().map(\.commit).sorted() == ["c0", "c1", "c2"])

        store.damage = nil
        var outcomes: [Recorder.Outcome] = []
        try recorder.record(shas, digest: "d") { outcomes.append($1) }
        #expect(outcomes.prefix(3).allSatisfy { $0 == .alreadyRecorded })
        #expect(Array(outcomes.dropFirst(3)) == Array(expected.dropFirst(3)))
        #expect(
            HistoryFixtures.difference(
                try HistoryFixtures.contents(of: folder.file("single.db")),
                try HistoryFixtures.contents(of: folder.file("backfill.db"))) == nil)
    }

    /// A commit that cannot be read stops the backfill after the commit before it,
    /// analysed and waiting, is written.
    @Test func aCommitThatCannotBeReadStopsTheBackfillWithTheOnesBeforeItWritten() throws {
        let folder = try TemporaryTree()
        let (commits, shas) = Self.commits()
        let store = try SQLiteHistoryStore.open(path: folder.file("backfill.db"), create: true, scannerVersion: "test")
        let reader = FailingCommits(commits, failing: "c4")
        let recorder = HistoryFixtures.recorder(
            store, commits, spec: try HistoryFixtures.harness(), extractor: Self.extractor)
        let failing = Recorder(
            reader: reader, store: store, extractor: recorder.extractor, spec: recorder.spec,
            specSource: recorder.specSource,
            analyzerVersion: recorder.analyzerVersion, workers: 2, today: recorder.today, now: 0)
        var reported: [Int] = []
        #expect {
            try failing.record(shas, digest: "d") { index, _ in reported.append(index) }
        } throws: { error in
            (error as? Recorder.BackfillFailure)?.sha == "c4"
        }
        #expect(reported == [0, 1, 2, 3])
        #expect(try store.runSummaries().map(\.commit).sorted() == ["c0", "c1", "c2", "c3"])
    }

    /// Commits recorded before, amid the ones to record, are told of in their place.
    @Test func recordedCommitsAreToldOfInOrder() throws {
        let folder = try TemporaryTree()
        let (commits, _) = Self.commits()
        // c1 twice: the second is the run waiting to be written, so already recorded.
        let line = ["c0", "c1", "c1", "c2", "c3", "c4", "c5", "c6", "c7"]
        let expected = try Self.oneAtATime(folder.file("single.db"), commits, ["c2", "c5"] + line).dropFirst(2)

        let store = try SQLiteHistoryStore.open(path: folder.file("backfill.db"), create: true, scannerVersion: "test")
        for sha in ["c2", "c5"] { _ = try Self.recorder(store, commits).record(sha, digest: "d", force: false) }
        var outcomes: [(Int, Recorder.Outcome)] = []
        try Self.recorder(store, commits).record(line, digest: "d") { outcomes.append(($0, $1)) }
        #expect(outcomes.map(\.0) == Array(line.indices))
        #expect(outcomes.filter { $0.1 == .alreadyRecorded }.map(\.0) == [2, 3, 6])
        #expect(outcomes.map(\.1) == Array(expected))
        #expect(
            HistoryFixtures.difference(
                try HistoryFixtures.contents(of: folder.file("single.db")),
                try HistoryFixtures.contents(of: folder.file("backfill.db"))) == nil)
    }
}

/// Synthetic commits of which one cannot be read, as a commit whose tree is gone.
private final class FailingCommits: CommitReader {
    struct Missing: Error {}
    let commits: ScriptedCommits
    let failing: String

    init(_ commits: ScriptedCommits, failing: String) {
        self.commits = commits
        self.failing = failing
    }

    func commit(_ sha: String) throws -> Commit {
        if sha == failing { throw Missing() }
        return try commits.commit(sha)
    }
    func files(of commit: Commit) throws -> [TreeFile] { try commits.files(of: commit) }
    func blobs(_ oids: [String]) throws -> [[UInt8]] { try commits.blobs(oids) }
}
