import CSQLite

/// The current row of a statement being stepped, read in place: reading a column copies
/// that column only, and a `Row` itself allocates nothing.
///
/// A `Row` is valid until its statement steps again or is reset: read what you need
/// inside the closure that receives it, never keep it. Columns are numbered from 0.
/// Reading follows SQLite's conversions (`NULL` reads as `0`, `0.0`, `""`, `[]`); ask
/// `isNull(_:)` or read an optional (`row[2] as Int?`) to tell `NULL` apart.
public struct Row {
    /// The `sqlite3_stmt *` positioned on this row.
    let statement: OpaquePointer

    public var columnCount: Int {
        Int(sqlite3_column_count(statement))
    }

    public func columnName(_ index: Int) -> String {
        sqlite3_column_name(statement, Int32(index)).map { String(cString: $0) } ?? ""
    }

    public func isNull(_ index: Int) -> Bool {
        sqlite3_column_type(statement, Int32(index)) == SQLITE_NULL
    }

    public func int(_ index: Int) -> Int {
        Int(sqlite3_column_int64(statement, Int32(index)))
    }

    public func int64(_ index: Int) -> Int64 {
        sqlite3_column_int64(statement, Int32(index))
    }

    public func double(_ index: Int) -> Double {
        sqlite3_column_double(statement, Int32(index))
    }

    /// The column as UTF-8 text, embedded NUL characters included.
    public func string(_ index: Int) -> String {
        // Per SQLite's documentation: ask for the text first, then for its length.
        guard let text = sqlite3_column_text(statement, Int32(index)) else { return "" }
        let count = Int(sqlite3_column_bytes(statement, Int32(index)))
        return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
    }

    public func blob(_ index: Int) -> [UInt8] {
        guard let bytes = sqlite3_column_blob(statement, Int32(index)) else { return [] }
        let count = Int(sqlite3_column_bytes(statement, Int32(index)))
        return Array(UnsafeRawBufferPointer(start: bytes, count: count))
    }

    /// Calls `body` with the column's bytes where SQLite holds them, without copying:
    /// the buffer is valid only inside `body` (an empty blob or `NULL` is empty).
    public func withBlob<R, E: Error>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R) throws(E) -> R
    {
        guard let bytes = sqlite3_column_blob(statement, Int32(index)) else {
            return try body(UnsafeBufferPointer(start: nil, count: 0))
        }
        let count = Int(sqlite3_column_bytes(statement, Int32(index)))
        return try body(UnsafeBufferPointer(start: bytes.assumingMemoryBound(to: UInt8.self), count: count))
    }

    /// The column with the storage class SQLite reports for it.
    public func value(_ index: Int) -> DatabaseValue {
        switch sqlite3_column_type(statement, Int32(index)) {
        case SQLITE_INTEGER: .integer(int64(index))
        case SQLITE_FLOAT: .real(double(index))
        case SQLITE_TEXT: .text(string(index))
        case SQLITE_BLOB: .blob(blob(index))
        default: .null
        }
    }

    /// The column read as `T`: `let name: String = row[1]`, `row[2] as Int?`.
    public subscript<T: DatabaseValueConvertible>(_ index: Int) -> T {
        T.read(from: self, at: index)
    }
}

@available(*, unavailable, message: "a Row is valid only while its statement stays on it")
extension Row: Sendable {}
