import ArchHistStore
import ArchHistSupport
import ArchHistTestSupport
import Dispatch
import Foundation
import Testing

@Suite struct ConcurrentWritersTests {
    /// Errors collected from several threads.
    private final class ErrorLog: @unchecked Sendable {  // every access holds `lock`
        private let lock = NSLock()
        private var errors: [String] = []
        func record(_ error: any Error) { lock.withLock { errors.append("\(error)") } }
        var all: [String] { lock.withLock { errors } }
    }

    @Test func twoConnectionsWritingAtOnceAllSucceedThanksToTheBusyTimeout() throws {
        let folder = try TemporaryTree()
        let path = folder.file("shared.sqlite")
        do {
            let db = try Database.open(path: path)
            try db.execute("CREATE TABLE events(seq INTEGER NOT NULL UNIQUE, writer INTEGER NOT NULL)")
        }
        let writesPerThread = 300
        let log = ErrorLog()
        // Each write reads the count then inserts count + 1: with BEGIN IMMEDIATE the two
        // writers are serialised, so the sequence has neither gaps nor duplicates.
        DispatchQueue.concurrentPerform(iterations: 2) { writer in
            do {
                let db = try Database.open(path: path)
                for _ in 0..<writesPerThread {
                    try db.write { db in
                        let next = try db.count("events") + 1
                        try db.execute("INSERT INTO events(seq, writer) VALUES (?, ?)", [next, writer])
                    }
                }
            } catch {
                log.record(error)
            }
        }
        #expect(log.all == [])
        let db = try Database.open(path: path, mode: .readOnly)
        #expect(try db.fetchAll("SELECT seq FROM events ORDER BY seq") { $0.int(0) } == Array(1...2 * writesPerThread))
        #expect(
            try db.fetchAll("SELECT count(*) FROM events GROUP BY writer") { $0.int(0) } == [
                writesPerThread, writesPerThread,
            ])
    }

    @Test func aWriterWaitsForTheLockThenFailsWithBusyAfterTheTimeout() throws {
        let folder = try TemporaryTree()
        let path = folder.file("shared.sqlite")
        let holder = try Database.open(path: path)
        try holder.execute("CREATE TABLE t(n INTEGER)")
        let waiter = try Database.open(path: path, configuration: .init(busyTimeout: .milliseconds(300)))
        try holder.execute("BEGIN IMMEDIATE")
        let clock = ContinuousClock()
        let start = clock.now
        let error = #expect(throws: DatabaseError.self) {
            try waiter.write { db in try db.execute("INSERT INTO t VALUES (1)") }
        }
        let waited = clock.now - start
        #expect(error?.resultCode == .busy)
        #expect(waited >= .milliseconds(250))
        try holder.execute("COMMIT")
        try waiter.write { db in try db.execute("INSERT INTO t VALUES (1)") }
    }

    /// Why `write` uses BEGIN IMMEDIATE: a deferred transaction that has read cannot
    /// upgrade to a write after another connection wrote, and SQLite fails it at once,
    /// whatever the busy timeout.
    @Test func aDeferredTransactionThatReadThenWritesFailsAtOnceDespiteTheTimeout() throws {
        let folder = try TemporaryTree()
        let path = folder.file("shared.sqlite")
        let first = try Database.open(path: path)
        try first.execute("CREATE TABLE t(n INTEGER)")
        let second = try Database.open(path: path)
        let clock = ContinuousClock()
        var waited = Duration.zero
        let error = #expect(throws: DatabaseError.self) {
            try first.read { db in
                _ = try db.count("t")  // the snapshot starts here
                try second.write { db in try db.execute("INSERT INTO t VALUES (1)") }
                let start = clock.now
                defer { waited = clock.now - start }
                try db.execute("INSERT INTO t VALUES (2)")
            }
        }
        #expect(error?.extendedResultCode.description == "SQLITE_BUSY_SNAPSHOT")
        #expect(waited < .seconds(1))  // the 5 s timeout did not apply
    }
}
