import CSQLite

/// A prepared statement: one SQL statement compiled once, then bound, stepped and reset
/// as many times as needed.
///
///     let insert = try db.cachedStatement("INSERT INTO files(path, lines) VALUES (?, ?)")
///     try insert.execute(["Sources/App.swift", 120])
///
///     let select = try db.makeStatement("SELECT path, lines FROM files")
///     while let row = try select.step() { print(row.string(0), row.int(1)) }
///
/// Like its `Database`, a statement is used from one thread at a time.
public final class Statement {
    /// The `sqlite3_stmt *`.
    let handle: OpaquePointer
    /// The SQL text this statement was prepared from.
    public let sql: String

    /// Compiles the one statement in `sql`. Fails when `sql` holds no statement or more
    /// than one (use `Database.execute(_:)` for scripts).
    init(connection: OpaquePointer, sql: String) throws {
        var statement: OpaquePointer?
        var trailingText = ""
        let code = sql.withCString { text in
            var tail: UnsafePointer<CChar>?
            let code = sqlite3_prepare_v3(connection, text, -1, 0, &statement, &tail)
            if code == SQLITE_OK, let tail { trailingText = String(cString: tail) }
            return code
        }
        guard code == SQLITE_OK else {
            throw DatabaseError.lastError(code: code, connection: connection, sql: sql)
        }
        guard let statement else {
            throw DatabaseError.misuse("no statement to prepare (empty SQL or only comments)", sql: sql)
        }
        self.handle = statement
        self.sql = sql
        // Anything after the statement must be blank or comments, or it would be ignored.
        if trailingText.contains(where: { !$0.isWhitespace }) {
            var next: OpaquePointer?
            let code = sqlite3_prepare_v3(connection, trailingText, -1, 0, &next, nil)
            if code != SQLITE_OK || next != nil {
                sqlite3_finalize(next)
                throw DatabaseError.misuse("more than one statement; use execute(_:) for scripts", sql: sql)
            }
        }
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Whether the statement is between its first row and its end (stepped, not reset).
    public var isBusy: Bool {
        sqlite3_stmt_busy(handle) != 0
    }

    /// The number of result columns (0 for statements that return no rows).
    public var columnCount: Int {
        Int(sqlite3_column_count(handle))
    }

    /// Steps to the next row: the row, or `nil` once the statement has finished.
    /// On error the statement is reset (releasing its locks) and the error thrown.
    public func step() throws -> Row? {
        switch sqlite3_step(handle) {
        case SQLITE_ROW:
            return Row(statement: handle)
        case SQLITE_DONE:
            return nil
        case let code:
            let error = DatabaseError.lastError(code: code, connection: sqlite3_db_handle(handle), sql: sql)
            sqlite3_reset(handle)
            throw error
        }
    }

    /// Rewinds the statement so that it can run again; bindings are kept.
    public func reset() {
        // sqlite3_reset repeats the error of the last step, which `step()` already threw.
        sqlite3_reset(handle)
    }

    /// Binds `NULL` to every parameter.
    public func clearBindings() {
        sqlite3_clear_bindings(handle)
    }

    /// Binds `arguments` (when given), runs the statement to its end, ignoring any rows,
    /// and resets it.
    public func execute(_ arguments: StatementArguments? = nil) throws {
        if let arguments { try bind(arguments) }
        defer { reset() }
        while try step() != nil {}
    }

    /// Binds `arguments` (when given), calls `body` with each row, then resets.
    public func forEachRow(_ arguments: StatementArguments? = nil, _ body: (Row) throws -> Void) throws {
        if let arguments { try bind(arguments) }
        defer { reset() }
        while let row = try step() {
            try body(row)
        }
    }
}
