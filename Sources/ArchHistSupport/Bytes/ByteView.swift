/// Bytes lent for the length of a closure to a parser that reads them one at a time
/// (a git tree object): every read is checked against the bounds, and no read pays
/// `Array`'s copy-on-write checks. Parsers of bytes read through it instead of each
/// holding a raw pointer of its own; the SQLite layer is the one other place that does.
///
/// A view must not outlive the closure it is lent to (`ByteView.of`): the bytes are
/// the caller's.
public struct ByteView {
    @usableFromInline let buffer: UnsafeBufferPointer<UInt8>

    @inlinable init(_ buffer: UnsafeBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    /// `body` reads `bytes` through a view.
    @inlinable public static func of<Result>(_ bytes: [UInt8], _ body: (ByteView) throws -> Result) rethrows -> Result {
        try bytes.withUnsafeBufferPointer { try body(ByteView($0)) }
    }

    @inlinable public var count: Int { buffer.count }

    /// The byte at `index`, which must be within the bounds.
    @inlinable public subscript(index: Int) -> UInt8 {
        precondition(index >= 0 && index < buffer.count, "byte \(index) is outside the view of \(buffer.count)")
        return buffer[index]
    }

    /// The first position of `byte` at `start` or after; nil when there is none.
    @inlinable public func firstIndex(of byte: UInt8, from start: Int) -> Int? {
        precondition(start >= 0 && start <= buffer.count, "position \(start) is outside the view of \(buffer.count)")
        return buffer[start...].firstIndex(of: byte)
    }

    /// The bytes of `range` decoded as UTF-8, invalid sequences replaced.
    public func string(_ range: Range<Int>) -> String {
        String(decoding: checked(range), as: UTF8.self)
    }

    /// The bytes of `range` in lowercase hex, two digits a byte: the form git prints
    /// a raw object id in. Written straight into the string, since listing a large
    /// tree turns thousands of ids into text.
    public func hex(_ range: Range<Int>) -> String {
        let bytes = checked(range)
        return String(unsafeUninitializedCapacity: bytes.count * 2) { text in
            for (index, byte) in bytes.enumerated() {
                text[2 * index] = ByteView.hexDigits[Int(byte >> 4)]
                text[2 * index + 1] = ByteView.hexDigits[Int(byte & 0x0f)]
            }
            return bytes.count * 2
        }
    }

    private func checked(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        precondition(
            range.lowerBound >= 0 && range.upperBound <= buffer.count,
            "bytes \(range) are outside the view of \(buffer.count)")
        return UnsafeBufferPointer(rebasing: buffer[range])
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
