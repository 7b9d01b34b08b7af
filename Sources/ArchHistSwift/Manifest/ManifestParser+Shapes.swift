/// The expression shapes every manifest is made of (array literals, calls, members,
/// constants), and lists of them, shared by the Package.swift and Tuist readers.
extension ManifestParser {
    /// How many constants deep a reference is followed before it is given up.
    static let maximumIndirection = 16

    /// A call filling a span: `Name(…)`, `.name(…)` or `A.B.name(…)`, possibly with
    /// a trailing closure.
    struct Callee {
        /// Whether the call starts with a dot (`.target(…)`): the type is inferred.
        var leadingDot: Bool
        /// The indices of the dotted names, `Project` and `app` in `Project.app(…)`.
        var names: [Int]
        /// The index of `(`.
        var open: Int
    }

    /// `[…] + name + […]`: the elements of each operand, read by `element`. A constant
    /// operand is followed through its initializer and its mutations; `operand` may read
    /// operands of other shapes first (nil when it does not know one).
    mutating func list<T>(
        _ span: Span, what: String, element: (inout ManifestParser, Span) -> T?,
        operand: (inout ManifestParser, Span) -> [T]? = { _, _ in nil }
    ) -> [T] {
        guard spend(at: span.start) else { return [] }
        var result: [T] = []
        for part in operands(span) {
            if let values = operand(&self, part) {
                result += values
            } else if let inner = arrayLiteral(part) {
                for item in elements(inner) { if let value = element(&self, item) { result.append(value) } }
            } else if let name = reference(part) {
                result += resolve(name, line: line(part.start)) { parser, span in
                    parser.list(span, what: what, element: element, operand: operand)
                } element: { parser, span in
                    element(&parser, span).map { [$0] } ?? []
                }
            } else if let lists = flattened(part) {
                for inner in lists { result += list(inner, what: what, element: element, operand: operand) }
            } else if !part.isEmpty {
                warnings.add(line: line(part.start), "cannot follow the \(what) list expression: skipped")
            }
        }
        return result
    }

    /// The lists of `[a, b].flatMap { $0 }` or `[a, b].joined()`, possibly in `Array(…)`:
    /// a literal of lists read as their concatenation.
    func flattened(_ span: Span) -> [Span]? {
        var span = span
        if span.end - span.start > 3, isName(span.start, "Array"), t[span.start + 1].kind == .leftParen,
            closing(span.start + 1) == span.end - 1
        {
            span = Span(start: span.start + 2, end: span.end - 1)
        }
        guard !span.isEmpty, t[span.start].kind == .leftBracket else { return nil }
        let close = closing(span.start)
        let k = close + 1
        guard k + 2 < span.end, t[k].kind == .dot else { return nil }
        let flattens =
            (isName(k + 1, "joined") && t[k + 2].kind == .leftParen && k + 4 == span.end
                && t[k + 3].kind == .rightParen)
            || (isName(k + 1, "flatMap") && t[k + 2].kind == .leftBrace && k + 5 == span.end
                && t[k + 3].kind == .dollarIdentifier && text(k + 3) == "$0" && t[k + 4].kind == .rightBrace)
        guard flattens else { return nil }
        return elements(Span(start: span.start + 1, end: close))
    }

    mutating func stringList(_ span: Span, what: String) -> [String] {
        guard let list = arrayLiteral(span) else {
            if !span.isEmpty { warnings.add(line: line(span.start), "cannot read the \(what) list: skipped") }
            return []
        }
        return elements(list).compactMap { string($0, what: what) }
    }

    /// The inside of `[ … ]` when the span is exactly one array literal; an empty span for
    /// an empty array made by `[Target]()` or `Array<Target>()`.
    func arrayLiteral(_ span: Span) -> Span? {
        guard !span.isEmpty else { return nil }
        let emptyCall =
            span.end - span.start >= 3 && t[span.end - 2].kind == .leftParen && t[span.end - 1].kind == .rightParen
        if t[span.start].kind == .leftBracket {
            let close = closing(span.start)
            if close + 1 == span.end { return Span(start: span.start + 1, end: close) }
            if emptyCall, close + 3 == span.end { return Span(start: span.end, end: span.end) }
            return nil
        }
        if emptyCall, isName(span.start, "Array"), isOperator(span.start + 1, "<") {
            return Span(start: span.end, end: span.end)
        }
        return nil
    }

    /// The name when the span is exactly one identifier.
    func reference(_ span: Span) -> String? {
        guard span.end - span.start == 1, t[span.start].kind == .identifier, t[span.start].keyword == .none else {
            return nil
        }
        return text(span.start)
    }

    /// `.kind(…)` or `Qualifier.kind(…)` filling the whole span: the index of `kind` and of `(`.
    func call(_ span: Span) -> (Int, Int)? {
        var k = span.start
        if k < span.end, t[k].kind == .dot {
            k += 1
        } else {
            // `Target.target(`, `PackageDescription.Target.Dependency.product(`
            while k + 1 < span.end, t[k].kind == .identifier, t[k + 1].kind == .dot { k += 2 }
            guard k > span.start else { return nil }
        }
        guard k + 1 < span.end, t[k].kind == .identifier, t[k + 1].kind == .leftParen else { return nil }
        guard closing(k + 1) + 1 == span.end else { return nil }
        return (k, k + 1)
    }

    /// `Name(…)`, `.name(…)`, `A.B.name(…)` filling the span, a trailing closure allowed
    /// (`Project.make(name: "X") { … }`). Names may be keywords: `.init(`, `.package(`.
    func callee(_ span: Span) -> Callee? {
        var k = span.start
        let leadingDot = k < span.end && t[k].kind == .dot
        if leadingDot { k += 1 }
        var names: [Int] = []
        while k < span.end, t[k].kind == .identifier {
            names.append(k)
            guard k + 2 < span.end, t[k + 1].kind == .dot else {
                k += 1
                break
            }
            k += 2
        }
        guard !names.isEmpty, k < span.end, t[k].kind == .leftParen else { return nil }
        let close = closing(k)
        let closureEnd = close + 1 < span.end && t[close + 1].kind == .leftBrace ? closing(close + 1) : close
        guard closureEnd + 1 == span.end else { return nil }
        return Callee(leadingDot: leadingDot, names: names, open: k)
    }

    /// How a call is written, for messages: `Project.app`, `.featureFramework`.
    func spelling(_ callee: Callee) -> String {
        (callee.leadingDot ? "." : "") + callee.names.map(text).joined(separator: ".")
    }

    /// The index of `name` when the span is exactly `.name` or `A.B.name` (no call).
    func member(_ span: Span) -> Int? {
        var k = span.start
        if k < span.end, t[k].kind == .identifier { k += 1 }  // the qualifier's first name
        var last: Int? = nil
        while k + 1 < span.end, t[k].kind == .dot, t[k + 1].kind == .identifier {
            last = k + 1
            k += 2
        }
        return k == span.end ? last : nil
    }

    /// The value of the constant a span names, read by `read`; nil with a warning when
    /// it is no top-level constant (a parameter, a cycle, too deep).
    mutating func constant<T>(_ name: String, at k: Int, what: String, _ read: (inout ManifestParser, Span) -> T?)
        -> T?
    {
        guard let binding = binding(named: name), !resolving.contains(name), resolving.count < Self.maximumIndirection
        else {
            warnings.add(line: line(k), "cannot follow \(what) '\(name)': skipped")
            return nil
        }
        resolving.insert(name)
        defer { resolving.remove(name) }
        return read(&self, binding)
    }

    /// What constant `name` is bound to: a constant of the manifest, or else the one constant of
    /// that name its types declare (`class BaseProjectFactory { let dependencies = [...] }`, used
    /// as `dependencies: dependencies` inside the factory's methods).
    func binding(named name: String) -> Span? { bindings[name] ?? memberBindings[name] }

    /// The values of constant `name`: its initializer (a list) and its mutations.
    mutating func resolve<T>(
        _ name: String, line: Int, list: (inout ManifestParser, Span) -> [T],
        element: (inout ManifestParser, Span) -> [T]
    ) -> [T] {
        guard let binding = binding(named: name), !resolving.contains(name), resolving.count < Self.maximumIndirection
        else {
            warnings.add(line: line, "cannot follow '\(name)': skipped")
            return []
        }
        resolving.insert(name)
        defer { resolving.remove(name) }
        var result = list(&self, binding)
        for mutation in mutations[name] ?? [] {
            result += mutation.isElement ? element(&self, mutation.span) : list(&self, mutation.span)
        }
        return result
    }
}
