/// Reads the block-structured YAML that configuration files are written in (XcodeGen's
/// `project.yml`): indented mappings and `- ` sequences, flow collections on one line
/// (`[a, b]`, `{target: A}`), plain and quoted scalars, `|` and `>` blocks, comments.
/// Anchors, aliases and tags are read as the text they are written as; a document
/// marker ends nothing. It never traps: what it cannot read is a `YAMLError` naming the
/// line, and nesting deeper than `maximumDepth` is one too.
public enum YAMLParser {
    public static let maximumDepth = 64

    public static func parse(_ text: String) throws(YAMLError) -> YAMLValue {
        var reader = Reader(lines: Line.split(text))
        guard !reader.lines.isEmpty else { return .mapping([]) }
        let value = try reader.node(depth: 0)
        if reader.index < reader.lines.count {
            throw YAMLError(
                line: reader.lines[reader.index].number, message: "indentation does not match the lines above")
        }
        return value
    }

    struct Line {
        var indent: Int
        var text: Substring
        var number: Int

        /// The lines that hold something, without comments and trailing blanks.
        static func split(_ text: String) -> [Line] {
            var lines: [Line] = []
            for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let indent = raw.prefix { $0 == " " }.count
                var content = raw.dropFirst(indent)
                content = withoutComment(content)
                while let last = content.last, last == " " || last == "\t" || last == "\r" {
                    content = content.dropLast()
                }
                if content.isEmpty || content == "---" || content == "..." { continue }
                lines.append(Line(indent: indent, text: content, number: offset + 1))
            }
            return lines
        }

        /// The text before a `#` that starts a comment: at the start, or after a blank,
        /// outside quotes.
        static func withoutComment(_ text: Substring) -> Substring {
            var quote: Character?
            var previous: Character = " "
            for index in text.indices {
                let character = text[index]
                if let open = quote {
                    if character == open { quote = nil }
                } else if character == "\"" || character == "'" {
                    if previous == " " || previous == "[" || previous == "{" || previous == "," || previous == ":" {
                        quote = character
                    }
                } else if character == "#", previous == " " || previous == "\t" {
                    return text[..<index]
                }
                previous = character
            }
            return text
        }
    }

    struct Reader {
        var lines: [Line]
        var index = 0

        mutating func node(depth: Int) throws(YAMLError) -> YAMLValue {
            let line = lines[index]
            guard depth < YAMLParser.maximumDepth else {
                throw YAMLError(line: line.number, message: "nested more than \(YAMLParser.maximumDepth) levels deep")
            }
            if Self.isItem(line.text) { return try sequence(indent: line.indent, depth: depth) }
            if Self.key(of: line.text) != nil { return try mapping(indent: line.indent, depth: depth) }
            index += 1
            return try YAMLParser.inline(line.text, line: line.number)
        }

        static func isItem(_ text: Substring) -> Bool { text == "-" || text.hasPrefix("- ") }

        mutating func sequence(indent: Int, depth: Int) throws(YAMLError) -> YAMLValue {
            var items: [YAMLValue] = []
            while index < lines.count, lines[index].indent == indent, Self.isItem(lines[index].text) {
                let line = lines[index]
                let rest = line.text.dropFirst().drop { $0 == " " }
                if rest.isEmpty {
                    index += 1
                    items.append(
                        index < lines.count && lines[index].indent > indent ? try node(depth: depth + 1) : .scalar(""))
                } else {
                    // `- key: value` opens a mapping whose keys line up with `key`.
                    lines[index] = Line(indent: indent + line.text.count - rest.count, text: rest, number: line.number)
                    items.append(try node(depth: depth + 1))
                }
            }
            return .sequence(items)
        }

        mutating func mapping(indent: Int, depth: Int) throws(YAMLError) -> YAMLValue {
            var pairs: [(key: String, value: YAMLValue)] = []
            while index < lines.count, lines[index].indent == indent, !Self.isItem(lines[index].text) {
                let line = lines[index]
                guard let (key, rest) = Self.key(of: line.text) else {
                    throw YAMLError(line: line.number, message: "expected `key: value`")
                }
                index += 1
                let value: YAMLValue
                if rest.isEmpty {
                    if index < lines.count, lines[index].indent > indent {
                        value = try node(depth: depth + 1)
                    } else if index < lines.count, lines[index].indent == indent, Self.isItem(lines[index].text) {
                        value = try sequence(indent: indent, depth: depth + 1)
                    } else {
                        value = .scalar("")
                    }
                } else if rest.first == "|" || rest.first == ">" {
                    var block: [Substring] = []
                    while index < lines.count, lines[index].indent > indent {
                        block.append(lines[index].text)
                        index += 1
                    }
                    value = .scalar(block.joined(separator: rest.first == "|" ? "\n" : " "))
                } else {
                    value = try YAMLParser.inline(rest, line: line.number)
                }
                pairs.append((key, value))
            }
            return .mapping(pairs)
        }

        /// The key of a `key: value` or `key:` line, and what follows the colon.
        static func key(of text: Substring) -> (String, Substring)? {
            guard let first = text.first, first != "[", first != "{" else { return nil }
            var quote: Character?
            if first == "\"" || first == "'" { quote = first }
            var index = text.index(after: text.startIndex)
            while index < text.endIndex {
                let character = text[index]
                if let open = quote {
                    if character == open { quote = nil }
                } else if character == ":" {
                    let after = text.index(after: index)
                    if after == text.endIndex || text[after] == " " {
                        let key = text[..<index].trimmingBlanks()
                        return (YAMLParser.unquoted(Substring(key)), text[after...].drop { $0 == " " })
                    }
                }
                index = text.index(after: index)
            }
            return nil
        }
    }

    /// A value written on one line: a flow collection, a quoted or a plain scalar.
    static func inline(_ text: Substring, line: Int) throws(YAMLError) -> YAMLValue {
        var text = text
        // An anchor or a tag says how the value is reused or typed, not what it is.
        while let first = text.first, first == "&" || first == "!" {
            text = text.drop { $0 != " " }.drop { $0 == " " }
        }
        guard let first = text.first, first == "[" || first == "{" else { return .scalar(unquoted(text)) }
        var flow = FlowReader(text: Array(text), line: line)
        let value = try flow.value(depth: 0)
        flow.skipBlanks()
        guard flow.position == flow.text.count else {
            throw YAMLError(line: line, message: "unexpected text after a flow collection")
        }
        return value
    }

    static func unquoted(_ text: Substring) -> String {
        guard text.count >= 2, let first = text.first, first == text.last, first == "\"" || first == "'" else {
            return String(text)
        }
        let inner = text.dropFirst().dropLast()
        if first == "'" {
            var result = ""
            var pendingQuote = false
            for character in inner {
                if character == "'", !pendingQuote {
                    pendingQuote = true
                    continue
                }
                pendingQuote = false
                result.append(character)
            }
            return result
        }
        var result = ""
        var escaped = false
        for character in inner {
            if escaped {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                default: result.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// `[a, "b", {c: d}]` and `{a: b, c: [d]}` on one line.
    struct FlowReader {
        let text: [Character]
        let line: Int
        var position = 0

        mutating func skipBlanks() { while position < text.count, text[position] == " " { position += 1 } }

        mutating func value(depth: Int) throws(YAMLError) -> YAMLValue {
            guard depth < YAMLParser.maximumDepth else {
                throw YAMLError(line: line, message: "nested more than \(YAMLParser.maximumDepth) levels deep")
            }
            skipBlanks()
            guard position < text.count else { throw YAMLError(line: line, message: "a flow collection is not closed") }
            switch text[position] {
            case "[":
                position += 1
                var items: [YAMLValue] = []
                while true {
                    skipBlanks()
                    guard position < text.count else { throw YAMLError(line: line, message: "`[` is not closed") }
                    if text[position] == "]" {
                        position += 1
                        return .sequence(items)
                    }
                    items.append(try value(depth: depth + 1))
                    try separator(closing: "]")
                }
            case "{":
                position += 1
                var pairs: [(key: String, value: YAMLValue)] = []
                while true {
                    skipBlanks()
                    guard position < text.count else { throw YAMLError(line: line, message: "`{` is not closed") }
                    if text[position] == "}" {
                        position += 1
                        return .mapping(pairs)
                    }
                    let key = scalar(stoppingAtColon: true)
                    skipBlanks()
                    var entry: YAMLValue = .scalar("")
                    if position < text.count, text[position] == ":" {
                        position += 1
                        entry = try value(depth: depth + 1)
                    }
                    pairs.append((key, entry))
                    try separator(closing: "}")
                }
            default:
                return .scalar(scalar(stoppingAtColon: false))
            }
        }

        mutating func separator(closing: Character) throws(YAMLError) {
            skipBlanks()
            guard position < text.count else { throw YAMLError(line: line, message: "`\(closing)` is missing") }
            if text[position] == "," {
                position += 1
            } else if text[position] != closing {
                throw YAMLError(line: line, message: "unexpected `\(text[position])` in a flow collection")
            }
        }

        mutating func scalar(stoppingAtColon: Bool) -> String {
            skipBlanks()
            let start = position
            if position < text.count, text[position] == "\"" || text[position] == "'" {
                let quote = text[position]
                position += 1
                while position < text.count, text[position] != quote {
                    position += text[position] == "\\" && quote == "\"" ? 2 : 1
                }
                position = min(position + 1, text.count)
                return YAMLParser.unquoted(Substring(String(text[start..<position])))
            }
            while position < text.count, !",]}".contains(text[position]),
                !(stoppingAtColon && text[position] == ":")
            {
                position += 1
            }
            return String(text[start..<position]).trimmingBlanks()
        }
    }
}

/// YAML archhist cannot read, and the line where it stopped.
public struct YAMLError: Error, Sendable, Equatable, CustomStringConvertible {
    public let line: Int
    public let message: String

    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    public var description: String { "line \(line): \(message)" }
}

extension StringProtocol {
    fileprivate func trimmingBlanks() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
