import ArchHistCore
import ArchHistStore
import ArchHistTestSupport
import Foundation
import Testing

/// Nothing is lost: a killed archhist leaves every finished run and no part of the
/// unfinished one; two archhists writing at once both succeed.
@Suite(.serialized) struct DurabilityTests {
    private func repository(commits: Int) throws -> GitSandbox {
        let repo = try GitSandbox(clock: .hourPerGitRun)
        try repo.copy(fixture: "HarnessBooking")
        try repo.commit("start")
        for step in 1...commits {
            try repo.write(
                "Sources/BookingService/Step\(step).swift",
                "import BookingTypes\nstruct Step\(step) { let id: BookingID }\n")
            try repo.commit("step \(step)")
        }
        return repo
    }

    /// Every run is whole: its files, edges and violations are all there.
    private func checkIntegrity(_ path: String) throws -> Int {
        let db = try Database.open(path: path, mode: .readWrite)
        #expect(try db.fetchValue(String.self, "PRAGMA integrity_check") == "ok")
        #expect(try db.fetchValue(Int.self, "PRAGMA foreign_key_check") == nil)
        // Killed before the first migration committed: the file is as it was, empty.
        guard try db.tableExists("runs") else { return 0 }
        let runs = try db.fetchAll("SELECT id, files, errors + warnings + infos FROM runs") {
            ($0.int64(0), $0.int(1), $0.int(2))
        }
        for (run, files, violations) in runs {
            #expect(try db.fetchValue(Int.self, "SELECT count(*) FROM run_files WHERE run_id = ?", [run]) == files)
            #expect(
                try db.fetchValue(
                    Int.self, "SELECT count(*) FROM run_violations WHERE run_id = ? AND waived_reason IS NULL", [run])
                    == violations)
        }
        let distinct = try db.fetchValue(Int.self, "SELECT count(DISTINCT commit_sha) FROM runs") ?? 0
        #expect(distinct == runs.count, "one run per commit under one spec")
        return runs.count
    }

    @Test func test_killingBackfillAtAnyMoment_leavesOnlyWholeRuns() throws {
        let repo = try repository(commits: 24)
        // How long a whole backfill takes here, so that kills land inside one
        // however fast this machine and this build are. Other tests load the
        // machine while it is timed, and less later: a backfill that ends before
        // its kill makes the next ones aim at its own, shorter, time.
        var started = Date()
        let timing = try ArchhistBinary.start(["backfill", "--db", repo.root + "/timing.db"], in: repo.root)
        timing.waitUntilExit()
        var whole = Date().timeIntervalSince(started)
        var generator = SystemRandomNumberGenerator()
        var kills = 0
        for attempt in 0..<12 {
            let db = repo.root + "/history-\(attempt).db"
            started = Date()
            let process = try ArchhistBinary.start(["backfill", "--db", db], in: repo.root)
            usleep(UInt32(whole * Double.random(in: 0.05...0.95, using: &generator) * 1_000_000))
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                kills += 1
                process.waitUntilExit()
            } else {
                process.waitUntilExit()
                whole = min(whole, Date().timeIntervalSince(started))
            }
            if FileManager.default.fileExists(atPath: db) { _ = try checkIntegrity(db) }
            // Resuming finishes the history the killed process had begun.
            let finish = try ArchhistBinary.start(["backfill", "--db", db], in: repo.root)
            finish.waitUntilExit()
            #expect(finish.terminationStatus == 0)
            #expect(try checkIntegrity(db) == 25)
        }
        #expect(kills > 6, "most processes must be killed mid-way, or the test proves little")
    }

    @Test func test_twoRecordsWritingOneDatabaseAtOnce_bothSucceed() throws {
        let repo = try repository(commits: 6)
        for round in 0..<3 {
            let db = repo.root + "/concurrent-\(round).db"
            let logs = [repo.root + "/first-\(round).log", repo.root + "/second-\(round).log"]
            let first = try ArchhistBinary.start(
                ["record", "--db", db, "--commit", "HEAD~\(2 * round)"], in: repo.root, stderrFile: logs[0])
            let second = try ArchhistBinary.start(
                ["record", "--db", db, "--commit", "HEAD~\(2 * round + 1)"], in: repo.root, stderrFile: logs[1])
            first.waitUntilExit()
            second.waitUntilExit()
            #expect(first.terminationStatus == 0, "\((try? String(contentsOfFile: logs[0], encoding: .utf8)) ?? "")")
            #expect(second.terminationStatus == 0, "\((try? String(contentsOfFile: logs[1], encoding: .utf8)) ?? "")")
            #expect(try checkIntegrity(db) == 2)
        }
    }

    @Test func fourRecordsOfOneCommitAtOnceAllSucceedAndLeaveOneRun() throws {
        let repo = try repository(commits: 2)
        let db = repo.root + "/same.db"
        let logs = (0..<4).map { repo.root + "/same-\($0).log" }
        let processes = try logs.map { log in
            try ArchhistBinary.start(["record", "--db", db, "--commit", "HEAD"], in: repo.root, stderrFile: log)
        }
        for (process, log) in zip(processes, logs) {
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\((try? String(contentsOfFile: log, encoding: .utf8)) ?? "")")
        }
        #expect(try checkIntegrity(db) == 1)
    }
}
