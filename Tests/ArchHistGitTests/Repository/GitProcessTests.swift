import ArchHistTestSupport
import Foundation
import Testing

@testable import ArchHistGit

@Suite struct GitProcessTests {
    /// The nice value of a running process, from /proc (field 19 of its stat line).
    private static func niceness(of pid: Int32) throws -> Int? {
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        // The command name, in parentheses, may hold spaces: fields are counted after it.
        guard let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return fields.count > 16 ? Int(fields[16]) : nil
    }

    /// A git run that has ended leaves nothing behind: Foundation's Process retains
    /// itself until it is waited for its way, and kept the descriptors of its pipes
    /// open with it (thousands in a test run, where spawning then crashed).
    @Test func aGitRunThatEndedIsFreedWithItsPipes() throws {
        let fixture = try GitSandbox()
        try fixture.commit("one", files: ["a.txt": "a"])
        weak var process: Process?
        weak var output: Pipe?
        do {
            let pipe = Pipe()
            let running = try GitProcess.launch(
                ["rev-parse", "HEAD"], in: fixture.root, stdin: nil, stdout: pipe, stderr: Pipe())
            (process, output) = (running.process, pipe)
            #expect(running.waitForExit() == 0)
        }
        // The thread that told of the end lets go of the process just after.
        for _ in 0..<100 where process != nil || output != nil { usleep(10_000) }
        #expect(process == nil)
        #expect(output == nil)
    }

    /// What collects a git's stderr on a thread of its own keeps the stream open
    /// until it has read it to the end: a descriptor closed under it would be
    /// reused for another file, and the collector would read that file's bytes.
    @Test func aCollectorKeepsItsStreamUntilTheEnd() throws {
        var pipe: Pipe? = Pipe()
        let writer = pipe!.fileHandleForWriting
        let fd = pipe!.fileHandleForReading.fileDescriptor
        let collector = StreamCollector(out: pipe!.fileHandleForReading, limit: 1024)
        pipe = nil
        #expect(fcntl(fd, F_GETFD) != -1, "the descriptor is still open")
        writer.write(Data("said on stderr".utf8))
        try writer.close()
        #expect(collector.text() == "said on stderr")
    }

    /// A git asked beside CPU-bound work (whether the working tree is dirty) runs at
    /// the lowest priority; any other runs at ours.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/stat")))
    func aYieldingGitRunsAtTheLowestPriority() throws {
        let fixture = try GitSandbox()
        try fixture.commit("one", files: ["a.txt": "a"])
        let ours = try #require(try Self.niceness(of: getpid()))
        for yielding in [false, true] {
            let input = Pipe()
            let running = try GitProcess.launch(
                ["cat-file", "--batch"], in: fixture.root, stdin: input.fileHandleForReading, stdout: Pipe(),
                stderr: Pipe(),
                yielding: yielding)
            let niceness = try Self.niceness(of: running.process.processIdentifier)
            try input.fileHandleForWriting.close()
            running.waitForExit()
            #expect(niceness == (yielding ? 19 : ours), "yielding: \(yielding)")
        }
    }
}
