import ArchHistCore

/// Reads the expressions of a Swift manifest from its tokens: the `Package(…)` of a
/// `Package.swift` (`ManifestParser+Package`), the `Project(…)` of a Tuist
/// `Project.swift` (`ManifestParser+Tuist`).
///
/// It evaluates the small subset of Swift that manifests use to list targets: array
/// literals, `+`, a literal of lists flattened (`[a, b].flatMap { $0 }`, `.joined()`),
/// top-level `let`/`var` constants referenced by name, `append` / `+=` on them or on
/// `package.targets`, and a top-level `for` loop appending to each target of a list.
/// Anything else gives a warning, never a failure.
struct ManifestParser {
    /// A run of tokens `[start, end)`.
    struct Span {
        var start: Int
        var end: Int
        var isEmpty: Bool { start >= end }
    }

    /// `name.append(x)` (one element), `name.append(contentsOf: xs)` or `name += xs`.
    struct Mutation {
        var span: Span
        var isElement: Bool
    }

    /// `for variable in list { body }`: `list` is a dotted name (`features`, `package.targets`).
    struct Loop {
        var variable: String
        var list: String
        var body: Span
    }

    let p: UnsafePointer<UInt8>
    /// The code tokens (`#if` lines removed: every branch counts).
    let t: [Token]
    var warnings = WarningList()
    /// Messages given once for the whole manifest, however often their cause recurs.
    var warnedOnce: Set<String> = []
    /// Top-level `let` / `var` initializers by name.
    var bindings: [String: Span] = [:]
    /// The initializers of static constants a top-level type declares, by `Type.name`, and by
    /// `.name` where one type alone declares the name (`private enum Target { static let
    /// msData = "MSData" }`, `extension String { static let package = "MSData" }`).
    var staticBindings: [String: Span] = [:]
    /// The initializers of constants the top-level types declare (`let projectName = "Trinap"`
    /// of a project factory class), by bare name, where one type alone declares the name: what
    /// the type's own methods mean by it.
    var memberBindings: [String: Span] = [:]
    /// Mutations by dotted receiver (`targets`, `package.targets`).
    var mutations: [String: [Mutation]] = [:]
    /// Top-level `for variable in list { … }` loops, whose body may mutate each element.
    var loops: [Loop] = []
    /// Names being resolved, against cycles.
    var resolving: Set<String> = []
    /// For each opening bracket, the index of its closing one (`t.count` when unclosed).
    let matching: [Int]
    /// Evaluation steps left: constants referenced many times over cannot blow up.
    var budget = 100_000
    /// In a helper function's body, its parameters by name, each with the label its
    /// callers write: a string using one holds its placeholder (`$(name)`).
    var parameters: [String: String] = [:]
    /// The helper functions a Tuist project calls to make its targets.
    var helperCalls: [TuistHelperCall] = []
    /// The functions a package manifest declares to make its targets, by name.
    var packageHelpers: [String: PackageTargetHelper] = [:]

    init(_ p: UnsafePointer<UInt8>, tokens: [Token]) {
        self.p = p
        var code: [Token] = []
        code.reserveCapacity(tokens.count)
        var k = 0
        while k < tokens.count {
            switch tokens[k].kind {
            case .poundIf, .poundElseif, .poundElse, .poundEndif:
                k += 1
                while k < tokens.count, !tokens[k].hasNewlineBefore { k += 1 }
            default:
                code.append(tokens[k])
                k += 1
            }
        }
        self.t = code
        var matching = [Int](repeating: code.count, count: code.count)
        var open: [Int] = []
        for (index, token) in code.enumerated() {
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace, .stringHead: open.append(index)
            case .rightParen, .rightBracket, .rightBrace, .stringTail:
                if let opener = open.popLast() { matching[opener] = index }
            default: break
            }
        }
        self.matching = matching
    }

    /// Spends one evaluation step; false (with one warning) once the budget is exhausted.
    mutating func spend(at k: Int) -> Bool {
        budget -= 1
        if budget == 0 { warnings.add(line: line(k), "manifest too complex: the rest is not read") }
        return budget > 0
    }

    mutating func warnOnce(line: Int, _ message: String) {
        if warnedOnce.insert(message).inserted { warnings.add(line: line, message) }
    }

    // MARK: - Tokens

    func text(_ k: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: p + t[k].startIndex, count: t[k].length), as: UTF8.self)
    }

    func line(_ k: Int) -> Int { k < t.count ? t[k].lineNumber : (t.last?.lineNumber ?? 1) }

    func isOperator(_ k: Int, _ spelling: StaticString) -> Bool {
        guard k < t.count, t[k].kind == .operator, t[k].length == spelling.utf8CodeUnitCount else { return false }
        return memcmpEqual(p + t[k].startIndex, spelling.utf8Start, t[k].length)
    }

    func isName(_ k: Int, _ spelling: StaticString) -> Bool {
        guard k < t.count, t[k].kind == .identifier, t[k].length == spelling.utf8CodeUnitCount else { return false }
        return memcmpEqual(p + t[k].startIndex, spelling.utf8Start, t[k].length)
    }

    /// The index of the bracket closing the one at `open` (or `t.count`).
    func closing(_ open: Int) -> Int {
        open < matching.count ? matching[open] : t.count
    }

    /// The end of the expression starting at `start`: a line break, `;` or `}` outside
    /// brackets, unless the line ends or the next starts with an operator or a dot.
    func expressionEnd(from start: Int) -> Int {
        var k = start
        while k < t.count {
            let token = t[k]
            if k > start, token.hasNewlineBefore {
                let previous = t[k - 1]
                let continued =
                    token.kind == .dot || (token.kind == .operator && token.hasSpaceBefore)
                    || previous.kind == .operator || previous.kind == .comma || previous.kind == .dot
                if !continued { return k }
            }
            switch token.kind {
            case .semicolon, .rightBrace, .rightParen, .rightBracket, .stringTail: return k
            case .leftParen, .leftBracket, .leftBrace, .stringHead:
                k = closing(k) + 1
                continue
            case .identifier where k > start && (token.keyword == .let || token.keyword == .var):
                return k
            case .operator where k > start && (isOperator(k, "=") || isOperator(k, "+=")):
                return k
            default: break
            }
            k += 1
        }
        return t.count
    }

    /// Splits `[start, end)` at top-level commas.
    func elements(_ span: Span) -> [Span] {
        var result: [Span] = []
        var k = span.start
        var elementStart = span.start
        while k < span.end {
            switch t[k].kind {
            case .leftParen, .leftBracket, .leftBrace, .stringHead:
                k = closing(k) + 1
                continue
            case .comma:
                result.append(Span(start: elementStart, end: k))
                elementStart = k + 1
            default: break
            }
            k += 1
        }
        if elementStart < span.end { result.append(Span(start: elementStart, end: span.end)) }
        return result
    }

    /// `label: value` arguments of the call whose `(` is at `open`.
    func arguments(ofCallAt open: Int) -> [(label: String?, value: Span)] {
        let close = min(closing(open), t.count)
        return elements(Span(start: open + 1, end: close)).map { element in
            if element.end - element.start >= 2, t[element.start].kind == .identifier,
                t[element.start + 1].kind == .colon
            {
                return (text(element.start), Span(start: element.start + 2, end: element.end))
            }
            return (nil, element)
        }
    }

    /// Splits `[start, end)` at top-level `+` operators.
    func operands(_ span: Span) -> [Span] {
        var result: [Span] = []
        var k = span.start
        var operandStart = span.start
        while k < span.end {
            switch t[k].kind {
            case .leftParen, .leftBracket, .leftBrace, .stringHead:
                k = closing(k) + 1
                continue
            case .operator where isOperator(k, "+"):
                result.append(Span(start: operandStart, end: k))
                operandStart = k + 1
            default: break
            }
            k += 1
        }
        result.append(Span(start: operandStart, end: span.end))
        return result
    }

    // MARK: - Statements

    /// Records top-level `let`/`var` bindings and the `append` / `+=` mutations anywhere.
    mutating func indexStatements() {
        var depth = 0
        var k = 0
        // The top-level type whose body is open, and the type named last at the top level.
        var openType: String? = nil
        var namedType: String? = nil
        var ambiguous: Set<String> = []
        var ambiguousMembers: Set<String> = []
        while k < t.count {
            let token = t[k]
            switch token.kind {
            case .leftBrace where depth == 0:
                openType = namedType
                namedType = nil
                depth += 1
            case .identifier where depth == 1 && token.keyword == .let && openType != nil:
                // A constant of the type, with or without `static`; its annotation skipped.
                guard k + 1 < t.count, t[k + 1].kind == .identifier else { break }
                let name = text(k + 1)
                var j = k + 2
                if j < t.count, t[j].kind == .colon {
                    j += 1
                    while j < t.count, !isOperator(j, "="), !t[j].hasNewlineBefore { j += 1 }
                }
                guard isOperator(j, "=") else { break }
                let value = Span(start: j + 1, end: expressionEnd(from: j + 1))
                if memberBindings[name] != nil || ambiguousMembers.contains(name) {
                    ambiguousMembers.insert(name)
                    memberBindings[name] = nil
                } else {
                    memberBindings[name] = value
                }
            case .leftBrace, .leftParen, .leftBracket, .stringHead: depth += 1
            case .rightBrace where depth == 1:
                openType = nil
                depth = 0
            case .rightBrace, .rightParen, .rightBracket, .stringTail: depth = max(0, depth - 1)
            case .identifier
            where depth == 0 && [.enum, .struct, .class, .extension].contains(token.keyword) && k + 1 < t.count
                && t[k + 1].kind == .identifier:
                namedType = text(k + 1)
            case .identifier where depth == 1 && token.keyword == .static && openType != nil:
                guard k + 3 < t.count, t[k + 1].keyword == .let, t[k + 2].kind == .identifier,
                    isOperator(k + 3, "="), let type = openType
                else { break }
                let name = text(k + 2)
                let value = Span(start: k + 4, end: expressionEnd(from: k + 4))
                staticBindings[type + "." + name] = value
                if staticBindings["." + name] != nil || ambiguous.contains(name) {
                    ambiguous.insert(name)
                    staticBindings["." + name] = nil
                } else {
                    staticBindings["." + name] = value
                }
            case .identifier where depth == 0 && (token.keyword == .let || token.keyword == .var):
                if k + 1 < t.count, t[k + 1].kind == .identifier {
                    let name = text(k + 1)
                    var j = k + 2
                    if j < t.count, t[j].kind == .colon {
                        // Skip the type annotation (`[Target]`, `Target.Dependency`) up to `=`.
                        j += 1
                        while j < t.count, !isOperator(j, "=") {
                            if t[j].hasNewlineBefore { break }
                            if t[j].kind == .leftBracket || t[j].kind == .leftParen {
                                j = closing(j)
                            }
                            j += 1
                        }
                    }
                    if isOperator(j, "="), bindings[name] == nil {
                        bindings[name] = Span(start: j + 1, end: expressionEnd(from: j + 1))
                    }
                }
            case .identifier where depth == 0 && token.keyword == .for:
                if let loop = loop(at: k) { loops.append(loop) }
            case .identifier where k == 0 || t[k - 1].kind != .dot:
                mutation(at: k)
            default: break
            }
            k += 1
        }
    }

    /// `for variable in a.b {` at `k`, with the span of its body.
    func loop(at k: Int) -> Loop? {
        guard k + 3 < t.count, t[k + 1].kind == .identifier, t[k + 2].is(.in), t[k + 3].kind == .identifier
        else { return nil }
        var list = text(k + 3)
        var j = k + 4
        while j + 1 < t.count, t[j].kind == .dot, t[j + 1].kind == .identifier {
            list += "." + text(j + 1)
            j += 2
        }
        guard j < t.count, t[j].kind == .leftBrace else { return nil }
        return Loop(variable: text(k + 1), list: list, body: Span(start: j + 1, end: closing(j)))
    }

    /// `a.b.append(x)`, `a.b.append(contentsOf: xs)`, `a.b += xs` starting at `k`.
    mutating func mutation(at start: Int) {
        var path = text(start)
        var k = start + 1
        while k + 1 < t.count, t[k].kind == .dot, t[k + 1].kind == .identifier, !isName(k + 1, "append") {
            path += "." + text(k + 1)
            k += 2
        }
        if isOperator(k, "+=") {
            let span = Span(start: k + 1, end: expressionEnd(from: k + 1))
            mutations[path, default: []].append(Mutation(span: span, isElement: false))
        } else if k + 2 < t.count, t[k].kind == .dot, isName(k + 1, "append"), t[k + 2].kind == .leftParen {
            let open = k + 2
            let args = arguments(ofCallAt: open)
            guard args.count == 1 else { return }
            let isElement = args[0].label == nil
            mutations[path, default: []].append(Mutation(span: args[0].value, isElement: isElement))
        }
    }

    /// The first `Name(` call not reached through a dot (`Package(`, `Project(`): its `(`,
    /// and the variable it is bound to by `let variable = Name(`.
    func initializerCall(named name: StaticString) -> (open: Int, variable: String?)? {
        var k = 0
        while k + 1 < t.count {
            if isName(k, name), t[k + 1].kind == .leftParen, k == 0 || t[k - 1].kind != .dot {
                var variable: String? = nil
                if k >= 3, isOperator(k - 1, "="), t[k - 2].kind == .identifier,
                    t[k - 3].is(.let) || t[k - 3].is(.var)
                {
                    variable = text(k - 2)
                }
                return (k + 1, variable)
            }
            k += 1
        }
        return nil
    }
}
