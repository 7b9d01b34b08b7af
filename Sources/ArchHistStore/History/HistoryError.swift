/// Why the history database cannot be used. Every message names the file and the fix.
public enum HistoryError: Error, Sendable, CustomStringConvertible {
    /// Written by a newer archhist: refused, never modified.
    case newerDatabase(path: String, knownUpTo: Int, found: [Int])
    case notADatabase(path: String)
    /// A SQLite database of another application: never adopted.
    case foreignDatabase(path: String)
    case readOnly(path: String)
    case diskFull(path: String)
    case cannotOpen(path: String, reason: String)
    /// Stored data that cannot be read back; the store names its file as the error
    /// leaves it.
    case damaged(String, path: String? = nil)
    /// A device, a FIFO, a folder: SQLite would write its journal beside it.
    case notAFile(path: String, kind: String)
    case database(path: String, DatabaseError)

    public var description: String {
        switch self {
        case .newerDatabase(let path, let known, let found):
            let ids = found.map(String.init).joined(separator: ", ")
            return "\(path) was written by a newer archhist (migrations \(ids); this one knows up to \(known)): "
                + "upgrade archhist, or pass --db to use another database; the file was not modified"
        case .notADatabase(let path):
            return "\(path) is not an archhist database (not SQLite): move it away or pass --db to use another file"
        case .foreignDatabase(let path):
            return "\(path) is a SQLite database of another application, not an archhist history: "
                + "pass --db to use another file; this one was not modified"
        case .readOnly(let path):
            return
                "\(path) cannot be written (read-only file or folder): "
                + "fix its permissions or pass --db to write elsewhere"
        case .diskFull(let path):
            return
                "the disk holding \(path) is full: free some space and run again; "
                + "the database keeps its last complete run"
        case .cannotOpen(let path, let reason):
            return "cannot open \(path): \(reason); check that its folder exists and can be written, or pass --db"
        case .damaged(let what, let path?):
            return "the history database \(path) is damaged: \(what); run `sqlite3 \(path) 'PRAGMA integrity_check'` "
                + "and record again into a new file (--db)"
        case .damaged(let what, nil):
            return
                "the history database is damaged: \(what); "
                + "run `sqlite3 <db> 'PRAGMA integrity_check'` and record again into a new file"
        case .notAFile(let path, let kind):
            return "\(path) is \(kind), not a file: pass --db (or ARCHHIST_DB) with the path of a database file; "
                + "nothing was written"
        case .database(let path, let error):
            return "\(path): \(error)"
        }
    }

    /// A database error in terms of what the user can do about it.
    static func from(_ error: DatabaseError, path: String) -> HistoryError {
        switch error.resultCode {
        case .notADatabase: return .notADatabase(path: path)
        case .readOnly: return .readOnly(path: path)
        case .full: return .diskFull(path: path)
        case .cantOpen: return .cannotOpen(path: path, reason: error.message)
        case .corrupt: return .damaged(error.message, path: path)
        default: return .database(path: path, error)
        }
    }

    /// The same error, naming the database file when it did not.
    func naming(_ path: String) -> HistoryError {
        guard case .damaged(let what, nil) = self else { return self }
        return .damaged(what, path: path)
    }
}
