/// The functions a manifest declares (`func name(…) -> Result { … }`), as the helpers of a
/// package or a Tuist project are written.
extension ManifestParser {
    /// A function declaration: its name, the `(` of its parameter list, the last name of its
    /// result type (`Target` in `-> ProjectDescription.Target`) and its body, between braces.
    struct FunctionShape {
        var name: String
        var line: Int
        var parameters: Int
        var result: String?
        var body: Span
    }

    /// What starts at token `k`: a function, with the token after it; or none, with the
    /// token to look at next; or the end of the manifest.
    enum FunctionAt {
        case function(FunctionShape, next: Int)
        case none(next: Int)
        case end
    }

    func function(at k: Int) -> FunctionAt {
        guard k + 1 < t.count else { return .end }
        guard t[k].is(.func), t[k + 1].kind == .identifier else { return .none(next: k + 1) }
        // The parameter list, past generic parameters; then the body, past the result type.
        var open = k + 2
        while open < t.count, t[open].kind != .leftParen, t[open].kind != .leftBrace { open += 1 }
        guard open < t.count, t[open].kind == .leftParen else { return .none(next: open) }
        var body = closing(open) + 1
        var result: String? = nil
        while body < t.count, t[body].kind != .leftBrace {
            if t[body].kind == .identifier { result = text(body) }
            body += 1
        }
        guard body < t.count else { return .end }
        let end = closing(body)
        let shape = FunctionShape(
            name: text(k + 1), line: line(k), parameters: open, result: result, body: Span(start: body + 1, end: end))
        return .function(shape, next: end + 1)
    }
}
