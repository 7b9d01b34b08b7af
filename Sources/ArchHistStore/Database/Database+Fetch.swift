extension Database {
    /// Every row of a query, each turned into a value by `transform`:
    ///
    ///     let paths = try db.fetchAll("SELECT path FROM files WHERE run = ?", [run]) { $0.string(0) }
    public func fetchAll<T>(
        _ sql: String, _ arguments: StatementArguments = [], _ transform: (Row) throws -> T
    ) throws -> [T] {
        var values: [T] = []
        try cachedStatement(sql).forEachRow(arguments) { row in
            values.append(try transform(row))
        }
        return values
    }

    /// The first row of a query turned into a value by `transform`, or `nil` when the
    /// query returns no row. The statement is reset right after, releasing its read lock.
    public func fetchOne<T>(
        _ sql: String, _ arguments: StatementArguments = [], _ transform: (Row) throws -> T
    ) throws -> T? {
        let statement = try cachedStatement(sql)
        try statement.bind(arguments)
        defer { statement.reset() }
        return try statement.step().map(transform)
    }

    /// The first column of the first row, as `T`; `nil` when there is no row.
    ///
    ///     let count = try db.fetchValue(Int.self, "SELECT count(*) FROM files")
    public func fetchValue<T: DatabaseValueConvertible>(
        _ type: T.Type, _ sql: String, _ arguments: StatementArguments = []
    ) throws -> T? {
        try fetchOne(sql, arguments) { T.read(from: $0, at: 0) }
    }

    /// Calls `body` with each row of a query, without collecting them.
    public func forEachRow(
        _ sql: String, _ arguments: StatementArguments = [], _ body: (Row) throws -> Void
    ) throws {
        try cachedStatement(sql).forEachRow(arguments, body)
    }
}
