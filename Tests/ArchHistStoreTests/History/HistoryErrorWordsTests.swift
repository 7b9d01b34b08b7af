import Testing

@testable import ArchHistStore

/// What SQLite reports reaches the user as a sentence with the fix: no result code
/// name, no SQL.
@Suite struct HistoryErrorWordsTests {
    @Test(arguments: [
        (ResultCode(rawValue: 5), "locked by another program"),  // SQLITE_BUSY
        (ResultCode(rawValue: 517), "locked by another program"),  // SQLITE_BUSY_SNAPSHOT
        (ResultCode(rawValue: 6), "locked by another program"),  // SQLITE_LOCKED
        (ResultCode(rawValue: 8), "cannot be written"),  // SQLITE_READONLY
        (ResultCode(rawValue: 3), "cannot be written"),  // SQLITE_PERM
        (ResultCode(rawValue: 13), "is full"),  // SQLITE_FULL
        (ResultCode(rawValue: 11), "is damaged"),  // SQLITE_CORRUPT
        (ResultCode(rawValue: 26), "not an archhist database"),  // SQLITE_NOTADB
        (ResultCode(rawValue: 1555), "refused the write"),  // SQLITE_CONSTRAINT_PRIMARYKEY
        (ResultCode(rawValue: 2067), "refused the write"),  // SQLITE_CONSTRAINT_UNIQUE
        (ResultCode(rawValue: 1811), "refused the write"),  // SQLITE_CONSTRAINT_TRIGGER
        (ResultCode(rawValue: 10), "the disk or file system failed"),  // SQLITE_IOERR
        (ResultCode(rawValue: 7), "out of memory"),  // SQLITE_NOMEM
        (ResultCode(rawValue: 21), "failed (SQLite: "),  // SQLITE_MISUSE: none a user meets
    ])
    func eachErrorAUserMeets_isASentenceWithTheFix(code: ResultCode, said: String) {
        let error = DatabaseError(
            extendedResultCode: code, message: "some SQLite message",
            sql: "INSERT INTO runs (commit_sha) VALUES (?)")
        let text = HistoryError.from(error, path: "/repo/.archhist/history.db").description
        #expect(text.contains(said), "\(code): \(text)")
        #expect(text.contains("/repo/.archhist/history.db"), "\(code): \(text)")
        for raw in ["SQLITE_", "SQLite error", "INSERT INTO", "(code "] {
            #expect(!text.contains(raw), "\(code): \(text)")
        }
    }
}
