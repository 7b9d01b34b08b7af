import ArchHistCore

/// A Tuist `Project.swift`: the project bound to `project` and its targets. Tuist runs
/// the manifest and reads that constant; here it is evaluated where its shape allows.
extension ManifestParser {
    mutating func parseTuistProject() -> PackageManifest {
        indexStatements()
        if let span = bindings["project"] ?? initializerSpan(named: "Project") {
            return project(span)
        }
        // A Workspace.swift groups projects and declares no target of its own.
        if bindings["workspace"] != nil || initializerCall(named: "Workspace") != nil {
            return PackageManifest(kind: .tuistProject, name: nil, targets: [], warnings: warnings.items)
        }
        warnings.add(line: 1, "no Project(…) initializer found")
        return PackageManifest(kind: .tuistProject, name: nil, targets: [], warnings: warnings.items)
    }

    /// `Project(…)` written without a `let project =` in front: the call's span.
    func initializerSpan(named name: StaticString) -> Span? {
        guard let call = initializerCall(named: name) else { return nil }
        return Span(start: call.open - 1, end: min(closing(call.open) + 1, t.count))
    }

    mutating func project(_ span: Span) -> PackageManifest {
        guard let callee = callee(span) else {
            if let reference = helperReference(span) {
                // A property of ProjectDescriptionHelpers holds the project: read as a helper.
                warnings.add(
                    line: line(span.start),
                    "targets built by `\(reference.spelling)` cannot be read without running Tuist")
                helperCalls.append(reference)
                return PackageManifest(
                    kind: .tuistProject, name: nil, targets: [], warnings: warnings.items, helperCalls: helperCalls)
            }
            if !span.isEmpty { warnings.add(line: line(span.start), "cannot read the project expression: skipped") }
            return PackageManifest(kind: .tuistProject, name: nil, targets: [], warnings: warnings.items)
        }
        var name: String? = nil
        var targets: [ManifestTarget] = []
        if isProjectInitializer(callee) {
            for argument in arguments(ofCallAt: callee.open) {
                switch argument.label {
                case "name": name = constantString(argument.value, what: "project name")
                case "targets": targets += tuistTargetList(argument.value)
                default: break
                }
            }
        } else {
            // A function of ProjectDescriptionHelpers builds the project: its body is
            // another file, and running it is what archhist never does.
            warnings.add(
                line: line(span.start),
                "targets built by `\(spelling(callee))(…)` cannot be read without running Tuist")
            helperCalls.append(helperCall(callee, at: span.start))
            for argument in arguments(ofCallAt: callee.open) {
                switch argument.label {
                case "name":
                    if case .value(let value) = constantString(argument.value) { name = value }
                case "targets":
                    targets += helperTargets(argument.value)
                default: break
                }
            }
        }
        return PackageManifest(
            kind: .tuistProject, name: name, targets: targets, warnings: warnings.items, helperCalls: helperCalls)
    }

    /// `Project(…)`, `ProjectDescription.Project(…)`, `Project.init(…)`, `.init(…)`.
    func isProjectInitializer(_ callee: Callee) -> Bool {
        let names = callee.names.map(text)
        if names.last == "init" { return callee.leadingDot ? names.count == 1 : names.dropLast().last == "Project" }
        return !callee.leadingDot && names.last == "Project"
    }

    /// The `targets:` a helper is given, when it is a list of target initializers (or of
    /// helpers given a target's name and sources, see takesTargetArguments): what
    /// the helper adds to them is covered by its warning, so nothing else is warned about.
    mutating func helperTargets(_ span: Span) -> [ManifestTarget] {
        guard let inner = arrayLiteral(span) else { return [] }
        let items = elements(inner)
        let calls = items.compactMap { callee($0) }
        guard calls.count == items.count, calls.allSatisfy({ isTargetInitializer($0) || takesTargetArguments($0) })
        else { return [] }
        return zip(items, calls).compactMap { item, call in tuistTarget(item, callee: call) }
    }
}
