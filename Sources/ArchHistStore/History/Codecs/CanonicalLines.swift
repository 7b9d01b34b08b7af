#if canImport(Glibc)
import ArchHistSupport
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The canonical lines of one bucket's entries written as UTF-8 bytes, one buffer
/// for all of them: what `ChunkRows.canonical(_:)` gives as strings, without a
/// string built, interpolated or joined per entry (for a fresh store, every bucket
/// of a large run is built and hashed).
///
/// Sorted by their bytes they are in the order of the strings as long as every
/// line is ASCII (`isASCII`): Swift orders strings by their Unicode scalars, and
/// byte order is scalar order there. Other text is ordered by canonical
/// equivalence; a bucket holding some is sorted as strings instead.
struct CanonicalLines {
    private(set) var bytes: [UInt8] = []
    /// Where each line ends in `bytes`.
    private var ends: [Int] = []
    private(set) var isASCII = true

    init(lines: Int) {
        ends.reserveCapacity(lines)
        bytes.reserveCapacity(lines * 32)
    }

    var count: Int { ends.count }

    mutating func append(_ value: Int64) {
        // The digits backwards into a word on the stack, then in order.
        var magnitude = value.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var length = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[23 - length] = UInt8(truncatingIfNeeded: magnitude % 10) + UInt8(ascii: "0")
                magnitude /= 10
                length += 1
            } while magnitude > 0
            if value < 0 {
                buffer[23 - length] = UInt8(ascii: "-")
                length += 1
            }
            bytes.append(contentsOf: buffer[(24 - length)...])
        }
    }

    mutating func append(_ value: Int) {
        append(Int64(value))
    }

    mutating func append(_ text: String) {
        text.withUTF8Bytes { utf8 in
            if isASCII { isASCII = utf8.allSatisfy { $0 < 0x80 } }
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func space() {
        bytes.append(UInt8(ascii: " "))
    }

    mutating func endLine() {
        ends.append(bytes.count)
    }

    /// The lines' indexes in the order of their bytes; lines with equal bytes keep
    /// their order, as a stable sort of the strings keeps it.
    func sortedIndexes() -> [Int] {
        bytes.withUnsafeBufferPointer { all in
            ends.withUnsafeBufferPointer { ends in
                Array(0..<ends.count).sorted { a, b in
                    let aStart = a == 0 ? 0 : ends[a - 1]
                    let bStart = b == 0 ? 0 : ends[b - 1]
                    let aCount = ends[a] - aStart
                    let bCount = ends[b] - bStart
                    let common = Swift.min(aCount, bCount)
                    let order = common == 0 ? 0 : memcmp(all.baseAddress! + aStart, all.baseAddress! + bStart, common)
                    if order != 0 { return order < 0 }
                    return aCount != bCount ? aCount < bCount : a < b
                }
            }
        }
    }

    /// `head`, then the lines in `order` separated by newlines: the text a chunk's
    /// digest is made of.
    func text(head: String, order: [Int]) -> [UInt8] {
        var text: [UInt8] = []
        text.reserveCapacity(head.utf8.count + bytes.count + order.count)
        text.append(contentsOf: head.utf8)
        bytes.withUnsafeBufferPointer { all in
            for (position, line) in order.enumerated() {
                if position > 0 { text.append(UInt8(ascii: "\n")) }
                let start = line == 0 ? 0 : ends[line - 1]
                text.append(contentsOf: UnsafeBufferPointer(rebasing: all[start..<ends[line]]))
            }
        }
        return text
    }
}
