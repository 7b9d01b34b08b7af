import ArchHistCore
import ArchHistEngine
import ArchHistStore
import ArchHistSupport
import ArchHistTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `--db` may point at besides a database: a device, a FIFO, a folder, an empty
/// file, a database whose stored facts are damaged.
@Suite struct OddDatabaseFileTests {
    @Test func aCharacterDeviceIsNoDatabaseFile() {
        #expect(Database.kindOfNonFile(at: "/dev/null") == "a character device")
    }

    /// SQLite would write `fifo.db-journal` beside it (and wait on the FIFO): refused first.
    @Test func open_refusesAFIFOAndWritesNothingBesideIt() throws {
        let folder = try TemporaryTree()
        let path = folder.file("fifo.db")
        #expect(mkfifo(path, 0o600) == 0)
        #expect {
            _ = try SQLiteHistoryStore.open(path: path, create: true, scannerVersion: "test")
        } throws: { error in
            "\(error)"
                == "\(path) is a FIFO, not a file: pass --db (or ARCHHIST_DB) with the path of a database file; "
                + "nothing was written"
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["fifo.db"])
    }

    @Test func open_refusesAFolder() throws {
        let folder = try TemporaryTree()
        let path = folder.file("history.db")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        #expect {
            _ = try SQLiteHistoryStore.open(path: path, create: true, scannerVersion: "test")
        } throws: { error in
            guard case HistoryError.notAFile(_, let kind) = error else { return false }
            return kind == "a folder"
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["history.db"])
    }

    /// An empty file is what `touch` leaves: SQLite takes it as a new database.
    @Test func aZeroLengthFileBecomesANewDatabase() throws {
        let folder = try TemporaryTree()
        let path = folder.file("history.db")
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        let store = try SQLiteHistoryStore.open(path: path, create: true, scannerVersion: "test")
        #expect(try store.runSummaries().isEmpty)
    }

    /// The message names the file to check and to replace, not `<db>`.
    @Test func damagedFactsNameTheDatabaseFile() throws {
        let folder = try TemporaryTree()
        let path = folder.file("history.db")
        let commits = ScriptedCommits()
        commits.trees["a"] = ["Sources/App/A.swift": "struct A {}\n"]
        let oids: [String]
        do {
            let store = try SQLiteHistoryStore.open(path: path, create: true, scannerVersion: "test")
            let recorder = Recorder(
                reader: commits, store: store, extractor: HistoryFixtures.extractor,
                spec: try SpecDecoder.preset(#require(Preset.named("harness"))), specSource: "preset harness",
                analyzerVersion: "test", workers: 1, today: Day(year: 2026, month: 1, day: 1), now: 0)
            _ = try recorder.record("a", digest: "d", force: false)
            oids = try commits.files(of: commits.commit("a")).map(\.oid)
        }
        try Database.open(path: path).execute("UPDATE blobs SET facts = x'FFFF'")
        let store = try SQLiteHistoryStore.open(path: path, create: false, scannerVersion: "test")
        #expect {
            _ = try store.swiftFacts(for: oids)
        } throws: { error in
            let text = "\(error)"
            return text.hasPrefix("the history database \(path) is damaged: the facts of blob ")
                && text.contains("run `sqlite3 \(path) 'PRAGMA integrity_check'`")
        }
    }
}
