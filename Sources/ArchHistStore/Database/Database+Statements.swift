import CSQLite

extension Database {
    /// Compiles one statement, not cached: it lives as long as the returned object.
    public func makeStatement(_ sql: String) throws -> Statement {
        try Statement(connection: handle, sql: sql)
    }

    /// The statement for `sql` from this connection's cache, compiled on first use.
    /// A reused statement comes back reset with its bindings cleared.
    ///
    /// While a cached statement is between rows (a caller iterates it), asking for the
    /// same SQL again does not reset it under that caller: a fresh statement replaces it
    /// in the cache, so nested queries with the same text are safe. (A statement left
    /// between rows by a caller that forgot `reset()` is then finalised once released.)
    public func cachedStatement(_ sql: String) throws -> Statement {
        if let statement = statementCache[sql] {
            if statement.isBusy {
                let fresh = try makeStatement(sql)
                statementCache[sql] = fresh
                return fresh
            }
            statement.reset()
            statement.clearBindings()
            return statement
        }
        let statement = try makeStatement(sql)
        statementCache[sql] = statement
        return statement
    }

    /// Finalises the cached statements (the cache grows with each distinct SQL text).
    public func clearStatementCache() {
        statementCache.removeAll()
    }

    /// Runs a script: zero or more statements separated by semicolons, one after the
    /// other, without arguments (a statement with a parameter is refused). The first
    /// failure stops the script and throws an error naming the statement that failed;
    /// statements before it stay executed (run the script inside `write` to make it all
    /// or nothing).
    public func execute(_ sql: String) throws {
        try sql.withCString { script in
            var next: UnsafePointer<CChar>? = script
            while let start = next, start.pointee != 0 {
                var statement: OpaquePointer?
                var tail: UnsafePointer<CChar>?
                let code = sqlite3_prepare_v3(handle, start, -1, 0, &statement, &tail)
                guard code == SQLITE_OK else {
                    throw DatabaseError.lastError(code: code, connection: handle, sql: Self.text(from: start, to: tail))
                }
                next = tail
                guard let statement else { continue }  // blank text or a comment
                defer { sqlite3_finalize(statement) }
                // An unbound parameter would silently be NULL.
                guard sqlite3_bind_parameter_count(statement) == 0 else {
                    throw DatabaseError.misuse(
                        "a script takes no arguments: use execute(_:_:) for a statement with parameters",
                        sql: Self.text(from: start, to: tail))
                }
                var stepCode = sqlite3_step(statement)
                while stepCode == SQLITE_ROW { stepCode = sqlite3_step(statement) }
                guard stepCode == SQLITE_DONE else {
                    throw DatabaseError.lastError(
                        code: stepCode, connection: handle, sql: Self.text(from: start, to: tail))
                }
            }
        }
    }

    /// Runs one statement with positional arguments (`?`), through the statement cache.
    public func execute(_ sql: String, _ arguments: StatementArguments) throws {
        try cachedStatement(sql).execute(arguments)
    }

    /// Runs one statement with named arguments (`:name`), through the statement cache.
    public func execute(_ sql: String, named arguments: [String: (any DatabaseValueConvertible)?]) throws {
        let statement = try cachedStatement(sql)
        try statement.bind(named: arguments)
        try statement.execute()
    }

    /// The SQL between `start` and `end` (or the end of the script), trimmed, for errors.
    private static func text(from start: UnsafePointer<CChar>, to end: UnsafePointer<CChar>?) -> String {
        let text: String
        if let end, end > start {
            text = String(decoding: UnsafeRawBufferPointer(start: start, count: end - start), as: UTF8.self)
        } else {
            text = String(cString: start)
        }
        return String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
