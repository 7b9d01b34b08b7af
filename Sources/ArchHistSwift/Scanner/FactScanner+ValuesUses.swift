import ArchHistCore

/// Keys named where the injected values themselves are set, not wrapped: a member
/// taking a key path of the values (`.environment(\.theme, dark)`, a reducer's
/// `.dependency(\.apiClient, .mock)`) or a closure handed the values to set
/// (`withDependencies { $0.apiClient = .mock }`, `Store(…) withDependencies: { … }`,
/// `.transformDependency(\.self) { $0.apiClient = .mock }`).
/// Only the names of `KeyPathUse.valuesRoots`: a lowercase name taking a key path is
/// most often a collection's (`.map(\.id)`), which injects nothing.
extension FactScanner {
    /// The longest closure read for the keys it sets, in tokens: enough for any list
    /// of overrides, and a bound on the work a closure left open can cost.
    static var valuesClosureLimit: Int { 4096 }

    /// `name` is a lowercase identifier: records its keys when it is one of the names
    /// taking the values.
    mutating func valuesUse(at name: Int) {
        let token = t[name]
        guard token.length >= 10, name &+ 1 < count else { return }
        let next = t[name &+ 1].kind
        guard next == .leftParen || next == .leftBrace || next == .colon, let taker = valuesTaker(token) else { return }
        switch taker.form {
        case .member:
            guard name > 0, t[name &- 1].kind == .dot, next == .leftParen, !t[name &+ 1].hasSpaceBefore else { return }
            // `.transformDependency(\.self) { $0.key = … }` hands its closure the values whole.
            if name &+ 6 < count, t[name &+ 2].kind == .backslash, t[name &+ 3].kind == .dot,
                t[name &+ 4].keyword == .selfValue, t[name &+ 5].kind == .rightParen, t[name &+ 6].kind == .leftBrace
            {
                closureKeys(of: name, open: name &+ 6)
            } else {
                keyPathUse(callee: name, open: name &+ 1, form: .member)
            }
        case .closure:
            // `func withDependencies(…)` declares the function; it sets no value.
            guard name == 0 || t[name &- 1].keyword != .func, let open = valuesClosure(after: name) else { return }
            closureKeys(of: name, open: open)
        case .initializer, .attribute:
            return
        }
    }

    /// The entry of `KeyPathUse.valuesRoots` that `token` spells. The first byte rules
    /// most identifiers out before a string is made of the name, which would cost.
    private func valuesTaker(_ token: Token) -> (root: String, form: KeyPathUse.Form)? {
        let first = firstByte(token)
        guard
            first == UInt8(ascii: "d") || first == UInt8(ascii: "e") || first == UInt8(ascii: "t")
                || first == UInt8(ascii: "w") || first == UInt8(ascii: "p")
        else { return nil }
        return KeyPathUse.valuesRoots[text(token)]
    }

    /// The `{` of the closure that `withDependencies` at `name` is handed: right after
    /// it, after its label's `:`, after its arguments as a trailing closure, or as its
    /// first argument.
    private func valuesClosure(after name: Int) -> Int? {
        var k = name &+ 1
        if t[k].kind == .colon { k &+= 1 }
        guard k < count else { return nil }
        if t[k].kind == .leftParen {
            if k &+ 1 < count, t[k &+ 1].kind == .leftBrace { return k &+ 1 }
            var depth = 0
            while k < count {
                switch t[k].kind {
                case .leftParen: depth &+= 1
                case .rightParen: depth &-= 1
                default: break
                }
                k &+= 1
                if depth == 0 { break }
            }
        }
        return k < count && t[k].kind == .leftBrace ? k : nil
    }

    /// Records `$0.key` (or `values.key`, the closure's named parameter) in the closure
    /// opened at `open`: the first component of each, once per key. `$0` inside an
    /// `if`, `switch` or other statement's block is still the values; inside a closure
    /// nested in it, it is that closure's own parameter.
    private mutating func closureKeys(of name: Int, open: Int) {
        let parameter = closureParameter(open: open)
        var seen: [String] = []
        // For each brace open inside the closure: whether it opens a nested closure.
        var braces: [Bool] = []
        var nestedClosures = 0
        var j = open &+ 1
        let limit = min(count, open &+ Self.valuesClosureLimit)
        while j &+ 2 < limit {
            let token = t[j]
            switch token.kind {
            case .leftBrace:
                let isClosure = !opensStatementBlock(j, after: open)
                braces.append(isClosure)
                if isClosure { nestedClosures &+= 1 }
            case .rightBrace:
                guard let isClosure = braces.popLast() else { return }
                if isClosure { nestedClosures &-= 1 }
            case .dollarIdentifier where parameter == nil && nestedClosures == 0 && bytesEqual(token, "$0"),
                .identifier where parameter != nil && text(token) == parameter && t[j &- 1].kind != .dot:
                let key = t[j &+ 2]
                guard t[j &+ 1].kind == .dot, key.kind == .identifier else { break }
                let keyName = text(key)
                guard !seen.contains(keyName) else { break }
                seen.append(keyName)
                keyPathUses.append(
                    KeyPathUse(wrapper: text(t[name]), key: keyName, line: token.lineNumber, form: .closure))
            default: break
            }
            j &+= 1
        }
    }

    /// Whether the `{` at `brace` opens the block of a statement (`if`, `guard … else`,
    /// `switch`, `for`, `while`, `do`, `catch`, `repeat`, `defer`) rather than a closure:
    /// the statement's keyword stands before it, outside brackets, back to the previous
    /// `{`, `}` or `;` (and no further than `floor`). Inside `(…)` or `[…]` it is an
    /// argument: a closure.
    private func opensStatementBlock(_ brace: Int, after floor: Int) -> Bool {
        var depth = 0
        var k = brace &- 1
        while k > floor, k > brace &- 256 {
            let token = t[k]
            switch token.kind {
            case .rightParen, .rightBracket: depth &+= 1
            case .leftParen, .leftBracket:
                if depth == 0 { return false }
                depth &-= 1
            case .leftBrace, .rightBrace, .semicolon: return false
            default:
                guard depth == 0 else { break }
                switch token.keyword {
                case .if, .guard, .while, .switch, .for, .repeat, .else, .do, .catch, .defer: return true
                default: break
                }
            }
            k &-= 1
        }
        return false
    }

    /// `values` in `{ values in`, `{ (values) in` or `{ (values: inout DependencyValues) in`;
    /// nil when the closure names none (`$0`) or ignores it (`_ in`).
    private func closureParameter(open: Int) -> String? {
        var k = open &+ 1
        let parenthesized = k < count && t[k].kind == .leftParen
        if parenthesized { k &+= 1 }
        guard k &+ 1 < count, t[k].kind == .identifier, t[k].keyword == .none else { return nil }
        let name = k
        k &+= 1
        if parenthesized {
            while k < count, k < name &+ 8, t[k].kind != .rightParen { k &+= 1 }
            k &+= 1
        }
        guard k < count, t[k].keyword == .in else { return nil }
        let spelled = text(t[name])
        return spelled == "_" ? nil : spelled
    }
}
