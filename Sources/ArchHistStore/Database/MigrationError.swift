/// Why migrations could not be loaded or applied.
public enum MigrationError: Error, Hashable, Sendable {
    /// The database records migrations this binary does not know: ids above the newest
    /// it knows, or unknown ids in between. It was written by a newer (or different)
    /// archhist; nothing was modified.
    case databaseIsNewer(knownUpTo: Int, found: [Int])
    /// The database records migration `id` under another name than this binary's.
    case appliedMigrationDiffers(id: Int, recordedName: String, knownName: String)
    /// A migration failed; its transaction was rolled back, leaving no trace of it.
    case migrationFailed(id: Int, name: String, error: DatabaseError)
    /// A migration's SQL contains `BEGIN`, `COMMIT`, `ROLLBACK`, `SAVEPOINT` or
    /// `RELEASE`; it was refused (and rolled back) before that statement ran.
    case migrationControlsTransaction(id: Int, name: String)
    /// A file name that is not `NNNN_name.sql` (4 digits, underscore, then letters,
    /// digits and underscores).
    case invalidFileName(String)
    /// Two migrations with the same id.
    case duplicateID(Int)
    /// Migrations must be listed by increasing id.
    case notInIncreasingOrder(previous: Int, next: Int)
    /// A migration file that is not UTF-8 text.
    case notUTF8(fileName: String)
    /// The migrations folder could not be listed or a file in it could not be read.
    case unreadable(path: String, reason: String)
}

extension MigrationError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .databaseIsNewer(let knownUpTo, let found):
            let ids = found.map(String.init).joined(separator: ", ")
            return "the database was written by a newer archhist: it has applied migrations \(ids), "
                + "unknown to this version (which knows migrations up to \(knownUpTo)); "
                + "upgrade archhist, or use a new database file. The database was not modified."
        case .appliedMigrationDiffers(let id, let recordedName, let knownName):
            return "the database applied migration \(id) as '\(recordedName)', but this archhist knows it as "
                + "'\(knownName)': the database comes from a different build. It was not modified."
        case .migrationFailed(let id, let name, let error):
            return "migration \(id) (\(name)) failed and was rolled back: \(error)"
        case .migrationControlsTransaction(let id, let name):
            return "migration \(id) (\(name)) must not contain BEGIN, COMMIT, ROLLBACK, SAVEPOINT or RELEASE: "
                + "each migration already runs in its own transaction"
        case .invalidFileName(let fileName):
            return "'\(fileName)' is not a migration file name: expected NNNN_name.sql "
                + "(4 digits, an underscore, then letters, digits or underscores), like 0001_initial.sql"
        case .duplicateID(let id):
            return "two migrations have id \(id)"
        case .notInIncreasingOrder(let previous, let next):
            return "migrations must be listed by increasing id: \(next) comes after \(previous)"
        case .notUTF8(let fileName):
            return "migration file '\(fileName)' is not UTF-8 text"
        case .unreadable(let path, let reason):
            return "cannot read migrations at \(path): \(reason)"
        }
    }
}
