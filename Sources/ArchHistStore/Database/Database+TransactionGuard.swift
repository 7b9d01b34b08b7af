import CSQLite

extension Database {
    /// Runs `body` with transaction control forbidden: while it runs, compiling `BEGIN`,
    /// `COMMIT`, `ROLLBACK`, `SAVEPOINT` or `RELEASE` fails with `SQLITE_AUTH`. Used for
    /// SQL that must stay inside the transaction around it (a migration), where a
    /// `COMMIT` would commit half of it.
    func withTransactionControlDenied<T>(_ body: () throws -> T) rethrows -> T {
        sqlite3_set_authorizer(
            handle,
            { _, action, _, _, _, _ in
                action == SQLITE_TRANSACTION || action == SQLITE_SAVEPOINT ? SQLITE_DENY : SQLITE_OK
            },
            nil)
        defer { sqlite3_set_authorizer(handle, nil, nil) }
        return try body()
    }
}
