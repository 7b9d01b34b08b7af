/// Why a JSON file could not be read into typed values: its text is not JSON, or its
/// JSON does not have the expected shape. `description` starts with the file name:
///
///     archhist.json:14:7: expected ',' or '}' after an object member, found '"'
///     archhist.json: $.layers[2].paths[0]: expected a string, found a number
public enum JSONFileError: Error, Sendable, Equatable, CustomStringConvertible {
    case syntax(file: String, JSONSyntaxError)
    case decoding(file: String, JSONDecodingError)

    public var file: String {
        switch self {
        case .syntax(let file, _), .decoding(let file, _): return file
        }
    }

    public var description: String {
        switch self {
        case .syntax(let file, let error): return error.described(file: file)
        case .decoding(let file, let error): return error.described(file: file)
        }
    }
}

extension JSONParser {
    /// Parses `bytes` and reads the document with `body`, naming `file` in any error.
    /// `file` is the name to show (e.g. `archhist.json`), not opened here.
    public static func decode<T>(
        _ bytes: [UInt8], file: String, maxDepth: Int = defaultMaxDepth,
        _ body: (JSONCursor) throws(JSONDecodingError) -> T
    ) throws(JSONFileError) -> T {
        let value: JSONValue
        do {
            value = try parse(bytes, maxDepth: maxDepth)
        } catch {
            throw .syntax(file: file, error)
        }
        do {
            return try body(JSONCursor(value))
        } catch {
            throw .decoding(file: file, error)
        }
    }

    /// Parses `bytes` and reads the document as a `T`, naming `file` in any error.
    public static func decode<T: JSONDecodable>(
        _ type: T.Type, from bytes: [UInt8], file: String, maxDepth: Int = defaultMaxDepth
    ) throws(JSONFileError) -> T {
        try decode(bytes, file: file, maxDepth: maxDepth) { root throws(JSONDecodingError) in try T(json: root) }
    }
}
