/// The two forms of a blob's string table, and the change from one to the other.
///
/// `ByteWriter` puts a blob's strings before its body: *inline*, each string's
/// UTF-8 bytes. That form travels in notes, where each blob's facts stand alone.
/// The database keeps the *shared* form: each string of the table is the id of a
/// `fact_strings` row. The versions of one file name the same types, and the files
/// of one app the same frameworks and protocols: home-assistant-ios's 12,893 Swift
/// blobs hold 971,566 strings in their tables, 8,588 of them distinct, and the inline
/// tables were 82% of their bytes.
///
/// Only the table changes: the body refers to the table by position in both forms,
/// so it is copied as it is. The first byte tells the forms apart: the layout's
/// version, with `flag` set in the shared form.
enum SharedStrings {
    static let flag: UInt8 = 0x80

    /// The shared form of facts written inline, each string given its id by `id`.
    static func share(_ inline: [UInt8], id: (String) throws -> Int64) throws -> [UInt8] {
        try inline.withUnsafeBufferPointer { bytes in
            var input = ByteReader(bytes)
            let version = try input.byte()
            guard version & flag == 0 else { throw ByteReader.Damaged() }
            let count = try input.count()
            var out = ByteWriter()
            out.byte(version | flag)
            out.varint(count)
            for _ in 0..<count {
                let utf8 = try input.take(try input.varint())
                out.varint(Int(try id(String(decoding: utf8, as: UTF8.self))))
            }
            out.raw(input.rest)
            return out.bytes
        }
    }

    /// Whether `bytes` begin with a whole inline table: the form notes carry.
    static func isInline(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { bytes in
            var input = ByteReader(bytes)
            do throws(ByteReader.Damaged) {
                guard try input.byte() & flag == 0 else { return false }
                for _ in 0..<(try input.count()) { _ = try input.take(try input.varint()) }
                return true
            } catch {
                return false
            }
        }
    }

    /// The inline form of facts as the database holds them (facts already inline,
    /// written before the shared form or by a test, come back as they are).
    static func inline(_ stored: [UInt8], strings: Interner.Values) throws(ByteReader.Damaged) -> [UInt8] {
        try stored.withUnsafeBufferPointer { (bytes) throws(ByteReader.Damaged) in
            var input = ByteReader(bytes)
            let version = try input.byte()
            guard version & flag != 0 else { return stored }
            let count = try input.count()
            var out = ByteWriter()
            out.byte(version & ~flag)
            out.varint(count)
            for _ in 0..<count {
                guard let value = strings.value(of: Int64(try input.varint())) else { throw ByteReader.Damaged() }
                let utf8 = Array(value.utf8)
                out.varint(utf8.count)
                utf8.withUnsafeBufferPointer { out.raw($0) }
            }
            out.raw(input.rest)
            return out.bytes
        }
    }
}
