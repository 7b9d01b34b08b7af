import Foundation
import Testing

/// A throwaway git repository in a temporary folder, built with the real git.
/// Identity and dates come from the environment of each git run, and global
/// and system configuration are ignored, so nothing depends on the machine.
final class GitFixture {
    let root: String
    /// Author and committer date of the next git run, unix seconds.
    var clock: Int64 = 1_700_000_000

    init(initialise: Bool = true) throws {
        let base = URL(fileURLWithPath: NSTemporaryDirectory()).resolvingSymlinksInPath().path
        root = base + "/archhist-git-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        if initialise { try git("init", "-q", "-b", "main") }
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// The environment of every git run: fixed identity and dates, no global config.
    func environment() -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for key in environment.keys where key.hasPrefix("GIT_") { environment[key] = nil }
        let date = "\(clock) +0000"
        environment["GIT_AUTHOR_NAME"] = "Ada Author"
        environment["GIT_AUTHOR_EMAIL"] = "ada@example.com"
        environment["GIT_COMMITTER_NAME"] = "Cy Committer"
        environment["GIT_COMMITTER_EMAIL"] = "cy@example.com"
        environment["GIT_AUTHOR_DATE"] = date
        environment["GIT_COMMITTER_DATE"] = date
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["LC_ALL"] = "C"
        return environment
    }

    /// Runs git in `directory` (the repository by default) and returns stdout without the final newline.
    @discardableResult
    func git(_ arguments: String..., in directory: String? = nil) throws -> String {
        try run(Array(arguments), in: directory)
    }

    @discardableResult
    func run(_ arguments: [String], in directory: String? = nil) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory ?? root)
        process.environment = environment()
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        // Not waitUntilExit(): on Linux it polls every 50 ms, which adds up over hundreds of commands.
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        // Fixture commands print little, so reading one pipe after the other cannot block.
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        exited.wait()
        // Ended, so at once; it drops the run loop source through which the Process
        // retains itself, and with it the pipes' descriptors.
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw FixtureError(
                message: "git \(arguments.joined(separator: " ")) failed: " + String(decoding: errors, as: UTF8.self))
        }
        var text = String(decoding: data, as: UTF8.self)
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    func write(_ path: String, _ text: String) throws {
        try write(path, Array(text.utf8))
    }

    func write(_ path: String, _ bytes: [UInt8]) throws {
        let url = URL(fileURLWithPath: root).appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    /// Stages everything and commits; each commit is one minute after the last. Returns the new sha.
    @discardableResult
    func commit(_ message: String, files: [String: String] = [:]) throws -> String {
        for (path, text) in files { try write(path, text) }
        clock += 60
        try git("add", "-A")
        try git("commit", "-q", "--allow-empty", "-m", message)
        return try git("rev-parse", "HEAD")
    }

    func sha(_ revision: String) throws -> String {
        try git("rev-parse", "--verify", revision + "^{commit}")
    }
}

struct FixtureError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
