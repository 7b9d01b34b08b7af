import Foundation
import PackagePlugin

/// Runs archhist with `arguments` in `folder`, for both entry points (a package's and
/// an Xcode project's). SwiftPM and Xcode print what a plugin writes, on either
/// stream, as its output, which must stay archhist's report alone (JSON, SARIF):
/// archhist's notes and errors go through the plugin's diagnostics instead, which
/// SwiftPM prints on standard error and Xcode shows in its issue navigator.
enum ArchHistRun {
    static func run(_ archhist: URL, arguments: [String], in folder: URL) throws {
        let process = Process()
        process.executableURL = archhist
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let notes = Pipe()
        process.standardError = notes
        try process.run()
        let said = notes.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        for line in String(decoding: said, as: UTF8.self).split(whereSeparator: \.isNewline) {
            if line.hasPrefix("Error: ") {
                Diagnostics.error(String(line.dropFirst("Error: ".count)))
            } else {
                Diagnostics.progress(String(line))
            }
        }
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw ArchHistFailed(status: process.terminationStatus, arguments: arguments)
        }
    }
}

/// archhist ended with a non-zero exit code: 1 when a check found what it fails on,
/// 2 for a usage, spec or input error, 3 for git, the database or the file system.
struct ArchHistFailed: Error, CustomStringConvertible {
    let status: Int32
    let arguments: [String]

    var description: String {
        "archhist \(arguments.joined(separator: " ")) exited with \(status)"
            + " (1: the check failed; 2: usage, spec or input; 3: git, database or file system)"
    }
}
