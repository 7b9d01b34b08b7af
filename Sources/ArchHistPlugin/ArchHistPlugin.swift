import Foundation
import PackagePlugin

/// `swift package archhist <command> [arguments…]`: runs the archhist built from this
/// package on the package that asks for it, in the package's folder, with the
/// arguments as given, so `check`, `record`, `report` and every other command work as
/// they do on the command line. archhist writes its history to `.archhist/` and
/// reports where `--out` says, hence the permission to write to the package folder.
@main
struct ArchHistPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let archhist = try context.tool(named: "archhist")
        let process = Process()
        process.executableURL = archhist.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        // SwiftPM prints what a plugin writes, on either stream, to its standard output,
        // which must stay archhist's report alone (JSON, SARIF): archhist's notes and
        // errors go through SwiftPM's diagnostics, which it prints on standard error.
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
