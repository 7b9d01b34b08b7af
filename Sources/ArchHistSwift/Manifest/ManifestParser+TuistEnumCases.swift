import ArchHistCore

/// Enum cases in Tuist manifests: those a project gives a helper (`.feature(.home)`,
/// `Feature.home.project`) and the raw values the helpers' `String` enums give them,
/// which a helper's `module.rawValue` names targets and folders with.
extension ManifestParser {
    /// The raw value of a case two enums give different raw values: not known.
    static let ambiguousRawValue = TuistHelperCall.placeholder("?")

    /// The case a span names, `.home` or `Feature.home`: a lowercase name after types.
    func enumCase(_ span: Span) -> String? {
        guard let last = member(span), Self.startsLowercase(text(last)), t[last].keyword == .none else { return nil }
        var k = span.start
        while k < last {
            if t[k].kind == .identifier, !Self.startsUppercase(text(k)) { return nil }
            k += 1
        }
        return text(last)
    }

    /// `self.case` for a member read from a case (`Feature.home.project`): the name before
    /// the member, when it is a case rather than a type.
    func receiverCase(_ names: ArraySlice<Int>) -> [String: String] {
        guard let receiver = names.last, t[receiver].keyword == .none, Self.startsLowercase(text(receiver)),
            names.dropLast().allSatisfy({ Self.startsUppercase(text($0)) })
        else { return [:] }
        return [TuistHelperCall.caseLabel("self"): text(receiver)]
    }

    /// Each case of the `String` enums the file declares, with its raw value: the
    /// literal written, else the case's name.
    func stringEnumRawValues() -> [String: String] {
        var values: [String: String] = [:]
        var k = 0
        while k + 1 < t.count {
            defer { k += 1 }
            guard t[k].is(.enum), t[k + 1].kind == .identifier else { continue }
            var open = k + 2
            var isString = false
            // The inheritance clause, on the declaration's few tokens: no scan runs far.
            while open < min(t.count, k + 32), t[open].kind != .leftBrace {
                if isName(open, "String") { isString = true }
                open += 1
            }
            guard isString, open < t.count, t[open].kind == .leftBrace else { continue }
            let end = closing(open)
            var j = open + 1
            while j < end {
                switch t[j].kind {
                case .leftBrace, .leftParen, .leftBracket, .stringHead:
                    // A member's body, or a nested enum's cases: not this enum's.
                    j = closing(j) + 1
                    continue
                default:
                    if t[j].is(.case) { j = cases(from: j + 1, end: end, into: &values) } else { j += 1 }
                }
            }
        }
        return values
    }

    /// `a = "A", b` after a `case`: each name with its raw value; the index after them.
    func cases(from start: Int, end: Int, into values: inout [String: String]) -> Int {
        var k = start
        while k < end, t[k].kind == .identifier {
            let name = text(k)
            var raw = name
            k += 1
            if isOperator(k, "="), k + 1 < end, t[k + 1].kind == .string {
                raw = StringLiteral.value(bytes(k + 1)) ?? Self.ambiguousRawValue
                k += 2
            }
            if let known = values[name], known != raw { raw = Self.ambiguousRawValue }
            values[name] = raw
            guard k < end, t[k].kind == .comma else { break }
            k += 1
        }
        return max(k, start)
    }

    static func startsLowercase(_ name: String) -> Bool { name.first?.isLowercase == true }
    static func startsUppercase(_ name: String) -> Bool { name.first?.isUppercase == true }
}
