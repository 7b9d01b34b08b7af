/// Whole-buffer byte checks: line counting and UTF-8 validation.
enum SourceText {
    /// Number of lines: the `\n` count, plus one for a final line without a line break.
    /// An empty buffer has 0 lines. (A lone `\r` is not counted, like `wc -l` and git.)
    static func lineCount(_ p: UnsafePointer<UInt8>, _ n: Int) -> Int {
        guard n > 0 else { return 0 }
        let newlines = countNewlines(p, n)
        return p[n &- 1] == ByteClass.newline ? newlines : newlines &+ 1
    }

    static func countNewlines(_ p: UnsafePointer<UInt8>, _ n: Int) -> Int {
        var count = 0
        var j = 0
        // Eight bytes at a time: a zero byte in `word ^ 0x0A0A…` marks a `\n`.
        let highs: UInt64 = 0x8080_8080_8080_8080
        let pattern: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
        let raw = UnsafeRawPointer(p)
        while j &+ 8 <= n {
            let x = raw.loadUnaligned(fromByteOffset: j, as: UInt64.self) ^ pattern
            // Exact per-byte zero test (no false positives): high bit of each byte of t
            // is set iff that byte of x is zero.
            let t = ~(((x & ~highs) &+ ~highs) | x) & highs
            count &+= t.nonzeroBitCount
            j &+= 8
        }
        while j < n {
            if p[j] == ByteClass.newline { count &+= 1 }
            j &+= 1
        }
        return count
    }

    /// Whether any of the first `n` bytes is zero, eight bytes at a time.
    static func containsNUL(_ p: UnsafePointer<UInt8>, _ n: Int) -> Bool {
        let highs: UInt64 = 0x8080_8080_8080_8080
        let raw = UnsafeRawPointer(p)
        var j = 0
        while j &+ 8 <= n {
            let x = raw.loadUnaligned(fromByteOffset: j, as: UInt64.self)
            if ~(((x & ~highs) &+ ~highs) | x) & highs != 0 { return true }
            j &+= 8
        }
        while j < n {
            if p[j] == 0 { return true }
            j &+= 1
        }
        return false
    }

    /// Offset of the first byte that is not part of well-formed UTF-8, or nil.
    static func firstInvalidUTF8(_ p: UnsafePointer<UInt8>, _ n: Int) -> Int? {
        var j = 0
        let raw = UnsafeRawPointer(p)
        let highs: UInt64 = 0x8080_8080_8080_8080
        while j < n {
            // ASCII fast path, 32 bytes at a time, then eight.
            while j &+ 32 <= n {
                let any =
                    raw.loadUnaligned(fromByteOffset: j, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: j &+ 8, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: j &+ 16, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: j &+ 24, as: UInt64.self)
                if any & highs != 0 { break }
                j &+= 32
            }
            guard j < n else { break }
            if j &+ 8 <= n, raw.loadUnaligned(fromByteOffset: j, as: UInt64.self) & highs == 0 {
                j &+= 8
                continue
            }
            let b0 = p[j]
            if b0 < 0x80 {
                j &+= 1
                continue
            }
            let length: Int
            var lower: UInt8 = 0x80
            var upper: UInt8 = 0xBF
            switch b0 {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                upper = 0x9F
            case 0xF0:
                length = 4
                lower = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                upper = 0x8F
            default: return j
            }
            guard j &+ length <= n else { return j }
            let b1 = p[j &+ 1]
            if b1 < lower || b1 > upper { return j }
            var k = 2
            while k < length {
                if p[j &+ k] & 0xC0 != 0x80 { return j }
                k &+= 1
            }
            j &+= length
        }
        return nil
    }
}
