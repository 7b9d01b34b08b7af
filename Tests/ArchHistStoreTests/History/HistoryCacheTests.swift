import ArchHistCore
import ArchHistStore
import ArchHistTestSupport
import Foundation
import Testing

/// The store keeps ids, digests and decoded rows in memory between calls. These
/// tests hold it to one promise: what it stores and reads back is exactly what a
/// store that starts cold every time would store and read, whatever happened in
/// between (failed writes, other stores writing the same file, `--force`).
@Suite struct HistoryCacheTests {
    private static let nfc = "Sources/Domains/D1/UI/Caf\u{E9}.swift"
    private static let nfd = "Sources/Domains/D1/UI/Cafe\u{301}.swift"

    /// Commits with everything that changes between runs: changed, added, removed and
    /// moved files, a file renamed to a path `String` calls equal but whose bytes
    /// differ, a commit identical to the one before, one back to an earlier tree.
    private static func commits() -> ScriptedCommits {
        let commits = ScriptedCommits()
        let c0 = HistoryFixtures.tree(files: 240)
        var c1 = HistoryFixtures.tree(files: 240, changed: [3, 50, 51, 200], revision: 1)
        commits.trees["c0"] = c0
        commits.trees["c1"] = c1
        c1["Sources/Domains/D2/Repo/NewRepo.swift"] = "NewRepo\nUIType1"
        c1["Sources/Domains/D3/UI/NewView.swift"] = "NewView\nRepoType2"
        c1["Sources/Domains/D5/UI/RepoType5.swift"] = c1.removeValue(forKey: "Sources/Domains/D5/Repo/RepoType5.swift")
        c1["Sources/Domains/D7/Service/ServiceType7.swift"] = nil
        c1[nfc] = "CafeNFC\nTypesType0"
        commits.trees["c2"] = c1
        commits.trees["c3"] = c1
        c1[nfc] = nil
        c1[nfd] = "CafeNFD\nTypesType0"
        commits.trees["c4"] = c1
        commits.trees["c5"] = c0
        commits.trees["c6"] = HistoryFixtures.tree(files: 240, changed: [3, 100, 101], revision: 2)
        return commits
    }

    private static let order = ["c0", "c1", "c2", "c3", "c4", "c5", "c6"]

    /// The harness preset with exceptions for the first violations of `c0`, so that
    /// runs hold waived violations too.
    private static func spec(_ commits: ScriptedCommits) throws -> ArchitectureSpec {
        var spec = try HistoryFixtures.harness()
        let probe = try SQLiteHistoryStore.open(path: ":memory:", create: true, scannerVersion: "test")
        let analysis = try HistoryFixtures.recorder(probe, commits, spec: spec).analysis(of: "c0").analysis
        spec.exceptions = analysis.violations.prefix(3).map {
            ExceptionSpec(rule: $0.rule, source: $0.file, target: $0.target, reason: "legacy, see #12")
        }
        return spec
    }

    /// Records `shas` into `path`, through one store for all of them or a new store
    /// for each; `force` records again what is recorded.
    private static func record(
        _ shas: [String], into path: String, oneStore: Bool, force: Bool = false, commits: ScriptedCommits,
        spec: ArchitectureSpec
    ) throws {
        var store = try SQLiteHistoryStore.open(path: path, create: true, scannerVersion: "test")
        for sha in shas {
            if !oneStore { store = try SQLiteHistoryStore.open(path: path, create: true, scannerVersion: "test") }
            _ = try HistoryFixtures.recorder(store, commits, spec: spec).record(sha, digest: "d", force: force)
        }
    }

    @Test func aStoreThatKeepsItsCachesWritesWhatAColdStoreWrites() throws {
        let folder = try TemporaryTree()
        let commits = Self.commits()
        let spec = try Self.spec(commits)
        for oneStore in [true, false] {
            let path = folder.file("\(oneStore).db")
            try Self.record(Self.order, into: path, oneStore: oneStore, commits: commits, spec: spec)
            // --force replaces runs: out of order, and one run twice.
            try Self.record(
                ["c2", "c0", "c2"], into: path, oneStore: oneStore, force: true, commits: commits, spec: spec)
        }
        let warm = try HistoryFixtures.contents(of: folder.file("true.db"))
        #expect(HistoryFixtures.difference(warm, try HistoryFixtures.contents(of: folder.file("false.db"))) == nil)
        #expect(warm["runs"]?.count == 7)
        #expect((warm["violation_entries"] ?? []).contains { $0.contains("legacy, see #12") })
    }

    /// Every run the store writes through its caches, written again by the plain SQL
    /// writer into another database, in the same order: the two hold the same rows.
    @Test func runsWrittenThroughTheCachesAreThoseThePlainSQLWriterWrites() throws {
        let folder = try TemporaryTree()
        let commits = Self.commitsWithNewFiles()
        let spec = try Self.spec(commits)
        let path = folder.file("history.db")
        let store = InterceptingStore(try SQLiteHistoryStore.open(path: path, create: true, scannerVersion: "test"))
        for sha in Self.order + ["c1x", "c1y"] {
            _ = try HistoryFixtures.recorder(store, commits, spec: spec).record(sha, digest: "d", force: false)
        }
        for sha in ["c2", "c0"] {
            _ = try HistoryFixtures.recorder(store, commits, spec: spec).record(sha, digest: "d", force: true)
        }
        _ = try SQLiteHistoryStore.open(path: folder.file("plain.db"), create: true, scannerVersion: "test")
        let plain = PlainSQLRunWriter(db: try Database.open(path: folder.file("plain.db")), scanner: "test")
        for (run, replacing) in store.written { try plain.write(run, replacing: replacing) }
        let cached = try HistoryFixtures.contents(of: path)
        #expect(HistoryFixtures.difference(cached, try HistoryFixtures.contents(of: folder.file("plain.db"))) == nil)
        #expect(cached["runs"]?.count == 9)
    }

    @Test func pathsThatDifferOnlyInUnicodeNormalisationStayTwoPaths() throws {
        let folder = try TemporaryTree()
        let commits = Self.commits()
        let path = folder.file("history.db")
        try Self.record(["c0", "c2", "c4"], into: path, oneStore: true, commits: commits, spec: try Self.spec(commits))
        let db = try Database.open(path: path, mode: .readOnly)
        func stored(_ commit: String) throws -> [[UInt8]] {
            try db.fetchAll(
                "SELECT f.path FROM run_files f JOIN runs r ON r.id = f.run_id "
                    + "WHERE r.commit_sha = ? AND f.path LIKE '%Caf%'",
                [commit]
            ) { Array($0.string(0).utf8) }
        }
        #expect(try stored("c2") == [Array(Self.nfc.utf8)])
        #expect(try stored("c4") == [Array(Self.nfd.utf8)])
        let store = try SQLiteHistoryStore.open(path: path, create: false, scannerVersion: "test")
        let run = try #require(store.runSummaries().first { $0.commit == "c4" })
        let files = try store.storedAnalysis(run: run.id).analysis.files.filter { $0.path.contains("Caf") }
        #expect(files.map { Array($0.path.utf8) } == [Array(Self.nfd.utf8)])
        #expect(files.flatMap(\.facts.declarations).map(\.name) == ["CafeNFD"])
    }

    /// Two stores on one file, taking turns: each must see what the other wrote.
    @Test func twoStoresTakingTurnsWriteWhatOneStoreWrites() throws {
        let folder = try TemporaryTree()
        let commits = Self.commits()
        let spec = try Self.spec(commits)
        let shared = folder.file("shared.db")
        let first = try SQLiteHistoryStore.open(path: shared, create: true, scannerVersion: "test")
        let second = try SQLiteHistoryStore.open(path: shared, create: true, scannerVersion: "test")
        for (index, sha) in Self.order.enumerated() {
            let store = index % 2 == 0 ? first : second
            _ = try HistoryFixtures.recorder(store, commits, spec: spec).record(sha, digest: "d", force: false)
            // Both read every run, so that both hold caches the other's writes outdate.
            for reader in [first, second] {
                for run in try reader.runSummaries() { _ = try reader.storedAnalysis(run: run.id, facts: false) }
            }
        }
        try Self.record(Self.order, into: folder.file("one.db"), oneStore: true, commits: commits, spec: spec)
        #expect(
            HistoryFixtures.difference(
                try HistoryFixtures.contents(of: shared), try HistoryFixtures.contents(of: folder.file("one.db")))
                == nil)
    }

    /// A store loads what a write needs while the run is analysed: when another
    /// store writes in between, what it loaded is outdated, and must not be used.
    @Test func aStorePreparedBeforeAnotherStoreWroteWritesWhatOneStoreWrites() throws {
        let folder = try TemporaryTree()
        let commits = Self.commits()
        let spec = try Self.spec(commits)
        let shared = folder.file("shared.db")
        let first = InterceptingStore(try SQLiteHistoryStore.open(path: shared, create: true, scannerVersion: "test"))
        let second = try SQLiteHistoryStore.open(path: shared, create: true, scannerVersion: "test")
        var committed: [String] = []
        for pair in stride(from: 0, to: Self.order.count, by: 2) {
            let (own, between) = (Self.order[pair], Self.order.dropFirst(pair + 1).first)
            first.prepared = {
                guard let between else { return }
                _ = try HistoryFixtures.recorder(second, commits, spec: spec).record(between, digest: "d", force: false)
                committed.append(between)
            }
            _ = try HistoryFixtures.recorder(first, commits, spec: spec).record(own, digest: "d", force: false)
            committed.append(own)
        }
        #expect(committed == ["c1", "c0", "c3", "c2", "c5", "c4", "c6"])
        try Self.record(committed, into: folder.file("one.db"), oneStore: true, commits: commits, spec: spec)
        #expect(
            HistoryFixtures.difference(
                try HistoryFixtures.contents(of: shared), try HistoryFixtures.contents(of: folder.file("one.db")))
                == nil)
    }

    /// Commits `c1x`, whose last file's facts a damaged write can lose after it stored
    /// the others, and `c1y` and `c1z`, which add other files instead.
    private static func commitsWithNewFiles() -> ScriptedCommits {
        let commits = Self.commits()
        var tree = commits.trees["c1"]!
        tree["Sources/aa/NewService.swift"] = "NewService\nUIType7"
        tree["Sources/zz/Last.swift"] = "Last\nNewService"
        commits.trees["c1x"] = tree
        for (sha, file) in [("c1y", "Sources/bb/Other.swift"), ("c1z", "Sources/cc/Third.swift")] {
            var elsewhere = commits.trees["c1"]!
            elsewhere[file] = "Other\nServiceType9"
            commits.trees[sha] = elsewhere
        }
        return commits
    }

    /// Records `c1x` through `store` with the last file's facts gone: the write fails
    /// after it stored new blobs, paths and names, and rolls them back.
    private static func failToRecordC1x(_ store: InterceptingStore, _ commits: ScriptedCommits, spec: ArchitectureSpec)
    {
        store.damage = { run in run.newFacts[run.blobs["Sources/zz/Last.swift"]!] = nil }
        defer { store.damage = nil }
        #expect(throws: HistoryError.self) {
            _ = try HistoryFixtures.recorder(store, commits, spec: spec).record("c1x", digest: "d", force: false)
        }
    }

    /// The ids a rolled-back write handed out are handed out again by SQLite, to
    /// other values: the store must not take them for the old ones.
    @Test func aWriteThatRollsBackLeavesNothingBehindInTheCaches() throws {
        let folder = try TemporaryTree()
        let (store, commits, spec) = try Self.storeThatFailedToRecordC1x(in: folder)
        for sha in ["c1y", "c1x", "c2"] {
            _ = try HistoryFixtures.recorder(store, commits, spec: spec).record(sha, digest: "d", force: false)
        }
        try Self.expectHistory(in: folder, toBe: ["c0", "c1y", "c1x", "c2"], commits: commits, spec: spec)
    }

    /// The same, when another store takes the ids first.
    @Test func idsARolledBackWriteHandedOutAndAnotherStoreTookAreNotTakenForTheOldValues() throws {
        let folder = try TemporaryTree()
        let (store, commits, spec) = try Self.storeThatFailedToRecordC1x(in: folder)
        let other = try SQLiteHistoryStore.open(path: folder.file("history.db"), create: false, scannerVersion: "test")
        _ = try HistoryFixtures.recorder(other, commits, spec: spec).record("c1y", digest: "d", force: false)
        for sha in ["c1x", "c1z"] {
            _ = try HistoryFixtures.recorder(store, commits, spec: spec).record(sha, digest: "d", force: false)
        }
        try Self.expectHistory(in: folder, toBe: ["c0", "c1y", "c1x", "c1z"], commits: commits, spec: spec)
    }

    /// A store at `folder`/history.db that recorded c0, then failed to record c1x.
    private static func storeThatFailedToRecordC1x(in folder: TemporaryTree) throws
        -> (store: InterceptingStore, commits: ScriptedCommits, spec: ArchitectureSpec)
    {
        let commits = Self.commitsWithNewFiles()
        let spec = try Self.spec(commits)
        let store = InterceptingStore(
            try SQLiteHistoryStore.open(path: folder.file("history.db"), create: true, scannerVersion: "test"))
        _ = try HistoryFixtures.recorder(store, commits, spec: spec).record("c0", digest: "d", force: false)
        Self.failToRecordC1x(store, commits, spec: spec)
        return (store, commits, spec)
    }

    /// `folder`/history.db holds what recording `order`, one store per commit, writes.
    private static func expectHistory(
        in folder: TemporaryTree, toBe order: [String], commits: ScriptedCommits, spec: ArchitectureSpec
    ) throws {
        try record(order, into: folder.file("reference.db"), oneStore: false, commits: commits, spec: spec)
        #expect(
            HistoryFixtures.difference(
                try HistoryFixtures.contents(of: folder.file("history.db")),
                try HistoryFixtures.contents(of: folder.file("reference.db"))) == nil)
    }

    /// A newer scanner, in another store, reads every blob again: the older store must
    /// stop calling them known, and must read their new facts.
    @Test func blobsAnotherScannerRewroteAreNoLongerKnownNorReadFromMemory() throws {
        let folder = try TemporaryTree()
        let commits = Self.commits()
        let spec = try Self.spec(commits)
        let path = folder.file("history.db")
        let older = try SQLiteHistoryStore.open(path: path, create: true, scannerVersion: "test")
        _ = try HistoryFixtures.recorder(older, commits, spec: spec).record("c0", digest: "d", force: false)
        let oids = try commits.files(of: commits.commit("c0")).map(\.oid)
        #expect(try older.knownBlobs(among: oids).count == oids.count)
        let before = try older.swiftFacts(for: oids)

        let rescan = FactExtractor(
            scanSwift: {
                var facts = HistoryFixtures.extractor.scanSwift($0)
                facts.lineCount += 1_000
                return facts
            },
            readManifest: HistoryFixtures.extractor.readManifest)
        let newer = try SQLiteHistoryStore.open(path: path, create: false, scannerVersion: "test-2")
        _ = try HistoryFixtures.recorder(newer, commits, spec: spec, extractor: rescan).record(
            "c0", digest: "d", force: true)

        #expect(try older.knownBlobs(among: oids).isEmpty)
        #expect(try newer.knownBlobs(among: oids).count == oids.count)
        let after = try older.swiftFacts(for: oids)
        #expect(after.count == oids.count)
        #expect(oids.allSatisfy { after[$0]?.lineCount == before[$0]!.lineCount + 1_000 })
    }

    /// A few blobs far apart are read one by one, many close together in one pass:
    /// both give every blob's facts as stored.
    @Test func factsReadOneByOneOrInOnePassAreTheFactsStored() throws {
        let folder = try TemporaryTree()
        let commits = Self.commits()
        let path = folder.file("history.db")
        try Self.record(["c0", "c1", "c6"], into: path, oneStore: true, commits: commits, spec: try Self.spec(commits))
        let files = try Self.order.flatMap { try commits.files(of: commits.commit($0)) }
        let bytes = Dictionary(try zip(files.map(\.oid), commits.blobs(files.map(\.oid))).map { ($0, $1) }) { a, _ in a
        }
        let stored = try Database.open(path: path, mode: .readOnly).fetchAll("SELECT oid FROM blobs ORDER BY id") {
            $0.string(0)
        }
        let few = stride(from: 0, to: stored.count, by: 60).map { stored[$0] } + ["not-a-stored-blob"]
        for oids in [few, stored, few + few] {
            let store = try SQLiteHistoryStore.open(path: path, create: false, scannerVersion: "test")
            let facts = try store.swiftFacts(for: oids)
            #expect(Set(facts.keys) == Set(oids.filter { $0 != "not-a-stored-blob" }))
            #expect(facts.allSatisfy { $0.value == HistoryFixtures.extractor.scanSwift(bytes[$0.key]!) })
        }
    }

    /// Runs read through the caches (ids mapped to names and paths in memory, shared
    /// judgements decoded once) say what SQL's own joins say.
    @Test func storedRunsReadBackAsTheSchemasViewsShowThem() throws {
        let folder = try TemporaryTree()
        let commits = Self.commits()
        let path = folder.file("history.db")
        try Self.record(Self.order, into: path, oneStore: true, commits: commits, spec: try Self.spec(commits))
        let db = try Database.open(path: path, mode: .readOnly)
        let store = try SQLiteHistoryStore.open(path: path, create: false, scannerVersion: "test")
        for run in try store.runSummaries() {
            for withFacts in [false, true] {
                let stored = try store.storedAnalysis(run: run.id, facts: withFacts)
                let files = try db.fetchAll(
                    "SELECT path, blob, module, layer, domain, is_test FROM run_files WHERE run_id = ?", [run.id]
                ) { row in
                    [
                        row.string(0), row.string(1), row.string(2), row[3] as String? ?? "-", row[4] as String? ?? "-",
                        "\(row.int(5))",
                    ]
                }
                let readFiles: [[String]] = stored.analysis.files.map { file in
                    [
                        file.path, stored.blobs[file.path] ?? "?", file.module, file.layer ?? "-", file.domain ?? "-",
                        file.isTest ? "1" : "0",
                    ]
                }
                #expect(readFiles == files.sorted { $0[0] < $1[0] })
                let violations = try db.fetchAll(
                    "SELECT rule, severity, file, line, target, message, fingerprint, waived_reason "
                        + "FROM run_violations WHERE run_id = ?",
                    [run.id]
                ) { row in
                    (0..<8).map { "\(row.value($0))" }.joined(separator: " | ")
                }
                let read = (stored.analysis.violations + stored.analysis.waived).map(Self.text)
                #expect(read.sorted() == violations.sorted())
                // Each list in the order reports use: the rule's place in the spec, file, line, target.
                let ruleOrder = Dictionary(stored.analysis.spec.rules.enumerated().map { ($0.element.id, $0.offset) }) {
                    a, _ in a
                }
                for list in [stored.analysis.violations, stored.analysis.waived] {
                    let keys = list.map { (ruleOrder[$0.rule] ?? Int.max, $0.file, $0.line ?? 0, $0.target) }
                    #expect(zip(keys, keys.dropFirst()).allSatisfy { !($1 < $0) })
                }
                let edges = try db.fetchAll(
                    "SELECT level, from_name, to_name, count, example_file, example_line, example_target "
                        + "FROM run_edges WHERE run_id = ?",
                    [run.id]
                ) { row in (0..<7).map { "\(row.value($0))" }.joined(separator: " | ") }
                let analysis = stored.analysis
                let readEdges = (analysis.moduleEdges + analysis.layerEdges + analysis.domainEdges).map(Self.text)
                #expect(readEdges.sorted() == edges.sorted())
                if withFacts {
                    let scanned = try commits.files(of: commits.commit(run.commit)).filter {
                        $0.path.hasSuffix(".swift")
                    }
                    let facts = Dictionary(
                        uniqueKeysWithValues: try zip(scanned.map(\.path), commits.blobs(scanned.map(\.oid))).map {
                            ($0.0, HistoryFixtures.extractor.scanSwift($0.1))
                        })
                    #expect(analysis.files.allSatisfy { facts[$0.path] == $0.facts })
                }
            }
        }
    }
}

extension HistoryCacheTests {
    /// A violation as `run_violations` prints it.
    fileprivate static func text(_ v: Violation) -> String {
        let line: DatabaseValue = v.line.map { .integer(Int64($0)) } ?? .null
        let waived: DatabaseValue = v.waivedBy.map { .text($0.reason) } ?? .null
        let values: [DatabaseValue] = [
            .text(v.rule), .text(v.severity.rawValue), .text(v.file), line, .text(v.target), .text(v.message),
            .text(v.fingerprint),
            waived,
        ]
        return values.map { "\($0)" }.joined(separator: " | ")
    }

    /// An edge as `run_edges` prints it.
    fileprivate static func text(_ e: AggregateEdge) -> String {
        let values: [DatabaseValue] = [
            .text(e.level.rawValue), .text(e.from), .text(e.to), .integer(Int64(e.count)), .text(e.example.file),
            .integer(Int64(e.example.line)), .text(e.example.target),
        ]
        return values.map { "\($0)" }.joined(separator: " | ")
    }
}
