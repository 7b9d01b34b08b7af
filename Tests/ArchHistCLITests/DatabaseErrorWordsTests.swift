import ArchHistCLI
import ArchHistStore
import ArchHistTestSupport
import Foundation
import Testing

/// A database that refuses a write, or that another program holds locked, is named
/// with the fix (exit 3); SQLite's codes and statements stay out of the message.
@Suite struct DatabaseErrorWordsTests {
    @Test func aDatabaseRefusingTheWrite_orLocked_saysSoInWords() throws {
        let history = try SharedHistory.make()
        let recording = try history.clone()
        let cli = CLIHarness(directory: recording.root)
        #expect(cli.run("backfill").exitCode == .ok)
        #expect(cli.run("push").exitCode == .ok)
        let reader = try history.clone(depth: 1)
        let runner = CLIHarness(directory: reader.root)
        #expect(runner.run("record").exitCode == .ok)

        // Hand-edited: a trigger refuses every new run (SQLITE_CONSTRAINT_TRIGGER).
        let path = reader.root + "/.archhist/history.db"
        let db = try Database.open(path: path)
        try db.execute("CREATE TRIGGER no_more BEFORE INSERT ON runs BEGIN SELECT RAISE(ABORT, 'no'); END")
        let refused = runner.run("pull")
        #expect(refused.exitCode == .environment)
        #expect(refused.stderr.contains("\(path) refused the write"), "\(refused.stderr)")
        #expect(refused.stderr.contains("nothing was written"), "\(refused.stderr)")
        #expect(!refused.stderr.contains("SQLITE"), "\(refused.stderr)")
        #expect(!refused.stderr.contains("INSERT"), "\(refused.stderr)")
        try db.execute("DROP TRIGGER no_more")

        // Another program holds the write lock beyond the busy timeout (5 s).
        try db.execute("BEGIN EXCLUSIVE")
        let locked = runner.run("pull")
        try db.execute("ROLLBACK")
        #expect(locked.exitCode == .environment)
        #expect(locked.stderr.contains("locked by another program"), "\(locked.stderr)")
        #expect(!locked.stderr.contains("SQLITE"), "\(locked.stderr)")
        #expect(runner.run("pull").stdout == "pulled from origin: imported 3 runs, 1 already here, 0 skipped\n")
    }
}
