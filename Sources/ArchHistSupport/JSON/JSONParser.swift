/// Strict RFC 8259 JSON: no comments, no trailing commas, no single quotes, no
/// `NaN`; UTF-8 input with an optional byte order mark; duplicate keys rejected.
///
/// Every malformed input, whatever its bytes, ends in a `JSONSyntaxError` with a
/// line and column; nesting is limited (`maxDepth`) so that hostile input cannot
/// exhaust the stack.
public enum JSONParser {
    public static let defaultMaxDepth = 512

    public static func parse(_ bytes: [UInt8], maxDepth: Int = defaultMaxDepth) throws(JSONSyntaxError) -> JSONValue {
        var parser = Parser(bytes: bytes, maxDepth: maxDepth)
        do {
            return try parser.document()
        } catch {
            throw Parser.located(error, in: bytes)
        }
    }

    public static func parse(_ text: String, maxDepth: Int = defaultMaxDepth) throws(JSONSyntaxError) -> JSONValue {
        try parse(Array(text.utf8), maxDepth: maxDepth)
    }
}

private struct Failure: Error {
    var kind: JSONSyntaxError.Kind
    var offset: Int
    init(_ kind: JSONSyntaxError.Kind, at offset: Int) {
        self.kind = kind
        self.offset = offset
    }
}

private enum Byte {
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let slash = UInt8(ascii: "/")
    static let star = UInt8(ascii: "*")
    static let comma = UInt8(ascii: ",")
    static let colon = UInt8(ascii: ":")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let minus = UInt8(ascii: "-")
    static let plus = UInt8(ascii: "+")
    static let dot = UInt8(ascii: ".")
    static let zero = UInt8(ascii: "0")
    static let nine = UInt8(ascii: "9")
    static let newline = UInt8(ascii: "\n")
    static let singleQuote = UInt8(ascii: "'")

    static func isDigit(_ b: UInt8) -> Bool { b >= zero && b <= nine }
    static func isWordByte(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            || isDigit(b) || b == UInt8(ascii: "_")
    }
    static func hexValue(_ b: UInt8) -> UInt16? {
        switch b {
        case zero...nine: return UInt16(b - zero)
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt16(b - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt16(b - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}

private struct Parser {
    let bytes: [UInt8]
    let maxDepth: Int
    var i = 0
    var scratch: [UInt8] = []

    init(bytes: [UInt8], maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    static func located(_ failure: Failure, in bytes: [UInt8]) -> JSONSyntaxError {
        var line = 1
        var column = 1
        var k = hasBOM(bytes) ? 3 : 0
        let end = min(failure.offset, bytes.count)
        while k < end {
            let b = bytes[k]
            if b == Byte.newline {
                line += 1
                column = 1
            } else if b & 0xC0 != 0x80 {
                column += 1
            }
            k += 1
        }
        return JSONSyntaxError(kind: failure.kind, offset: failure.offset, line: line, column: column)
    }

    static func hasBOM(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    }

    mutating func document() throws(Failure) -> JSONValue {
        if Parser.hasBOM(bytes) { i = 3 }
        skipWhitespace()
        guard i < bytes.count else {
            throw Failure(.expected("a JSON value", found: "end of input"), at: i)
        }
        let value = try parseValue(depth: 0)
        skipWhitespace()
        if i < bytes.count {
            if let comment = commentFailure() { throw comment }
            throw Failure(.trailingContent(found: describe(at: i)), at: i)
        }
        return value
    }

    // MARK: Tokens

    mutating func skipWhitespace() {
        while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x09, 0x0A, 0x0D: i += 1
            default: return
            }
        }
    }

    func commentFailure() -> Failure? {
        if i + 1 < bytes.count, bytes[i] == Byte.slash, bytes[i + 1] == Byte.slash || bytes[i + 1] == Byte.star {
            return Failure(.comment, at: i)
        }
        return nil
    }

    /// The failure for an unexpected token at `i` where `what` was expected.
    func unexpected(_ what: String) -> Failure {
        if let comment = commentFailure() { return comment }
        return Failure(.expected(what, found: describe(at: i)), at: i)
    }

    /// What is at `offset`, for "found ..." in messages.
    func describe(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of input" }
        let b = bytes[offset]
        switch b {
        case Byte.singleQuote:
            return "a single quote (JSON strings take double quotes)"
        case _ where Byte.isWordByte(b):
            var end = offset
            while end < bytes.count, end - offset < 24, Byte.isWordByte(bytes[end]) { end += 1 }
            return "'" + String(decoding: bytes[offset..<end], as: UTF8.self) + "'"
        case 0x21...0x7E:
            return "'" + String(UnicodeScalar(b)) + "'"
        case 0..<0x20, 0x7F:
            return "control character " + JSONSyntaxError.codePoint(UInt32(b))
        default:
            if let length = utf8SequenceLength(at: offset) {
                let text = String(decoding: bytes[offset..<offset + length], as: UTF8.self)
                let scalar = text.unicodeScalars.first!
                if scalar.properties.isWhitespace || scalar.properties.generalCategory == .format {
                    return JSONSyntaxError.codePoint(scalar.value)
                }
                return "'" + text + "' (" + JSONSyntaxError.codePoint(scalar.value) + ")"
            }
            return "invalid UTF-8 byte 0x" + String(b, radix: 16, uppercase: true)
        }
    }

    // MARK: Values

    mutating func parseValue(depth: Int) throws(Failure) -> JSONValue {
        guard i < bytes.count else {
            throw Failure(.expected("a value", found: "end of input"), at: i)
        }
        switch bytes[i] {
        case Byte.openBrace: return try parseObject(depth: depth + 1)
        case Byte.openBracket: return try parseArray(depth: depth + 1)
        case Byte.quote: return .string(try parseString())
        case Byte.minus, Byte.zero...Byte.nine: return .number(try parseNumber())
        case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try parseLiteral("null", .null)
        default: throw unexpected("a value")
        }
    }

    mutating func parseLiteral(_ word: StaticString, _ value: JSONValue) throws(Failure) -> JSONValue {
        let start = i
        var end = i
        while end < bytes.count, Byte.isWordByte(bytes[end]) { end += 1 }
        let expected = word.withUTF8Buffer { Array($0) }
        guard end - start == expected.count, bytes[start..<end].elementsEqual(expected) else {
            throw unexpected("a value")
        }
        i = end
        return value
    }

    mutating func parseObject(depth: Int) throws(Failure) -> JSONValue {
        if depth > maxDepth { throw Failure(.nestingTooDeep(limit: maxDepth), at: i) }
        i += 1
        var object = JSONObject()
        skipWhitespace()
        if i < bytes.count, bytes[i] == Byte.closeBrace {
            i += 1
            return .object(object)
        }
        var commaOffset: Int? = nil
        while true {
            guard i < bytes.count, bytes[i] == Byte.quote else {
                if let commaOffset, i < bytes.count, bytes[i] == Byte.closeBrace {
                    throw Failure(.trailingComma(before: "}"), at: commaOffset)
                }
                throw unexpected(commaOffset == nil ? "a string key or '}'" : "a string key")
            }
            let keyOffset = i
            let key = try parseString()
            skipWhitespace()
            guard i < bytes.count, bytes[i] == Byte.colon else {
                throw unexpected("':' after an object key")
            }
            i += 1
            skipWhitespace()
            let value = try parseValue(depth: depth)
            guard object.appendIfAbsent(key, value) else {
                throw Failure(.duplicateKey(key), at: keyOffset)
            }
            skipWhitespace()
            guard i < bytes.count else {
                throw Failure(.expected("',' or '}' after an object member", found: "end of input"), at: i)
            }
            switch bytes[i] {
            case Byte.comma:
                commaOffset = i
                i += 1
                skipWhitespace()
            case Byte.closeBrace:
                i += 1
                return .object(object)
            default:
                throw unexpected("',' or '}' after an object member")
            }
        }
    }

    mutating func parseArray(depth: Int) throws(Failure) -> JSONValue {
        if depth > maxDepth { throw Failure(.nestingTooDeep(limit: maxDepth), at: i) }
        i += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if i < bytes.count, bytes[i] == Byte.closeBracket {
            i += 1
            return .array(elements)
        }
        var commaOffset: Int? = nil
        while true {
            if let commaOffset, i < bytes.count, bytes[i] == Byte.closeBracket {
                throw Failure(.trailingComma(before: "]"), at: commaOffset)
            }
            guard i < bytes.count else {
                throw Failure(.expected("a value", found: "end of input"), at: i)
            }
            switch bytes[i] {
            case Byte.openBrace, Byte.openBracket, Byte.quote, Byte.minus, Byte.zero...Byte.nine,
                UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                elements.append(try parseValue(depth: depth))
            default:
                throw unexpected(commaOffset == nil ? "a value or ']'" : "a value")
            }
            skipWhitespace()
            guard i < bytes.count else {
                throw Failure(.expected("',' or ']' after an array element", found: "end of input"), at: i)
            }
            switch bytes[i] {
            case Byte.comma:
                commaOffset = i
                i += 1
                skipWhitespace()
            case Byte.closeBracket:
                i += 1
                return .array(elements)
            default:
                throw unexpected("',' or ']' after an array element")
            }
        }
    }

    // MARK: Numbers

    mutating func parseNumber() throws(Failure) -> JSONNumber {
        let start = i
        if bytes[i] == Byte.minus {
            i += 1
            guard i < bytes.count, Byte.isDigit(bytes[i]) else {
                throw Failure(.invalidNumber("expected a digit after '-'"), at: i)
            }
        }
        if bytes[i] == Byte.zero {
            i += 1
            if i < bytes.count, Byte.isDigit(bytes[i]) {
                throw Failure(.invalidNumber("leading zeros are not allowed"), at: start)
            }
        } else {
            while i < bytes.count, Byte.isDigit(bytes[i]) { i += 1 }
        }
        if i < bytes.count, bytes[i] == Byte.dot {
            i += 1
            guard i < bytes.count, Byte.isDigit(bytes[i]) else {
                throw Failure(.invalidNumber("expected a digit after '.'"), at: i)
            }
            while i < bytes.count, Byte.isDigit(bytes[i]) { i += 1 }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == Byte.plus || bytes[i] == Byte.minus { i += 1 }
            guard i < bytes.count, Byte.isDigit(bytes[i]) else {
                throw Failure(.invalidNumber("expected a digit in the exponent"), at: i)
            }
            while i < bytes.count, Byte.isDigit(bytes[i]) { i += 1 }
        }
        return JSONNumber(unchecked: String(decoding: bytes[start..<i], as: UTF8.self))
    }

    // MARK: Strings

    /// Parses the string whose opening quote is at `i`.
    mutating func parseString() throws(Failure) -> String {
        let open = i
        i += 1
        var segmentStart = i
        var escaped = false
        scratch.removeAll(keepingCapacity: true)
        while i < bytes.count {
            let b = bytes[i]
            if b == Byte.quote {
                let result: String
                if escaped {
                    scratch.append(contentsOf: bytes[segmentStart..<i])
                    result = String(decoding: scratch, as: UTF8.self)
                } else {
                    result = String(decoding: bytes[segmentStart..<i], as: UTF8.self)
                }
                i += 1
                return result
            } else if b == Byte.backslash {
                escaped = true
                scratch.append(contentsOf: bytes[segmentStart..<i])
                try parseEscape(open: open)
                segmentStart = i
            } else if b < 0x20 {
                throw Failure(.controlCharacterInString(b), at: i)
            } else if b < 0x80 {
                i += 1
            } else {
                guard let length = utf8SequenceLength(at: i) else {
                    throw Failure(.invalidUTF8, at: i)
                }
                i += length
            }
        }
        throw Failure(.unterminatedString, at: open)
    }

    /// Parses the escape at `i` (a backslash), appending its UTF-8 to `scratch`.
    mutating func parseEscape(open: Int) throws(Failure) {
        let start = i
        guard i + 1 < bytes.count else { throw Failure(.unterminatedString, at: open) }
        let c = bytes[i + 1]
        i += 2
        switch c {
        case Byte.quote, Byte.backslash, Byte.slash: scratch.append(c)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            guard let unit = hex4(at: i) else { throw Failure(.invalidUnicodeEscape, at: start) }
            i += 4
            var scalarValue = UInt32(unit)
            switch unit {
            case 0xD800...0xDBFF:
                guard i + 1 < bytes.count, bytes[i] == Byte.backslash, bytes[i + 1] == UInt8(ascii: "u"),
                    let low = hex4(at: i + 2), (0xDC00...0xDFFF).contains(low)
                else {
                    throw Failure(.unpairedSurrogate(unit), at: start)
                }
                i += 6
                scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            case 0xDC00...0xDFFF:
                throw Failure(.unpairedSurrogate(unit), at: start)
            default:
                break
            }
            appendUTF8(scalarValue)
        default:
            let shown: String
            if c >= 0x21 && c <= 0x7E {
                shown = "\\" + String(UnicodeScalar(c))
            } else {
                shown = "\\ followed by " + describe(at: start + 1)
            }
            throw Failure(.invalidEscape(shown), at: start)
        }
    }

    /// Appends the UTF-8 form of a scalar value (never a surrogate: the caller combined those).
    mutating func appendUTF8(_ v: UInt32) {
        switch v {
        case 0..<0x80:
            scratch.append(UInt8(v))
        case 0x80..<0x800:
            scratch.append(0xC0 | UInt8(v >> 6))
            scratch.append(0x80 | UInt8(v & 0x3F))
        case 0x800..<0x10000:
            scratch.append(0xE0 | UInt8(v >> 12))
            scratch.append(0x80 | UInt8((v >> 6) & 0x3F))
            scratch.append(0x80 | UInt8(v & 0x3F))
        default:
            scratch.append(0xF0 | UInt8(v >> 18))
            scratch.append(0x80 | UInt8((v >> 12) & 0x3F))
            scratch.append(0x80 | UInt8((v >> 6) & 0x3F))
            scratch.append(0x80 | UInt8(v & 0x3F))
        }
    }

    func hex4(at offset: Int) -> UInt16? {
        guard offset + 4 <= bytes.count else { return nil }
        var value: UInt16 = 0
        for k in offset..<offset + 4 {
            guard let digit = Byte.hexValue(bytes[k]) else { return nil }
            value = value << 4 | digit
        }
        return value
    }

    /// The length of the well-formed UTF-8 sequence starting at `offset` (Unicode
    /// table 3-7: no overlong forms, no surrogates, nothing above U+10FFFF), or nil.
    func utf8SequenceLength(at offset: Int) -> Int? {
        let lead = bytes[offset]
        func continuation(_ k: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            offset + k < bytes.count && range.contains(bytes[offset + k])
        }
        switch lead {
        case 0x00...0x7F:
            return 1
        case 0xC2...0xDF:
            return continuation(1) ? 2 : nil
        case 0xE0:
            return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : nil
        case 0xE1...0xEC, 0xEE...0xEF:
            return continuation(1) && continuation(2) ? 3 : nil
        case 0xED:
            return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : nil
        case 0xF0:
            return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : nil
        case 0xF1...0xF3:
            return continuation(1) && continuation(2) && continuation(3) ? 4 : nil
        case 0xF4:
            return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : nil
        default:
            return nil
        }
    }
}
