import ArchHistCLI
import ArchHistCore
import ArchHistGit
import ArchHistSupport
import ArchHistSwift
import ArchHistXcode
import Foundation

/// `swift run -c release archhist-bench [--files N] [--lines N] [--runs N]`
/// `swift run -c release archhist-bench history [--files N] [--commits N] [--big N]`
/// `swift run -c release archhist-bench store DIR` (DIR kept by `ARCHHIST_BENCH_KEEP`)
/// `swift run -c release archhist-bench sync DB` (push and pull of DB's runs)
/// `swift run -c release archhist-bench notes-scale [--files F] N…` (the gate at N runs of history)
/// `swift run -c release archhist-bench pathological [--runs N]`
/// `swift run -c release archhist-bench scanner [--files N] [--lines N] [--runs N]` (the scanner alone, to profile)
/// `swift run -c release archhist-bench slices [--files N] [--commits N] [--runs K]` (K slices)
///
/// Generates a synthetic tree and prints scanner throughput on one core, whole
/// analysis wall time on all cores, and peak memory; or, with `history`, generates
/// git repositories and measures record, backfill, storage and log. Figures are
/// medians of the runs; this is a measurement, never a pass/fail test.
enum Bench {
    static func main() {
        var files = 10_000
        var lines = 100
        var runs = 5
        var commits = 1_000
        var big = 10_000
        var arguments = CommandLine.arguments.dropFirst()
        if arguments.first == "store" {
            guard arguments.count == 2, let kept = arguments.last else {
                FileHandle.standardError.write(Data("usage: archhist-bench store DIR\n".utf8))
                exit(2)
            }
            do { try StoreBench.run(kept: kept) } catch {
                FileHandle.standardError.write(Data("benchmark failed: \(error)\n".utf8))
                exit(3)
            }
            return
        }
        if arguments.first == "sync" {
            guard arguments.count == 2, let database = arguments.last else {
                FileHandle.standardError.write(Data("usage: archhist-bench sync DB\n".utf8))
                exit(2)
            }
            do { try SyncBench.run(database: database) } catch {
                FileHandle.standardError.write(Data("benchmark failed: \(error)\n".utf8))
                exit(3)
            }
            return
        }
        if arguments.first == "notes-scale" {
            var files = 2_000
            var sizes: [Int] = []
            var rest = arguments.dropFirst()
            while let word = rest.popFirst() {
                if word == "--files", let value = rest.popFirst().flatMap(Int.init) {
                    files = value
                } else if let size = Int(word), size > 0 {
                    sizes.append(size)
                }
            }
            do { try NotesScaleBench.run(files: files, sizes: sizes.isEmpty ? [100, 10_000] : sizes) } catch {
                FileHandle.standardError.write(Data("benchmark failed: \(error)\n".utf8))
                exit(3)
            }
            return
        }
        // One pathological shape, measured in a process of its own (see PathologicalBench).
        if arguments.first == "pathological-shape", arguments.count == 3, let index = Int(arguments.dropFirst().first!),
            let count = Int(arguments.last!)
        {
            do { try PathologicalBench.measure(shape: index, runs: count) } catch {
                FileHandle.standardError.write(Data("benchmark failed: \(error)\n".utf8))
                exit(3)
            }
            return
        }
        let pathological = arguments.first == "pathological"
        if pathological { arguments = arguments.dropFirst() }
        let scannerOnly = arguments.first == "scanner"
        if scannerOnly { arguments = arguments.dropFirst() }
        let slices = arguments.first == "slices"
        if slices {
            arguments = arguments.dropFirst()
            files = 2_000
            commits = 20_000
            runs = 4
        }
        let history = arguments.first == "history"
        if history {
            arguments = arguments.dropFirst()
            files = 2_000
        }
        while let flag = arguments.popFirst() {
            guard let value = arguments.popFirst().flatMap(Int.init) else {
                FileHandle.standardError.write(
                    Data(
                        "usage: archhist-bench [history] [--files N] [--lines N] [--runs N] [--commits N] [--big N]\n"
                            .utf8))
                exit(2)
            }
            switch flag {
            case "--files": files = value
            case "--lines": lines = value
            case "--runs": runs = value
            case "--commits": commits = value
            case "--big": big = value
            default:
                FileHandle.standardError.write(Data("unknown option \(flag)\n".utf8))
                exit(2)
            }
        }
        do {
            if history {
                try HistoryBench.run(files: files, commits: commits, bigFiles: big, lines: lines)
                return
            }
            if pathological {
                try PathologicalBench.run(runs: runs)
                return
            }
            if scannerOnly {
                try scanner(files: files, lines: lines, runs: runs)
                return
            }
            if slices {
                try SliceBench.run(files: files, commits: commits, slices: runs, lines: lines)
                return
            }
            try run(files: files, lines: lines, runs: runs)
            try PathologicalBench.run(runs: min(runs, 3))
        } catch {
            FileHandle.standardError.write(Data("benchmark failed: \(error)\n".utf8))
            exit(3)
        }
    }

    static func run(files: Int, lines: Int, runs: Int) throws {
        let root = NSTemporaryDirectory() + "archhist-bench-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let bytes = try SyntheticTree(files: files, linesPerFile: lines).write(to: root)
        let tree = WorkingTree(root: root)
        let extractor = Adapters.extractor
        let workers = ProcessInfo.processInfo.activeProcessorCount
        let spec = try SpecDecoder.preset(Preset.named("harness")!)
        var analyzeTimes: [Double] = []
        var judgeTimes: [Double] = []
        var violations = 0
        for _ in 0..<runs {
            analyzeTimes.append(
                try Measure.seconds {
                    let scanned = try TreeScanner(extractor: extractor, workers: workers).scan(tree)
                    judgeTimes.append(
                        Measure.seconds {
                            let analysis = Analyzer(
                                spec: spec, today: Day(year: 2026, month: 1, day: 1), workers: workers
                            )
                            .analyze(files: scanned.files, manifests: scanned.manifests)
                            violations = analysis.violations.count
                        })
                })
        }
        print(String(format: "  of which classify + resolve + rules: median %.3f s", Measure.median(judgeTimes)))
        print(
            String(
                format: "analyze (read + scan + resolve + rules), %d cores: median %.3f s (runs: %@); %d violations",
                workers,
                Measure.median(analyzeTimes), analyzeTimes.map { String(format: "%.3f", $0) }.joined(separator: " "),
                violations))
        print(String(format: "peak memory after analyze: %.0f MB", Measure.peakMemoryMB()))
        try scan(tree: tree, bytes: bytes, runs: runs)
        try project(runs: runs)
    }

    /// The scanner alone on one core, over a synthetic tree: the figure to profile.
    static func scanner(files: Int, lines: Int, runs: Int) throws {
        let root = NSTemporaryDirectory() + "archhist-bench-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let bytes = try SyntheticTree(files: files, linesPerFile: lines).write(to: root)
        try scan(tree: WorkingTree(root: root), bytes: bytes, runs: runs)
    }

    static func scan(tree: WorkingTree, bytes: Int, runs: Int) throws {
        let paths = try tree.paths().filter(TreeFilter.isSwiftSource)
        let contents = try paths.map { try tree.contents(of: $0) }
        let totalLines = contents.reduce(0) { $0 + $1.reduce(0) { $0 + ($1 == 10 ? 1 : 0) } }
        print("tree: \(paths.count) files, \(totalLines) lines, \(String(format: "%.1f", Double(bytes) / 1e6)) MB")

        var scanTimes: [Double] = []
        for _ in 0..<runs {
            scanTimes.append(
                Measure.seconds {
                    for bytes in contents { _ = SwiftScanner.scan(bytes) }
                })
        }
        let scan = Measure.median(scanTimes)
        print(
            String(
                format: "scanner, one core: median %.3f s = %.0f MB/s (runs: %@)", scan, Double(bytes) / 1e6 / scan,
                scanTimes.map { String(format: "%.3f", $0) }.joined(separator: " ")))
    }

    /// Reading a large Xcode project and finding the targets of each of its files.
    static func project(runs: Int) throws {
        let (text, paths) = SyntheticProject(files: 2_500, targets: 12).text()
        let bytes = Array(text.utf8)
        var manifest = PackageManifest(kind: .xcodeProject, name: nil, targets: [])
        var readTimes: [Double] = []
        var placeTimes: [Double] = []
        var compiled = 0
        for _ in 0..<max(runs, 5) {
            readTimes.append(Measure.seconds { manifest = XcodeProjectReader.read(bytes) })
            placeTimes.append(
                Measure.seconds {
                    let project = ManifestFile(path: "App.xcodeproj/project.pbxproj", manifest: manifest)
                    var map = ModuleMap(manifests: [project])
                    compiled = paths.count { map.module(named: map.moduleName(forFile: $0))?.isCompiled == true }
                })
        }
        guard compiled == paths.count, manifest.warnings.isEmpty else {
            throw BenchError("the synthetic project placed \(compiled) of \(paths.count) files: \(manifest.warnings)")
        }
        print(
            String(
                format:
                    "Xcode project, %.1f MB, %d targets: read median %.1f ms; modules of its %d files median %.1f ms",
                Double(bytes.count) / 1e6, manifest.targets.count, Measure.median(readTimes) * 1e3, paths.count,
                Measure.median(placeTimes) * 1e3))

    }
}
