import Foundation

/// Runs the git found on the PATH for `GitSandbox`, reading all it prints.
enum GitRunner {
    struct Result {
        var status: Int32
        var output: Data
        var errors: Data
    }

    static func run(_ arguments: [String], in directory: String, environment: [String: String]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        // Not waitUntilExit(): on Linux it polls every 50 ms, which adds up over hundreds of commands.
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        // Sandbox commands print little, so reading one pipe after the other cannot block.
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        exited.wait()
        // Ended, so at once; it drops the run loop source through which the Process
        // retains itself, and with it the pipes' descriptors.
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: output, errors: errors)
    }
}
