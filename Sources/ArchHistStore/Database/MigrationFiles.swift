import Foundation

/// Migrations from `NNNN_name.sql` files: a folder on disk (the repository's
/// `Migrations/`, in tests) or files embedded in the binary.
extension Migration {
    /// Parses `0001_initial.sql` into `(1, "initial")`: 4 digits, an underscore, then a
    /// name of ASCII letters, digits and underscores (names that stay distinct as Swift
    /// identifiers, which is what SwiftPM's `.embedInCode` turns them into).
    public static func parseFileName(_ fileName: String) throws -> (id: Int, name: String) {
        let bytes = Array(fileName.utf8)
        let suffix = Array(".sql".utf8)
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        func isNameByte(_ byte: UInt8) -> Bool {
            isDigit(byte) || byte == UInt8(ascii: "_")
                || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        }
        guard bytes.count > 4 + 1 + suffix.count,
            bytes[0..<4].allSatisfy(isDigit),
            bytes[4] == UInt8(ascii: "_"),
            Array(bytes.suffix(suffix.count)) == suffix
        else { throw MigrationError.invalidFileName(fileName) }
        let nameBytes = bytes[5..<(bytes.count - suffix.count)]
        guard nameBytes.allSatisfy(isNameByte) else { throw MigrationError.invalidFileName(fileName) }
        let id = bytes[0..<4].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        return (id, String(decoding: nameBytes, as: UTF8.self))
    }

    /// Migrations from `(file name, contents)` pairs, in any order; returns them sorted
    /// by id. Fails on an invalid name, a duplicate id or contents that are not UTF-8.
    ///
    /// For migrations embedded with `.embedInCode`:
    /// `[("0001_initial.sql", PackageResources._001_initial_sql)]`.
    public static func fromFiles(_ files: [(fileName: String, contents: [UInt8])]) throws -> [Migration] {
        var migrations: [Migration] = []
        for file in files {
            let (id, name) = try parseFileName(file.fileName)
            // Decoding repairs invalid UTF-8; a repaired text no longer has the same bytes.
            // (String(validating:as:) says it directly, but needs macOS 15.)
            let sql = String(decoding: file.contents, as: UTF8.self)
            guard sql.utf8.elementsEqual(file.contents) else {
                throw MigrationError.notUTF8(fileName: file.fileName)
            }
            migrations.append(Migration(id: id, name: name, sql: sql))
        }
        migrations.sort { $0.id < $1.id }
        for (previous, next) in zip(migrations, migrations.dropFirst()) where previous.id == next.id {
            throw MigrationError.duplicateID(next.id)
        }
        return migrations
    }

    /// The `*.sql` files of `folder`, as migrations sorted by id. Other files (a README)
    /// and hidden files are ignored; an `.sql` file with an invalid name is an error.
    public static func fromFolder(_ folder: String) throws -> [Migration] {
        let fileNames: [String]
        do {
            fileNames = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw MigrationError.unreadable(path: folder, reason: "\(error.localizedDescription)")
        }
        var files: [(fileName: String, contents: [UInt8])] = []
        for fileName in fileNames.sorted() where fileName.hasSuffix(".sql") && !fileName.hasPrefix(".") {
            let path = (folder as NSString).appendingPathComponent(fileName)
            guard let data = FileManager.default.contents(atPath: path) else {
                throw MigrationError.unreadable(path: path, reason: "the file cannot be read")
            }
            files.append((fileName, [UInt8](data)))
        }
        return try fromFiles(files)
    }
}
