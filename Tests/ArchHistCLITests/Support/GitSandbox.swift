import Foundation

/// A real git repository in a temporary folder, with a fixed identity and clock so
/// that tests never depend on the machine's git configuration.
final class GitSandbox {
    let root: String
    private var clock: Int64 = 1_780_000_000

    init() throws {
        root = URL(fileURLWithPath: NSTemporaryDirectory()).resolvingSymlinksInPath().path
            + "/archhist-repo-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try git("init", "-q", "-b", "main")
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    /// Copies a fixture codebase into the repository.
    func copy(fixture: String) throws {
        let source = Fixtures.path(fixture)
        for item in try FileManager.default.contentsOfDirectory(atPath: source) {
            try FileManager.default.copyItem(atPath: source + "/" + item, toPath: root + "/" + item)
        }
    }

    func write(_ path: String, _ text: String) throws {
        let url = URL(fileURLWithPath: root).appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Stages everything and commits; returns the new commit's sha.
    @discardableResult
    func commit(_ message: String) throws -> String {
        try git("add", "-A")
        try git("commit", "-q", "--allow-empty", "-m", message)
        return try git("rev-parse", "HEAD")
    }

    @discardableResult
    func git(_ arguments: String...) throws -> String {
        clock += 3_600
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        var environment = ProcessInfo.processInfo.environment
        for key in environment.keys where key.hasPrefix("GIT_") { environment[key] = nil }
        environment["GIT_AUTHOR_NAME"] = "Ada"
        environment["GIT_AUTHOR_EMAIL"] = "ada@example.com"
        environment["GIT_COMMITTER_NAME"] = "Ada"
        environment["GIT_COMMITTER_EMAIL"] = "ada@example.com"
        environment["GIT_AUTHOR_DATE"] = "\(clock) +0000"
        environment["GIT_COMMITTER_DATE"] = "\(clock) +0000"
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        process.environment = environment
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw SandboxError(message: "git \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

struct SandboxError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// The archhist binary built next to the tests, for tests that need a real process
/// (killing it, running two at once).
enum ArchhistBinary {
    static var path: String {
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("archhist").path
        if FileManager.default.isExecutableFile(atPath: besideTests) { return besideTests }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/debug/archhist").path
    }

    /// Starts archhist; its standard error goes to `stderrFile` when one is given.
    static func start(_ arguments: [String], in directory: String, stderrFile: String? = nil) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardOutput = FileHandle.nullDevice
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
