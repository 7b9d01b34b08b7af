import Foundation

/// The archhist binary built next to the tests, for tests that need a real process
/// (killing it, running two at once).
enum ArchhistBinary {
    static var path: String {
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("archhist").path
        if FileManager.default.isExecutableFile(atPath: besideTests) { return besideTests }
        // Support, ArchHistCLITests, Tests: the package's folder is three up from this file's.
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".build/debug/archhist").path
    }

    /// Starts archhist; its standard output and error go to `stdoutFile` and `stderrFile`
    /// when they are given.
    static func start(
        _ arguments: [String], in directory: String, stdoutFile: String? = nil, stderrFile: String? = nil
    ) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        if let stdoutFile {
            _ = FileManager.default.createFile(atPath: stdoutFile, contents: nil)
            process.standardOutput = FileHandle(forWritingAtPath: stdoutFile)
        } else {
            process.standardOutput = FileHandle.nullDevice
        }
        if let stderrFile {
            _ = FileManager.default.createFile(atPath: stderrFile, contents: nil)
            process.standardError = FileHandle(forWritingAtPath: stderrFile)
        } else {
            process.standardError = FileHandle.nullDevice
        }
        try process.run()
        return process
    }
}
