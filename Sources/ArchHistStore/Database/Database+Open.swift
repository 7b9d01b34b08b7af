import CSQLite

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Database {
    /// Opens the database file at `path`.
    ///
    /// Fails with a `DatabaseError` whose `resultCode` tells the cause: `.cantOpen` (no
    /// such file in `.readWrite`/`.readOnly` mode, a missing folder, a folder without
    /// permission), `.notADatabase` (the file exists but is not an SQLite database),
    /// `.corrupt`, `.busy` (another connection kept a lock beyond the busy timeout).
    ///
    /// On open the connection: uses extended result codes, waits up to
    /// `configuration.busyTimeout` for locks, enforces foreign keys, refuses
    /// double-quoted string literals, runs in defensive mode, reads the schema (so that a
    /// file that is not a database fails here, not at the first query) and, for files it
    /// may write, switches to WAL with `synchronous = NORMAL`.
    public static func open(
        path: String,
        mode: OpenMode = .create,
        configuration: Configuration = Configuration()
    ) throws -> Database {
        var flags = SQLITE_OPEN_NOMUTEX
        switch mode {
        case .readOnly: flags |= SQLITE_OPEN_READONLY
        case .readWrite: flags |= SQLITE_OPEN_READWRITE
        case .create: flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
        }
        let database = try connect(path: path, flags: flags, configuration: configuration)
        try database.configure(canWrite: mode != .readOnly, isFile: true)
        return database
    }

    /// What stands at `path` when it is neither a regular file (a link to one included)
    /// nor missing: "a character device", "a FIFO", "a folder"… A database lives in a
    /// regular file: SQLite would write its `-journal` beside anything else (beside
    /// `/dev/null`, in `/dev`) and read nothing back. Nil for a file, a missing path, or
    /// `:memory:`.
    public static func kindOfNonFile(at path: String) -> String? {
        guard path != ":memory:", !path.isEmpty else { return nil }
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a folder"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        default: return "a special file"
        }
    }

    /// Opens a private, empty in-memory database (for tests and scratch work).
    public static func openInMemory(configuration: Configuration = Configuration()) throws -> Database {
        let flags = SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_MEMORY
        let database = try connect(path: ":memory:", flags: flags, configuration: configuration)
        try database.configure(canWrite: true, isFile: false)
        return database
    }

    private static func connect(path: String, flags: Int32, configuration: Configuration) throws -> Database {
        var handle: OpaquePointer?
        let code = sqlite3_open_v2(path, &handle, flags, nil)
        guard let handle else {
            throw DatabaseError(extendedResultCode: .noMemory)
        }
        guard code == SQLITE_OK else {
            let error = DatabaseError.lastError(code: code, connection: handle)
            sqlite3_close_v2(handle)
            throw error
        }
        // From here on, deinit closes the handle whatever fails.
        return Database(handle: handle, path: path, configuration: configuration)
    }

    private func configure(canWrite: Bool, isFile: Bool) throws {
        try check(sqlite3_extended_result_codes(handle, 1))
        try check(sqlite3_busy_timeout(handle, configuration.busyTimeoutMilliseconds))
        try check(archhist_sqlite3_enable_defensive(handle))
        try check(archhist_sqlite3_disable_double_quoted_strings(handle))
        // sqlite3_open_v2 does not read the file: this does, so that a file that is not a
        // database fails with SQLITE_NOTADB now rather than at the first query.
        _ = try fetchOne("SELECT count(*) FROM sqlite_master") { $0.int(0) }
        try execute("PRAGMA foreign_keys = ON")
        // Pages read through a memory map are not copied into SQLite's page cache one
        // read call each: a fresh `record` reads most of the facts table. Writes still
        // go through write calls, so a full disk is still an error, not a signal.
        if isFile { _ = try fetchOne("PRAGMA mmap_size = 268435456") { $0.int(0) } }
        if isFile && canWrite && configuration.prefersWAL {
            try enableWAL()
        } else {
            journalMode = try currentJournalMode()
        }
    }

    /// Switches to WAL, keeping the current journal mode when the file system refuses
    /// (SQLite then reports the mode it kept, or fails with an I/O or open error).
    ///
    /// Changing the journal mode needs the file to itself, and SQLite answers
    /// SQLITE_BUSY at once, without its busy handler, when another connection is
    /// opening the same new file: so contention is retried here for as long as the
    /// busy timeout allows, then rethrown. A file already in WAL is left alone.
    private func enableWAL() throws {
        if try currentJournalMode() == "wal" {
            journalMode = "wal"
            try execute("PRAGMA synchronous = NORMAL")
            return
        }
        let deadline = ContinuousClock.now + configuration.busyTimeout
        while true {
            do {
                journalMode = try fetchOne("PRAGMA journal_mode = WAL") { $0.string(0).lowercased() } ?? ""
                break
            } catch let error as DatabaseError {
                switch error.resultCode {
                case .ioError, .cantOpen, .readOnly, .noLargeFileSupport, .permission:
                    journalMode = try currentJournalMode()
                case .busy where ContinuousClock.now < deadline, .locked where ContinuousClock.now < deadline:
                    usleep(2_000)
                    continue
                default:
                    throw error
                }
                break
            }
        }
        if journalMode == "wal" {
            try execute("PRAGMA synchronous = NORMAL")
        }
    }

    private func currentJournalMode() throws -> String {
        try fetchOne("PRAGMA journal_mode") { $0.string(0).lowercased() } ?? ""
    }
}
