/// Why the history database cannot be used. Every message names the file and the fix.
public enum HistoryError: Error, Sendable, CustomStringConvertible {
    /// Written by a newer archhist: refused, never modified.
    case newerDatabase(path: String, knownUpTo: Int, found: [Int])
    case notADatabase(path: String)
    /// A SQLite database of another application: never adopted.
    case foreignDatabase(path: String)
    case readOnly(path: String)
    case diskFull(path: String)
    /// Another connection held its lock beyond the busy timeout.
    case busy(path: String)
    /// A write the database's constraints refused: a damaged or hand-edited file.
    case refused(path: String)
    /// The operating system failed a read or write of the file.
    case ioFailure(path: String)
    /// SQLite ran out of memory, or a value was larger than it takes.
    case outOfMemory(path: String)
    case cannotOpen(path: String, reason: String)
    /// The other database of a merge refused before anything was read.
    case cannotMerge(path: String, reason: String)
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
        case .busy(let path):
            return "\(path) is locked by another program writing it (another archhist, a sqlite3 shell): "
                + "wait for it to finish and run again, or pass --db to use another file; nothing was written"
        case .refused(let path):
            return "\(path) refused the write (its contents contradict what archhist writes: a damaged or "
                + "hand-edited file); nothing was written: check it with `sqlite3 \(path) 'PRAGMA integrity_check'`, "
                + "or pass --db to record into a new file"
        case .ioFailure(let path):
            return "the disk or file system failed reading or writing \(path): check the disk (and the mount, for "
                + "a network folder) and run again; the database keeps its last complete run"
        case .outOfMemory(let path):
            return "out of memory working on \(path): close other programs or run on a larger machine; "
                + "nothing was written"
        case .cannotOpen(let path, let reason):
            return "cannot open \(path): \(reason); check that its folder exists and can be written, or pass --db"
        case .cannotMerge(let path, let reason):
            return "cannot merge \(path): \(reason); the history database was not changed"
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
            // No result code, no SQL: SQLite's own sentence, for a report.
            return "the history database \(path) failed (SQLite: \(error.message)); nothing was written: run again, "
                + "and if it repeats pass --db to use a new file and report it"
        }
    }

    /// A database error in terms of what the user can do about it.
    static func from(_ error: DatabaseError, path: String) -> HistoryError {
        switch error.resultCode {
        case .notADatabase: return .notADatabase(path: path)
        case .readOnly: return .readOnly(path: path)
        case .full: return .diskFull(path: path)
        case .cantOpen: return .cannotOpen(path: path, reason: error.message)
        case .corrupt: return .damaged("SQLite finds its pages damaged", path: path)
        case .busy, .locked: return .busy(path: path)
        case .constraint: return .refused(path: path)
        case .ioError: return .ioFailure(path: path)
        case .noMemory, .tooBig: return .outOfMemory(path: path)
        case .permission, .authorization: return .readOnly(path: path)
        default: return .database(path: path, error)
        }
    }

    /// The same error, naming the database file when it did not.
    func naming(_ path: String) -> HistoryError {
        guard case .damaged(let what, nil) = self else { return self }
        return .damaged(what, path: path)
    }
}
