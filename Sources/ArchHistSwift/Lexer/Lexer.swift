import ArchHistCore

/// A byte-level Swift tokenizer.
///
/// Comments and white space produce no token. String literals are single tokens unless
/// they contain interpolations, whose code is tokenized like any other code between a
/// `stringHead` and a `stringTail` (`stringMiddle` between two interpolations). Every
/// loop advances by at least one byte and every look-ahead is bounded, so any input
/// terminates in time linear in its size.
struct Lexer {
    /// An interpolation being lexed as code: where to resume the string when its `)` comes.
    struct Interpolation {
        var hashes: Int
        var multiline: Bool
        /// Open parentheses inside the interpolation (its own `(` excluded).
        var parens: Int
        /// Line of the string literal's opening delimiter.
        var line: UInt32
    }

    let p: UnsafePointer<UInt8>
    let n: Int
    var i = 0
    var line: UInt32 = 1
    var pendingFlags: Token.Flags = []
    /// Tokens written so far: `tokenBase[0..<tokenCount]`, room for `tokenCapacity`.
    var tokenBase: UnsafeMutablePointer<Token>
    var tokenCount = 0
    var tokenCapacity: Int
    var interpolations: [Interpolation] = []
    var warnings = WarningList()
    /// Lookup tables, as plain pointers for the hot loops (valid during `run()` only).
    struct Tables {
        var classes: UnsafePointer<UInt8>
        var keywordSlots: UnsafePointer<UInt8>
        var keywordEntries: UnsafePointer<KeywordEntry>
    }

    let tables: Tables
    /// Memo for `#/…/#` on one line: no closing delimiter with at least this many `#`
    /// exists before `extendedRegexFailEnd`.
    var extendedRegexFailEnd = -1
    var extendedRegexFailHashes = 0

    /// Longest bare `/regex/` we look for; longer ones must use `#/…/#`.
    static let bareRegexLimit = 1024
    /// Longest single-line `#/regex/#` we look for.
    static let extendedRegexLimit = 8192

    init(_ p: UnsafePointer<UInt8>, count: Int, tables: Tables) {
        self.p = p
        self.n = count
        tokenCapacity = count / 4 + 16
        tokenBase = .allocate(capacity: tokenCapacity)
        self.tables = tables
    }

    /// Hands the tokens over (the lexer must not be used afterwards).
    func takeTokens() -> TokenStorage { TokenStorage(base: tokenBase, count: tokenCount) }

    /// Lines of the scanned bytes: every `\n` has been counted exactly once on the way
    /// (in code, comments, strings and regex literals alike); a final line without `\n` counts.
    var lineCount: Int {
        guard n > 0 else { return 0 }
        return p[n &- 1] == ByteClass.newline ? Int(line) &- 1 : Int(line)
    }

    mutating func growTokens() {
        let capacity = tokenCapacity * 2
        let fresh = UnsafeMutablePointer<Token>.allocate(capacity: capacity)
        fresh.moveInitialize(from: tokenBase, count: tokenCount)
        tokenBase.deallocate()
        tokenBase = fresh
        tokenCapacity = capacity
    }

    /// Tokenizes `count` bytes at `base` (nil only when `count` is 0).
    static func tokenize(_ base: UnsafePointer<UInt8>?, count: Int) -> LexedSource {
        guard let base, count > 0 else {
            return LexedSource(
                storage: TokenStorage(base: .allocate(capacity: 1), count: 0), warnings: [], lineCount: 0)
        }
        var limit = count
        var tooLarge = false
        if limit >= Int(UInt32.max) {
            limit = Int(UInt32.max) - 1
            tooLarge = true
        }
        var lexer = ByteClass.table.withUnsafeBufferPointer { classes in
            Keyword.slots.withUnsafeBufferPointer { slots in
                Keyword.entries.withUnsafeBufferPointer { entries in
                    var lexer = Lexer(
                        base, count: limit,
                        tables: Tables(
                            classes: classes.baseAddress!, keywordSlots: slots.baseAddress!,
                            keywordEntries: entries.baseAddress!))
                    lexer.run()
                    return lexer
                }
            }
        }
        if tooLarge { lexer.warnings.add(line: Int(lexer.line), "file larger than 4 GiB: the rest is not scanned") }
        let lines = tooLarge ? SourceText.lineCount(base, count) : lexer.lineCount
        return LexedSource(storage: lexer.takeTokens(), warnings: lexer.warnings.items, lineCount: lines)
    }

    @inline(__always) func at(_ j: Int) -> UInt8? { j < n ? p[j] : nil }

    @inline(__always) mutating func emit(
        _ kind: TokenKind, _ start: Int, _ end: Int, line tokenLine: UInt32,
        keyword: Keyword = .none, extra: Token.Flags = []
    ) {
        if tokenCount == tokenCapacity { growTokens() }
        (tokenBase + tokenCount).initialize(
            to: Token(
                start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: end),
                line: tokenLine, kind: kind, keyword: keyword, flags: pendingFlags.union(extra)))
        tokenCount &+= 1
        pendingFlags = []
    }

    mutating func run() {
        skipPreamble()
        while i < n {
            var b = p[i]
            // A single space between tokens (the most frequent separator) without a dispatch.
            if b == ByteClass.space {
                pendingFlags.insert(.spaceBefore)
                i &+= 1
                guard i < n else { break }
                b = p[i]
            }
            // The most frequent tokens first, before the jump table.
            if (b | 0x20) &- 0x61 < 26 || b == ByteClass.underscore {
                lexIdentifier()
                continue
            }
            switch b {
            case ByteClass.space, ByteClass.tab:
                i &+= 1
                skipSpaces()
                pendingFlags.insert(.spaceBefore)
            case ByteClass.newline:
                if let top = interpolations.last, !top.multiline { endSingleLineInterpolations() }
                line &+= 1
                i &+= 1
                // The indentation that usually follows, without another dispatch.
                skipSpaces()
                pendingFlags.formUnion([.spaceBefore, .newlineBefore])
            case ByteClass.carriageReturn:
                // Counted as a line break for statement structure; lines are counted on `\n`.
                if let top = interpolations.last, !top.multiline { endSingleLineInterpolations() }
                i &+= 1
                pendingFlags.formUnion([.spaceBefore, .newlineBefore])
            case ByteClass.slash:
                let next = at(i &+ 1)
                if next == ByteClass.slash {
                    skipLineComment()
                } else if next == ByteClass.star {
                    skipBlockComment()
                } else if !lexBareRegex() {
                    lexOperator()
                }
            case ByteClass.quote:
                lexString(start: i, hashes: 0)
            case ByteClass.hash:
                lexHash()
            case ByteClass.leftParen:
                if !interpolations.isEmpty { interpolations[interpolations.count &- 1].parens &+= 1 }
                emit(.leftParen, i, i &+ 1, line: line)
                i &+= 1
            case ByteClass.rightParen:
                if let top = interpolations.last {
                    if top.parens == 0 {
                        interpolations.removeLast()
                        lexStringBody(
                            tokenStart: i, from: i &+ 1, hashes: top.hashes, multiline: top.multiline,
                            literalLine: top.line, continuation: true)
                        continue
                    }
                    interpolations[interpolations.count &- 1].parens &-= 1
                }
                emit(.rightParen, i, i &+ 1, line: line)
                i &+= 1
            case ByteClass.leftBrace: single(.leftBrace)
            case ByteClass.rightBrace: single(.rightBrace)
            case ByteClass.leftBracket: single(.leftBracket)
            case ByteClass.rightBracket: single(.rightBracket)
            case ByteClass.comma: single(.comma)
            case ByteClass.colon: single(.colon)
            case ByteClass.semicolon: single(.semicolon)
            case ByteClass.at: single(.at)
            case ByteClass.backslash: single(.backslash)
            case ByteClass.dot:
                if at(i &+ 1) == ByteClass.dot { lexOperator() } else { single(.dot) }
            case ByteClass.backtick:
                lexBacktick()
            case ByteClass.dollar:
                var j = i &+ 1
                while j < n, ByteClass.isIdentifierContinue(p[j]) { j &+= 1 }
                emit(j > i &+ 1 ? .dollarIdentifier : .unknown, i, j, line: line)
                i = j
            default:
                if ByteClass.isIdentifierStart(b) {
                    lexIdentifier()
                } else if ByteClass.isDigit(b) {
                    lexNumber()
                } else if ByteClass.isOperator(b) {
                    lexOperator()
                } else if b < 0x20 || b == 0x7F {
                    // Other control bytes (NUL, form feed, …) separate tokens like white space.
                    i &+= 1
                    pendingFlags.insert(.spaceBefore)
                } else {
                    single(.unknown)
                }
            }
        }
        if let first = interpolations.first {
            warnings.add(line: Int(first.line), "unterminated string interpolation at end of file")
        }
    }

    /// A line break inside the interpolation of a single-line string ends the string,
    /// as in the compiler's recovery: an empty `stringTail` closes each such interpolation.
    mutating func endSingleLineInterpolations() {
        var literalLine = line
        while let top = interpolations.last, !top.multiline {
            literalLine = top.line
            interpolations.removeLast()
            emit(.stringTail, i, i, line: line)
        }
        warnings.add(line: Int(literalLine), "unterminated string literal")
    }

    /// Skips spaces and tabs, eight spaces at a time where it can.
    @inline(__always) mutating func skipSpaces() {
        let raw = UnsafeRawPointer(p)
        while i &+ 8 <= n, raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) == 0x2020_2020_2020_2020 {
            i &+= 8
        }
        while i < n, p[i] == ByteClass.space || p[i] == ByteClass.tab { i &+= 1 }
    }

    @inline(__always) mutating func single(_ kind: TokenKind) {
        emit(kind, i, i &+ 1, line: line)
        i &+= 1
    }

    /// A UTF-8 byte order mark and a `#!` first line are not Swift.
    mutating func skipPreamble() {
        if n >= 3, p[0] == 0xEF, p[1] == 0xBB, p[2] == 0xBF { i = 3 }
        if at(i) == ByteClass.hash, at(i &+ 1) == 0x21 {
            while i < n, p[i] != ByteClass.newline { i &+= 1 }
        }
    }

    @inline(__always)
    mutating func lexIdentifier() {
        let start = i
        var j = i &+ 1
        let classes = tables.classes
        let bit = ByteClass.identifierContinueBit
        // Four bytes per bounds check while far from the end.
        while j &+ 4 <= n {
            if classes[Int(p[j])] & bit == 0 { break }
            if classes[Int(p[j &+ 1])] & bit == 0 {
                j &+= 1
                break
            }
            if classes[Int(p[j &+ 2])] & bit == 0 {
                j &+= 2
                break
            }
            if classes[Int(p[j &+ 3])] & bit == 0 {
                j &+= 3
                break
            }
            j &+= 4
        }
        while j < n, classes[Int(p[j])] & bit != 0 { j &+= 1 }
        let length = j &- start
        var keyword = Keyword.none
        // Keywords are lowercase or `_`, except `Self`, `Type`, `Protocol`, `Any`.
        let first = p[start]
        if length <= Keyword.maximumLength,
            first &- 0x61 < 26 || first == ByteClass.underscore || first == 0x53 || first == 0x54 || first == 0x50
                || first == 0x41
        {
            let (lo, hi) = Keyword.pack(p + start, length, readable16: start &+ 16 <= n)
            keyword = Keyword.lookup(lo, hi, length, slots: tables.keywordSlots, entries: tables.keywordEntries)
        }
        emit(.identifier, start, j, line: line, keyword: keyword)
        i = j
    }

    /// `` `name` `` on one line; the token's range excludes the backticks.
    mutating func lexBacktick() {
        var j = i &+ 1
        while j < n {
            let c = p[j]
            if c == ByteClass.backtick || c == ByteClass.newline || c == ByteClass.carriageReturn { break }
            j &+= 1
        }
        if j < n, p[j] == ByteClass.backtick, j > i &+ 1 {
            emit(.identifier, i &+ 1, j, line: line, extra: .backtick)
            i = j &+ 1
        } else {
            single(.unknown)
        }
    }

    @inline(__always)
    mutating func lexNumber() {
        let start = i
        let isHex = p[i] == 0x30 && (at(i &+ 1) == 0x78 || at(i &+ 1) == 0x58)
        var j = i &+ 1
        while j < n {
            let c = p[j]
            if c < 0x80, ByteClass.isIdentifierContinue(c) {
                let exponent = isHex ? (c | 0x20) == 0x70 : (c | 0x20) == 0x65
                if exponent, let sign = at(j &+ 1), sign == ByteClass.plus || sign == ByteClass.minus {
                    j &+= 2
                } else {
                    j &+= 1
                }
            } else if c == ByteClass.dot, let d = at(j &+ 1), ByteClass.isDigit(d) {
                j &+= 1
            } else {
                break
            }
        }
        emit(.number, start, j, line: line)
        i = j
    }

    /// A run of operator bytes. Runs starting with `.` may contain dots (`...`, `..<`);
    /// others may not (`?.` is `?` then `.`). `//` and `/*` always start a comment.
    @inline(__always)
    mutating func lexOperator() {
        let start = i
        let dotted = p[i] == ByteClass.dot
        var j = i &+ 1
        while j < n {
            let c = p[j]
            if c == ByteClass.dot {
                if !dotted { break }
            } else if !ByteClass.isOperator(c) {
                break
            }
            if c == ByteClass.slash, let d = at(j &+ 1), d == ByteClass.slash || d == ByteClass.star { break }
            j &+= 1
        }
        emit(.operator, start, j, line: line)
        i = j
    }

    /// `#` starts a raw string (`#"`, `##"""`), an extended regex (`#/`), a pound keyword
    /// or directive (`#if`, `#selector`), or is a lone `#`.
    mutating func lexHash() {
        let start = i
        var j = i
        while j < n, p[j] == ByteClass.hash { j &+= 1 }
        let hashes = j &- start
        if let c = at(j) {
            if c == ByteClass.quote {
                lexString(start: start, hashes: hashes)
                return
            }
            if c == ByteClass.slash, lexExtendedRegex(start: start, hashes: hashes) {
                return
            }
            if hashes == 1, ByteClass.isIdentifierStart(c) {
                var k = j &+ 1
                while k < n, ByteClass.isIdentifierContinue(p[k]) { k &+= 1 }
                emit(Self.directiveKind(p + j, k &- j), start, k, line: line)
                i = k
                return
            }
        }
        // Lone hashes: one token each, all consumed now (no rescanning).
        while i < j { single(.hash) }
    }

    static func directiveKind(_ q: UnsafePointer<UInt8>, _ count: Int) -> TokenKind {
        switch count {
        case 2 where q[0] == 0x69 && q[1] == 0x66: return .poundIf  // if
        case 4 where q[0] == 0x65 && q[1] == 0x6C && q[2] == 0x73 && q[3] == 0x65: return .poundElse  // else
        case 5 where q[0] == 0x65 && q[1] == 0x6E && q[2] == 0x64 && q[3] == 0x69 && q[4] == 0x66:
            return .poundEndif  // endif
        case 6
        where q[0] == 0x65 && q[1] == 0x6C && q[2] == 0x73 && q[3] == 0x65 && q[4] == 0x69 && q[5] == 0x66:
            return .poundElseif  // elseif
        default: return .poundKeyword
        }
    }
}

/// Warnings, at most a few of each message, so garbage input cannot flood the facts.
struct WarningList: Sendable {
    private(set) var items: [ScanWarning] = []
    static let limit = 20

    mutating func add(line: Int, _ message: String) {
        guard items.count < Self.limit else { return }
        items.append(ScanWarning(line: line, message: message))
    }
}
