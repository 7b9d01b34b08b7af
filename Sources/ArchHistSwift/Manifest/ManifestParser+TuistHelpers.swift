import ArchHistCore

/// The functions of a `ProjectDescriptionHelpers` file that make targets. Their bodies
/// are any Swift; archhist looks only for the target initializers in them and for the
/// calls they make, and reads each target's name and `sources` with the function's
/// parameters left as placeholders: that is the helper's folder convention.
extension ManifestParser {
    /// `properties`: whether a property may be a helper too (`static let home = …`); a
    /// project's own manifest binds its project to one, which is no helper.
    mutating func parseTuistHelpers(properties: Bool = true) -> [TuistHelper] {
        indexStatements()
        var helpers: [TuistHelper] = []
        var k = 0
        while k + 1 < t.count {
            if properties, t[k].is(.var) || t[k].is(.let), t[k + 1].kind == .identifier {
                let (helper, next) = propertyHelper(at: k)
                if let helper { helpers.append(helper) }
                k = max(next, k + 2)
                continue
            }
            switch function(at: k) {
            case .end: return helpers
            case .none(let next): k = next
            case .function(let shape, let next):
                parameters = parameterLabels(ofListAt: shape.parameters)
                // An instance method's `self`: the case a project calls it on (`Feature.home.project()`).
                parameters["self"] = "self"
                let (targets, calls) = helperBody(shape.body)
                if !targets.isEmpty || !calls.isEmpty {
                    helpers.append(TuistHelper(function: shape.name, targets: targets, calls: calls, line: shape.line))
                }
                parameters = [:]
                k = next
            }
        }
        return helpers
    }

    /// Each parameter's name with the label a caller writes: `name: String` is `name`,
    /// `for name: String` is `for`, `_ name: String` is `#` and its position.
    func parameterLabels(ofListAt open: Int) -> [String: String] {
        var labels: [String: String] = [:]
        for (position, element) in elements(Span(start: open + 1, end: closing(open))).enumerated() {
            var names: [String] = []
            var k = element.start
            while k < element.end, t[k].kind != .colon {
                if t[k].kind == .identifier { names.append(text(k)) }
                k += 1
            }
            guard let name = names.last, let label = names.first else { continue }
            labels[name] = label == "_" ? "#\(position)" : label
        }
        return labels
    }

    /// The targets a body makes (with a `sources` convention to follow) and the other
    /// calls it makes, among them those of other helpers.
    mutating func helperBody(_ body: Span) -> (targets: [ManifestTarget], calls: [TuistHelperCall]) {
        var targets: [ManifestTarget] = []
        var calls: [TuistHelperCall] = []
        var k = body.start
        while k + 1 < body.end {
            defer { k += 1 }
            guard t[k].kind == .identifier, t[k + 1].kind == .leftParen else { continue }
            // The call starts at the head of its dotted names, or at its leading dot.
            var start = k
            while start >= body.start + 2, t[start - 1].kind == .dot, t[start - 2].kind == .identifier { start -= 2 }
            if start > body.start, t[start - 1].kind == .dot,
                start - 1 == body.start || !Self.endsOperand(t[start - 2].kind)
            {
                start -= 1
            }
            let span = Span(start: start, end: min(closing(k + 1) + 1, body.end))
            guard let callee = callee(span) else { continue }
            if isTargetInitializer(callee) {
                // `.target(name:)` of a dependency has no sources: no convention to follow.
                if let target = tuistTarget(span, callee: callee), target.sources?.isEmpty == false {
                    targets.append(target)
                }
            } else {
                calls.append(helperCall(callee, at: span.start))
            }
        }
        return (targets, calls)
    }

    /// A token after which `.name` is a member of what precedes, not an inferred type.
    static func endsOperand(_ kind: TokenKind) -> Bool {
        switch kind {
        case .identifier, .dollarIdentifier, .rightParen, .rightBracket, .rightBrace, .string, .stringTail, .number:
            return true
        default: return false
        }
    }

    /// A call of a helper with the string arguments and enum cases that can be read, by
    /// label, and the case it is called on.
    mutating func helperCall(_ callee: Callee, at k: Int) -> TuistHelperCall {
        var values = receiverCase(callee.names.dropLast())
        for (position, argument) in arguments(ofCallAt: callee.open).enumerated() {
            let label = argument.label ?? "#\(position)"
            if let name = enumCase(argument.value) {
                // Its raw value is the helpers' enums' to say. `Constants.name` reads the same
                // as a case: only a `String` enum declaring the case gives it a value.
                values[TuistHelperCall.caseLabel(label)] = name
                continue
            }
            guard case .value(let value) = constantString(argument.value) else { continue }
            values[label] = value
            // A helper passing its own parameter on passes on the case it was given.
            if let forwarded = reference(argument.value).flatMap({ parameters[$0] }) {
                values[TuistHelperCall.caseLabel(label)] = TuistHelperCall.placeholder(
                    TuistHelperCall.caseLabel(forwarded))
            }
        }
        return TuistHelperCall(
            function: text(callee.names[callee.names.count - 1]), spelling: spelling(callee), arguments: values,
            line: line(k))
    }
}
