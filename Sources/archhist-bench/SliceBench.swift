import ArchHistStore
import Foundation

/// `archhist-bench slices [--files N] [--commits N] [--runs K]`: a synthetic history
/// backfilled by one `archhist backfill` process, then by K `backfill --slice k/K`
/// processes at once (each with a database of its own, as K machines would), merged
/// into one database. Prints the wall times (each slice's too: on fewer cores than
/// slices, their sum is what K machines would share out), the bytes of line sketches
/// the runs keep, and whether the union holds the very runs one machine recorded.
enum SliceBench {
    static func run(files: Int, commits: Int, slices: Int, lines: Int) throws {
        let kept = ProcessInfo.processInfo.environment["ARCHHIST_BENCH_KEEP"]
        let base = kept ?? NSTemporaryDirectory() + "archhist-slice-bench-\(getpid())"
        defer { if kept == nil { try? FileManager.default.removeItem(atPath: base) } }
        let repository = base + "/repo"
        let written = try Measure.seconds {
            try SyntheticHistory(files: files, commits: commits, linesPerFile: lines).write(to: repository)
        }
        print(String(format: "history: %d files, %d commits, written in %.1f s", files, commits, written))
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("archhist").path

        func start(_ arguments: [String]) throws -> Process {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = arguments
            process.currentDirectoryURL = URL(fileURLWithPath: repository)
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }
        func check(_ process: Process, _ what: String) throws {
            guard process.terminationStatus == 0 else {
                throw BenchFailure(message: "\(what) exited \(process.terminationStatus)")
            }
        }

        let one = base + "/one.db"
        let alone = try Measure.seconds {
            let process = try start(["backfill", "--preset", "harness", "--db", one])
            process.waitUntilExit()
            try check(process, "backfill")
        }
        print(String(format: "one machine: backfill of %d commits in %.1f s", commits, alone))

        // Started together; each slice's end seen within 50 ms.
        let began = DispatchTime.now().uptimeNanoseconds
        let processes = try (1...slices).map { index in
            try start([
                "backfill", "--preset", "harness", "--slice", "\(index)/\(slices)", "--db", base + "/s\(index).db",
            ])
        }
        var ended = [Double?](repeating: nil, count: slices)
        while ended.contains(where: { $0 == nil }) {
            for (index, process) in processes.enumerated() where ended[index] == nil && !process.isRunning {
                ended[index] = Double(DispatchTime.now().uptimeNanoseconds - began) / 1e9
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        for process in processes { try check(process, "a slice") }
        let times = ended.compactMap { $0 }
        print(
            String(
                format: "%d slices at once on %d cores: %.1f s wall; each %@ s, %.1f s in all",
                slices, ProcessInfo.processInfo.activeProcessorCount, times.max() ?? 0,
                times.map { String(format: "%.1f", $0) }.joined(separator: " / "), times.reduce(0, +)))

        let union = base + "/union.db"
        let merged = try Measure.seconds {
            for index in 1...slices {
                let process = try start(["merge", base + "/s\(index).db", "--db", union])
                process.waitUntilExit()
                try check(process, "merge")
            }
        }
        print(String(format: "union: %d slice databases merged in %.1f s", slices, merged))
        try compare(one: one, union: union, slices: slices, commits: commits)
        try sketches(in: one, commits: commits)
    }

    /// The runs of both databases, by value: every run's counts, edges and violations,
    /// and every file of the runs at the slices' boundaries (where a slice started
    /// afresh), which must be equal.
    private static func compare(one: String, union: String, slices: Int, commits: Int) throws {
        let counts = [
            "files", "test_files", "lines", "modules", "domains", "uncovered_files", "files_without_domain", "errors",
            "warnings", "infos", "waived", "refs_resolved", "refs_local", "refs_ambiguous", "refs_unresolved",
        ].map { "r." + $0 }.joined(separator: " || ' ' || ")
        let queries = [
            "SELECT r.commit_sha || ' ' || s.digest || ' ' || \(counts) FROM runs r JOIN specs s ON s.id = r.spec_id",
            """
            SELECT r.commit_sha || ' ' || e.level || ' ' || e.from_name || ' ' || e.to_name || ' ' || e.count
                || ' ' || e.example_file || ':' || e.example_line FROM run_edges e JOIN runs r ON r.id = e.run_id
            """,
            """
            SELECT commit_sha || ' ' || fingerprint || ' ' || severity || ' ' || file || ':' || ifnull(line, '-')
                || ' ' || ifnull(waived_reason, '-') FROM run_violations
            """,
        ]
        func rows(_ path: String, _ boundaries: [String]) throws -> [String] {
            let db = try Database.open(path: path)
            var result = try queries.flatMap { query in try db.fetchAll(query) { $0.string(0) } }
            for sha in boundaries {
                result += try db.fetchAll(
                    """
                    SELECT f.path || ' ' || f.blob || ' ' || f.module || ' ' || ifnull(f.layer, '-') || ' '
                        || ifnull(f.domain, '-') || ' ' || f.is_test
                    FROM run_files f JOIN runs r ON r.id = f.run_id WHERE r.commit_sha = ?
                    """, [sha]
                ) { sha + " " + $0.string(0) }
            }
            return result.sorted()
        }
        let line = try Database.open(path: one).fetchAll(
            "SELECT commit_sha FROM runs ORDER BY id"
        ) { $0.string(0) }
        var boundaries: [String] = []
        for index in 0..<slices {
            let start = index * line.count / slices
            boundaries.append(line[start])
            if start > 0 { boundaries.append(line[start - 1]) }
        }
        let (expected, found) = (try rows(one, boundaries), try rows(union, boundaries))
        let runs = try Database.open(path: union).fetchValue(Int.self, "SELECT count(*) FROM runs") ?? 0
        print(
            "union: \(runs) runs of \(line.count); "
                + (expected == found
                    ? "identical to one machine's (counts, \(expected.count) rows of edges, violations and the "
                        + "files of the \(boundaries.count) runs at slice boundaries)"
                    : "DIFFERENT from one machine's: \(Set(expected).symmetricDifference(found).count) rows"))
    }

    /// What the line sketches add: bytes per file content and per run.
    private static func sketches(in path: String, commits: Int) throws {
        let db = try Database.open(path: path)
        let (count, bytes) =
            try db.fetchOne("SELECT count(sketch), ifnull(sum(length(sketch)), 0) FROM blobs") {
                ($0.int(0), $0.int(1))
            } ?? (0, 0)
        let first = try db.fetchValue(Int.self, "SELECT files FROM runs ORDER BY id LIMIT 1") ?? 0
        let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        print(
            String(
                format:
                    "sketches: %d blobs, %d bytes (%.1f per blob; %.0f per run over %d runs; the first run's %d files "
                    + "%.0f KB); database %.1f MB",
                count, bytes, Double(bytes) / Double(max(count, 1)), Double(bytes) / Double(max(commits, 1)), commits,
                first, Double(first) * Double(bytes) / Double(max(count, 1)) / 1e3, Double(size) / 1e6))
    }
}

struct BenchFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
