import ArchHistCLI
import ArchHistSupport
import Foundation

/// `archhist-bench notes-scale [--files F] N…`: the pull-request gate against notes
/// refs of N runs. A synthetic app of F files (2,000) gets two commits; its first is
/// recorded and pushed to a bare remote, whose notes tree then gains N − 1 notes of
/// other commits (the recorded note with another sha, sharing its objects, written in
/// one `git fast-import`). For each N, in a fresh depth-1 clone of the second commit:
/// the fetch of the notes ref alone, `pull --only <first>` then `check --baseline
/// <first>` (the gate), and a full `pull` (up to N of 10,000: it writes every run).
struct NotesScaleBench {
    let scratch: String
    let files: Int

    static func run(files: Int, sizes: [Int]) throws {
        let scratch = NSTemporaryDirectory() + "archhist-notes-scale-\(getpid())"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try NotesScaleBench(scratch: scratch, files: files).run(sizes: sizes)
    }

    private func run(sizes: [Int]) throws {
        let origin = scratch + "/origin"
        try SyntheticHistory(files: files, commits: 2, linesPerFile: 30).write(to: origin)
        let commits = try git(["rev-list", "--first-parent", "--reverse", "main"], in: origin)
            .split(separator: "\n").map(String.init)
        let (baseline, candidate) = (commits[commits.count - 2], commits[commits.count - 1])
        let recordedDB = scratch + "/recorded.db"
        try cli(["record", "--commit", baseline, "--preset", "harness", "--db", recordedDB], in: origin)
        say(
            "notes-scale: a \(files)-file app; the gate pulls the run of \(baseline.prefix(12)) and checks "
                + "\(candidate.prefix(12)) against it; seconds (debug or release, as built)")
        say("runs in notes | notes fetch | pull --only | check | gate (pull --only + check) | full pull")
        for size in sizes {
            let remote = scratch + "/remote-\(size).git"
            _ = try git(["init", "-q", "--bare", "-b", "main", remote], in: scratch)
            _ = try git(["push", "-q", remote, "main"], in: origin)
            try cli(["push", "--remote", remote, "--db", recordedDB], in: origin)
            try addNotes(size - 1, like: baseline, to: remote)
            let fetch = try Measure.seconds {
                let clone = try depthOneClone(remote, "fetch-\(size)")
                _ = try git(["fetch", "-q", "origin", "refs/notes/archhist:refs/bench/notes"], in: clone)
            }
            let gate = try depthOneClone(remote, "gate-\(size)")
            let pull = try Measure.seconds { try cli(["pull", "--only", baseline], in: gate) }
            let check = try Measure.seconds {
                try cli(["check", "--baseline", baseline, "--preset", "harness"], in: gate, allowing: [0, 1])
            }
            var full = "-"
            if size <= 10_000 {
                let clone = try depthOneClone(remote, "full-\(size)")
                full = String(format: "%.2f", try Measure.seconds { try cli(["pull"], in: clone) })
            }
            say(
                String(format: "%d | %.2f | %.2f | %.2f | %.2f | %@", size, fetch, pull, check, pull + check, full))
            try? FileManager.default.removeItem(atPath: remote)
        }
    }

    /// A line written at once (unbuffered): each size's figures as soon as they are measured.
    private func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// `count` notes of made-up commits added to `remote`'s notes tree in one commit:
    /// each the note of `commit` with another sha, pointing to the same objects.
    private func addNotes(_ count: Int, like commit: String, to remote: String) throws {
        guard count > 0 else { return }
        let path = commit.prefix(2) + "/" + commit.dropFirst(2)
        let note = try git(["cat-file", "blob", "refs/notes/archhist:\(path)"], in: remote)
        var stream = Data()
        stream.append(Data("commit refs/notes/archhist\ncommitter Bench <bench@archhist.invalid> 0 +0000\n".utf8))
        let message = "bench: \(count) notes"
        stream.append(Data("data \(message.utf8.count)\n\(message)\n".utf8))
        stream.append(Data("from refs/notes/archhist^0\n".utf8))
        for index in 0..<count {
            // Spread over the fan-out folders as real commits are.
            let sha = SHA1.hex(Array("bench commit \(index)".utf8))
            let text = note.replacingOccurrences(of: commit, with: sha)
            stream.append(Data("M 100644 inline \(sha.prefix(2))/\(sha.dropFirst(2))\ndata \(text.utf8.count)\n".utf8))
            stream.append(Data(text.utf8))
            stream.append(Data("\n".utf8))
        }
        _ = try git(["fast-import", "--quiet"], in: remote, input: stream)
    }

    private func depthOneClone(_ remote: String, _ name: String) throws -> String {
        let path = scratch + "/" + name
        _ = try git(["clone", "-q", "--depth", "1", "file://" + remote, path], in: scratch)
        return path
    }

    /// Runs archhist in-process, as `main` does, in `directory`.
    private func cli(_ arguments: [String], in directory: String, allowing codes: Set<Int32> = [0]) throws {
        let context = CommandContext(
            currentDirectory: directory, environment: ProcessInfo.processInfo.environment, now: 1_800_000_000,
            stderrIsTerminal: false, workers: ProcessInfo.processInfo.activeProcessorCount)
        let output = ArchHist.run(arguments, context: context)
        guard codes.contains(output.exitCode.rawValue) else {
            throw CocoaError(
                .executableLoad,
                userInfo: [NSLocalizedDescriptionKey: "archhist \(arguments) failed: \(output.stderr)"])
        }
    }

    private func git(_ arguments: [String], in directory: String, input: Data? = nil) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = Pipe()
        process.standardOutput = output
        let feed = Pipe()
        if input != nil { process.standardInput = feed }
        try process.run()
        if let input {
            feed.fileHandleForWriting.write(input)
            try feed.fileHandleForWriting.close()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "git \(arguments) failed"])
        }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .newlines)
    }
}
