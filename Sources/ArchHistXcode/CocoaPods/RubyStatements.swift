/// One statement of a podspec: its text without comments, continuation lines joined,
/// and the line it starts on.
struct RubyStatement {
    var text: String
    var line: Int
}

/// The little of Ruby a podspec's plain forms need: statements, block openings,
/// attribute calls and string literals. A podspec is bounded before it gets here (a
/// manifest is read whole), and nothing in it is run.
enum RubyStatements {
    /// The statements of `source`: a line continues while a bracket is open, or when it
    /// ends with `,` or `\` (`s.source_files = 'A',` then `'B'` on the next line).
    static func split(_ source: String) -> [RubyStatement] {
        var statements: [RubyStatement] = []
        var pending = ""
        var start = 1
        var depth = 0
        for (offset, raw) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = withoutComment(raw)
            if pending.isEmpty { start = offset + 1 }
            pending += pending.isEmpty ? line : " " + line
            depth += line.reduce(0) { sum, character in
                switch character {
                case "(", "[", "{": return sum + 1
                case ")", "]", "}": return sum - 1
                default: return sum
                }
            }
            let trimmed = line.trimmingWhitespace()
            if depth > 0 || trimmed.hasSuffix(",") || trimmed.hasSuffix("\\") { continue }
            depth = 0
            if !pending.trimmingWhitespace().isEmpty {
                statements.append(RubyStatement(text: pending.trimmingWhitespace(), line: start))
            }
            pending = ""
        }
        if !pending.trimmingWhitespace().isEmpty {
            statements.append(RubyStatement(text: pending.trimmingWhitespace(), line: start))
        }
        return statements
    }

    /// A block opening: `Pod::Spec.new do |s|`, `s.subspec 'Core' do |ss|`,
    /// `s.test_spec 'Tests' do |t|`: the call (`Pod::Spec.new`, or the method name), its
    /// first string argument and the block's variable.
    static func block(_ text: String) -> (call: String, argument: String?, variable: String)? {
        guard text.hasSuffix("|"), let bar = text.dropLast().lastIndex(of: "|") else { return nil }
        let variable = String(text[text.index(after: bar)...].dropLast()).trimmingWhitespace()
        let before = text[..<bar].trimmingWhitespace()
        guard isIdentifier(variable), before.hasSuffix(" do") else { return nil }
        let head = before.dropLast(3).trimmingWhitespace()
        if head.hasPrefix("Pod::Spec.new") { return ("Pod::Spec.new", nil, variable) }
        guard let dot = head.firstIndex(of: ".") else { return nil }
        let rest = head[head.index(after: dot)...]
        let method = String(rest.prefix { $0.isLetter || $0 == "_" })
        return (method, strings(String(rest.dropFirst(method.count))).items.first, variable)
    }

    /// An attribute of a spec: `s.name = 'X'`, `s.ios.source_files = …`,
    /// `s.dependency 'Y', '~> 1.0'`: the receiver, the attribute and the value's text.
    static func attribute(_ text: String) -> (receiver: String, attribute: String, value: String)? {
        let receiver = String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        guard !receiver.isEmpty, text.dropFirst(receiver.count).first == "." else { return nil }
        var rest = text.dropFirst(receiver.count + 1)
        var attribute = String(rest.prefix { $0.isLetter || $0 == "_" })
        rest = rest.dropFirst(attribute.count)
        // A platform's value (`s.ios.source_files`) is the value on that platform: still the pod's.
        if ["ios", "osx", "macos", "tvos", "watchos", "visionos"].contains(attribute), rest.first == "." {
            rest = rest.dropFirst()
            attribute = String(rest.prefix { $0.isLetter || $0 == "_" })
            rest = rest.dropFirst(attribute.count)
        }
        var value = rest.trimmingWhitespace()
        if value.hasPrefix("=") { value = String(value.dropFirst()).trimmingWhitespace() }
        return attribute.isEmpty ? nil : (receiver, attribute, value)
    }

    /// The string literals of a value (`'A', "B"`, `['A', 'B']`, `%w[A B]`) and whether
    /// something else is there that only Ruby could evaluate (a constant, a call, an
    /// interpolation). The options after a pod's version (`:path => …`) are not values.
    static func strings(_ value: String) -> (items: [String], unreadable: Bool) {
        var items: [String] = []
        var unreadable = false
        var characters = Substring(value)
        while let first = characters.first {
            switch first {
            case "'", "\"":
                let body = characters.dropFirst().prefix { $0 != first }
                characters = characters.dropFirst(body.count + 2)
                if first == "\"" && body.contains("#{") { unreadable = true } else { items.append(String(body)) }
            case "%" where characters.dropFirst().first == "w" || characters.dropFirst().first == "W":
                let open = characters.dropFirst(2).first
                let close: Character = open == "(" ? ")" : open == "{" ? "}" : "]"
                let body = characters.dropFirst(3).prefix { $0 != close }
                characters = characters.dropFirst(body.count + 4)
                items += body.split(whereSeparator: \.isWhitespace).map(String.init)
            case ":":
                // A symbol or a hash's options end the values: `'X', :path => 'x/'`.
                return (items, unreadable)
            case " ", ",", "[", "]", "(", ")", "\t":
                characters = characters.dropFirst()
            default:
                // An identifier or a call: `SOURCES`, `Dir['…']`, `files.map { … }`.
                unreadable = true
                return (items, unreadable)
            }
        }
        return (items, unreadable)
    }

    private static func withoutComment(_ line: Substring) -> Substring {
        var quote: Character?
        for index in line.indices {
            let character = line[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == "#" {
                return line[..<index]
            }
        }
        return line
    }

    private static func isIdentifier(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}

extension StringProtocol {
    fileprivate func trimmingWhitespace() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
