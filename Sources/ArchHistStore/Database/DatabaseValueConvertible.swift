/// A Swift type that binds to a statement parameter and reads from a result column.
///
/// `Int`, `Int64`, `Double`, `String`, `[UInt8]` (blob), `Bool`, `DatabaseValue` and the
/// optionals of all these conform; `nil` binds `NULL`.
public protocol DatabaseValueConvertible {
    /// The value to bind.
    var databaseValue: DatabaseValue { get }
    /// Reads column `index` of `row`. Non-optional types follow SQLite's conversions
    /// (`NULL` reads as `0`, `""`, `[]`); read an optional to tell `NULL` apart.
    static func read(from row: Row, at index: Int) -> Self
}

extension Int: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { .integer(Int64(self)) }
    public static func read(from row: Row, at index: Int) -> Int { row.int(index) }
}

extension Int64: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { .integer(self) }
    public static func read(from row: Row, at index: Int) -> Int64 { row.int64(index) }
}

extension Double: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { .real(self) }
    public static func read(from row: Row, at index: Int) -> Double { row.double(index) }
}

extension String: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { .text(self) }
    public static func read(from row: Row, at index: Int) -> String { row.string(index) }
}

extension Bool: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { .integer(self ? 1 : 0) }
    public static func read(from row: Row, at index: Int) -> Bool { row.int64(index) != 0 }
}

/// A blob.
extension Array: DatabaseValueConvertible where Element == UInt8 {
    public var databaseValue: DatabaseValue { .blob(self) }
    public static func read(from row: Row, at index: Int) -> [UInt8] { row.blob(index) }
}

extension DatabaseValue: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { self }
    public static func read(from row: Row, at index: Int) -> DatabaseValue { row.value(index) }
}

extension Optional: DatabaseValueConvertible where Wrapped: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { self?.databaseValue ?? .null }
    public static func read(from row: Row, at index: Int) -> Wrapped? {
        row.isNull(index) ? nil : Wrapped.read(from: row, at: index)
    }
}

/// Positional statement arguments: `[runID, name, nil]`.
public typealias StatementArguments = [(any DatabaseValueConvertible)?]
