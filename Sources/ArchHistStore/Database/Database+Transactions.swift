import CSQLite

extension Database {
    enum TransactionKind {
        case read, write
    }

    /// Runs `body` in a write transaction: `BEGIN IMMEDIATE` … `COMMIT`, or `ROLLBACK`
    /// when `body` (or the commit) throws; the error is rethrown.
    ///
    /// `IMMEDIATE` takes the write lock up front, where the busy timeout applies. A
    /// deferred transaction that reads then writes must upgrade its lock, and SQLite
    /// fails that upgrade at once with `SQLITE_BUSY` when another connection wrote in
    /// between: the busy timeout cannot help there.
    ///
    /// Inside another `write`, `body` runs in a savepoint: its failure undoes its own
    /// changes only, and the error still propagates to the outer transaction.
    public func write<T>(_ body: (Database) throws -> T) throws -> T {
        try transaction(.write, begin: "BEGIN IMMEDIATE", body)
    }

    /// Runs `body` in a read transaction (`BEGIN DEFERRED`): every read sees the same
    /// snapshot of the database. Nested in a transaction, it runs in a savepoint.
    public func read<T>(_ body: (Database) throws -> T) throws -> T {
        try transaction(.read, begin: "BEGIN DEFERRED", body)
    }

    private func transaction<T>(_ kind: TransactionKind, begin: String, _ body: (Database) throws -> T) throws -> T {
        if isInsideTransaction {
            if kind == .write && transactionKinds.first == .read {
                throw DatabaseError.misuse("a write transaction cannot be nested in a read transaction")
            }
            return try savepoint(kind, body)
        }
        try execute(begin)
        transactionKinds = [kind]
        defer { transactionKinds = [] }
        let result: T
        do {
            result = try body(self)
            try execute("COMMIT")
        } catch {
            rollbackIfNeeded()
            throw error
        }
        return result
    }

    private func savepoint<T>(_ kind: TransactionKind, _ body: (Database) throws -> T) throws -> T {
        let name = "archhist_savepoint_\(transactionKinds.count)"
        try execute("SAVEPOINT \(name)")
        transactionKinds.append(kind)
        defer { transactionKinds.removeLast() }
        let result: T
        do {
            result = try body(self)
        } catch {
            // ROLLBACK TO undoes the savepoint's changes but keeps it open: release it.
            // When SQLite already rolled the whole transaction back (after SQLITE_FULL,
            // for instance) neither applies, and the outer level sees the error.
            if isInsideTransaction {
                _ = sqlite3_exec(handle, "ROLLBACK TO \(name); RELEASE \(name)", nil, nil, nil)
            }
            throw error
        }
        try execute("RELEASE \(name)")
        return result
    }

    /// Rolls back unless SQLite already did (it does on some errors: SQLITE_FULL,
    /// SQLITE_IOERR, SQLITE_NOMEM, SQLITE_BUSY on commit, SQLITE_INTERRUPT).
    private func rollbackIfNeeded() {
        guard isInsideTransaction else { return }
        // The error that led here is the one the caller needs; a failed ROLLBACK has
        // nothing useful to add to it.
        _ = sqlite3_exec(handle, "ROLLBACK", nil, nil, nil)
    }
}
