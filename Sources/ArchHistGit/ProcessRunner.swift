import Foundation

/// Runs a program to completion and hands back what it printed.
public struct ProcessOutput: Sendable {
    public var status: Int32
    public var stdout: [UInt8]
    public var stderr: String
}

public enum ProcessRunner {
    /// Runs `executable` (looked up on PATH) with `arguments` in `directory`.
    /// Throws only when the program cannot be started at all.
    public static func run(_ executable: String, _ arguments: [String], in directory: String) throws -> ProcessOutput {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Drain stderr on another thread so neither pipe can fill up and block the child.
        let errorData = ErrorCollector(err.fileHandleForReading)
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProcessOutput(status: process.terminationStatus, stdout: [UInt8](data), stderr: errorData.text())
    }
}

private final class ErrorCollector: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func text() -> String {
        done.wait()
        return String(decoding: data, as: UTF8.self)
    }
}
