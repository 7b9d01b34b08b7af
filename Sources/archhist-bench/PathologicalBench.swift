import ArchHistCLI
import Foundation

/// `archhist-bench pathological`: each shape of `PathologicalShape.all` in a process of
/// its own (so that its peak memory is its own), through `analyze` (text and JSON) and
/// `record` into a new database, as a user runs them.
enum PathologicalBench {
    static func run(runs: Int) throws {
        print("pathological files, one per process: analyze median (text, json), record; peak memory")
        print("  shape                                     size   text s   json s  json MB  record s   db KB  peak MB")
        for (index, shape) in PathologicalShape.all.enumerated() {
            let child = Process()
            #if os(Linux)
            child.executableURL = URL(fileURLWithPath: "/proc/self/exe")
            #else
            child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
            #endif
            child.arguments = ["pathological-shape", String(index), String(runs)]
            let pipe = Pipe()
            child.standardOutput = pipe
            try child.run()
            let output = pipe.fileHandleForReading.readDataToEndOfFile()
            child.waitUntilExit()
            guard child.terminationStatus == 0 else {
                throw BenchError("\(shape.name): the measuring process exited \(child.terminationStatus)")
            }
            let figures = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            print("  " + shape.name.padding(toLength: 36, withPad: " ", startingAt: 0) + figures)
        }
    }

    /// In the child: one shape, measured; prints one line of figures.
    static func measure(shape index: Int, runs: Int) throws {
        let shape = PathologicalShape.all[index]
        let root = NSTemporaryDirectory() + "archhist-pathological-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        // The bytes are dropped once written: analyze reads them from the file.
        let size = try {
            let bytes = shape.make()
            try Data(bytes).write(to: URL(fileURLWithPath: root + "/Shape.swift"))
            return bytes.count
        }()
        let context = CommandContext(
            currentDirectory: root, environment: [:], now: 1_795_953_600, stderrIsTerminal: false,
            workers: ProcessInfo.processInfo.activeProcessorCount)
        func analyze(_ format: String) throws -> (seconds: Double, bytes: Int) {
            var bytes = 0
            var times: [Double] = []
            for _ in 0..<runs {
                var status: ExitCode = .ok
                times.append(
                    Measure.seconds {
                        let output = ArchHist.run(["analyze", "--format", format], context: context)
                        status = output.exitCode
                        bytes = output.stdout.utf8.count
                    })
                guard status == .ok else { throw BenchError("\(shape.name): analyze exited \(status)") }
            }
            return (Measure.median(times), bytes)
        }
        let text = try analyze("text")
        let json = try analyze("json")
        for arguments in [["init", "-q"], ["add", "Shape.swift"], ["commit", "-q", "-m", "shape"]] {
            try git(arguments, in: root)
        }
        let database = root + "/history.db"
        var recorded: ExitCode = .ok
        let record = Measure.seconds {
            recorded = ArchHist.run(["record", "--db", database, "--preset", "clean"], context: context).exitCode
        }
        guard recorded == .ok else { throw BenchError("\(shape.name): record exited \(recorded)") }
        let databaseBytes = (try FileManager.default.attributesOfItem(atPath: database)[.size] as? Int) ?? 0
        print(
            String(
                format: "%6.1f MB %8.3f %8.3f %8.1f %9.3f %7d %8.0f", Double(size) / 1_048_576,
                text.seconds, json.seconds, Double(json.bytes) / 1_048_576, record, databaseBytes / 1024,
                Measure.peakMemoryMB()))
    }

    private static func git(_ arguments: [String], in folder: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=bench", "-c", "user.email=bench@example.com"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw BenchError("git \(arguments.first ?? "") failed") }
    }
}
