import ArchHistCore

/// String values: the plain literals a Package.swift names things with, and the
/// constant strings a Tuist manifest builds paths from (`"\(root)/Sources/**"`).
extension ManifestParser {
    /// What a string expression evaluates to, or why it cannot be known without running it.
    enum ConstantString {
        case value(String)
        /// The reason, for a warning: `'name' is not a constant`.
        case unreadable(String)
    }

    static let notALiteral = "not a string literal"

    /// Longer strings are given up: constants concatenated many times over stay cheap.
    static let maximumStringLength = 4096

    /// The value of a span holding exactly one plain string literal, else a warning.
    mutating func string(_ span: Span, what: String) -> String? {
        if span.end - span.start == 1, t[span.start].kind == .string {
            let token = t[span.start]
            return StringLiteral.value(UnsafeBufferPointer(start: p + token.startIndex, count: token.length))
        }
        // A static constant of the manifest's own types (`Target.msData`) names a thing too.
        if let member = staticMember(span), staticBindings[member] != nil, case .value(let value) = constantString(span)
        {
            return value
        }
        let reason: String
        if span.isEmpty {
            reason = "missing"
        } else if t[span.start].kind == .stringHead {
            reason = "string interpolation"
        } else if t[span.start].kind == .string {
            reason = "string expression"
        } else {
            reason = "not a string literal"
        }
        warnings.add(line: line(span.start), "cannot read \(what) (\(reason)): skipped")
        return nil
    }

    /// The value of a string expression made of literals, top-level constants,
    /// interpolations of them and `+`; else a warning.
    mutating func constantString(_ span: Span, what: String) -> String? {
        switch constantString(span) {
        case .value(let value):
            return value
        case .unreadable(let reason):
            warnings.add(line: line(span.start), "cannot read \(what) (\(reason)): skipped")
            return nil
        }
    }

    /// The value of a string expression, without a warning.
    mutating func constantString(_ span: Span) -> ConstantString {
        guard !span.isEmpty else { return .unreadable("missing") }
        guard spend(at: span.start) else { return .unreadable("manifest too complex") }
        let parts = operands(span)
        if parts.count > 1 {
            var result = ""
            for part in parts {
                let value = constantString(part)
                guard case .value(let piece) = value else { return value }
                result += piece
                if result.utf8.count > Self.maximumStringLength { return .unreadable("string too long") }
            }
            return .value(result)
        }
        if span.end - span.start == 1, t[span.start].kind == .string {
            return StringLiteral.value(bytes(span.start)).map { .value($0) } ?? .unreadable(Self.notALiteral)
        }
        if t[span.start].kind == .stringHead, closing(span.start) == span.end - 1, t[span.end - 1].kind == .stringTail {
            return interpolated(span)
        }
        if let placeholder = parameterPlaceholder(span) { return .value(placeholder) }
        if let member = staticMember(span), let binding = staticBindings[member], !resolving.contains(member),
            resolving.count < Self.maximumIndirection
        {
            resolving.insert(member)
            defer { resolving.remove(member) }
            return constantString(binding)
        }
        if let name = reference(span) {
            guard let binding = binding(named: name), !resolving.contains(name),
                resolving.count < Self.maximumIndirection
            else { return .unreadable("'\(name)' is not a constant") }
            resolving.insert(name)
            defer { resolving.remove(name) }
            let value = constantString(binding)
            if case .unreadable(Self.notALiteral) = value { return .unreadable("'\(name)' is not a string constant") }
            return value
        }
        return .unreadable(Self.notALiteral)
    }

    /// `Type.name` or `.name` filling the span: the key of a static constant it may name.
    func staticMember(_ span: Span) -> String? {
        let count = span.end - span.start
        if count == 2, t[span.start].kind == .dot, t[span.start + 1].kind == .identifier {
            return "." + text(span.start + 1)
        }
        if count == 3, t[span.start].kind == .identifier, t[span.start + 1].kind == .dot,
            t[span.start + 2].kind == .identifier
        {
            return text(span.start) + "." + text(span.start + 2)
        }
        return nil
    }

    /// A helper's parameter, or a member of one (`module.rawValue`, `$(#0.rawValue)`): its
    /// placeholder. A bare `rawValue` is `self.rawValue`, in a member of an enum. What a
    /// member makes of the value is not known but for a case's raw value, which the
    /// helpers' enums give; else the folder on disk will say.
    func parameterPlaceholder(_ span: Span) -> String? {
        guard !parameters.isEmpty, t[span.start].kind == .identifier else { return nil }
        var label: String
        if let parameter = parameters[text(span.start)] {
            label = parameter
        } else if isName(span.start, "rawValue") {
            label = "self.rawValue"
        } else {
            return nil
        }
        var k = span.start + 1
        while k + 1 < span.end, t[k].kind == .dot, t[k + 1].kind == .identifier {
            label += "." + text(k + 1)
            k += 2
        }
        return k == span.end ? TuistHelperCall.placeholder(label) : nil
    }

    /// `"a\(x)b"` from its head, middle and tail tokens: the literal is rebuilt with each
    /// interpolated value in place (escaped as the literal needs) and read as one.
    mutating func interpolated(_ span: Span) -> ConstantString {
        let head = bytes(span.start)
        var hashes = 0
        while hashes < head.count, head[hashes] == ByteClass.hash { hashes += 1 }
        let opener = hashes + 2  // `\`, the `#`s of a raw string, `(`
        var literal = Array(head.dropLast(opener))
        var pieceStart = span.start + 1
        var k = pieceStart
        while k < span.end {
            switch t[k].kind {
            case .stringMiddle, .stringTail:
                let piece = Span(start: pieceStart, end: k)
                guard case .value(let value) = constantString(piece) else {
                    return .unreadable("interpolation of '\(source(piece))', not a string constant")
                }
                literal += hashes > 0 ? Array(value.utf8) : Self.escaped(value)
                let text = bytes(k).dropFirst()  // the `)` closing the interpolation
                literal += t[k].kind == .stringTail ? text : text.dropLast(opener)
                if literal.count > Self.maximumStringLength { return .unreadable("string too long") }
                pieceStart = k + 1
                k += 1
            case .leftParen, .leftBracket, .leftBrace, .stringHead:
                k = closing(k) + 1
            default:
                k += 1
            }
        }
        let value = literal.withUnsafeBufferPointer { StringLiteral.value($0) }
        return value.map { .value($0) } ?? .unreadable(Self.notALiteral)
    }

    /// A value as the content of a non-raw literal: `\` and `"` escaped.
    static func escaped(_ value: String) -> [UInt8] {
        var out: [UInt8] = []
        for byte in value.utf8 {
            if byte == ByteClass.backslash || byte == ByteClass.quote { out.append(ByteClass.backslash) }
            out.append(byte)
        }
        return out
    }

    func bytes(_ k: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: p + t[k].startIndex, count: t[k].length)
    }

    /// The source text of a span, shortened for a message.
    func source(_ span: Span) -> String {
        guard !span.isEmpty else { return "" }
        let start = t[span.start].startIndex
        let length = min(t[span.end - 1].endIndex - start, 40)
        let text = String(decoding: UnsafeBufferPointer(start: p + start, count: max(0, length)), as: UTF8.self)
        return length < t[span.end - 1].endIndex - start ? text + "…" : text
    }
}
