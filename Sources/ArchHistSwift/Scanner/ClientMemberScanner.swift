import ArchHistCore

/// The closure properties of named structs and classes: the verbs of a dependency
/// client. Read apart from `FileFacts` because only `discover` needs them, for the few
/// files that declare clients; stored facts (and history) stay as they are.
public enum ClientMemberScanner {
    /// Names a signature carries that say nothing of a domain.
    static let vocabulary: Set<String> = [
        "Sendable", "Void", "Never", "Error", "Any", "AnyObject", "Self", "String", "Substring", "Character", "Int",
        "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "Bool",
        "CGFloat", "Date", "Data", "URL", "UUID", "TimeInterval", "Array", "Dictionary", "Set", "Optional", "Result",
        "AsyncStream", "AsyncThrowingStream", "AnyPublisher", "Effect", "EffectPublisher", "Task", "MainActor",
        "Duration", "Decimal", "Locale", "TimeZone", "Calendar", "DateComponents", "IndexSet", "Published",
        "Swift", "Foundation", "AsyncSequence", "Element",
    ]

    /// The closure properties of each type in `types` (simple names) declared in `bytes`.
    public static func members(of types: Set<String>, in bytes: [UInt8]) -> [String: [ClientMember]] {
        bytes.withUnsafeBufferPointer { buffer -> [String: [ClientMember]] in
            guard let base = buffer.baseAddress, buffer.count > 0 else { return [:] }
            let lexed = Lexer.tokenize(base, count: buffer.count)
            let tokens = lexed.tokens
            func text(_ token: Token) -> String {
                String(
                    decoding: UnsafeBufferPointer(start: base + token.startIndex, count: token.length), as: UTF8.self)
            }
            var result: [String: [ClientMember]] = [:]
            // The brace depth of each open type body we read, by name.
            var bodies: [(name: String, depth: Int)] = []
            var pending: String?
            var depth = 0
            var index = 0
            while index < tokens.count {
                let token = tokens[index]
                switch token.kind {
                case .leftBrace:
                    depth += 1
                    if let name = pending {
                        bodies.append((name, depth))
                        pending = nil
                    }
                case .rightBrace:
                    if bodies.last?.depth == depth { bodies.removeLast() }
                    depth -= 1
                case .identifier where token.is(.struct) || token.is(.class):
                    if index + 1 < tokens.count, tokens[index + 1].isPlainIdentifier {
                        let name = text(tokens[index + 1])
                        pending = types.contains(name) ? name : nil
                    }
                case .identifier where token.is(.var) || token.is(.let):
                    guard let body = bodies.last, body.depth == depth, index > 0, !tokens[index - 1].is(.static),
                        index + 2 < tokens.count, tokens[index + 1].isIdentifier, tokens[index + 2].kind == .colon
                    else { break }
                    let (member, end) = closureMember(
                        tokens, from: index + 3, name: text(tokens[index + 1]), text: text)
                    if let member { result[body.name, default: []].append(member) }
                    index = end - 1
                default:
                    break
                }
                index += 1
            }
            return result
        }
    }

    /// The property's type runs to `=`, `{`, `;` or a new line outside brackets.
    private static func closureMember(_ tokens: [Token], from start: Int, name: String, text: (Token) -> String)
        -> (ClientMember?, Int)
    {
        var nesting = 0
        var isClosure = false
        var nouns: [String] = []
        var index = start
        while index < tokens.count {
            let token = tokens[index]
            if index > start, nesting == 0, token.hasNewlineBefore, tokens[index - 1].kind != .operator { break }
            switch token.kind {
            case .leftParen, .leftBracket: nesting += 1
            case .rightParen, .rightBracket: nesting -= 1
            case .leftBrace, .rightBrace, .semicolon: return (member(), index)
            case .operator:
                let symbol = text(token)
                if symbol == "->" {
                    isClosure = true
                } else if symbol == "=" && nesting == 0 {
                    return (member(), index)
                }
            case .identifier where token.isPlainIdentifier:
                let word = text(token)
                let isAttribute = index > 0 && tokens[index - 1].kind == .at
                if !isAttribute, word.first?.isUppercase == true, !vocabulary.contains(word), !nouns.contains(word) {
                    nouns.append(word)
                }
            default: break
            }
            if nesting < 0 { break }
            index += 1
        }
        func member() -> ClientMember? {
            isClosure ? ClientMember(name: name, nouns: nouns, line: tokens[start - 3].lineNumber) : nil
        }
        return (member(), index)
    }
}
