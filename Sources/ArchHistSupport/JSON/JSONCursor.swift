/// A value that does not have the shape a reader asked for.
///
/// `description` is `path: expected X, found Y`, e.g.
/// `$.layers[2].paths[0]: expected a string, found a number`; the caller adds the file
/// name with `described(file:)`.
public struct JSONDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where, as a JSONPath: `$`, `$.layers[2].name`, `$["odd key"]`.
    public var path: String
    /// What was wanted: `a string`, `one of "text", "json"`.
    public var expected: String
    /// What was there: `a number`, `"yaml"`, `unknown key "nmae"`.
    public var found: String

    public init(path: String, expected: String, found: String) {
        self.path = path
        self.expected = expected
        self.found = found
    }

    public var description: String { "\(path): expected \(expected), found \(found)" }

    /// `file: path: expected X, found Y`
    public func described(file: String) -> String { "\(file): \(description)" }
}

/// Types read from JSON through a cursor, so that every error carries its path.
public protocol JSONDecodable {
    init(json: JSONCursor) throws(JSONDecodingError)
}

/// Types written as JSON.
public protocol JSONEncodable {
    var json: JSONValue { get }
}

/// A JSON value together with where it sits in its document, read with throwing
/// accessors whose errors name the path, what was expected and what was found.
///
///     let root = JSONCursor(try JSONParser.parse(bytes))
///     try root.allowedKeys(["schemaVersion", "layers"])
///     let layers = try root.required("layers").array { layer throws(JSONDecodingError) in
///         try layer.allowedKeys(["name", "paths"])
///         return (try layer.required("name").string(), try layer.required("paths").stringArray())
///     }
///
/// A member whose value is `null` counts as absent for `optional(_:)`.
public struct JSONCursor: Sendable, Hashable {
    public let value: JSONValue
    public let path: String

    public init(_ value: JSONValue, path: String = "$") {
        self.value = value
        self.path = path
    }

    /// An error at this cursor's path; `found` defaults to a description of the value.
    public func error(expected: String, found: String? = nil) -> JSONDecodingError {
        JSONDecodingError(path: path, expected: expected, found: found ?? value.kindDescription)
    }

    // MARK: Scalars

    public var isNull: Bool { value.isNull }

    public func string() throws(JSONDecodingError) -> String {
        guard case .string(let text) = value else { throw error(expected: "a string") }
        return text
    }

    /// A string with at least one character.
    public func nonEmptyString() throws(JSONDecodingError) -> String {
        let text = try string()
        guard !text.isEmpty else { throw error(expected: "a non-empty string", found: "an empty string") }
        return text
    }

    public func bool() throws(JSONDecodingError) -> Bool {
        guard case .bool(let flag) = value else { throw error(expected: "true or false") }
        return flag
    }

    /// A number that is exactly an integer in `Int`'s range (`3`, `3.0` and `3e0` qualify).
    public func int() throws(JSONDecodingError) -> Int {
        guard case .number(let number) = value else { throw error(expected: "an integer") }
        guard let int = number.intValue else { throw error(expected: "an integer", found: number.text) }
        return int
    }

    /// An integer within `range`.
    public func int(in range: ClosedRange<Int>) throws(JSONDecodingError) -> Int {
        let expected = "an integer from \(range.lowerBound) through \(range.upperBound)"
        guard case .number(let number) = value else { throw error(expected: expected) }
        guard let int = number.intValue, range.contains(int) else {
            throw error(expected: expected, found: number.text)
        }
        return int
    }

    /// A finite number (a literal too large for a double, like `1e400`, is refused).
    public func double() throws(JSONDecodingError) -> Double {
        guard case .number(let number) = value else { throw error(expected: "a number") }
        let double = number.doubleValue
        guard double.isFinite else { throw error(expected: "a finite number", found: number.text) }
        return double
    }

    /// A string that is one of `allowed`.
    public func enumValue(of allowed: [String]) throws(JSONDecodingError) -> String {
        let expected = "one of " + allowed.map(JSONWriter.quoted).joined(separator: ", ")
        guard case .string(let text) = value else { throw error(expected: expected) }
        guard allowed.contains(text) else {
            var found = JSONWriter.quoted(text)
            if let suggestion = Suggestions.closest(to: text, in: allowed) {
                found += " (did you mean \(JSONWriter.quoted(suggestion))?)"
            }
            throw error(expected: expected, found: found)
        }
        return text
    }

    /// A string naming one of `T`'s cases by raw value.
    public func enumValue<T: RawRepresentable & CaseIterable>(_ type: T.Type) throws(JSONDecodingError) -> T
    where T.RawValue == String {
        let text = try enumValue(of: T.allCases.map(\.rawValue))
        guard let match = T.allCases.first(where: { $0.rawValue == text }) else {
            throw error(expected: "a case of \(T.self)", found: JSONWriter.quoted(text))
        }
        return match
    }

    // MARK: Arrays

    /// The elements, each with its path (`$.layers[0]`, `$.layers[1]`, ...).
    public func array() throws(JSONDecodingError) -> [JSONCursor] {
        guard case .array(let elements) = value else { throw error(expected: "an array") }
        return elements.enumerated().map { JSONCursor($1, path: "\(path)[\($0)]") }
    }

    /// The elements, each read by `transform`.
    public func array<T>(_ transform: (JSONCursor) throws(JSONDecodingError) -> T) throws(JSONDecodingError) -> [T] {
        var result: [T] = []
        for element in try array() {
            result.append(try transform(element))
        }
        return result
    }

    /// The elements, each read as a `T`.
    public func array<T: JSONDecodable>(of type: T.Type) throws(JSONDecodingError) -> [T] {
        try array { element throws(JSONDecodingError) in try T(json: element) }
    }

    /// An array of strings.
    public func stringArray() throws(JSONDecodingError) -> [String] {
        guard case .array = value else { throw error(expected: "an array of strings") }
        return try array { element throws(JSONDecodingError) in try element.string() }
    }

    /// Reads the value as a `T`.
    public func decode<T: JSONDecodable>(_ type: T.Type) throws(JSONDecodingError) -> T {
        try T(json: self)
    }

    // MARK: Objects

    /// The members in document order, each value with its path.
    public func object() throws(JSONDecodingError) -> [(key: String, value: JSONCursor)] {
        let object = try objectValue()
        return object.map { ($0.key, JSONCursor($0.value, path: JSONCursor.path(path, key: $0.key))) }
    }

    /// The value of `key`, which must be present (it may be `null`).
    public func required(_ key: String) throws(JSONDecodingError) -> JSONCursor {
        let object = try objectValue()
        guard let member = object[key] else {
            throw error(expected: "key \(JSONWriter.quoted(key))", found: "an object without it")
        }
        return JSONCursor(member, path: JSONCursor.path(path, key: key))
    }

    /// The value of `key`, or nil when the key is absent or its value is `null`.
    public func optional(_ key: String) throws(JSONDecodingError) -> JSONCursor? {
        let object = try objectValue()
        guard let member = object[key], !member.isNull else { return nil }
        return JSONCursor(member, path: JSONCursor.path(path, key: key))
    }

    /// Requires an object and rejects any key not in `allowed`, so that a misspelt key
    /// is reported rather than silently ignored. The error is at the unknown key's path
    /// and lists the allowed keys, with a suggestion when one is close.
    public func allowedKeys(_ allowed: [String]) throws(JSONDecodingError) {
        let object = try objectValue()
        for key in object.keys where !allowed.contains(key) {
            let expected =
                allowed.isEmpty
                ? "no keys"
                : (allowed.count == 1 ? "only the key " : "one of the keys ")
                    + allowed.map(JSONWriter.quoted).joined(separator: ", ")
            var found = "unknown key \(JSONWriter.quoted(key))"
            if let suggestion = Suggestions.closest(to: key, in: allowed) {
                found += " (did you mean \(JSONWriter.quoted(suggestion))?)"
            }
            throw JSONDecodingError(path: JSONCursor.path(path, key: key), expected: expected, found: found)
        }
    }

    private func objectValue() throws(JSONDecodingError) -> JSONObject {
        guard case .object(let object) = value else { throw error(expected: "an object") }
        return object
    }

    /// `base.key` when `key` is an identifier (`[A-Za-z_][A-Za-z0-9_]*`), else `base["key"]`.
    public static func path(_ base: String, key: String) -> String {
        var isIdentifier = !key.isEmpty
        for (n, byte) in key.utf8.enumerated() {
            let letter =
                (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
            let digit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            if !(letter || (digit && n > 0)) {
                isIdentifier = false
                break
            }
        }
        return isIdentifier ? "\(base).\(key)" : "\(base)[\(JSONWriter.quoted(key))]"
    }
}
