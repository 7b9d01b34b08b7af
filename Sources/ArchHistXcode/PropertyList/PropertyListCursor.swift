import ArchHistCore
import ArchHistSupport

/// The lexical layer of the property list parser: whitespace, comments and strings, read
/// from UTF-8 bytes with the line kept up to date.
///
/// It reads a `ByteView` the caller lends (`PropertyListParser.parse`): a project file
/// is read byte by byte, and `Array` access would be the larger part of the cost.
struct PropertyListCursor {
    private let bytes: ByteView
    private(set) var position = 0
    /// 1-based line of `position`.
    private(set) var line = 1
    private(set) var warnings: [ScanWarning] = []

    init(_ bytes: ByteView) {
        self.bytes = bytes
    }

    func peek() -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    mutating func advance() {
        if bytes[position] == UInt8(ascii: "\n") { line += 1 }
        position += 1
    }

    mutating func warn(_ message: String, line: Int? = nil) {
        warnings.append(ScanWarning(line: line ?? self.line, message: message))
    }

    mutating func skipByteOrderMark() {
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { position = 3 }
    }

    /// Skips whitespace, `/* … */` and `// …` (the `// !$*UTF8*$!` header is one).
    mutating func skipTrivia() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\n"):
                line += 1
                position += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                position += 1
            case UInt8(ascii: "/") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "/") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "/"):
                while position < bytes.count && bytes[position] != UInt8(ascii: "\n") { position += 1 }
            default:
                return
            }
        }
    }

    private mutating func skipBlockComment() {
        let start = line
        position += 2
        while position + 1 < bytes.count {
            if bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/") {
                position += 2
                return
            }
            if bytes[position] == UInt8(ascii: "\n") { line += 1 }
            position += 1
        }
        if position < bytes.count && bytes[position] == UInt8(ascii: "\n") { line += 1 }
        position = bytes.count
        warn("unterminated comment", line: start)
    }

    /// A quoted or unquoted string; nil, with nothing consumed, when none starts here.
    mutating func readString() -> String? {
        guard position < bytes.count else { return nil }
        let first = bytes[position]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") { return readQuoted(first) }
        guard Self.isUnquoted(first) else { return nil }
        let start = position
        while position < bytes.count && Self.isUnquoted(bytes[position]) { position += 1 }
        return text(start..<position)
    }

    /// `[A-Za-z0-9_$+/:.-]`, the characters Xcode leaves unquoted; bytes of non-ASCII
    /// characters are taken too, so that a hand-edited file still reads.
    static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), 0x80...0xFF:
            return true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"),
            UInt8(ascii: "."), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    private mutating func readQuoted(_ quote: UInt8) -> String {
        let startLine = line
        position += 1
        let start = position
        // The common case, no escape: the bytes are the text.
        while position < bytes.count {
            let byte = bytes[position]
            if byte == quote {
                let value = text(start..<position)
                position += 1
                return value
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte == UInt8(ascii: "\n") { line += 1 }
            position += 1
        }
        var decoded = QuotedStringDecoder(prefix: (start..<position).map { bytes[$0] })
        while position < bytes.count {
            let byte = bytes[position]
            if byte == quote {
                position += 1
                return decoded.finish()
            }
            if byte == UInt8(ascii: "\\") && position + 1 < bytes.count {
                if bytes[position + 1] == UInt8(ascii: "\n") { line += 1 }
                position = decoded.appendEscape(in: bytes, at: position + 1)
                continue
            }
            if byte == UInt8(ascii: "\n") { line += 1 }
            decoded.append(byte)
            position += 1
        }
        warn("unterminated quoted string", line: startLine)
        return decoded.finish()
    }

    /// `<0fbd 7891>`, kept as its hex digits; nil, with a warning, when it is not closed.
    mutating func readData() -> String? {
        let startLine = line
        position += 1
        var digits: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: ">") {
                position += 1
                return String(decoding: digits, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\n") { line += 1 }
            if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\n") {
                digits.append(byte)
            }
            position += 1
        }
        warn("unterminated data value", line: startLine)
        return nil
    }

    private func text(_ range: Range<Int>) -> String {
        bytes.string(range)
    }

    /// How a warning names the byte it stopped at.
    static func describe(_ byte: UInt8) -> String {
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }
}
