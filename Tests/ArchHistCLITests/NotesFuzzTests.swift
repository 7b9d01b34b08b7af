import ArchHistCore
import ArchHistGit
import ArchHistSupport
import ArchHistTestSupport
import Foundation
import Testing

@testable import ArchHistCLI
@testable import ArchHistStore

/// The notes codec and `pull`/`merge` against damaged and hostile input, seeded and
/// bounded in time: notes really pushed from a recorded history, and a database
/// really recorded, with bytes flipped, cut short, counts changed, JSON fields swapped
/// and entries written twice. Whatever comes, archhist does not crash or hang, and the
/// database either stays as it was or gains whole runs that pass the checks and read back.
/// Memory stays bounded: no object over the limit of one is read, no pull reads more
/// than its limit in all, and the process's peak memory grows by less than a bound
/// across the loop (a note that expands to a gigabyte once cost every puller 3 GB).
@Suite(.serialized) struct NotesFuzzTests {
    /// Seconds each fuzzer runs (a couple, on a CI machine's two cores).
    static let budget: Double = 2
    /// The limits the fuzzed pulls read within.
    static let limits = NotesLimits(maxNoteBytes: 1 << 20, maxPullBytes: 16 << 20)
    /// How much the process's peak memory may grow across a fuzz loop: far above what
    /// the limits let a pull read (other tests run meanwhile), far below what an
    /// unbounded decode of an inflated object takes.
    static let peakGrowthBound = 1 << 30

    /// The process's peak resident memory so far, in bytes.
    static func peakResidentBytes() -> Int {
        var usage = rusage()
        // Kilobytes on Linux, bytes on Darwin.
        #if canImport(Darwin)
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss)
        #else
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int(usage.ru_maxrss) * 1024
        #endif
    }

    /// The recorded history the fuzzers start from: the four runs of a backfill, pushed;
    /// the recorder's database; and a database holding the run of HEAD alone.
    struct Sample {
        let history: SharedHistory
        let recording: GitSandbox
        let notes: [String: [UInt8]]
        let baseline: String

        static func make() throws -> Sample {
            let history = try SharedHistory.make()
            let recording = try history.clone()
            let cli = CLIHarness(directory: recording.root)
            #expect(cli.run("backfill").exitCode == .ok)
            #expect(cli.run("push").exitCode == .ok)
            #expect(cli.run("record", "--db", "baseline.db").exitCode == .ok)
            let remote = GitNotesRemote(root: recording.root, remote: "origin")
            let listing = try remote.listing(of: try #require(try remote.fetch()))
            let paths = listing.keys.sorted()
            let contents = try remote.read(paths.map { listing[$0]! })
            return Sample(
                history: history, recording: recording,
                notes: Dictionary(uniqueKeysWithValues: zip(paths, contents)),
                baseline: recording.root + "/baseline.db")
        }
    }

    @Test(.timeLimit(.minutes(2))) func pull_ofMutatedNotes_crashesNever_andWritesWholeValidRunsOrNothing() throws {
        let sample = try Sample.make()
        var random = SeededRandom(seed: 0x5EED_0001)
        let deadline = Date().addingTimeInterval(Self.budget)
        var (iterations, failed, gained) = (0, 0, 0)
        let peakBefore = Self.peakResidentBytes()
        while Date() < deadline, iterations < 2000 {
            iterations += 1
            var notes = sample.notes
            for _ in 0..<(1 + random.next(below: 3)) { Self.mutate(&notes, &random) }
            let path = sample.recording.root + "/fuzz.db"
            try Self.copyDatabase(sample.baseline, to: path)
            let before = try Self.snapshot(path)
            let store = try SQLiteHistoryStore.open(
                path: path, create: false, scannerVersion: HistorySession.scannerVersion)
            let remote = MemoryNotes(notes)
            let report: SyncReport
            defer {
                #expect(remote.largestRead <= Self.limits.maxNoteBytes, "#\(iterations): \(remote.largestRead)")
                #expect(remote.bytesRead <= Self.limits.maxPullBytes, "#\(iterations): \(remote.bytesRead)")
            }
            do {
                report = try store.pull(from: remote, limits: Self.limits)
            } catch {
                failed += 1
                #expect(try Self.snapshot(path) == before, "#\(iterations): \(error)")
                continue
            }
            gained += report.runs
            try Self.expectGainedValidRuns(store, path: path, before: before, reported: report.runs, "#\(iterations)")
        }
        #expect(iterations > 5, "the fuzzer ran \(iterations) times")
        #expect(failed < iterations, "some mutations leave notes a pull reads")
        let growth = Self.peakResidentBytes() - peakBefore
        #expect(growth < Self.peakGrowthBound, "peak memory grew by \(growth) bytes")
        print("pull fuzz: \(iterations) mutated notes trees, \(failed) refused whole, \(gained) runs imported")
    }

    @Test(.timeLimit(.minutes(2))) func merge_ofMutatedDatabases_crashesNever_andWritesWholeValidRunsOrNothing() throws
    {
        let sample = try Sample.make()
        let source = sample.recording.root + "/.archhist/history.db"
        var random = SeededRandom(seed: 0x5EED_0002)
        let deadline = Date().addingTimeInterval(Self.budget)
        var (iterations, failed, gained) = (0, 0, 0)
        let peakBefore = Self.peakResidentBytes()
        while Date() < deadline, iterations < 2000 {
            iterations += 1
            let other = sample.recording.root + "/other.db"
            try Self.copyDatabase(source, to: other)
            try Self.mutateDatabase(other, &random)
            let path = sample.recording.root + "/fuzz.db"
            try Self.copyDatabase(sample.baseline, to: path)
            let before = try Self.snapshot(path)
            let store = try SQLiteHistoryStore.open(
                path: path, create: false, scannerVersion: HistorySession.scannerVersion)
            let report: SyncReport
            do {
                report = try store.merge(databaseAt: other)
            } catch {
                failed += 1
                #expect(try Self.snapshot(path) == before, "#\(iterations): \(error)")
                continue
            }
            gained += report.runs
            try Self.expectGainedValidRuns(store, path: path, before: before, reported: report.runs, "#\(iterations)")
        }
        #expect(iterations > 5, "the fuzzer ran \(iterations) times")
        let growth = Self.peakResidentBytes() - peakBefore
        #expect(growth < Self.peakGrowthBound, "peak memory grew by \(growth) bytes")
        print("merge fuzz: \(iterations) mutated databases, \(failed) refused whole, \(gained) runs imported")
    }

    // MARK: - Mutations

    /// One change to a notes tree: an object's bytes flipped, cut, damaged, a count
    /// changed, JSON fields swapped, a line written twice, an object removed. A set or
    /// chunk changed keeps its name half the time, and is renamed (with the references
    /// to it) the other half, so that the change reaches past the name check.
    static func mutate(_ notes: inout [String: [UInt8]], _ random: inout SeededRandom) {
        let paths = notes.keys.sorted()
        let path = random.pick(paths)
        var bytes = notes[path] ?? []
        switch random.next(below: 9) {
        case 0:
            for _ in 0..<(1 + random.next(below: 4)) where !bytes.isEmpty {
                bytes[random.next(below: bytes.count)] ^= UInt8(truncatingIfNeeded: 1 + random.next(below: 255))
            }
        case 1:
            bytes = Array(bytes.prefix(random.next(below: bytes.count + 1)))
        case 2:
            let fragments = ["\t", "\n", "\\", "\\-", "\\q", "run\t", "../", "/etc/passwd", "\u{0}", "\u{1B}[2J", "é"]
            bytes = random.damaged(bytes, inserting: fragments.map { Array($0.utf8) })
        case 3:
            bytes = replacingField(of: bytes, key: "counts", &random) { _, random in
                random.pick(["-1", "0", "1", "1099511627777", "9223372036854775807", "x", "", "2"])
            }
        case 4:
            // The manifests and notes of a run swapped, or one of them another JSON value.
            let json = [
                "{\"a\": 1}", "[[1, 2]]", "[[\"Package.swift\", \"\(String(repeating: "0", count: 40))\"]]", "[",
                "[[\"../x\", 3]]", "null",
            ]
            bytes = replacingField(of: bytes, key: random.pick(["manifests", "notes"]), &random) { _, random in
                random.pick(json)
            }
        case 5:
            var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
            if !lines.isEmpty {
                let at = random.next(below: lines.count)
                let count = 1 + random.next(below: min(6, lines.count - at))
                lines.insert(contentsOf: lines[at..<(at + count)], at: at + count)
            }
            bytes = Array(lines.joined(separator: [UInt8(ascii: "\n")]))
        case 6:
            notes[path] = nil
            return
        case 7:
            // Inflated past the limit of one object: read whole, it would cost its size and more.
            bytes += [UInt8](repeating: bytes.last ?? UInt8(ascii: "a"), count: 2 << 20)
        default:
            // A line of one object moved into another of its kind (rows of another chunk).
            let other = random.pick(paths.filter { $0.prefix(4) == path.prefix(4) })
            let lines = (notes[other] ?? []).split(separator: UInt8(ascii: "\n")).dropFirst()
            if let line = lines.randomElement(using: &random) { bytes += Array(line) + [UInt8(ascii: "\n")] }
        }
        notes[path] = bytes
        let name = String(path.split(separator: "/").last ?? "")
        guard path.hasPrefix("sets/") || path.hasPrefix("chunks/"), random.next(below: 2) == 0 else { return }
        let renamed = NotesCodec.objectID(of: bytes)
        notes[path] = nil
        notes[path.hasPrefix("sets/") ? NotesCodec.setPath(renamed) : NotesCodec.chunkPath(renamed)] = bytes
        for (other, content) in notes {
            let text = String(decoding: content, as: UTF8.self)
            if text.contains(name) { notes[other] = Array(text.replacingOccurrences(of: name, with: renamed).utf8) }
        }
    }

    /// `bytes` with one field of its line `key` replaced by `value`'s answer.
    static func replacingField(
        of bytes: [UInt8], key: String, _ random: inout SeededRandom,
        value: (String, inout SeededRandom) -> String
    ) -> [UInt8] {
        var lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        let indices = lines.indices.filter { lines[$0].hasPrefix(key + "\t") }
        guard !indices.isEmpty else { return bytes }
        let at = random.pick(indices)
        var fields = lines[at].split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        let field = 1 + random.next(below: max(1, fields.count - 1))
        if field < fields.count { fields[field] = value(fields[field], &random) }
        lines[at] = fields.joined(separator: "\t")
        return Array(lines.joined(separator: "\n").utf8)
    }

    /// One to three changes to a database file: through SQL (counts, JSON swapped,
    /// rows written twice or removed, paths leaving the tree) or to its bytes (flipped,
    /// cut short). A change SQLite refuses is left out.
    static func mutateDatabase(_ path: String, _ random: inout SeededRandom) throws {
        let statements = [
            "UPDATE runs SET files = files + 1 WHERE id = (SELECT max(id) FROM runs)",
            "UPDATE runs SET lines = 9223372036854775807",
            "UPDATE runs SET test_files = -1 WHERE id = (SELECT min(id) FROM runs)",
            "UPDATE runs SET manifests_id = notes_id, notes_id = manifests_id",
            "INSERT INTO run_texts (text) VALUES ('{\"a\": [1]}'); UPDATE runs SET manifests_id = last_insert_rowid() "
                + "WHERE id % 2 = 0",
            "UPDATE paths SET path = '../outside.swift' WHERE id = (SELECT max(id) FROM paths)",
            "UPDATE paths SET path = '/etc/passwd' WHERE id = (SELECT min(id) FROM paths)",
            "INSERT INTO runs (commit_sha, spec_id, analyzer_version, recorded_at, spec_source_id, file_set_id, "
                + "edge_set_id, violation_set_id, manifests_id, files, test_files, lines, modules, domains, "
                + "uncovered_files, files_without_domain, errors, warnings, infos, waived, refs_resolved, refs_local, "
                + "refs_ambiguous, refs_unresolved, notes_id) SELECT commit_sha, spec_id, analyzer_version || 'x', "
                + "recorded_at, spec_source_id, file_set_id, edge_set_id, violation_set_id, manifests_id, files, "
                + "test_files, lines, modules, domains, uncovered_files, files_without_domain, errors, warnings, "
                + "infos, waived, refs_resolved, refs_local, refs_ambiguous, refs_unresolved, notes_id FROM runs",
            "DELETE FROM chunk_set_members WHERE rowid = (SELECT min(rowid) FROM chunk_set_members)",
            "DELETE FROM file_entries WHERE rowid = (SELECT max(rowid) FROM file_entries)",
            "UPDATE blobs SET facts = substr(facts, 1, length(facts) / 2)",
            "UPDATE file_entries SET resolution = x'01ffffffff0f' WHERE rowid % 3 = 0",
            "UPDATE commits SET sha = 'not a sha' WHERE rowid = 1",
        ]
        for _ in 0..<(1 + random.next(below: 3)) {
            if random.next(below: 4) == 0 {
                var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
                if random.next(below: 2) == 0 {
                    bytes = Array(bytes.prefix(random.next(below: bytes.count + 1)))
                } else {
                    for _ in 0..<(1 + random.next(below: 16)) where !bytes.isEmpty {
                        bytes[random.next(below: bytes.count)] ^= UInt8(truncatingIfNeeded: 1 + random.next(below: 255))
                    }
                }
                try Data(bytes).write(to: URL(fileURLWithPath: path))
            } else {
                let db = try? Database.open(path: path)
                try? db?.execute("PRAGMA foreign_keys = OFF")
                try? db?.execute(random.pick(statements))
            }
        }
    }

    // MARK: - Checks

    /// A database file copied whole, as a closed database is: no journal beside it.
    static func copyDatabase(_ source: String, to path: String) throws {
        for suffix in ["", "-wal", "-shm", "-journal"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        try FileManager.default.copyItem(atPath: source, toPath: path)
    }

    /// The rows of every table, counted, and the runs' keys: what a refused import
    /// must leave as it was.
    static func snapshot(_ path: String) throws -> [String] {
        let db = try Database.open(path: path)
        let tables = try db.fetchAll("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name") {
            $0.string(0)
        }
        var rows = try tables.map { "\($0): \(try db.fetchValue(Int.self, "SELECT count(*) FROM \($0)") ?? -1)" }
        rows += try db.fetchAll("SELECT id || ' ' || commit_sha || ' ' || analyzer_version FROM runs ORDER BY id") {
            $0.string(0)
        }
        return rows
    }

    /// The runs the import wrote are whole: as many as it said, each counting the files
    /// its file set holds, its counts in bounds, its paths inside the tree, its spec and
    /// every row it points to present, and it reads back.
    static func expectGainedValidRuns(
        _ store: SQLiteHistoryStore, path: String, before: [String], reported: Int, _ label: String
    ) throws {
        let db = try Database.open(path: path)
        #expect(try db.fetchAll("PRAGMA foreign_key_check") { $0.string(0) }.isEmpty, "\(label)")
        #expect(try db.fetchValue(String.self, "PRAGMA quick_check") == "ok", "\(label)")
        let keys = Set(before.filter { !$0.contains(":") })
        let runs = try db.fetchAll("SELECT id, id || ' ' || commit_sha || ' ' || analyzer_version FROM runs") {
            (id: $0.int64(0), key: $0.string(1))
        }
        #expect(keys.isSubset(of: Set(runs.map(\.key))), "\(label): a run that was here is gone")
        let gained = runs.filter { !keys.contains($0.key) }
        #expect(gained.count == reported, "\(label)")
        for run in gained {
            let counted = try db.fetchOne(
                """
                SELECT r.files, r.test_files, count(f.path_id), ifnull(sum(f.is_test), 0),
                    min(r.lines, r.modules, r.domains, r.errors, r.warnings, r.infos, r.refs_resolved),
                    max(r.lines, r.modules, r.domains, r.errors, r.warnings, r.infos, r.refs_resolved)
                FROM runs r JOIN chunk_set_contents m ON m.set_id = r.file_set_id
                LEFT JOIN file_entries f ON f.chunk_id = m.chunk_id WHERE r.id = ? GROUP BY r.id
                """, [run.id]
            ) { row in (0..<6).map { row.int64($0) } }
            let values = counted ?? [0, 0, 0, 0, 0, 0]
            #expect(values[0] == values[2] && values[1] == values[3], "\(label): run \(run.id) counts \(values)")
            #expect(values[4] >= 0 && values[5] <= NoteChecks.maxCount, "\(label): run \(run.id) counts \(values)")
            let outside = try db.fetchValue(
                Int.self,
                """
                SELECT count(*) FROM runs r JOIN chunk_set_contents m ON m.set_id = r.file_set_id
                JOIN file_entries f ON f.chunk_id = m.chunk_id JOIN paths p ON p.id = f.path_id
                WHERE r.id = ? AND (p.path LIKE '/%' OR p.path LIKE '%../%' OR p.path = '')
                """, [run.id])
            #expect(outside == 0, "\(label): run \(run.id) has a path outside the tree")
            _ = try store.storedAnalysis(run: run.id, facts: false)
            _ = try store.spec(ofRun: run.id)
        }
    }
}

/// A notes tree served from memory, each blob named by its git id.
final class MemoryNotes: NotesRemote {
    private let listed: [String: String]
    private let blobs: [String: [UInt8]]
    /// The largest blob read, and the bytes read in all: what the limits bound.
    private(set) var largestRead = 0
    private(set) var bytesRead = 0

    init(_ files: [String: [UInt8]]) {
        var listed: [String: String] = [:]
        var blobs: [String: [UInt8]] = [:]
        for (path, content) in files {
            let oid = NotesCodec.objectID(of: content)
            listed[path] = oid
            blobs[oid] = content
        }
        self.listed = listed
        self.blobs = blobs
    }

    func fetch() throws -> String? { String(repeating: "f", count: 40) }
    func listing(of commit: String) throws -> [String: String] { listed }
    func read(_ oids: [String]) throws -> [[UInt8]] {
        let found = try blobsOf(oids)
        for blob in found {
            largestRead = max(largestRead, blob.count)
            bytesRead += blob.count
        }
        return found
    }
    func sizes(_ oids: [String]) throws -> [Int] { try blobsOf(oids).map(\.count) }
    private func blobsOf(_ oids: [String]) throws -> [[UInt8]] {
        try oids.map { oid in
            guard let blob = blobs[oid] else { throw GitError.missingObject(oid) }
            return blob
        }
    }
    func write(base: String?, merging: String?, files: [NotesFile], message: String) throws -> String { "" }
    func push(_ commit: String) throws -> Bool { false }
    func localNotes() throws -> String? { nil }
    func setLocalNotes(_ commit: String) throws {}
    func isAncestor(_ ancestor: String, of commit: String) throws -> Bool { false }
    func historyLength(of commit: String, upTo limit: Int) throws -> Int { 1 }
    func compacted(_ commit: String, message: String) throws -> String { commit }
    func replace(_ expected: String?, with commit: String) throws -> Bool { false }
}
