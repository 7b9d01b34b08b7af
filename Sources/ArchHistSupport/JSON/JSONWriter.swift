/// Writes JSON text: the same value always gives the same bytes.
///
/// - Object members are written in the object's order; nothing is sorted.
/// - Numbers are written as their literal text: integers without `.0`, doubles in
///   Swift's shortest round-trip form. Non-finite doubles cannot reach the writer:
///   `JSONNumber` refuses them and `JSONValue.double(_:)` turns them into `null`.
/// - Strings escape `"`, `\` and the control characters U+0000-U+001F (`\b \f \n \r \t`
///   in short form, the rest as `\u00XX` with lowercase hex); `/` and non-ASCII text
///   are written as they are, unless `escapesUnsafeText`: then DEL, C1 controls and
///   bidi formatting characters (those `OutputText.isUnsafe` names) are written as
///   `\uXXXX` too, so that JSON a tool shows (SARIF) holds none of them as itself.
/// - `.pretty` indents by two spaces, puts `": "` between key and value and writes
///   empty arrays and objects as `[]` and `{}`; `.compact` has no white space at all.
///   Neither adds a final newline.
public struct JSONWriter: Sendable {
    public enum Style: Sendable, Hashable {
        case compact
        case pretty
    }

    public var style: Style
    /// Whether every character `OutputText.isUnsafe` names is written as `\uXXXX`: the
    /// same value, other bytes (off for JSON whose bytes are digested, such as specs).
    public var escapesUnsafeText: Bool

    public init(style: Style = .pretty, escapesUnsafeText: Bool = false) {
        self.style = style
        self.escapesUnsafeText = escapesUnsafeText
    }

    public func string(_ value: JSONValue) -> String {
        String(decoding: bytes(value), as: UTF8.self)
    }

    public func bytes(_ value: JSONValue) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        write(value, into: &out, level: 0)
        return out
    }

    /// `text` as a JSON string literal, quotes included.
    public static func quoted(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 2)
        writeString(text, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private func write(_ value: JSONValue, into out: inout [UInt8], level: Int) {
        switch value {
        case .null:
            out.append(contentsOf: "null".utf8)
        case .bool(let flag):
            out.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let number):
            out.append(contentsOf: number.text.utf8)
        case .string(let text):
            JSONWriter.writeString(text, into: &out, escapingUnsafe: escapesUnsafeText)
        case .array(let elements):
            guard !elements.isEmpty else {
                out.append(contentsOf: "[]".utf8)
                return
            }
            out.append(UInt8(ascii: "["))
            for (n, element) in elements.enumerated() {
                if n > 0 { out.append(UInt8(ascii: ",")) }
                newline(into: &out, level: level + 1)
                write(element, into: &out, level: level + 1)
            }
            newline(into: &out, level: level)
            out.append(UInt8(ascii: "]"))
        case .object(let object):
            guard !object.isEmpty else {
                out.append(contentsOf: "{}".utf8)
                return
            }
            out.append(UInt8(ascii: "{"))
            for (n, member) in object.enumerated() {
                if n > 0 { out.append(UInt8(ascii: ",")) }
                newline(into: &out, level: level + 1)
                JSONWriter.writeString(member.key, into: &out, escapingUnsafe: escapesUnsafeText)
                out.append(UInt8(ascii: ":"))
                if style == .pretty { out.append(UInt8(ascii: " ")) }
                write(member.value, into: &out, level: level + 1)
            }
            newline(into: &out, level: level)
            out.append(UInt8(ascii: "}"))
        }
    }

    private func newline(into out: inout [UInt8], level: Int) {
        guard style == .pretty else { return }
        out.append(UInt8(ascii: "\n"))
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    static func writeString(_ text: String, into out: inout [UInt8], escapingUnsafe: Bool = false) {
        out.append(UInt8(ascii: "\""))
        if escapingUnsafe, OutputText.needsEscaping(text) {
            for scalar in text.unicodeScalars {
                if scalar.value >= 0x7F, OutputText.isUnsafe(scalar) {
                    out.append(contentsOf: "\\u".utf8)
                    for shift in [12, 8, 4, 0] { out.append(hexDigits[Int((scalar.value >> UInt32(shift)) & 0x0F)]) }
                } else if scalar.isASCII {
                    writeByte(UInt8(scalar.value), into: &out)
                } else {
                    out.append(contentsOf: String(scalar).utf8)
                }
            }
        } else {
            for byte in text.utf8 { writeByte(byte, into: &out) }
        }
        out.append(UInt8(ascii: "\""))
    }

    private static func writeByte(_ byte: UInt8, into out: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "\""): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
        case UInt8(ascii: "\\"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
        case 0x08: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
        case 0x0C: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
        case 0x0A: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
        case 0x0D: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
        case 0x09: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
        case 0x00..<0x20:
            out.append(contentsOf: "\\u00".utf8)
            out.append(hexDigits[Int(byte >> 4)])
            out.append(hexDigits[Int(byte & 0x0F)])
        default:
            out.append(byte)
        }
    }
}

extension JSONValue {
    /// Two-space indented JSON text, without a final newline.
    public var prettyText: String { JSONWriter(style: .pretty).string(self) }

    /// JSON text without any white space.
    public var compactText: String { JSONWriter(style: .compact).string(self) }
}
