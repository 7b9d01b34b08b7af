/// The value of a string literal token without interpolation: `"a\tb"`, `#"a\b"#`, `"""…"""`.
enum StringLiteral {
    static func value(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var start = 0
        var end = bytes.count
        var hashes = 0
        while start < end, bytes[start] == ByteClass.hash {
            hashes += 1
            start += 1
        }
        guard start < end, bytes[start] == ByteClass.quote else { return nil }
        let multiline = start + 2 < end && bytes[start + 1] == ByteClass.quote && bytes[start + 2] == ByteClass.quote
        let quotes = multiline ? 3 : 1
        start += quotes
        // Closing delimiter (absent in an unterminated literal).
        var closing = 0
        while closing < hashes, end > start, bytes[end - 1] == ByteClass.hash {
            end -= 1
            closing += 1
        }
        var closingQuotes = 0
        while closingQuotes < quotes, end > start, bytes[end - 1] == ByteClass.quote {
            end -= 1
            closingQuotes += 1
        }
        var content = Array(bytes[start..<end])
        if multiline { content = dedent(content) }
        if hashes > 0 { return String(decoding: content, as: UTF8.self) }
        return unescape(content)
    }

    /// Multi-line literal content: drop the first line break, the last line (the closing
    /// delimiter's indentation) and that indentation from every line.
    static func dedent(_ content: [UInt8]) -> [UInt8] {
        var lines = content.split(separator: ByteClass.newline, omittingEmptySubsequences: false).map {
            Array($0.last == ByteClass.carriageReturn ? $0.dropLast() : $0[...])
        }
        guard lines.count >= 2 else { return content }
        lines.removeFirst()
        let indent = lines.removeLast()
        guard indent.allSatisfy({ $0 == ByteClass.space || $0 == ByteClass.tab }) else { return content }
        let stripped = lines.map { line in line.starts(with: indent) ? Array(line.dropFirst(indent.count)) : line }
        return Array(stripped.joined(separator: [ByteClass.newline]))
    }

    static func unescape(_ content: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(content.count)
        var k = 0
        while k < content.count {
            let b = content[k]
            guard b == ByteClass.backslash, k + 1 < content.count else {
                out.append(b)
                k += 1
                continue
            }
            let e = content[k + 1]
            k += 2
            switch e {
            case 0x6E: out.append(ByteClass.newline)  // n
            case 0x74: out.append(ByteClass.tab)  // t
            case 0x72: out.append(ByteClass.carriageReturn)  // r
            case 0x30: out.append(0)  // 0
            case 0x75:  // u{…}
                guard k < content.count, content[k] == ByteClass.leftBrace,
                    let close = content[k...].firstIndex(of: ByteClass.rightBrace),
                    let scalar = UInt32(String(decoding: content[(k + 1)..<close], as: UTF8.self), radix: 16),
                    let unicode = Unicode.Scalar(scalar)
                else { continue }
                out.append(contentsOf: Array(String(Character(unicode)).utf8))
                k = close + 1
            default: out.append(e)  // \\ \" \'
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
