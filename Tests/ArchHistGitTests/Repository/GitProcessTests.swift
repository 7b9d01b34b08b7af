@testable import ArchHistGit
import Foundation
import Testing

@Suite struct GitProcessTests {
    /// The nice value of a running process, from /proc (field 19 of its stat line).
    private static func niceness(of pid: Int32) throws -> Int? {
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        // The command name, in parentheses, may hold spaces: fields are counted after it.
        guard let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return fields.count > 16 ? Int(fields[16]) : nil
    }

    /// A git asked beside CPU-bound work (whether the working tree is dirty) runs at
    /// the lowest priority; any other runs at ours.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/stat")))
    func aYieldingGitRunsAtTheLowestPriority() throws {
        let fixture = try GitFixture()
        try fixture.commit("one", files: ["a.txt": "a"])
        let ours = try #require(try Self.niceness(of: getpid()))
        for yielding in [false, true] {
            let input = Pipe()
            let running = try GitProcess.launch(
                ["cat-file", "--batch"], in: fixture.root, stdin: input.fileHandleForReading, stdout: Pipe(), stderr: Pipe(),
                yielding: yielding)
            let niceness = try Self.niceness(of: running.process.processIdentifier)
            try input.fileHandleForWriting.close()
            running.waitForExit()
            #expect(niceness == (yielding ? 19 : ours), "yielding: \(yielding)")
        }
    }
}
