/// Input that is not JSON, with where it went wrong.
///
/// `description` is `line:column: message`; prefix the file name with `described(file:)`:
/// `archhist.json:14:7: expected ',' or '}' after an object member, found '"'`.
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// Something specific was expected (`what`) and something else came (`found`, e.g.
        /// `'x'`, `end of input`).
        case expected(_ what: String, found: String)
        /// A comma directly before `]` or `}`.
        case trailingComma(before: Character)
        /// `//` or `/*`.
        case comment
        /// A key given twice in one object.
        case duplicateKey(String)
        /// A malformed number; the detail says how (`leading zeros are not allowed`).
        case invalidNumber(String)
        /// End of input inside a string.
        case unterminatedString
        /// A byte below 0x20 inside a string.
        case controlCharacterInString(UInt8)
        /// `\` followed by something other than `"\/bfnrtu`; the escape as written.
        case invalidEscape(String)
        /// `\u` not followed by four hex digits.
        case invalidUnicodeEscape
        /// A `\uD800`-`\uDFFF` escape without its other half.
        case unpairedSurrogate(UInt16)
        /// Bytes that are not UTF-8.
        case invalidUTF8
        /// Arrays and objects nested deeper than the limit.
        case nestingTooDeep(limit: Int)
        /// More than white space after the top-level value.
        case trailingContent(found: String)

        public var message: String {
            switch self {
            case .expected(let what, let found):
                return "expected \(what), found \(found)"
            case .trailingComma(let before):
                return "trailing comma before '\(before)' is not allowed"
            case .comment:
                return "comments are not allowed in JSON"
            case .duplicateKey(let key):
                return "duplicate key \(JSONWriter.quoted(key)) in object"
            case .invalidNumber(let detail):
                return "invalid number: \(detail)"
            case .unterminatedString:
                return "unterminated string"
            case .controlCharacterInString(0x0A):
                return "line break in a string: write it as '\\n', or close the string with '\"'"
            case .controlCharacterInString(let byte):
                return "control character \(JSONSyntaxError.codePoint(UInt32(byte))) must be escaped in a string"
            case .invalidEscape(let escape):
                return "invalid escape sequence '\(escape)'"
            case .invalidUnicodeEscape:
                return "expected four hexadecimal digits after '\\u'"
            case .unpairedSurrogate(let unit):
                return "unpaired UTF-16 surrogate '\\u\(JSONSyntaxError.hex4(unit))'"
            case .invalidUTF8:
                return "invalid UTF-8"
            case .nestingTooDeep(let limit):
                return "arrays and objects nested more than \(limit) deep"
            case .trailingContent(let found):
                return "expected end of input after the JSON value, found \(found)"
            }
        }
    }

    public var kind: Kind
    /// Byte offset of the offending byte in the input (BOM included), 0-based.
    public var offset: Int
    /// 1-based line: lines end at `\n`.
    public var line: Int
    /// 1-based column, counted in Unicode scalars (a tab counts as one).
    public var column: Int

    public init(kind: Kind, offset: Int, line: Int, column: Int) {
        self.kind = kind
        self.offset = offset
        self.line = line
        self.column = column
    }

    public var message: String { kind.message }

    /// `line:column: message`
    public var description: String { "\(line):\(column): \(message)" }

    /// `file:line:column: message`
    public func described(file: String) -> String { "\(file):\(description)" }

    static func codePoint(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    static func hex4(_ value: UInt16) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
