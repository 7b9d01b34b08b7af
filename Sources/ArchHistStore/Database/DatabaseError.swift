import CSQLite

/// An error reported by SQLite: the extended result code, SQLite's message, and the SQL
/// that was being executed when there was one.
///
///     SQLite error 19 (SQLITE_CONSTRAINT_UNIQUE): UNIQUE constraint failed: runs.key
///     — while executing: INSERT INTO runs(key) VALUES (?)
public struct DatabaseError: Error, Hashable, Sendable {
    /// The extended result code (`SQLITE_CONSTRAINT_UNIQUE`, 2067). Connections enable
    /// extended codes, so this is as precise as SQLite can tell.
    public let extendedResultCode: ResultCode
    /// SQLite's message (`sqlite3_errmsg`), or the English phrase of the code.
    public let message: String
    /// The statement that failed; `nil` for errors outside a statement (opening a file).
    public let sql: String?

    public init(extendedResultCode: ResultCode, message: String? = nil, sql: String? = nil) {
        self.extendedResultCode = extendedResultCode
        self.message = message ?? String(cString: sqlite3_errstr(extendedResultCode.rawValue))
        self.sql = sql
    }

    /// The primary code, the one to switch on: `.constraint` for `SQLITE_CONSTRAINT_UNIQUE`.
    public var resultCode: ResultCode {
        extendedResultCode.primary
    }

    /// The error the connection reports after the call that returned `code` failed.
    /// `sqlite3_errmsg` belongs to the last call on `connection`, so read it right away.
    static func lastError(code: Int32, connection: OpaquePointer?, sql: String? = nil) -> DatabaseError {
        // sqlite3_extended_errcode is more precise than the primary code some calls return.
        var extended = code
        var message: String?
        if let connection {
            let reported = sqlite3_extended_errcode(connection)
            if reported & 0xFF == code & 0xFF { extended = reported }
            message = String(cString: sqlite3_errmsg(connection))
        }
        return DatabaseError(extendedResultCode: ResultCode(rawValue: extended), message: message, sql: sql)
    }

    /// A programming error caught by this wrapper rather than by SQLite (wrong argument
    /// count, an empty statement): `SQLITE_MISUSE` with our own message.
    static func misuse(_ message: String, sql: String? = nil) -> DatabaseError {
        DatabaseError(extendedResultCode: .misuse, message: message, sql: sql)
    }
}

extension DatabaseError: CustomStringConvertible {
    public var description: String {
        var text = "SQLite error \(resultCode.rawValue) (\(extendedResultCode)): \(message)"
        if let sql {
            text += " — while executing: \(sql)"
        }
        return text
    }
}
