import ArchHistCLI
import ArchHistCore
import ArchHistEngine
import ArchHistGit
import ArchHistReport
import ArchHistStore
import ArchHistSupport
import ArchHistSwift
import Foundation

/// `archhist-bench history`: recording and reading history on synthetic repositories.
enum HistoryBench {
    static func run(files: Int, commits: Int, bigFiles: Int, lines: Int) throws {
        // ARCHHIST_BENCH_KEEP=dir keeps the repositories and databases there, to
        // profile the CLI on them afterwards.
        let kept = ProcessInfo.processInfo.environment["ARCHHIST_BENCH_KEEP"]
        let base = kept ?? NSTemporaryDirectory() + "archhist-history-bench-\(getpid())"
        defer { if kept == nil { try? FileManager.default.removeItem(atPath: base) } }
        let extractor = Adapters.extractor
        let spec = try SpecDecoder.preset(Preset.named("harness")!)
        let digest = SHA1.hex(Array(SpecEncoder.canonicalText(spec).utf8))
        let workers = ProcessInfo.processInfo.activeProcessorCount

        func recorder(_ repository: GitRepository, _ store: SQLiteHistoryStore) -> Recorder {
            Recorder(
                reader: GitCommitReader(repository: repository), store: store, extractor: extractor, spec: spec,
                specSource: "preset harness", analyzerVersion: "bench", workers: workers,
                today: Day(year: 2026, month: 1, day: 1), now: 0)
        }
        func size(_ path: String) throws -> Int {
            try Database.open(path: path, mode: .readWrite).execute("PRAGMA wal_checkpoint(TRUNCATE)")
            return (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        }

        // A 10,000-file HEAD: cold, then the next commit after five files changed.
        let big = base + "/big"
        try SyntheticHistory(files: bigFiles, commits: 2, linesPerFile: lines).write(to: big)
        let bigRepository = try GitRepository(at: big)
        let bigLine = try bigRepository.firstParentLine(from: bigRepository.resolve("HEAD"), maxCount: nil).reversed()
        let bigStore = try SQLiteHistoryStore.open(path: base + "/big.db", create: true, scannerVersion: "bench")
        let bigRecorder = recorder(bigRepository, bigStore)
        let cold = try Measure.seconds { _ = try bigRecorder.record(bigLine.first!, digest: digest, force: false) }
        let coldSize = try size(bigStore.path)
        let changed = try bigRepository.commit(bigLine.last!).subject
        // As `archhist record` in CI does it: a new process, so a new store and
        // recorder with nothing in memory. Then, as `backfill` goes on from one
        // commit to the next: the recorder that recorded the parent.
        var fresh: [Double] = []
        var carried: [Double] = []
        var added = 0
        for attempt in 0..<5 {
            let store = try SQLiteHistoryStore.open(path: bigStore.path, create: false, scannerVersion: "bench")
            fresh.append(
                try Measure.seconds {
                    _ = try recorder(bigRepository, store).record(bigLine.last!, digest: digest, force: attempt > 0)
                })
            if attempt == 0 { added = try size(bigStore.path) - coldSize }
            _ = try bigRecorder.record(bigLine.first!, digest: digest, force: true)
            carried.append(
                try Measure.seconds { _ = try bigRecorder.record(bigLine.last!, digest: digest, force: true) })
        }
        print(
            String(
                format: "record, %d-file tree, empty database: %.2f s; database %.1f MB", bigFiles, cold,
                Double(coldSize) / 1e6))
        print(
            String(
                format:
                    "record of the next commit (%@), added %d bytes: median %.3f s in a new process, %.3f s "
                    + "after recording its parent",
                changed, added, Measure.median(fresh), Measure.median(carried)))
        // The goal is a bound: the slowest of the attempts says how close it is.
        print(
            String(
                format: "  %d attempts each: %.3f-%.3f s in a new process, %.3f-%.3f s after the parent",
                fresh.count, fresh.min() ?? 0, fresh.max() ?? 0, carried.min() ?? 0, carried.max() ?? 0))

        // Queries on two 10,000-file runs.
        let bigRuns = try bigStore.runSummaries().sorted { $0.commitTime < $1.commitTime }
        // As `archhist diff` does: a new process opens the store, reads both runs, compares.
        var diffTimes: [Double] = []
        for _ in 0..<5 {
            diffTimes.append(
                try Measure.seconds {
                    let store = try SQLiteHistoryStore.open(path: bigStore.path, create: false, scannerVersion: "bench")
                    let old = try store.storedAnalysis(run: bigRuns[0].id, facts: false).analysis
                    let new = try store.storedAnalysis(run: bigRuns[1].id, facts: false).analysis
                    _ = DriftFormat.text.render(
                        DriftReport(drift: Drift(from: old, to: new), sides: .init(from: "a", to: "b")))
                })
        }
        print(
            String(
                format: "diff of two %d-file runs (open the database, read both, compare): median %.3f s", bigFiles,
                Measure.median(diffTimes)))
        let unrecorded = try SQLiteHistoryStore.open(path: ":memory:", create: true, scannerVersion: "bench")
        let check = try Measure.seconds {
            let baseline = try recorder(bigRepository, unrecorded).analysis(of: bigLine.first!).analysis
            let current = try recorder(bigRepository, unrecorded).analysis(of: bigLine.last!).analysis
            _ = Gate(baseline: baseline, current: current, failOn: [.newViolations])
        }
        print(
            String(
                format: "check against a baseline that is not recorded (%d files, empty database): %.2f s", bigFiles,
                check))

        // A long history: backfill every commit, oldest first.
        let long = base + "/long"
        try SyntheticHistory(files: files, commits: commits, linesPerFile: lines).write(to: long)
        let repository = try GitRepository(at: long)
        let line = Array(try repository.firstParentLine(from: repository.resolve("HEAD"), maxCount: nil).reversed())
        let store = try SQLiteHistoryStore.open(path: base + "/long.db", create: true, scannerVersion: "bench")
        let history = recorder(repository, store)
        var firstSize: Result<Int, any Error> = .success(0)
        var perCommit: [Double] = []
        // As `archhist backfill` does: each run is written while the next commit is
        // analysed, so a commit's time is the time between two outcomes.
        let backfill = try Measure.seconds {
            var last = DispatchTime.now().uptimeNanoseconds
            try history.record(line, digest: digest) { index, _ in
                let now = DispatchTime.now().uptimeNanoseconds
                if index == 0 {
                    firstSize = Result { try size(store.path) }
                } else {
                    perCommit.append(Double(now - last) / 1e9)
                }
                last = now
            }
        }
        let first = try firstSize.get()
        let total = try size(store.path)
        let perCommitBytes = line.count > 1 ? (total - first) / (line.count - 1) : 0
        print(
            String(
                format: "backfill of %d commits (%d files): %.1f s, median %.3f s per commit after the first",
                line.count, files, backfill, Measure.median(perCommit)))
        print(
            String(
                format: "database: %.1f MB in all; first run %.1f MB; %d bytes per later commit on average",
                Double(total) / 1e6, Double(first) / 1e6, perCommitBytes))

        var logTimes: [Double] = []
        var rows = 0
        for _ in 0..<5 {
            logTimes.append(
                try Measure.seconds {
                    let entries = RunLog.entries(try store.runSummaries())
                    rows =
                        LogFormat.text.render(LogReport(entries: entries, currentDigest: nil)).split(separator: "\n")
                        .count
                })
        }
        print(String(format: "log over %d runs: median %.3f s (%d lines)", line.count, Measure.median(logTimes), rows))

        let commitsNewestFirst = Array(line.reversed())
        // The line of runs as each query command reads it: timed with the query.
        func runLine() throws -> HistoryLine {
            HistoryLine(commits: commitsNewestFirst, runs: try store.runSummaries(), preferredDigest: digest)
        }
        var trendTimes: [Double] = []
        var boundaryTimes: [Double] = []
        var crossed = 0
        for _ in 0..<5 {
            trendTimes.append(
                try Measure.seconds {
                    let history = try runLine()
                    _ = TrendFormat.csv.render(TrendReport(runs: history.runs, metrics: [.files, .violations]))
                })
            boundaryTimes.append(
                try Measure.seconds {
                    let history = try runLine()
                    let edges = try store.boundaries(ofRuns: history.runs.map(\.id))
                    crossed =
                        BoundaryHistory(points: history.runs.map { (run: $0, boundaries: edges[$0.id] ?? [:]) }).entries
                        .count
                })
        }
        print(String(format: "trend over %d runs: median %.3f s", line.count, Measure.median(trendTimes)))
        print(
            String(
                format: "boundaries over %d runs: median %.3f s (%d boundaries)", line.count,
                Measure.median(boundaryTimes), crossed))

        // As `archhist violations` does, without the renames: every run's open
        // violations, and each violation's life along the line.
        var violationTimes: [Double] = []
        var open = 0
        for _ in 0..<5 {
            violationTimes.append(
                try Measure.seconds {
                    let history = try runLine()
                    let sets = try store.openViolations(ofRuns: history.runs.map(\.id))
                    open =
                        ViolationHistory(points: history.runs.map { (run: $0, violations: sets[$0.id] ?? []) })
                        .open.count
                })
        }
        print(
            String(
                format: "violations over %d runs: median %.3f s (%d open)", line.count, Measure.median(violationTimes),
                open))
    }
}
