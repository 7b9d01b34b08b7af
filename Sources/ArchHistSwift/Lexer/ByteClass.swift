/// Byte predicates for the lexer, written as arithmetic (no table, no lazy global).
enum ByteClass {
    static let newline: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let tab: UInt8 = 0x09
    static let quote: UInt8 = 0x22  // "
    static let hash: UInt8 = 0x23  // #
    static let dollar: UInt8 = 0x24  // $
    static let leftParen: UInt8 = 0x28
    static let rightParen: UInt8 = 0x29
    static let star: UInt8 = 0x2A
    static let plus: UInt8 = 0x2B
    static let comma: UInt8 = 0x2C
    static let minus: UInt8 = 0x2D
    static let dot: UInt8 = 0x2E
    static let slash: UInt8 = 0x2F
    static let colon: UInt8 = 0x3A
    static let semicolon: UInt8 = 0x3B
    static let less: UInt8 = 0x3C
    static let equal: UInt8 = 0x3D
    static let greater: UInt8 = 0x3E
    static let at: UInt8 = 0x40
    static let leftBracket: UInt8 = 0x5B
    static let backslash: UInt8 = 0x5C
    static let rightBracket: UInt8 = 0x5D
    static let underscore: UInt8 = 0x5F
    static let backtick: UInt8 = 0x60
    static let leftBrace: UInt8 = 0x7B
    static let rightBrace: UInt8 = 0x7D
    static let ampersand: UInt8 = 0x26

    static let identifierContinueBit: UInt8 = 1

    /// One byte of class bits per byte value: `identifierContinueBit` for ASCII letters,
    /// digits, `_` and every byte ≥ 0x80.
    static let table: [UInt8] = (0..<256).map { isIdentifierContinue(UInt8($0)) ? identifierContinueBit : 0 }

    /// ASCII letter, `_`, or any byte of a multi-byte UTF-8 sequence (Unicode identifiers).
    @inline(__always) static func isIdentifierStart(_ b: UInt8) -> Bool {
        (b | 0x20) &- 0x61 < 26 || b == underscore || b >= 0x80
    }

    @inline(__always) static func isIdentifierContinue(_ b: UInt8) -> Bool {
        // Bit sets: digits in the first 64 code points; letters and `_` in the next 64.
        let low: UInt64 = 0x03FF_0000_0000_0000
        let high: UInt64 = 0x07FF_FFFE_87FF_FFFE
        if b < 64 { return (low >> UInt64(b)) & 1 != 0 }
        if b < 128 { return (high >> UInt64(b & 63)) & 1 != 0 }
        return true
    }

    @inline(__always) static func isDigit(_ b: UInt8) -> Bool { b &- 0x30 < 10 }

    @inline(__always) static func isUppercaseASCII(_ b: UInt8) -> Bool { b &- 0x41 < 26 }

    /// Bytes that make up Swift operators: `/ = - + ! * % < > & | ^ ~ ?`.
    @inline(__always) static func isOperator(_ b: UInt8) -> Bool {
        switch b {
        case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F: return true
        default: return false
        }
    }

    /// Whether one of the eight bytes of `word` equals the byte repeated in `pattern`
    /// (exact: the borrow that can spoil the test only runs above a byte that matches).
    @inline(__always) static func hasByte(_ word: UInt64, _ pattern: UInt64) -> Bool {
        let x = word ^ pattern
        return (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080 != 0
    }

    /// Whether eight bytes of a line comment hold a `\n` or `\r`: when not, they can all
    /// be skipped at once. (Strings and block comments stop at more bytes, too close
    /// together in real code for a word at a time to pay.)
    @inline(__always) static func hasLineBreak(_ word: UInt64) -> Bool {
        hasByte(word, 0x0A0A_0A0A_0A0A_0A0A) || hasByte(word, 0x0D0D_0D0D_0D0D_0D0D)
    }

    /// Space, tab, line break, or end of input (for look-ahead past the end).
    @inline(__always) static func isSpaceOrEnd(_ b: UInt8?) -> Bool {
        guard let b else { return true }
        return b == space || b == tab || b == newline || b == carriageReturn
    }
}
