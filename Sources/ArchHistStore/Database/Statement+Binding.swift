import CSQLite

/// Binding: parameters are numbered from 1 (`?`, `?NNN`) or named (`:name`, `@name`,
/// `$name`). Text and blobs are bound with `SQLITE_TRANSIENT`: SQLite copies them before
/// the call returns, so no Swift buffer has to outlive the call.
extension Statement {
    /// The number of parameters (the largest index, for `?NNN`).
    public var parameterCount: Int {
        Int(sqlite3_bind_parameter_count(handle))
    }

    /// Binds `arguments` to parameters 1…n; their number must equal `parameterCount`.
    public func bind(_ arguments: StatementArguments) throws {
        guard arguments.count == parameterCount else {
            throw DatabaseError.misuse(
                "wrong number of arguments: \(arguments.count) given, \(parameterCount) expected", sql: sql)
        }
        for (offset, argument) in arguments.enumerated() {
            try bind(argument?.databaseValue ?? .null, at: offset + 1)
        }
    }

    /// Binds named arguments; keys are spelt as in the SQL, prefix included (`":path"`).
    public func bind(named arguments: [String: (any DatabaseValueConvertible)?]) throws {
        for (name, argument) in arguments {
            try bind(argument?.databaseValue ?? .null, named: name)
        }
    }

    /// Binds `value` to parameter `index` (from 1), statically typed: no boxing.
    public func bind<Value: DatabaseValueConvertible>(_ value: Value, at index: Int) throws {
        try bind(value.databaseValue, at: index)
    }

    /// Binds `value` to the named parameter (`":path"`).
    public func bind<Value: DatabaseValueConvertible>(_ value: Value, named name: String) throws {
        let index = sqlite3_bind_parameter_index(handle, name)
        guard index > 0 else {
            throw DatabaseError.misuse("no parameter named \(name)", sql: sql)
        }
        try bind(value.databaseValue, at: Int(index))
    }

    public func bindNull(at index: Int) throws {
        try bind(DatabaseValue.null, at: index)
    }

    /// The one place that calls `sqlite3_bind_*`.
    func bind(_ value: DatabaseValue, at index: Int) throws {
        let position = Int32(index)
        let code: Int32
        switch value {
        case .null:
            code = sqlite3_bind_null(handle, position)
        case .integer(let integer):
            code = sqlite3_bind_int64(handle, position, integer)
        case .real(let real):
            code = sqlite3_bind_double(handle, position, real)
        case .text(let text):
            // withCString never hands over a nil pointer, so "" binds as empty text, not
            // NULL; the explicit length keeps embedded NUL characters.
            code = text.withCString { start in
                sqlite3_bind_text64(
                    handle, position, start, UInt64(text.utf8.count),
                    archhist_sqlite3_transient(), UInt8(SQLITE_UTF8))
            }
        case .blob(let blob):
            code = blob.withUnsafeBytes { bytes in
                // A zero-length blob with a nil pointer would bind NULL.
                if bytes.isEmpty { return sqlite3_bind_zeroblob(handle, position, 0) }
                return sqlite3_bind_blob64(
                    handle, position, bytes.baseAddress, UInt64(bytes.count), archhist_sqlite3_transient())
            }
        }
        guard code == SQLITE_OK else {
            throw DatabaseError.lastError(code: code, connection: sqlite3_db_handle(handle), sql: sql)
        }
    }
}
