/// Comments, string literals and regex literals: the parts of the lexer that skip
/// text which is not code.
extension Lexer {
    /// `// …` up to (not including) the line break.
    mutating func skipLineComment() {
        var j = i &+ 2
        let raw = UnsafeRawPointer(p)
        // Eight bytes at a time up to the line break.
        while j &+ 8 <= n, !ByteClass.hasLineBreak(raw.loadUnaligned(fromByteOffset: j, as: UInt64.self)) { j &+= 8 }
        while j < n {
            let c = p[j]
            if c == ByteClass.newline || c == ByteClass.carriageReturn { break }
            j &+= 1
        }
        i = j
        pendingFlags.insert(.spaceBefore)
    }

    /// `/* … */`, nested to any depth.
    mutating func skipBlockComment() {
        let startLine = line
        var depth = 1
        var j = i &+ 2
        var sawNewline = false
        while j < n {
            let c = p[j]
            if c == ByteClass.newline {
                line &+= 1
                sawNewline = true
                j &+= 1
            } else if c == ByteClass.star, j &+ 1 < n, p[j &+ 1] == ByteClass.slash {
                j &+= 2
                depth &-= 1
                if depth == 0 { break }
            } else if c == ByteClass.slash, j &+ 1 < n, p[j &+ 1] == ByteClass.star {
                j &+= 2
                depth &+= 1
            } else {
                if c == ByteClass.carriageReturn { sawNewline = true }
                j &+= 1
            }
        }
        if depth > 0 { warnings.add(line: Int(startLine), "unterminated block comment at end of file") }
        i = j
        pendingFlags.insert(sawNewline ? [.spaceBefore, .newlineBefore] : .spaceBefore)
    }

    /// A string literal starting at `start` (`hashes` `#` bytes, then `"` or `"""`).
    mutating func lexString(start: Int, hashes: Int) {
        let quote = start &+ hashes
        var multiline = at(quote &+ 1) == ByteClass.quote && at(quote &+ 2) == ByteClass.quote
        if multiline, hashes > 0, closesOnSameLine(from: quote &+ 3, hashes: hashes) {
            multiline = false  // `#"""#` is the one-line string `"`, as in the compiler
        }
        lexStringBody(
            tokenStart: start, from: quote &+ (multiline ? 3 : 1), hashes: hashes, multiline: multiline,
            literalLine: line, continuation: false)
    }

    /// Whether a `"` followed by `hashes` `#` occurs between `from` and the end of the line.
    func closesOnSameLine(from: Int, hashes: Int) -> Bool {
        var j = from &- 1  // the third quote of `"""` may itself close: `#"""#`
        while j < n {
            let c = p[j]
            if c == ByteClass.newline || c == ByteClass.carriageReturn { return false }
            if c == ByteClass.quote {
                var k = j &+ 1
                var h = 0
                while h < hashes, k < n, p[k] == ByteClass.hash {
                    h &+= 1
                    k &+= 1
                }
                if h == hashes { return true }
            }
            j &+= 1
        }
        return false
    }

    /// Scans string content from `from` to the closing delimiter or the next
    /// interpolation, and emits the token. A single-line string ends at a line break
    /// (with a warning) so that one stray quote cannot swallow the rest of the file.
    mutating func lexStringBody(
        tokenStart: Int, from: Int, hashes: Int, multiline: Bool, literalLine: UInt32, continuation: Bool
    ) {
        let tokenLine = line
        var extra: Token.Flags = multiline ? .multiline : []
        if hashes > 0 { extra.insert(.raw) }
        var j = from
        while j < n {
            let c = p[j]
            if c == ByteClass.backslash {
                var k = j &+ 1
                var h = 0
                while h < hashes, k < n, p[k] == ByteClass.hash {
                    h &+= 1
                    k &+= 1
                }
                if h < hashes {
                    j &+= 1  // a plain backslash in a raw string
                    continue
                }
                guard k < n else {
                    j = k
                    break
                }
                if p[k] == ByteClass.leftParen {
                    emit(continuation ? .stringMiddle : .stringHead, tokenStart, k &+ 1, line: tokenLine, extra: extra)
                    interpolations.append(
                        Interpolation(hashes: hashes, multiline: multiline, parens: 0, line: literalLine))
                    i = k &+ 1
                    return
                }
                let escaped = p[k]
                if escaped == ByteClass.newline || escaped == ByteClass.carriageReturn {
                    if !multiline {
                        j = k
                        continue
                    }  // let the line-break check end the literal
                    if escaped == ByteClass.newline { line &+= 1 }
                }
                j = k &+ 1
                continue
            }
            if c == ByteClass.quote {
                var k = j &+ 1
                if multiline {
                    guard at(k) == ByteClass.quote, at(k &+ 1) == ByteClass.quote else {
                        j &+= 1
                        continue
                    }
                    k &+= 2
                }
                var h = 0
                while h < hashes, k < n, p[k] == ByteClass.hash {
                    h &+= 1
                    k &+= 1
                }
                if h == hashes {
                    emit(continuation ? .stringTail : .string, tokenStart, k, line: tokenLine, extra: extra)
                    i = k
                    return
                }
                j &+= 1
                continue
            }
            if c == ByteClass.newline || c == ByteClass.carriageReturn {
                if !multiline {
                    warnings.add(line: Int(literalLine), "unterminated string literal")
                    emit(continuation ? .stringTail : .string, tokenStart, j, line: tokenLine, extra: extra)
                    i = j
                    return
                }
                if c == ByteClass.newline { line &+= 1 }
            }
            j &+= 1
        }
        warnings.add(line: Int(literalLine), "unterminated string literal at end of file")
        emit(continuation ? .stringTail : .string, tokenStart, n, line: tokenLine, extra: extra)
        i = n
    }

    /// Whether the previous token leaves us in expression position, where `/` can open
    /// a regex literal rather than divide.
    var regexAllowedHere: Bool {
        guard tokenCount > 0 else { return true }
        let last = tokenBase[tokenCount &- 1]
        switch last.kind {
        case .leftParen, .leftBracket, .leftBrace, .comma, .colon, .semicolon, .operator, .stringHead,
            .stringMiddle:
            return true
        case .identifier:
            switch last.keyword {
            case .return, .case, .in, .where, .if, .guard, .while, .try, .await, .throw, .else, .switch, .is,
                .as:
                return true
            default: return false
            }
        default:
            return false
        }
    }

    /// A bare `/regex/` on one line, recognised conservatively: in expression position,
    /// not starting or ending with white space, no unbalanced `)`. Otherwise `/` is an operator.
    mutating func lexBareRegex() -> Bool {
        guard regexAllowedHere else { return false }
        guard let first = at(i &+ 1), !ByteClass.isSpaceOrEnd(first), first != ByteClass.equal,
            first != ByteClass.rightParen
        else { return false }
        var j = i &+ 1
        var depth = 0
        let limit = min(n, i &+ Self.bareRegexLimit)
        while j < limit {
            let c = p[j]
            switch c {
            case ByteClass.newline, ByteClass.carriageReturn:
                return false
            case ByteClass.backslash:
                if let e = at(j &+ 1), e == ByteClass.newline || e == ByteClass.carriageReturn { return false }
                j &+= 2
                continue
            case ByteClass.leftParen:
                depth &+= 1
            case ByteClass.rightParen:
                if depth == 0 { return false }
                depth &-= 1
            case ByteClass.slash:
                let before = p[j &- 1]
                if before == ByteClass.space || before == ByteClass.tab { return false }
                emit(.regex, i, j &+ 1, line: line)
                i = j &+ 1
                return true
            default:
                break
            }
            j &+= 1
        }
        return false
    }

    /// `#/…/#` with `hashes` hashes. When `#/` ends its line the literal may span lines;
    /// otherwise it must close on the same line.
    mutating func lexExtendedRegex(start: Int, hashes: Int) -> Bool {
        let slash = start &+ hashes
        let multiline = at(slash &+ 1) == ByteClass.newline || at(slash &+ 1) == ByteClass.carriageReturn
        if !multiline, slash < extendedRegexFailEnd, hashes >= extendedRegexFailHashes { return false }
        let startLine = line
        var newlines: UInt32 = 0
        var j = slash &+ 1
        let limit = multiline ? n : min(n, slash &+ Self.extendedRegexLimit)
        while j < limit {
            let c = p[j]
            if c == ByteClass.backslash {
                if let e = at(j &+ 1), e == ByteClass.newline {
                    if !multiline { break }
                    newlines &+= 1
                }
                j &+= 2
                continue
            }
            if c == ByteClass.newline || c == ByteClass.carriageReturn {
                if !multiline { break }
                if c == ByteClass.newline { newlines &+= 1 }
            } else if c == ByteClass.slash {
                var k = j &+ 1
                var h = 0
                while h < hashes, k < n, p[k] == ByteClass.hash {
                    h &+= 1
                    k &+= 1
                }
                if h == hashes {
                    emit(.regex, start, k, line: startLine)
                    line &+= newlines
                    i = k
                    return true
                }
            }
            j &+= 1
        }
        if multiline {
            warnings.add(line: Int(startLine), "unterminated regex literal at end of file")
            emit(.regex, start, n, line: startLine)
            line &+= newlines
            i = n
            return true
        }
        extendedRegexFailEnd = j
        extendedRegexFailHashes = hashes
        return false
    }
}
