/// `#if` / `#elseif` / `#else` / `#endif` lines: they set the condition of what follows
/// and are not code themselves (no references, no declaration-start change).
extension FactScanner {
    mutating func directive(_ token: Token) {
        switch token.kind {
        case .poundIf:
            let condition = conditionText(from: i &+ 1)
            conditions.pushIf(condition, line: token.lineNumber)
            if conditions.frames.count == ConditionStack.maximumRenderedDepth + 1 {
                warnings.add(line: token.lineNumber, "#if nested too deep: inner conditions not recorded")
            }
        case .poundElseif:
            let condition = conditionText(from: i &+ 1)
            if !conditions.elseIf(condition) { warnings.add(line: token.lineNumber, "#elseif without #if") }
        case .poundElse:
            if !conditions.else() { warnings.add(line: token.lineNumber, "#else without #if") }
            i = endOfLine(from: i &+ 1)
        default:
            if !conditions.endIf() { warnings.add(line: token.lineNumber, "#endif without #if") }
            i = endOfLine(from: i &+ 1)
        }
    }

    func endOfLine(from start: Int) -> Int {
        var j = start
        while j < count, !t[j].hasNewlineBefore { j &+= 1 }
        return j
    }

    /// The condition after `#if`: the tokens of the line (continued while parentheses are
    /// open or the line ends with `&&` / `||`), one space where the source had any.
    /// Moves `i` past it.
    mutating func conditionText(from start: Int) -> String {
        scratch.removeAll(keepingCapacity: true)
        var j = start
        var depth = 0
        var continues = false
        let limit = min(count, start &+ 4096)
        while j < limit {
            let token = t[j]
            if token.hasNewlineBefore, depth <= 0, !continues { break }
            if token.kind == .poundIf || token.kind == .poundElse || token.kind == .poundElseif
                || token.kind == .poundEndif
            {
                break
            }
            if j > start, token.hasSpaceBefore { scratch.append(ByteClass.space) }
            scratch.append(contentsOf: UnsafeBufferPointer(start: p + token.startIndex, count: token.length))
            switch token.kind {
            case .leftParen: depth &+= 1
            case .rightParen: depth &-= 1
            default: break
            }
            continues = token.kind == .operator && (bytesEqual(token, "&&") || bytesEqual(token, "||"))
            j &+= 1
        }
        i = j
        return scratchText()
    }
}
