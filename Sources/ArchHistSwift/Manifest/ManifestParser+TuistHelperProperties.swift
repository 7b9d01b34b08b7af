import ArchHistCore

/// The properties of a `ProjectDescriptionHelpers` file that make a project or targets
/// (`static var project: Project { … }`, `static let home = Project.feature(.home)`):
/// a project may read one instead of calling a function (`let project = Feature.home.project`).
/// Such a property is a helper without parameters but `self`, the case it is read from.
extension ManifestParser {
    /// The helper a `var` or `let` at `k` declares, if its value is a project or targets,
    /// and the index to go on from, past its body or initializer.
    mutating func propertyHelper(at k: Int) -> (helper: TuistHelper?, next: Int) {
        var j = k + 2
        var typeNames: [String] = []
        if j < t.count, t[j].kind == .colon {
            j += 1
            // The type annotation, up to the initializer or the body, on the declaration's line.
            while j < t.count, !isOperator(j, "="), t[j].kind != .leftBrace, !t[j].hasNewlineBefore {
                if t[j].kind == .identifier { typeNames.append(text(j)) }
                j += 1
            }
        }
        let body: Span
        if j < t.count, t[j].kind == .leftBrace {
            body = Span(start: j + 1, end: closing(j))
        } else if isOperator(j, "=") {
            body = Span(start: j + 1, end: expressionEnd(from: j + 1))
        } else {
            return (nil, j)
        }
        let next = body.end + 1
        parameters = ["self": "self"]
        defer { parameters = [:] }
        let (targets, calls) = helperBody(body)
        let makesProject =
            typeNames.contains { $0 == "Project" || $0 == "Target" }
            || calls.contains { $0.spelling.hasPrefix("Project") || $0.spelling.hasPrefix("Target") }
        guard !targets.isEmpty || (makesProject && !calls.isEmpty) else { return (nil, next) }
        return (TuistHelper(function: text(k + 1), targets: targets, calls: calls, line: line(k)), next)
    }

    /// A project read from a helper's property (`Feature.home.project`, `.home`,
    /// `ProjectName.Platform.project`): a call without arguments but the case it is read
    /// from; nil when the span is no such member.
    func helperReference(_ span: Span) -> TuistHelperCall? {
        guard let last = member(span) else { return nil }
        var names: [Int] = []
        var k = span.start
        while k <= last {
            if t[k].kind == .identifier { names.append(k) }
            k += 1
        }
        let spelling = (t[span.start].kind == .dot ? "." : "") + names.map(text).joined(separator: ".")
        return TuistHelperCall(
            function: text(last), spelling: spelling, arguments: receiverCase(names.dropLast()), line: line(span.start),
            isProperty: true)
    }
}
