import ArchHistStore
import Foundation

/// A fresh folder under the temporary directory, removed when released.
final class ScratchFolder {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "archhist-store-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    func file(_ name: String) -> String {
        path + "/" + name
    }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: file(name)))
    }

    func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: file(name))))
    }

    func fileNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }
}

/// An error thrown by test code, to tell it from SQLite's.
struct PlannedFailure: Error, Equatable {}

extension Database {
    /// `SELECT count(*) FROM table`.
    func count(_ table: String) throws -> Int {
        try fetchValue(Int.self, "SELECT count(*) FROM \(table)") ?? -1
    }
}
