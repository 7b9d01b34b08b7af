/// A JSON document held in memory, exactly as parsed or as built for output.
///
/// Objects keep their members in order (see `JSONObject`), so that output is
/// written with keys in the order the caller chose, and numbers keep their literal
/// text (see `JSONNumber`), so that no precision is lost between reading and writing.
///
/// Build values with literals:
///
///     let report: JSONValue = [
///         "schemaVersion": 1,
///         "files": ["a.swift", "b.swift"],
///         "ratio": 0.5,
///         "note": nil,
///     ]
///
/// or with the cases: `.object([("schemaVersion", 1), ("files", .array(names))])`.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// A number from an integer.
    public static func int(_ value: Int) -> JSONValue { .number(JSONNumber(value)) }

    /// A number from a double; `NaN` and the infinities, which JSON cannot
    /// represent, become `.null`.
    public static func double(_ value: Double) -> JSONValue {
        guard let number = JSONNumber(value) else { return .null }
        return .number(number)
    }

    /// `.string(value)`, or `.null` when `value` is nil.
    public static func string(_ value: String?) -> JSONValue {
        guard let value else { return .null }
        return .string(value)
    }

    /// What this value is, with its article, for error messages: "a string", "an object", "null".
    public var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}

// MARK: - Literals

extension JSONValue: ExpressibleByNilLiteral {
    public init(nilLiteral: ()) { self = .null }
}

extension JSONValue: ExpressibleByBooleanLiteral {
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension JSONValue: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) { self = .number(JSONNumber(value)) }
}

extension JSONValue: ExpressibleByFloatLiteral {
    /// Float literals are always finite, so this never produces `.null`.
    public init(floatLiteral value: Double) { self = .double(value) }
}

extension JSONValue: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
}

extension JSONValue: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
}

extension JSONValue: ExpressibleByDictionaryLiteral {
    /// Members keep the order in which they are written in the literal.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(JSONObject(elements))
    }
}

extension JSONValue: CustomStringConvertible {
    /// Compact JSON text.
    public var description: String { JSONWriter(style: .compact).string(self) }
}

// MARK: - JSONNumber

/// A JSON number, kept as its literal text so that nothing is lost in a round trip.
///
/// Equality is numeric equality of the decimal values: `1`, `1.0`, `10e-1` and
/// `0.1e1` are all equal, and hash alike.
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
    /// The literal, always valid JSON number syntax (RFC 8259 section 6).
    public let text: String

    /// Trusts `text` to be a valid JSON number literal; the parser's path.
    init(unchecked text: String) {
        self.text = text
    }

    public init(_ value: Int) {
        self.text = String(value)
    }

    /// Nil when `value` is NaN or infinite: JSON has no literal for those.
    /// Written with Swift's shortest round-trip representation (`0.1`, `1e-05`, `1.0`).
    public init?(_ value: Double) {
        guard value.isFinite else { return nil }
        self.text = value.description
    }

    /// Nil unless `literal` is valid JSON number syntax (no `+`, no leading zeros,
    /// digits on both sides of a `.`, no white space).
    public init?(literal: String) {
        guard JSONNumber.isValidLiteral(Array(literal.utf8)) else { return nil }
        self.text = literal
    }

    public var description: String { text }

    /// The value as a double, rounded to the nearest representable one; literals too large
    /// for a double give an infinity.
    public var doubleValue: Double {
        Double(text) ?? .nan
    }

    /// The value as an `Int` when it is exactly an integer that fits: `3`, `-0`, `3.0`,
    /// `1e3` and `2.50e1` qualify; `2.5`, `1e-1` and `1e19` do not.
    public var intValue: Int? {
        let decimal = DecimalForm(text)
        guard decimal.exponent >= 0 else { return nil }
        if decimal.digits.isEmpty { return 0 }
        guard decimal.digits.count + decimal.exponent <= 19 else { return nil }
        var result = 0
        for digit in decimal.digits {
            let (shifted, o1) = result.multipliedReportingOverflow(by: 10)
            let (next, o2) =
                decimal.negative
                ? shifted.subtractingReportingOverflow(Int(digit))
                : shifted.addingReportingOverflow(Int(digit))
            if o1 || o2 { return nil }
            result = next
        }
        for _ in 0..<decimal.exponent {
            let (shifted, overflow) = result.multipliedReportingOverflow(by: 10)
            if overflow { return nil }
            result = shifted
        }
        return result
    }

    /// Whether the literal has neither a fraction nor an exponent.
    public var isIntegerLiteral: Bool {
        !text.utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
    }

    public static func == (lhs: JSONNumber, rhs: JSONNumber) -> Bool {
        lhs.text == rhs.text || DecimalForm(lhs.text) == DecimalForm(rhs.text)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(DecimalForm(text))
    }

    /// RFC 8259: `-? (0 | [1-9][0-9]*) (\.[0-9]+)? ([eE][+-]?[0-9]+)?`
    static func isValidLiteral(_ bytes: [UInt8]) -> Bool {
        var i = 0
        func digits() -> Int {
            let start = i
            while i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") { i += 1 }
            return i - start
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "-") { i += 1 }
        guard i < bytes.count else { return false }
        if bytes[i] == UInt8(ascii: "0") {
            i += 1
        } else if digits() == 0 {
            return false
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard digits() > 0 else { return false }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits() > 0 else { return false }
        }
        return i == bytes.count
    }
}

/// A number literal normalised to sign, significant digits and a power of ten, the value
/// being ±digits × 10^exponent with no leading or trailing zero digit: `-12.50e1` is
/// (negative, [1, 2, 5], 0). Zero, however written, is (false, [], 0).
struct DecimalForm: Hashable {
    var negative: Bool
    var digits: [UInt8]
    var exponent: Int

    init(_ text: String) {
        var negative = false
        var digits: [UInt8] = []
        var fractionCount = 0
        var exponent = 0
        var exponentNegative = false
        var inFraction = false
        var inExponent = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "-"):
                if inExponent { exponentNegative = true } else { negative = true }
            case UInt8(ascii: "+"):
                break
            case UInt8(ascii: "."):
                inFraction = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                inExponent = true
            default:
                let digit = byte &- UInt8(ascii: "0")
                if inExponent {
                    // Saturate: exponents beyond a billion are all "huge" alike.
                    if exponent < 1_000_000_000 { exponent = exponent * 10 + Int(digit) }
                } else {
                    if digits.isEmpty && digit == 0 {
                        if inFraction { fractionCount += 1 }
                        continue
                    }
                    digits.append(digit)
                    if inFraction { fractionCount += 1 }
                }
            }
        }
        var power = (exponentNegative ? -exponent : exponent) - fractionCount
        while let last = digits.last, last == 0 {
            digits.removeLast()
            power += 1
        }
        if digits.isEmpty {
            self.negative = false
            self.digits = []
            self.exponent = 0
        } else {
            self.negative = negative
            self.digits = digits
            self.exponent = power
        }
    }
}

// MARK: - JSONObject

/// A JSON object whose members keep their order.
///
/// Keys are unique: setting an existing key replaces its value in place, and building
/// from a list with a repeated key keeps the first position and the last value (as a
/// dictionary would). The parser never gets that far: a duplicate key in input text is
/// a syntax error.
///
/// Equality is order-sensitive: two objects are equal when they have the same members
/// in the same order.
public struct JSONObject: Sendable, Hashable, RandomAccessCollection {
    public typealias Member = (key: String, value: JSONValue)

    private var memberKeys: [String]
    private var memberValues: [JSONValue]
    private var positionOfKey: [String: Int]

    public init() {
        memberKeys = []
        memberValues = []
        positionOfKey = [:]
    }

    public init(_ members: some Sequence<(String, JSONValue)>) {
        self.init()
        for (key, value) in members { self[key] = value }
    }

    public init(_ members: [Member]) {
        self.init()
        memberKeys.reserveCapacity(members.count)
        memberValues.reserveCapacity(members.count)
        for member in members { self[member.key] = member.value }
    }

    /// Appends, or returns false (and changes nothing) when `key` is already present.
    @discardableResult
    public mutating func appendIfAbsent(_ key: String, _ value: JSONValue) -> Bool {
        guard positionOfKey[key] == nil else { return false }
        positionOfKey[key] = memberKeys.count
        memberKeys.append(key)
        memberValues.append(value)
        return true
    }

    /// The value for `key`; setting nil removes the member, setting an existing key
    /// replaces its value in place, setting a new key appends it.
    public subscript(key: String) -> JSONValue? {
        get { positionOfKey[key].map { memberValues[$0] } }
        set {
            if let position = positionOfKey[key] {
                if let newValue {
                    memberValues[position] = newValue
                } else {
                    memberKeys.remove(at: position)
                    memberValues.remove(at: position)
                    positionOfKey = [:]
                    for (i, k) in memberKeys.enumerated() { positionOfKey[k] = i }
                }
            } else if let newValue {
                appendIfAbsent(key, newValue)
            }
        }
    }

    public var keys: [String] { memberKeys }
    public var values: [JSONValue] { memberValues }

    public var startIndex: Int { 0 }
    public var endIndex: Int { memberKeys.count }
    public subscript(position: Int) -> Member { (memberKeys[position], memberValues[position]) }

    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.memberKeys == rhs.memberKeys && lhs.memberValues == rhs.memberValues
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(memberKeys)
        hasher.combine(memberValues)
    }
}

extension JSONObject: ExpressibleByArrayLiteral {
    /// `[("schemaVersion", 1), ("files", .array(names))]`
    public init(arrayLiteral elements: (String, JSONValue)...) {
        self.init(elements)
    }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    /// `["schemaVersion": 1, "files": .array(names)]`, in the order written.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(elements)
    }
}
