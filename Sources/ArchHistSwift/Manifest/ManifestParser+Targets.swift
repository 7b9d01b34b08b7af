import ArchHistCore

/// Target and dependency expressions.
extension ManifestParser {
    static let maximumIndirection = 16

    /// `[…] + name + […]`: targets of each operand.
    mutating func targetList(_ span: Span) -> [ManifestTarget] {
        guard spend(at: span.start) else { return [] }
        var result: [ManifestTarget] = []
        for operand in operands(span) {
            if let list = arrayLiteral(operand) {
                for element in elements(list) { if let target = target(element) { result.append(target) } }
            } else if let name = reference(operand) {
                result += resolve(name, line: line(operand.start)) { parser, span in parser.targetList(span) } element: {
                    parser, span in parser.target(span).map { [$0] } ?? []
                }
            } else if !operand.isEmpty {
                warnings.add(line: line(operand.start), "cannot follow the target list expression: skipped")
            }
        }
        return result
    }

    /// `.target(name: …)`, `Target.executableTarget(…)`, or a constant holding one.
    mutating func target(_ span: Span) -> ManifestTarget? {
        guard spend(at: span.start) else { return nil }
        if let (kindIndex, open) = call(span), let kind = Self.targetKind(text(kindIndex)) {
            return target(kind: kind, kindIndex: kindIndex, open: open)
        }
        if let name = reference(span) {
            guard let binding = bindings[name], !resolving.contains(name), resolving.count < Self.maximumIndirection
            else {
                warnings.add(line: line(span.start), "cannot follow target '\(name)': skipped")
                return nil
            }
            resolving.insert(name)
            defer { resolving.remove(name) }
            return target(binding)
        }
        if !span.isEmpty { warnings.add(line: line(span.start), "cannot read a target expression: skipped") }
        return nil
    }

    mutating func target(kind: ManifestTarget.Kind, kindIndex: Int, open: Int) -> ManifestTarget? {
        var name: String? = nil
        var path: String? = nil
        var exclude: [String] = []
        var dependencies: [ManifestDependency] = []
        var sawName = false
        for argument in arguments(ofCallAt: open) {
            switch argument.label {
            case "name":
                sawName = true
                name = string(argument.value, what: "target name")
            case "path":
                path = string(argument.value, what: "target path")
            case "exclude":
                exclude = stringList(argument.value, what: "excluded path")
            case "dependencies":
                dependencies = dependencyList(argument.value)
            default:
                break
            }
        }
        guard let name else {
            if !sawName { warnings.add(line: line(kindIndex), "target without a name: skipped") }
            return nil
        }
        return ManifestTarget(
            name: name, kind: kind, path: path, exclude: exclude, dependencies: dependencies,
            line: line(kindIndex))
    }

    static func targetKind(_ name: String) -> ManifestTarget.Kind? {
        switch name {
        case "target": .regular
        case "executableTarget": .executable
        case "testTarget": .test
        case "macro": .macro
        case "plugin": .plugin
        case "systemLibrary": .system
        case "binaryTarget": .binary
        default: nil
        }
    }

    mutating func dependencyList(_ span: Span) -> [ManifestDependency] {
        guard spend(at: span.start) else { return [] }
        var result: [ManifestDependency] = []
        for operand in operands(span) {
            if let list = arrayLiteral(operand) {
                for element in elements(list) { if let dependency = dependency(element) { result.append(dependency) } }
            } else if let name = reference(operand) {
                result += resolve(name, line: line(operand.start)) { parser, span in parser.dependencyList(span) }
                    element: { parser, span in parser.dependency(span).map { [$0] } ?? [] }
            } else if !operand.isEmpty {
                warnings.add(line: line(operand.start), "cannot follow the dependency list expression: skipped")
            }
        }
        return result
    }

    /// `"Name"`, `.target(name:)`, `.product(name:package:)`, `.byName(name:)`, or a constant.
    mutating func dependency(_ span: Span) -> ManifestDependency? {
        guard spend(at: span.start) else { return nil }
        if span.end - span.start == 1, t[span.start].kind == .string {
            return string(span, what: "dependency name").map { ManifestDependency(kind: .byName, name: $0) }
        }
        if let (kindIndex, open) = call(span) {
            let kind: ManifestDependency.Kind
            switch text(kindIndex) {
            case "target": kind = .target
            case "product": kind = .product
            case "byName": kind = .byName
            default:
                warnings.add(line: line(kindIndex), "unknown dependency kind '\(text(kindIndex))': skipped")
                return nil
            }
            var name: String? = nil
            var package: String? = nil
            for argument in arguments(ofCallAt: open) {
                switch argument.label {
                case "name": name = string(argument.value, what: "dependency name")
                case "package": package = string(argument.value, what: "package name")
                default: break
                }
            }
            guard let name else { return nil }
            return ManifestDependency(kind: kind, name: name, package: kind == .product ? package : nil)
        }
        if let name = reference(span) {
            guard let binding = bindings[name], !resolving.contains(name), resolving.count < Self.maximumIndirection
            else {
                warnings.add(line: line(span.start), "cannot follow dependency '\(name)': skipped")
                return nil
            }
            resolving.insert(name)
            defer { resolving.remove(name) }
            return dependency(binding)
        }
        if !span.isEmpty { warnings.add(line: line(span.start), "cannot read a dependency expression: skipped") }
        return nil
    }

    mutating func stringList(_ span: Span, what: String) -> [String] {
        guard let list = arrayLiteral(span) else {
            if !span.isEmpty { warnings.add(line: line(span.start), "cannot read the \(what) list: skipped") }
            return []
        }
        return elements(list).compactMap { string($0, what: what) }
    }

    // MARK: - Shapes

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

    /// The values of constant `name`: its initializer (a list) and its mutations.
    mutating func resolve<T>(
        _ name: String, line: Int, list: (inout ManifestParser, Span) -> [T],
        element: (inout ManifestParser, Span) -> [T]
    ) -> [T] {
        guard let binding = bindings[name], !resolving.contains(name), resolving.count < Self.maximumIndirection
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
