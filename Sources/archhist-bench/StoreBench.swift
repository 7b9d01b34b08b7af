import ArchHistCore
import ArchHistGit
import ArchHistReport
import ArchHistStore
import ArchHistSwift
import Foundation

/// `archhist-bench store DIR`: the history store alone, on the repositories and
/// databases a `history` run kept in DIR (`ARCHHIST_BENCH_KEEP=DIR`): `big` with
/// `big.db` (two runs of a large tree) and `long` with `long.db` (a long history).
/// The databases are copied to a scratch folder first; DIR is never written.
enum StoreBench {
    static func run(kept: String) throws {
        let scratch = NSTemporaryDirectory() + "archhist-store-bench-\(getpid())"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let extractor = FactExtractor(scanSwift: { SwiftScanner.scan($0) }, readManifest: { ManifestReader.read($0) })
        let spec = try SpecDecoder.preset(Preset.named("harness")!)
        let digest = SHA1.hex(Array(SpecEncoder.canonicalText(spec).utf8))
        let workers = ProcessInfo.processInfo.activeProcessorCount
        func recorder(_ repository: GitRepository, _ store: any HistoryStore) -> Recorder {
            Recorder(
                reader: GitCommitReader(repository: repository), store: store, extractor: extractor, spec: spec,
                specSource: "preset harness", analyzerVersion: "bench", workers: workers,
                today: Day(year: 2026, month: 1, day: 1), now: 0)
        }
        func copy(_ name: String) throws -> String {
            let target = scratch + "/" + name
            for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: kept + "/" + name + suffix) {
                try? FileManager.default.removeItem(atPath: target + suffix)
                try FileManager.default.copyItem(atPath: kept + "/" + name + suffix, toPath: target + suffix)
            }
            return target
        }
        func figure(_ label: String, _ values: [Double], cpu: [Double] = []) {
            var line = String(format: "%@: median %.2f ms (min %.2f, max %.2f, n %d)", label, Measure.median(values) * 1000,
                              (values.min() ?? 0) * 1000, (values.max() ?? 0) * 1000, values.count)
            if !cpu.isEmpty { line += String(format: "; thread CPU median %.2f ms", Measure.median(cpu) * 1000) }
            print(line)
        }
        /// Wall time, and CPU time of this thread, of each call.
        var cpuTimes: [String: [Double]] = [:]
        func timed(_ label: String, _ body: () throws -> Void) throws -> Double {
            var wall = 0.0
            let cpu = try Measure.threadCPUSeconds { wall = try Measure.seconds(body) }
            cpuTimes[label, default: []].append(cpu)
            return wall
        }

        // Reading a large tree: each repetition opens the database afresh, as a command does.
        let big = try copy("big.db")
        let probe = try SQLiteHistoryStore.open(path: big, create: false, scannerVersion: "bench")
        let runs = try probe.runSummaries().sorted { $0.commitTime < $1.commitTime }
        let inputs = try probe.recordedInputs(of: runs.last!.commit)!
        let oids = inputs.files.map(\.oid)
        var known: [Double] = [], knownWarm: [Double] = [], facts: [Double] = [], factsWarm: [Double] = []
        var diff: [Double] = [], diffWarm: [Double] = []
        for _ in 0..<7 {
            var store = try SQLiteHistoryStore.open(path: big, create: false, scannerVersion: "bench")
            known.append(try timed("known") { _ = try store.knownBlobs(among: oids) })
            knownWarm.append(try timed("knownWarm") { _ = try store.knownBlobs(among: oids) })
            store = try SQLiteHistoryStore.open(path: big, create: false, scannerVersion: "bench")
            facts.append(try timed("facts") { _ = try store.swiftFacts(for: oids) })
            factsWarm.append(try timed("factsWarm") { _ = try store.swiftFacts(for: oids) })
            store = try SQLiteHistoryStore.open(path: big, create: false, scannerVersion: "bench")
            for round in 0..<2 {
                let time = try timed(round == 0 ? "diff" : "diffWarm") {
                    let old = try store.storedAnalysis(run: runs[0].id, facts: false).analysis
                    let new = try store.storedAnalysis(run: runs[1].id, facts: false).analysis
                    _ = DriftFormatter.text(Drift(from: old, to: new), sides: .init(from: "a", to: "b"))
                }
                if round == 0 { diff.append(time) } else { diffWarm.append(time) }
            }
        }
        figure("knownBlobs, \(oids.count) oids, fresh store", known, cpu: cpuTimes["known"]!)
        figure("knownBlobs, \(oids.count) oids, again", knownWarm, cpu: cpuTimes["knownWarm"]!)
        figure("swiftFacts, \(oids.count) blobs, fresh store", facts, cpu: cpuTimes["facts"]!)
        figure("swiftFacts, \(oids.count) blobs, again", factsWarm, cpu: cpuTimes["factsWarm"]!)
        figure("diff of two \(oids.count)-file runs, fresh store", diff, cpu: cpuTimes["diff"]!)
        figure("diff of two \(oids.count)-file runs, again", diffWarm, cpu: cpuTimes["diffWarm"]!)

        // Writing a large tree: both commits into an empty database, then each again
        // with --force (a run whose every chunk is stored already).
        let bigRepository = try GitRepository(at: kept + "/big")
        let bigLine = Array(try bigRepository.firstParentLine(from: bigRepository.resolve("HEAD"), maxCount: nil).reversed())
        let fresh = TimedHistoryStore(try SQLiteHistoryStore.open(path: scratch + "/fresh-big.db", create: true, scannerVersion: "bench"))
        var bigWrites: [Double] = [], bigWritesCPU: [Double] = []
        for (index, sha) in (bigLine + bigLine + bigLine + bigLine).enumerated() {
            fresh.reset()
            _ = try recorder(bigRepository, fresh).record(sha, digest: digest, force: index >= bigLine.count)
            if index == 0 { figure("write, first run of \(oids.count) files", [fresh.seconds["write"] ?? 0]); continue }
            if index == 1 { figure("write, next commit of \(oids.count) files", [fresh.seconds["write"] ?? 0]); continue }
            bigWrites.append(fresh.seconds["write"] ?? 0)
            bigWritesCPU.append(fresh.cpuSeconds["write"] ?? 0)
        }
        figure("write, \(oids.count) files, --force over stored runs", bigWrites, cpu: bigWritesCPU)

        // A backfill, oldest commit first, into an empty database.
        let long = kept + "/long"
        let repository = try GitRepository(at: long)
        let line = Array(try repository.firstParentLine(from: repository.resolve("HEAD"), maxCount: nil).reversed())
        let timed = TimedHistoryStore(try SQLiteHistoryStore.open(path: scratch + "/fresh-long.db", create: true, scannerVersion: "bench"))
        let history = recorder(repository, timed)
        var perCall: [String: [Double]] = [:], perCallCPU: [String: [Double]] = [:]
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
