/// Code cut short: a `(` or `[` never closed (a file cut in half, a regex literal
/// `/abc(` that is no literal, a merge gone wrong). What follows it would be read as
/// inside it, so its declarations would be taken for uses. A line that starts with a
/// declaration cannot stand inside `()` or `[]` in Swift (but in `@abi(…)`): there the
/// brackets are closed.
extension FactScanner {
    /// Whether the tokens at `start` begin a type, function or import declaration:
    /// attributes (`@MainActor`, `@available(iOS 17, *)`, on lines of their own or
    /// not), modifiers, a declaration keyword, then a name on the same line. (`import:`
    /// or `class:` is an argument label, followed by a colon, not a name.)
    func startsDeclaration(at start: Int) -> Bool {
        var k = start
        var attributes = 0
        while k &+ 1 < count, t[k].kind == .at, t[k &+ 1].kind == .identifier, !t[k &+ 1].hasSpaceBefore {
            attributes &+= 1
            guard attributes <= 8 else { return false }
            k &+= 2
            while k &+ 1 < count, t[k].kind == .dot, t[k &+ 1].kind == .identifier { k &+= 2 }
            if k < count, t[k].kind == .leftParen, !t[k].hasSpaceBefore { k = afterBalancedParentheses(k) }
        }
        let first = k
        var modifiers = 0
        while k < count, t[k].kind == .identifier, !t[k].flags.contains(.backtick) {
            switch t[k].keyword {
            case .struct, .class, .enum, .protocol, .extension, .import, .func, .typealias, .actor:
                guard k &+ 1 < count else { return false }
                let name = t[k &+ 1]
                return name.kind == .identifier && !name.hasNewlineBefore && name.keyword == .none
            case .public, .private, .fileprivate, .internal, .package, .open, .final:
                guard modifiers < 3, k == first || !t[k].hasNewlineBefore else { return false }
                modifiers &+= 1
                k &+= 1
            default:
                return false
            }
        }
        return false
    }

    /// Closes the `(` and `[` left open above the innermost `{}` body (or the top level),
    /// with a note naming the outermost one. Inside a string interpolation nothing is
    /// closed: the lexer reports an unterminated string.
    mutating func closeBracketsCutShort() {
        var k = containers.count &- 1
        while k >= 0, containers[k].kind != .brace {
            // In `@abi(…)` a declaration is what the brackets hold.
            if containers[k].kind == .interpolation || containers[k].isABI { return }
            k &-= 1
        }
        let open = containers[k &+ 1]
        let bracket = open.kind == .bracket ? "[" : "("
        warnings.add(
            line: Int(open.line),
            "`\(bracket)` is not closed before the declaration on line \(t[i].lineNumber): the code may be cut "
                + "short; read as closed there")
        while containers.count > k &+ 1 { containers.removeLast() }
        dropPendingAttributes(atOrBelow: containers.count &+ 1)
        pendingAccess = .none
        atDeclarationStart = true
    }
}
