/// Code that names a type without depending on it when the app runs: a `#Preview`
/// body is scaffolding for Xcode's canvas, which the app never runs, and `#selector(…)`
/// is the name of a message, sent through the responder chain to whoever answers it.
/// A reach into the app delegate written `#selector(AppDelegate.showPreferences)` holds
/// no app delegate. `Bundle(for: AppDelegate.self)` names a class only to find the
/// bundle its code is in. All are skipped whole: their names are no uses.
extension FactScanner {
    /// At the pound keyword `at`: the index just after what it names without using, or
    /// nil when it is another keyword or its brackets are never closed.
    func afterNamesWithoutUse(_ at: Int) -> Int? {
        let token = t[at]
        let next = at &+ 1
        if bytesEqual(token, "#selector") {
            guard next < count, t[next].kind == .leftParen else { return nil }
            return afterBalanced(next, open: .leftParen, close: .rightParen)
        }
        guard bytesEqual(token, "#Preview") else { return nil }
        var body = next
        if body < count, t[body].kind == .leftParen {
            guard let after = afterBalanced(body, open: .leftParen, close: .rightParen) else { return nil }
            body = after
        }
        guard body < count, t[body].kind == .leftBrace else { return nil }
        return afterBalanced(body, open: .leftBrace, close: .rightBrace)
    }

    /// At `(` after `Bundle`: the index after `(for: Name.self)`, the class naming its
    /// bundle; nil for any other argument.
    func afterBundleToken(_ open: Int) -> Int? {
        var j = open &+ 1
        guard j &+ 2 < count, t[j].keyword == .for, t[j &+ 1].kind == .colon else { return nil }
        j &+= 2
        // `Name.self` or `Module.Name.self`: names and dots up to `self`, then `)`.
        while j &+ 2 < count, t[j].kind == .identifier, t[j].keyword == .none, t[j &+ 1].kind == .dot {
            j &+= 2
            if t[j].keyword == .selfValue { return t[j &+ 1].kind == .rightParen ? j &+ 2 : nil }
        }
        return nil
    }

    /// The index after the bracket that closes the one at `start`, counting only that
    /// kind of bracket; nil when it is never closed (the code is scanned as usual then).
    private func afterBalanced(_ start: Int, open: TokenKind, close: TokenKind) -> Int? {
        var depth = 0
        var j = start
        while j < count {
            let kind = t[j].kind
            if kind == open {
                depth &+= 1
            } else if kind == close {
                depth &-= 1
                if depth == 0 { return j &+ 1 }
            }
            j &+= 1
        }
        return nil
    }
}
