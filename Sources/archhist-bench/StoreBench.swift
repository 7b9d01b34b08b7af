import ArchHistCLI
import ArchHistCore
import ArchHistEngine
import ArchHistGit
import ArchHistReport
import ArchHistStore
import ArchHistSupport
import ArchHistSwift
import Foundation

/// `archhist-bench store DIR`: the history store alone, on the repositories and
/// databases a `history` run kept in DIR (`ARCHHIST_BENCH_KEEP=DIR`): `big` with
/// `big.db` (two runs of a large tree) and `long` with `long.db` (a long history).
/// The databases are copied to a scratch folder first; DIR is never written.
/// `ARCHHIST_BENCH_ONLY=reads|writes|next|backfill` runs one part;
/// `ARCHHIST_BENCH_REPS=N` repeats the reads and the next commit N times (7).
struct StoreBench {
    let kept: String
    let scratch: String
    let extractor = Adapters.extractor
    let spec: ArchitectureSpec
    let digest: String

    static func run(kept: String) throws {
        let environment = ProcessInfo.processInfo.environment
        let only = environment["ARCHHIST_BENCH_ONLY"]
        let scratch = NSTemporaryDirectory() + "archhist-store-bench-\(getpid())"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let spec = try SpecDecoder.preset(Preset.named("harness")!)
        let bench = StoreBench(
            kept: kept, scratch: scratch, spec: spec, digest: SHA1.hex(Array(SpecEncoder.canonicalText(spec).utf8)))
        let repetitions = environment["ARCHHIST_BENCH_REPS"].flatMap(Int.init) ?? 7
        if only == nil || only == "reads" { try bench.reads(repetitions: repetitions) }
        if only == nil || only == "writes" { try bench.writes() }
        if only == nil || only == "next" { try bench.nextCommit(repetitions: repetitions) }
        if only == nil || only == "backfill" { try bench.backfill() }
    }

    private func recorder(_ repository: GitRepository, _ store: any HistoryStore) -> Recorder {
        Recorder(
            reader: GitCommitReader(repository: repository), store: store, extractor: extractor, spec: spec,
            specSource: "preset harness", analyzerVersion: "bench",
            workers: ProcessInfo.processInfo.activeProcessorCount,
            today: Day(year: 2026, month: 1, day: 1), now: 0)
    }

    /// A copy of a kept database (with its WAL, if any) in the scratch folder.
    private func copy(_ name: String) throws -> String {
        let target = scratch + "/" + name
        for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: kept + "/" + name + suffix) {
            try? FileManager.default.removeItem(atPath: target + suffix)
            try FileManager.default.copyItem(atPath: kept + "/" + name + suffix, toPath: target + suffix)
        }
        return target
    }

    private func figure(_ label: String, _ values: [Double], cpu: [Double] = []) {
        var line = String(
            format: "%@: median %.2f ms (min %.2f, max %.2f, n %d)", label, Measure.median(values) * 1000,
            (values.min() ?? 0) * 1000, (values.max() ?? 0) * 1000, values.count)
        if !cpu.isEmpty { line += String(format: "; thread CPU median %.2f ms", Measure.median(cpu) * 1000) }
        print(line)
    }

    /// Wall and thread CPU times of many calls, by label.
    private final class Times {
        var wall: [String: [Double]] = [:]
        var cpu: [String: [Double]] = [:]

        func time(_ label: String, _ body: () throws -> Void) rethrows {
            var wall = 0.0
            let cpu = try Measure.threadCPUSeconds { wall = try Measure.seconds(body) }
            self.wall[label, default: []].append(wall)
            self.cpu[label, default: []].append(cpu)
        }
    }

    /// Reading a large tree: each repetition opens the database afresh, as a command does.
    func reads(repetitions: Int) throws {
        let big = try copy("big.db")
        let probe = try SQLiteHistoryStore.open(path: big, create: false, scannerVersion: "bench")
        let runs = try probe.runSummaries().sorted { $0.commitTime < $1.commitTime }
        let oids = try probe.recordedInputs(of: runs.last!.commit)!.files.map(\.oid)
        let times = Times()
        for _ in 0..<repetitions {
            var store = try SQLiteHistoryStore.open(path: big, create: false, scannerVersion: "bench")
            try times.time("known") { _ = try store.knownBlobs(among: oids) }
            try times.time("knownWarm") { _ = try store.knownBlobs(among: oids) }
            store = try SQLiteHistoryStore.open(path: big, create: false, scannerVersion: "bench")
            try times.time("facts") { _ = try store.swiftFacts(for: oids) }
            try times.time("factsWarm") { _ = try store.swiftFacts(for: oids) }
            // As `record` asks: which blobs are known, then their facts.
            store = try SQLiteHistoryStore.open(path: big, create: false, scannerVersion: "bench")
            _ = try store.knownBlobs(among: oids)
            try times.time("factsKnown") { _ = try store.swiftFacts(for: oids) }
            store = try SQLiteHistoryStore.open(path: big, create: false, scannerVersion: "bench")
            for label in ["diff", "diffWarm"] {
                var analyses: [Analysis] = []
                try times.time(label) {
                    try times.time(label + "Reads") {
                        analyses = try runs.prefix(2).map {
                            try store.storedAnalysis(run: $0.id, facts: false).analysis
                        }
                    }
                    _ = DriftFormat.text.render(
                        DriftReport(drift: Drift(from: analyses[0], to: analyses[1]), sides: .init(from: "a", to: "b")))
                }
            }
        }
        for (label, text) in [
            ("known", "knownBlobs, \(oids.count) oids, fresh store"),
            ("knownWarm", "knownBlobs, \(oids.count) oids, again"),
            ("facts", "swiftFacts, \(oids.count) blobs, fresh store"),
            ("factsWarm", "swiftFacts, \(oids.count) blobs, again"),
            ("factsKnown", "swiftFacts, \(oids.count) blobs, fresh store after knownBlobs"),
            ("diff", "diff of two \(oids.count)-file runs, fresh store"), ("diffReads", "  of which reading both runs"),
            ("diffWarm", "diff of two \(oids.count)-file runs, again"),
            ("diffWarmReads", "  of which reading both runs"),
        ] {
            figure(text, times.wall[label]!, cpu: times.cpu[label]!)
        }
    }

    /// Writing a large tree: both commits into an empty database, then each again
    /// with --force (a run whose every chunk is stored already).
    func writes() throws {
        let repository = try GitRepository(at: kept + "/big")
        let line = Array(try repository.firstParentLine(from: repository.resolve("HEAD"), maxCount: nil).reversed())
        let store = TimedHistoryStore(
            try SQLiteHistoryStore.open(path: scratch + "/fresh-big.db", create: true, scannerVersion: "bench"))
        var forced: [Double] = []
        var forcedCPU: [Double] = []
        for (index, sha) in (line + line + line + line).enumerated() {
            store.reset()
            _ = try recorder(repository, store).record(sha, digest: digest, force: index >= line.count)
            let files = try store.store.runSummaries().last?.files ?? 0
            switch index {
            case 0: figure("write, first run of \(files) files", [store.seconds["write"] ?? 0])
            case 1: figure("write, next commit of \(files) files", [store.seconds["write"] ?? 0])
            default:
                forced.append(store.seconds["write"] ?? 0)
                forcedCPU.append(store.cpuSeconds["write"] ?? 0)
            }
        }
        figure("write, --force over stored runs", forced, cpu: forcedCPU)
    }

    /// `archhist record` of the last commit of `big` in a fresh process, its parent
    /// recorded: each repetition opens a copy of a database holding only the parent's
    /// run, so every cache starts empty. Times each call the recorder makes.
    func nextCommit(repetitions: Int) throws {
        let repository = try GitRepository(at: kept + "/big")
        let line = Array(try repository.firstParentLine(from: repository.resolve("HEAD"), maxCount: nil).reversed())
        guard line.count >= 2 else { return }
        let parent = scratch + "/parent-big.db"
        do {
            // Closed at the end of this block: its last checkpoint leaves the run in the file.
            let seed = try SQLiteHistoryStore.open(path: parent, create: true, scannerVersion: "bench")
            _ = try recorder(repository, seed).record(line[line.count - 2], digest: digest, force: false)
        }
        var perCall: [String: [Double]] = [:]
        var perCallCPU: [String: [Double]] = [:]
        var perCallProcess: [String: [Double]] = [:]
        for repetition in 0..<repetitions {
            let path = scratch + "/next-\(repetition).db"
            for suffix in ["", "-wal"] where FileManager.default.fileExists(atPath: parent + suffix) {
                try FileManager.default.copyItem(atPath: parent + suffix, toPath: path + suffix)
            }
            defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
            let timed = TimedHistoryStore(
                try SQLiteHistoryStore.open(path: path, create: false, scannerVersion: "bench"))
            let process = ProcessCPU(timed)
            _ = try recorder(repository, process).record(line[line.count - 1], digest: digest, force: false)
            for (name, seconds) in timed.seconds { perCall[name, default: []].append(seconds) }
            for (name, seconds) in timed.cpuSeconds { perCallCPU[name, default: []].append(seconds) }
            for (name, seconds) in process.seconds { perCallProcess[name, default: []].append(seconds) }
        }
        print("next commit of big, fresh store, parent recorded:")
        for name in perCall.keys.sorted() {
            figure("  \(name)", perCall[name]!, cpu: perCallCPU[name]!)
            print(
                String(
                    format: "    process CPU (every thread) median %.2f ms",
                    Measure.median(perCallProcess[name]!) * 1000))
        }
    }

    /// The CPU time of the whole process (every thread) in each call: the store
    /// decodes facts and looks up ids on worker threads, which the calling thread's
    /// CPU time does not count.
    private final class ProcessCPU: HistoryStore {
        let store: any HistoryStore
        private(set) var seconds: [String: Double] = [:]

        init(_ store: any HistoryStore) {
            self.store = store
        }

        private static func now() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
            return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        }

        private func timed<T>(_ name: String, _ body: () throws -> T) rethrows -> T {
            let start = Self.now()
            defer { seconds[name, default: 0] += Self.now() - start }
            return try body()
        }

        func knownBlobs(among oids: [String]) throws -> Set<String> {
            try timed("knownBlobs") { try store.knownBlobs(among: oids) }
        }
        func swiftFacts(for oids: [String]) throws -> [String: FileFacts] {
            try timed("swiftFacts") { try store.swiftFacts(for: oids) }
        }
        func manifests(for oids: [String]) throws -> [String: PackageManifest] {
            try timed("manifests") { try store.manifests(for: oids) }
        }
        func recordedRun(ofRunOf commit: String, specDigest: String?, analyzerVersion: String) throws -> RecordedRun {
            try timed("recordedRun") {
                try store.recordedRun(ofRunOf: commit, specDigest: specDigest, analyzerVersion: analyzerVersion)
            }
        }
        func recordedManifests(ofRunOf commit: String) throws -> [String: PackageManifest] {
            try timed("recordedManifests") { try store.recordedManifests(ofRunOf: commit) }
        }
        func runExists(_ key: RunKey) throws -> Bool { try timed("runExists") { try store.runExists(key) } }
        func prepareToWrite() throws { try timed("prepareToWrite") { try store.prepareToWrite() } }
        func recordedCommits() throws -> [Commit] { try store.recordedCommits() }
        func recordedInputs(of commit: String) throws -> (files: [TreeFile], manifests: [TreeFile])? {
            try store.recordedInputs(of: commit)
        }
        func write(_ run: RunRecord, replacing: Bool) throws {
            try timed("write") { try store.write(run, replacing: replacing) }
        }
    }

    /// A backfill, oldest commit first, into an empty database, one commit at a time
    /// (not written while the next is analysed, as `archhist backfill` does), so
    /// that each commit's store calls are timed by themselves.
    func backfill() throws {
        let repository = try GitRepository(at: kept + "/long")
        let line = Array(try repository.firstParentLine(from: repository.resolve("HEAD"), maxCount: nil).reversed())
        let timed = TimedHistoryStore(
            try SQLiteHistoryStore.open(path: scratch + "/fresh-long.db", create: true, scannerVersion: "bench"))
        let history = recorder(repository, timed)
        var perCall: [String: [Double]] = [:]
        var perCallCPU: [String: [Double]] = [:]
        var total: [Double] = []
        for (index, sha) in line.enumerated() {
            timed.reset()
            let time = try Measure.seconds { _ = try history.record(sha, digest: digest, force: false) }
            guard index > 0 else { continue }
            total.append(time)
            for (name, seconds) in timed.seconds { perCall[name, default: []].append(seconds) }
            for (name, seconds) in timed.cpuSeconds { perCallCPU[name, default: []].append(seconds) }
        }
        let files = try timed.store.runSummaries().last?.files ?? 0
        figure("backfill of \(line.count) commits (\(files) files), per commit after the first", total)
        for name in perCall.keys.sorted() { figure("  of which \(name)", perCall[name]!, cpu: perCallCPU[name]!) }
    }
}
