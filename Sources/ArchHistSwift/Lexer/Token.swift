/// What a token is. Comments and white space produce no token; they only set
/// `Token.Flags.spaceBefore` / `.newlineBefore` on the next one.
enum TokenKind: UInt8, Sendable {
    /// A name, a keyword (see `Token.keyword`) or a backtick identifier (range without the backticks).
    case identifier
    /// `$0`, `$name`: closure shorthand and projected values.
    case dollarIdentifier
    case number
    /// A complete string literal without interpolation, delimiters included in the range.
    case string
    /// The part of an interpolated string up to and including its first `\(`.
    case stringHead
    /// From the `)` closing an interpolation to the next `\(`.
    case stringMiddle
    /// From the `)` closing the last interpolation to the closing delimiter.
    case stringTail
    /// `/…/` or `#/…/#`.
    case regex
    /// A run of operator characters: `=`, `->`, `?`, `&&`, `...`, `<`, `>>`.
    case `operator`
    case dot, comma, colon, semicolon
    case leftParen, rightParen, leftBracket, rightBracket, leftBrace, rightBrace
    case at, backslash
    /// A `#` that starts neither a raw string, a regex nor a pound keyword.
    case hash
    /// `#selector`, `#available`, `#Preview`, `#warning`, … (range includes the `#`).
    case poundKeyword
    case poundIf, poundElseif, poundElse, poundEndif
    /// Any other byte (a stray backtick, a quote `'`).
    case unknown
}

/// One token: 16 bytes, no reference counting, no text (the bytes stay in the source).
struct Token: Sendable {
    struct Flags: OptionSet, Sendable {
        let rawValue: UInt8
        /// White space or a comment precedes the token.
        static let spaceBefore = Flags(rawValue: 1)
        /// A line break (possibly inside a comment) precedes the token.
        static let newlineBefore = Flags(rawValue: 2)
        /// A backtick identifier: never a keyword.
        static let backtick = Flags(rawValue: 4)
        /// Set by the scanner: this identifier is a name being declared, not a reference.
        static let declaring = Flags(rawValue: 8)
        /// A raw string (`#"…"#`).
        static let raw = Flags(rawValue: 16)
        /// A multi-line string (`"""…"""`).
        static let multiline = Flags(rawValue: 32)
    }

    var start: UInt32
    var end: UInt32
    var line: UInt32
    var kind: TokenKind
    var keyword: Keyword
    var flags: Flags

    @inline(__always) var startIndex: Int { Int(start) }
    @inline(__always) var endIndex: Int { Int(end) }
    @inline(__always) var length: Int { Int(end &- start) }
    @inline(__always) var lineNumber: Int { Int(line) }
    @inline(__always) var hasNewlineBefore: Bool { flags.contains(.newlineBefore) }
    @inline(__always) var hasSpaceBefore: Bool { flags.contains(.spaceBefore) }
    @inline(__always) var isIdentifier: Bool { kind == .identifier }
    /// An identifier that is not a keyword (a backtick keyword counts as a plain name).
    @inline(__always) var isPlainIdentifier: Bool { kind == .identifier && keyword == .none }
    @inline(__always) func `is`(_ k: Keyword) -> Bool { kind == .identifier && keyword == k }
}
