import ArchHistStore
import Foundation

/// An error thrown by test code, to tell it from SQLite's.
struct PlannedFailure: Error, Equatable {}

extension Database {
    /// `SELECT count(*) FROM table`.
    func count(_ table: String) throws -> Int {
        try fetchValue(Int.self, "SELECT count(*) FROM \(table)") ?? -1
    }
}
