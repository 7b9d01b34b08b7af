import CSQLite

/// One SQLite connection.
///
/// A `Database` is deliberately not `Sendable`: a connection is used from one thread at
/// a time (it is opened with `SQLITE_OPEN_NOMUTEX`, and its statement cache and
/// transaction state are unsynchronised). Concurrency comes from several connections to
/// the same file, each owned by one thread or one actor; SQLite's file locks, the busy
/// timeout and `BEGIN IMMEDIATE` (see `write`) serialise their writes.
///
/// The connection closes when the object is released. Statements still alive at that
/// point keep it open until they are released too (`sqlite3_close_v2`).
public final class Database {
    /// The `sqlite3 *` connection.
    let handle: OpaquePointer
    /// The file path, or `":memory:"`.
    public let path: String
    public let configuration: Configuration
    /// The journal mode in effect: `"wal"` for file databases unless the file system
    /// refused it, `"memory"` for in-memory databases, or what SQLite reports.
    public internal(set) var journalMode = ""

    var statementCache: [String: Statement] = [:]
    var transactionKinds: [TransactionKind] = []

    init(handle: OpaquePointer, path: String, configuration: Configuration) {
        self.handle = handle
        self.path = path
        self.configuration = configuration
    }

    deinit {
        // Finalise the cached statements first; statements held elsewhere keep the
        // connection as a zombie that SQLite closes when the last one is finalised.
        statementCache.removeAll()
        sqlite3_close_v2(handle)
    }

    /// The rowid of the last successful `INSERT` on this connection.
    public var lastInsertRowID: Int64 {
        sqlite3_last_insert_rowid(handle)
    }

    /// The rows changed by the last `INSERT`, `UPDATE` or `DELETE` on this connection.
    public var changes: Int {
        Int(sqlite3_changes(handle))
    }

    /// Whether writes are refused: opened `.readOnly`, or opened `.readWrite`/`.create`
    /// on a file this process may not write, which SQLite then opens read-only.
    public var isReadOnly: Bool {
        sqlite3_db_readonly(handle, "main") == 1
    }

    /// Whether a transaction is open (SQLite is not in autocommit mode).
    public var isInsideTransaction: Bool {
        sqlite3_get_autocommit(handle) == 0
    }

    /// Throws the connection's error unless `code` is `SQLITE_OK`.
    func check(_ code: Int32, sql: String? = nil) throws {
        guard code == SQLITE_OK else {
            throw DatabaseError.lastError(code: code, connection: handle, sql: sql)
        }
    }
}
