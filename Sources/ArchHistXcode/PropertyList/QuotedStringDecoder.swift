import ArchHistSupport

/// Builds the text of a quoted string that has escapes: `\"`, `\\`, `\n`, `\t` and the
/// other C letters, octal `\012`, and `\Uxxxx`, a UTF-16 code unit (a pair of them for a
/// character outside the Basic Multilingual Plane, as Xcode writes emoji).
struct QuotedStringDecoder {
    private var utf8: [UInt8]
    /// The first half of a surrogate pair, waiting for the second `\U`.
    private var highSurrogate: UInt16?

    init(prefix: [UInt8]) {
        utf8 = prefix
    }

    mutating func append(_ byte: UInt8) {
        flushSurrogate()
        utf8.append(byte)
    }

    /// Decodes the escape whose letter is at `index` (just after the backslash) and
    /// returns the index after it.
    mutating func appendEscape(in bytes: ByteView, at index: Int) -> Int {
        let letter = bytes[index]
        switch letter {
        case UInt8(ascii: "U"):
            var end = index + 1
            var unit: UInt16 = 0
            while end < bytes.count && end < index + 5, let digit = Self.hexValue(bytes[end]) {
                unit = unit << 4 | UInt16(digit)
                end += 1
            }
            if end == index + 1 {
                append(letter)  // `\U` without digits: the letter itself
            } else {
                appendCodeUnit(unit)
            }
            return end
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var end = index
            var value: UInt32 = 0
            let octal = UInt8(ascii: "0")...UInt8(ascii: "7")
            while end < bytes.count && end < index + 3 && octal.contains(bytes[end]) {
                value = value << 3 | UInt32(bytes[end] - UInt8(ascii: "0"))
                end += 1
            }
            appendScalar(Unicode.Scalar(value) ?? "\u{FFFD}")
            return end
        default:
            append(Self.controlCharacter(for: letter) ?? letter)
            return index + 1
        }
    }

    mutating func finish() -> String {
        flushSurrogate()
        return String(decoding: utf8, as: UTF8.self)
    }

    private mutating func appendCodeUnit(_ unit: UInt16) {
        if UTF16.isLeadSurrogate(unit) {
            flushSurrogate()
            highSurrogate = unit
        } else if UTF16.isTrailSurrogate(unit) {
            guard let high = highSurrogate else {
                appendScalar("\u{FFFD}")
                return
            }
            highSurrogate = nil
            let value = 0x10000 + (UInt32(high - 0xD800) << 10 | UInt32(unit - 0xDC00))
            appendScalar(Unicode.Scalar(value) ?? "\u{FFFD}")
        } else {
            appendScalar(Unicode.Scalar(unit) ?? "\u{FFFD}")
        }
    }

    private mutating func appendScalar(_ scalar: Unicode.Scalar) {
        flushSurrogate()
        UTF8.encode(scalar) { utf8.append($0) }
    }

    /// A high surrogate not followed by a low one stands for nothing: U+FFFD, as a
    /// decoder of broken UTF-16 would give.
    private mutating func flushSurrogate() {
        guard highSurrogate != nil else { return }
        highSurrogate = nil
        utf8.append(contentsOf: [0xEF, 0xBF, 0xBD])
    }

    private static func controlCharacter(for letter: UInt8) -> UInt8? {
        switch letter {
        case UInt8(ascii: "a"): return 0x07
        case UInt8(ascii: "b"): return 0x08
        case UInt8(ascii: "f"): return 0x0C
        case UInt8(ascii: "n"): return 0x0A
        case UInt8(ascii: "r"): return 0x0D
        case UInt8(ascii: "t"): return 0x09
        case UInt8(ascii: "v"): return 0x0B
        default: return nil
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
