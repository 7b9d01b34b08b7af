import ArchHistTestSupport
import Foundation
import Testing

/// Runners pushing at once from one clone (a CI machine running jobs side by side)
/// lose no run, and none reports a run the remote does not hold.
@Suite struct ConcurrentPushTests {
    /// Also with every push compacting the notes ref's history past one commit: a
    /// compacted commit has no parent, and still no run is lost.
    @Test(arguments: [false, true])
    func eightPushesAtOnceFromOneClone_eachRunReachesTheRemote(compacting: Bool) throws {
        let history = try SharedHistory.make(moves: true)
        let commits =
            history.commits + [
                try history.pushCommit("seventh", files: ["Sources/BookingService/Seventh.swift": "struct S7 {}\n"]),
                try history.pushCommit("eighth", files: ["Sources/BookingService/Eighth.swift": "struct S8 {}\n"]),
            ]
        let clone = try history.clone()
        let runner = CLIHarness(directory: clone.root)
        // A database per runner, each with a run of its own.
        for (index, commit) in commits.enumerated() {
            let recorded = runner.run("record", "--commit", commit, "--db", clone.root + "/db\(index)")
            #expect(recorded.exitCode == .ok, "\(recorded.stderr)")
        }
        let pushes = try commits.indices.map { index in
            try ArchhistBinary.start(
                ["push", "--db", clone.root + "/db\(index)"] + (compacting ? ["--compact-after", "1"] : []),
                in: clone.root,
                stdoutFile: clone.root + "/out\(index)", stderrFile: clone.root + "/err\(index)")
        }
        for (index, push) in pushes.enumerated() {
            push.waitUntilExit()
            let said = (try? String(contentsOfFile: clone.root + "/err\(index)", encoding: .utf8)) ?? ""
            #expect(push.terminationStatus == 0, "push \(index): \(said)")
            let printed = try String(contentsOfFile: clone.root + "/out\(index)", encoding: .utf8)
            #expect(printed.hasPrefix("pushed 1 run to origin"), "push \(index): \(printed)")
        }

        let reader = try history.clone(depth: 1)
        let pulled = CLIHarness(directory: reader.root).run("pull")
        #expect(pulled.stdout == "pulled from origin: imported 8 runs, 0 already here, 0 skipped\n")
        let log = CLIHarness(directory: reader.root).run("log", "--all-specs").stdout
        for commit in commits { #expect(log.contains(String(commit.prefix(12))), "\(commit) is missing") }
        // No private ref of a push stays behind.
        #expect(try clone.git("for-each-ref", "refs/archhist/").isEmpty)
    }

    /// A push killed partway leaves its private refs; the next push removes those of a
    /// process that no longer runs or started over an hour ago, and keeps a live one's.
    @Test func aPushRemovesTheRefsOfKilledPushes_notThoseOfRunningOnes() throws {
        let history = try SharedHistory.make()
        let clone = try history.clone()
        let runner = CLIHarness(directory: clone.root)
        #expect(runner.run("record").exitCode == .ok)
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/sh")
        ended.arguments = ["-c", "exit 0"]
        try ended.run()
        ended.waitUntilExit()
        let (dead, alive, now) = (ended.processIdentifier, getpid(), Int(Date().timeIntervalSince1970))
        let head = try clone.git("rev-parse", "HEAD")
        let left = [
            "refs/archhist/tmp/\(dead)-\(now)-1/fetched", "refs/archhist/tmp/\(dead)-\(now)-1/outgoing",
            "refs/archhist/tmp/\(dead)-77/fetched", "refs/archhist/tmp/\(alive)-\(now - 7200)-2/outgoing",
        ]
        let running = "refs/archhist/tmp/\(alive)-\(now)-3/fetched"
        for ref in left + [running] { try clone.git("update-ref", ref, head) }
        #expect(runner.run("push").exitCode == .ok)
        #expect(try clone.git("for-each-ref", "--format=%(refname)", "refs/archhist/tmp/") == running)
    }
}
