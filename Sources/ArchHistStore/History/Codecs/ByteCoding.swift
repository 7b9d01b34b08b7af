/// A compact binary writer: unsigned LEB128 varints and a string table, so a
/// blob's facts take a few hundred bytes and decode without any parsing of text.
struct ByteWriter {
    private(set) var bytes: [UInt8] = []
    private var strings: [String: Int] = [:]
    private var table: [String] = []

    mutating func varint(_ value: Int) {
        var rest = UInt64(max(0, value))
        while rest >= 0x80 {
            bytes.append(UInt8(rest & 0x7f) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    mutating func byte(_ value: UInt8) { bytes.append(value) }

    /// Bytes as they are, with no length before them.
    mutating func raw(_ values: UnsafeBufferPointer<UInt8>) { bytes.append(contentsOf: values) }

    /// A string as an index into the table.
    mutating func string(_ value: String) { varint(index(of: value)) }

    /// An optional string: 0 for nil, index + 1 otherwise.
    mutating func optionalString(_ value: String?) { varint(value.map { index(of: $0) + 1 } ?? 0) }

    mutating func strings(_ values: [String]) {
        varint(values.count)
        for value in values { string(value) }
    }

    private mutating func index(of value: String) -> Int {
        if let index = strings[value] { return index }
        strings[value] = table.count
        table.append(value)
        return table.count - 1
    }

    /// The table first, then the body: `version, count, (length, utf8)*, body`.
    func finished(version: UInt8) -> [UInt8] {
        var head = ByteWriter()
        head.byte(version)
        head.varint(table.count)
        for value in table {
            let utf8 = Array(value.utf8)
            head.varint(utf8.count)
            head.bytes += utf8
        }
        return head.bytes + bytes
    }
}

/// Reads what `ByteWriter` wrote, checking every length and index: a damaged row
/// is an error, never a crash.
///
/// It reads the bytes where they lie, without copying them (a facts column is read
/// straight from SQLite's row): the buffer must stay valid while the reader lives,
/// so a reader never leaves the call that made it.
struct ByteReader {
    struct Damaged: Error, Sendable {}

    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var table: [String] = []
    /// Lists of strings decoded so far, by where their bytes are: a file's
    /// declarations mostly inherit the same few lists, which then share one array.
    /// Three arrays rather than one of tuples: looking for a list compares where
    /// its bytes are, without copying (and retaining) the strings of every list.
    private var listStarts: [Int] = []
    private var listLengths: [Int] = []
    private var listValues: [[String]] = []
    private static let listLimit = 16

    /// A reader of bytes written with a string table, inline or shared (see
    /// `SharedStrings`): `strings` gives the values of a shared table's ids (nil:
    /// none are at hand, and a shared table is damage).
    init(_ bytes: UnsafeBufferPointer<UInt8>, version: UInt8, strings: Interner.Values?) throws(Damaged) {
        self.bytes = bytes
        let form = try byte()
        // Each string takes at least its length byte, or its id's.
        let count = try count()
        table.reserveCapacity(count)
        if form == version | SharedStrings.flag {
            for _ in 0..<count {
                guard let value = strings?.value(of: Int64(try varint())) else { throw Damaged() }
                table.append(value)
            }
            return
        }
        guard form == version else { throw Damaged() }
        for _ in 0..<count {
            let length = try varint()
            guard length <= bytes.count - position else { throw Damaged() }
            // From a contiguous buffer, String validates and copies in one pass; strings
            // of up to 15 bytes are stored inline, without allocating.
            table.append(
                String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<(position + length)]), as: UTF8.self))
            position += length
        }
    }

    /// A reader of bytes written without a string table (varints and bytes only).
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { position == bytes.count }

    /// The next `length` bytes, where they lie.
    mutating func take(_ length: Int) throws(Damaged) -> UnsafeBufferPointer<UInt8> {
        guard length >= 0, length <= bytes.count - position else { throw Damaged() }
        defer { position += length }
        return UnsafeBufferPointer(rebasing: bytes[position..<(position + length)])
    }

    /// Everything not read yet, where it lies.
    var rest: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: bytes[position...]) }

    mutating func byte() throws(Damaged) -> UInt8 {
        guard position < bytes.count else { throw Damaged() }
        defer { position += 1 }
        return bytes[position]
    }

    mutating func varint() throws(Damaged) -> Int {
        // Most values (lines, counts, indexes) fit one byte.
        let first = try byte()
        if first & 0x80 == 0 { return Int(first) }
        var value = UInt64(first & 0x7f)
        var shift: UInt64 = 7
        while true {
            let next = try byte()
            guard shift < 63 else { throw Damaged() }
            value |= UInt64(next & 0x7f) << shift
            if next & 0x80 == 0 { break }
            shift += 7
        }
        guard value <= UInt64(Int.max) else { throw Damaged() }
        return Int(value)
    }

    /// A count of items that each take at least one byte: bounded by what is left.
    mutating func count() throws(Damaged) -> Int {
        let value = try varint()
        guard value <= bytes.count - position else { throw Damaged() }
        return value
    }

    mutating func string() throws(Damaged) -> String {
        let index = try varint()
        guard index < table.count else { throw Damaged() }
        return table[index]
    }

    mutating func optionalString() throws(Damaged) -> String? {
        let index = try varint()
        if index == 0 { return nil }
        guard index - 1 < table.count else { throw Damaged() }
        return table[index - 1]
    }

    mutating func strings() throws(Damaged) -> [String] {
        let start = position
        let n = try count()
        if n == 0 { return [] }
        let first = position
        for _ in 0..<n {
            guard try varint() < table.count else { throw Damaged() }
        }
        let length = position - start
        // Most recent first; lists take a few bytes, compared in place.
        var list = listStarts.count
        while list > 0 {
            list -= 1
            guard listLengths[list] == length else { continue }
            let other = listStarts[list]
            var same = true
            for offset in 0..<length where bytes[other + offset] != bytes[start + offset] {
                same = false
                break
            }
            if same { return listValues[list] }
        }
        position = first
        var values: [String] = []
        values.reserveCapacity(n)
        for _ in 0..<n { values.append(table[try varint()]) }
        if listStarts.count < Self.listLimit {
            if listStarts.isEmpty {
                listStarts.reserveCapacity(Self.listLimit)
                listLengths.reserveCapacity(Self.listLimit)
                listValues.reserveCapacity(Self.listLimit)
            }
            listStarts.append(start)
            listLengths.append(length)
            listValues.append(values)
        }
        return values
    }
}
