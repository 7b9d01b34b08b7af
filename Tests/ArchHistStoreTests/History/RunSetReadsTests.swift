import ArchHistCore
import ArchHistEngine
import ArchHistTestSupport
import Foundation
import Testing

@testable import ArchHistStore

/// The queries over many runs read each distinct set and chunk once (`SetReads`) and
/// make a run's boundaries from the run's before it: they answer what reading each run
/// alone through the documented views answers.
@Suite struct RunSetReadsTests {
    /// Eight commits whose files come, change, go and come back, recorded; their runs'
    /// ids in commit order.
    private static func history(in folder: TemporaryTree) throws -> (SQLiteHistoryStore, [Int64]) {
        let (commits, shas) = RecorderBackfillTests.commits()
        let store = try SQLiteHistoryStore.open(path: folder.file("history.db"), create: true, scannerVersion: "test")
        try HistoryFixtures.recorder(
            store, commits, spec: try HistoryFixtures.harness(), extractor: RecorderBackfillTests.extractor
        ).record(shas, digest: "d") { _, _ in }
        let ids = try store.runSummaries().sorted { $0.commit < $1.commit }.map(\.id)
        #expect(ids.count == shas.count)
        return (store, ids)
    }

    /// The runs in line order, backwards, out of order with one twice, and one that
    /// does not exist; then as many as a pass over every run's sets reads them.
    private static func orders(_ ids: [Int64]) -> [[Int64]] {
        [
            ids, ids.reversed(), [ids[5], ids[1], ids[6], ids[1], ids[0], 999],
            Array(repeating: ids, count: 12).flatMap { $0 },
        ]
    }

    @Test func boundariesAreEachRunsEdges() throws {
        let folder = try TemporaryTree()
        let (store, ids) = try Self.history(in: folder)
        let db = try Database.open(path: folder.file("history.db"), mode: .readOnly)
        var expected: [Int64: [Boundary: Int]] = [:]
        for id in ids {
            var boundaries: [Boundary: Int] = [:]
            try db.forEachRow("SELECT level, from_name, to_name, count FROM run_edges WHERE run_id = ?", [id]) { row in
                let level = try #require(GraphLevel(rawValue: row.string(0)))
                boundaries[Boundary(level: level, from: row.string(1), to: row.string(2))] = row.int(3)
            }
            expected[id] = boundaries
        }
        #expect(Set(expected.values).count > 2, "the runs cross different boundaries")
        for order in Self.orders(ids) {
            #expect(try store.boundaries(ofRuns: order) == expected.filter { order.contains($0.key) })
        }
    }

    @Test func openViolationsAreEachRunsInTheOrderTheyWereListed() throws {
        let folder = try TemporaryTree()
        let (store, ids) = try Self.history(in: folder)
        let db = try Database.open(path: folder.file("history.db"), mode: .readOnly)
        var expected: [Int64: [Violation]] = [:]
        for id in ids {
            // The rows of one run's set as joining it to its entries lists them, sorted as ever.
            expected[id] = try db.fetchAll(
                """
                SELECT n.name, v.severity, p.path, v.line, v.target, v.message, v.fingerprint
                FROM runs r JOIN chunk_set_contents cs ON cs.set_id = r.violation_set_id
                JOIN violation_entries ve ON ve.chunk_id = cs.chunk_id
                JOIN violations v ON v.id = ve.violation_id
                JOIN names n ON n.id = v.rule_id JOIN paths p ON p.id = v.path_id
                WHERE r.id = ? AND ve.waived_reason IS NULL ORDER BY cs.chunk_id, ve.violation_id
                """, [id], SQLiteHistoryStore.violation
            ).sorted { ($0.file, $0.line ?? 0, $0.rule) < ($1.file, $1.line ?? 0, $1.rule) }
        }
        #expect(expected.values.contains { !$0.isEmpty }, "some runs have violations")
        for order in Self.orders(ids) {
            #expect(try store.openViolations(ofRuns: order) == expected.filter { order.contains($0.key) })
        }
    }

    @Test func filesModulesAndDomainCountsAreEachRunsFiles() throws {
        let folder = try TemporaryTree()
        let (store, ids) = try Self.history(in: folder)
        let db = try Database.open(path: folder.file("history.db"), mode: .readOnly)
        let excluded: Set<String> = [
            "Sources/Domains/D1/Config/ConfigType1.swift", "Sources/Domains/D5/UI/UIType5.swift",
        ]
        var files: [Int64: [String]] = [:]
        var modules: [Int64: [String: String]] = [:]
        var counts: [Int64: [String: Int]] = [:]
        for id in ids {
            (files[id], modules[id], counts[id]) = ([], [:], [:])
            try db.forEachRow("SELECT path, module, domain FROM run_files WHERE run_id = ?", [id]) { row in
                let domain = row.isNull(2) ? nil : row.string(2)
                files[id, default: []].append("\(row.string(0)) \(domain ?? "-")")
                modules[id, default: [:]][row.string(0)] = row.string(1)
                if let domain, !excluded.contains(row.string(0)) { counts[id, default: [:]][domain, default: 0] += 1 }
            }
        }
        for order in Self.orders(ids) {
            let read = try store.files(ofRuns: order)
            #expect(
                read.mapValues { $0.map { "\($0.path) \($0.domain ?? "-")" }.sorted() }
                    == files.filter { order.contains($0.key) }.mapValues { $0.sorted() })
            #expect(try store.fileModules(ofRuns: order) == modules.filter { order.contains($0.key) })
            #expect(
                try store.domainCounts(ofRuns: order, excluding: excluded) == counts.filter { order.contains($0.key) })
        }
    }

    /// A database written before migration 0008, its texts in every run's row, keeps every
    /// run whole: its texts move to `run_texts`, once each, and the summaries are read from
    /// the index alone.
    @Test func aDatabaseOfTheVersionBeforeKeepsItsRunsWithTheirTextsOnce() throws {
        let folder = try TemporaryTree()
        let path = folder.file("history.db")
        let summaries: [RunSummary]
        // What a run keeps of its texts: where the spec came from, the notes, and the
        // modules its manifests give each file.
        func texts(_ run: StoredRun) -> String {
            let modules = run.analysis.files.map { "\($0.path) \($0.module)" }.sorted()
            return "\(run.commit) \(run.specSource) \(run.analysis.notes) \(modules)"
        }
        let runs: [String]
        let distinctTexts: Int
        do {
            let (store, ids) = try Self.history(in: folder)
            summaries = try store.runSummaries()
            runs = try ids.map { texts(try store.storedAnalysis(run: $0)) }
            // The runs table as 0007 left it: the texts in the row.
            let db = try Database.open(path: path)
            distinctTexts = try db.fetchValue(Int.self, "SELECT count(*) FROM run_texts") ?? 0
            try db.execute(
                """
                DROP INDEX runs_summary;
                DROP VIEW run_summary;
                ALTER TABLE runs ADD COLUMN spec_source TEXT NOT NULL DEFAULT '';
                ALTER TABLE runs ADD COLUMN manifests TEXT NOT NULL DEFAULT '';
                ALTER TABLE runs ADD COLUMN notes TEXT NOT NULL DEFAULT '';
                UPDATE runs SET spec_source = (SELECT text FROM run_texts WHERE id = spec_source_id),
                    manifests = (SELECT text FROM run_texts WHERE id = manifests_id),
                    notes = (SELECT text FROM run_texts WHERE id = notes_id);
                ALTER TABLE runs DROP COLUMN spec_source_id;
                ALTER TABLE runs DROP COLUMN manifests_id;
                ALTER TABLE runs DROP COLUMN notes_id;
                DROP TABLE run_texts;
                CREATE INDEX runs_summary ON runs(commit_sha, spec_source);
                CREATE INDEX runs_by_commit ON runs(commit_sha);
                CREATE VIEW run_summary AS SELECT id AS run_id FROM runs;
                DELETE FROM archhist_migrations WHERE id = 8;
                PRAGMA wal_checkpoint(TRUNCATE);
                """)
        }
        let store = try SQLiteHistoryStore.open(path: path, create: false, scannerVersion: "test")
        #expect(try store.runSummaries() == summaries)
        #expect(
            try summaries.sorted { $0.commit < $1.commit }.map { texts(try store.storedAnalysis(run: $0.id)) } == runs)
        let db = try Database.open(path: path, mode: .readOnly)
        // Each distinct text once: no more than the runs shared as they were written.
        let migrated = try db.fetchValue(Int.self, "SELECT count(DISTINCT text) FROM run_texts") ?? 0
        #expect(try db.fetchValue(Int.self, "SELECT count(*) FROM run_texts") == migrated)
        #expect(migrated <= distinctTexts && distinctTexts < 3 * summaries.count)
        let plan = try db.fetchAll(
            "EXPLAIN QUERY PLAN SELECT run_id, files, errors, warnings, infos, waived FROM run_summary"
        ) { $0.string(3) }
        #expect(plan.contains("SCAN r USING COVERING INDEX runs_summary"), "\(plan)")
    }
}
