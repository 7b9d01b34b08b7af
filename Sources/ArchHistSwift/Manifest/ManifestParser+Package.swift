import ArchHistCore

/// A `Package.swift`: the `Package(…)` call, its targets and their dependencies.
extension ManifestParser {
    mutating func parsePackage() -> PackageManifest {
        indexStatements()
        packageHelpers = packageTargetHelpers()
        guard let call = initializerCall(named: "Package") else {
            warnings.add(line: 1, "no Package(…) initializer found")
            return PackageManifest(name: nil, targets: [], warnings: warnings.items)
        }
        var name: String? = nil
        var targets: [ManifestTarget] = []
        var sawTargets = false
        for argument in arguments(ofCallAt: call.open) {
            switch argument.label {
            case "name":
                name = string(argument.value, what: "package name")
            case "targets":
                sawTargets = true
                targets += targetList(argument.value)
            default:
                break
            }
        }
        if let variable = call.variable {
            for mutation in mutations[variable + ".targets"] ?? [] {
                targets += mutation.isElement ? target(mutation.span).map { [$0] } ?? [] : targetList(mutation.span)
            }
        }
        if let variable = call.variable { appendLoopDependencies(to: &targets, package: variable) }
        if !sawTargets, targets.isEmpty { warnings.add(line: line(call.open), "Package(…) has no targets") }
        return PackageManifest(name: name, targets: targets, warnings: warnings.items)
    }

    /// `for target in features { target.dependencies.append(…) }`: the dependencies a loop
    /// adds to each target of a list constant, or of `package.targets`.
    mutating func appendLoopDependencies(to targets: inout [ManifestTarget], package: String) {
        for loop in loops {
            let added = (mutations[loop.variable + ".dependencies"] ?? []).filter { mutation in
                mutation.span.start >= loop.body.start && mutation.span.end <= loop.body.end
            }
            guard !added.isEmpty else { continue }
            let names: Set<String>
            if loop.list == package + ".targets" {
                names = Set(targets.map(\.name))
            } else if let binding = bindings[loop.list] {
                // Read on a copy: the list was read with the package, and its notes given then.
                var reader = self
                names = Set(reader.targetList(binding).map(\.name))
            } else {
                warnings.add(line: line(loop.body.start), "cannot follow the loop over '\(loop.list)': skipped")
                continue
            }
            var dependencies: [ManifestDependency] = []
            for mutation in added {
                dependencies +=
                    mutation.isElement ? dependency(mutation.span).map { [$0] } ?? [] : dependencyList(mutation.span)
            }
            for index in targets.indices where names.contains(targets[index].name) {
                targets[index].dependencies += dependencies
            }
        }
    }

    /// `[…] + name + […]`: targets of each operand.
    mutating func targetList(_ span: Span) -> [ManifestTarget] {
        list(span, what: "target") { parser, span in parser.target(span) }
    }

    /// `.target(name: …)`, `Target.executableTarget(…)`, a call of a helper the manifest
    /// declares (see PackageTargetHelper), or a constant holding one.
    mutating func target(_ span: Span) -> ManifestTarget? {
        guard spend(at: span.start) else { return nil }
        if let (kindIndex, open) = call(span) {
            if let kind = Self.targetKind(text(kindIndex)) {
                return target(kind: kind, kindIndex: kindIndex, open: open)
            }
            if let helper = packageHelpers[text(kindIndex)] {
                let labels = Dictionary(helper.passedOn.map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
                return target(kind: helper.kind, kindIndex: kindIndex, open: open, labels: labels)
            }
        }
        if let name = reference(span) {
            return constant(name, at: span.start, what: "target") { parser, span in parser.target(span) }
        }
        if !span.isEmpty { warnings.add(line: line(span.start), "cannot read a target expression: skipped") }
        return nil
    }

    /// `labels`: for a helper's call, the initializer's label of each argument it passes on.
    mutating func target(
        kind: ManifestTarget.Kind, kindIndex: Int, open: Int, labels: [String: String]? = nil
    ) -> ManifestTarget? {
        var name: String? = nil
        var path: String? = nil
        var exclude: [String] = []
        var dependencies: [ManifestDependency] = []
        var sawName = false
        for (position, argument) in arguments(ofCallAt: open).enumerated() {
            // A helper's parameter without a label is passed by position (`#0`).
            let label = labels.map { passedOn in passedOn[argument.label ?? "#\(position)"] } ?? argument.label
            switch label {
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
        list(span, what: "dependency") { parser, span in parser.dependency(span) }
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
            return constant(name, at: span.start, what: "dependency") { parser, span in parser.dependency(span) }
        }
        if !span.isEmpty { warnings.add(line: line(span.start), "cannot read a dependency expression: skipped") }
        return nil
    }
}
