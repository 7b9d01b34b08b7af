import ArchHistCore

/// Tuist targets: `Target(…)` (Tuist 3 and before), `.target(…)` (Tuist 4), their
/// product and their dependencies.
extension ManifestParser {
    mutating func tuistTargetList(_ span: Span) -> [ManifestTarget] {
        list(span, what: "target") { parser, span in
            parser.tuistTarget(span)
        } operand: { parser, span in
            // A function making the whole list (`factory.generateTarget()`) is a helper to follow.
            guard let callee = parser.callee(span), !parser.isTargetInitializer(callee),
                !parser.takesTargetArguments(callee)
            else { return nil }
            _ = parser.tuistTarget(span)
            return []
        }
    }

    /// A target initializer or a constant holding one. Any other call is a helper whose
    /// body is not here to read.
    mutating func tuistTarget(_ span: Span) -> ManifestTarget? {
        guard spend(at: span.start) else { return nil }
        if let callee = callee(span) {
            guard isTargetInitializer(callee) || takesTargetArguments(callee) else {
                warnings.add(
                    line: line(span.start),
                    "targets built by `\(spelling(callee))(…)` cannot be read without running Tuist")
                helperCalls.append(helperCall(callee, at: span.start))
                return nil
            }
            return tuistTarget(span, callee: callee)
        }
        if let name = reference(span) {
            return constant(name, at: span.start, what: "target") { parser, span in parser.tuistTarget(span) }
        }
        if !span.isEmpty { warnings.add(line: line(span.start), "cannot read a target expression: skipped") }
        return nil
    }

    /// A helper called with a target's own name and sources (`.make(name: "FeatureTabs",
    /// sources: ["Tabs/Sources/**"], …)`) hands them to the target it makes, since nothing
    /// else takes a target's sources: the call is read as that target, as Tuist would build it.
    func takesTargetArguments(_ callee: Callee) -> Bool {
        let labels = Set(arguments(ofCallAt: callee.open).compactMap(\.label))
        return labels.contains("name") && (labels.contains("sources") || labels.contains("buildableFolders"))
    }

    /// `Target(…)`, `Target.init(…)`, `.target(…)`, `Target.target(…)`, `.init(…)`.
    func isTargetInitializer(_ callee: Callee) -> Bool {
        let names = callee.names.map(text)
        switch names.last {
        case "Target": return !callee.leadingDot
        case "target", "init": return callee.leadingDot ? names.count == 1 : names.dropLast().last == "Target"
        default: return false
        }
    }

    mutating func tuistTarget(_ span: Span, callee: Callee) -> ManifestTarget? {
        var name: String? = nil
        var sawName = false
        var productName: String? = nil
        var product: ProductType? = nil
        var sawProduct = false
        var sources: [SourceRule] = []
        var dependencies: [ManifestDependency] = []
        for argument in arguments(ofCallAt: callee.open) {
            switch argument.label {
            case "name":
                sawName = true
                name = constantString(argument.value, what: "target name")
            case "productName":
                // The module the target builds, which its importers name.
                productName = constantString(argument.value, what: "product name")
            case "product":
                sawProduct = true
                product = self.product(argument.value)
            case "sources":
                sources += sourceList(argument.value)
            case "buildableFolders":
                sources += buildableFolders(argument.value)
            case "dependencies":
                dependencies = tuistDependencyList(argument.value)
            default:
                break
            }
        }
        guard let name else {
            if !sawName { warnings.add(line: line(span.start), "target without a name: skipped") }
            return nil
        }
        // Tuist has no default product: a target without one is read, as `other`.
        if !sawProduct { warnings.add(line: line(span.start), "target '\(name)' has no product: read as other") }
        let type = product ?? .other
        // Xcode makes the module name from the product name, as for any target.
        let module = productName.map(ModuleIdentifier.of)
        return ManifestTarget(
            name: name, moduleName: module == name ? nil : module, kind: type.targetKind, product: type,
            sources: sources, dependencies: dependencies, line: line(span.start))
    }

    /// `.app`, `Product.app`, or a constant holding one.
    mutating func product(_ span: Span) -> ProductType? {
        if let k = member(span), k - 1 == span.start || isName(k - 2, "Product") {
            return Self.productType(text(k))
        }
        if let name = reference(span) {
            return constant(name, at: span.start, what: "product") { parser, span in parser.product(span) }
        }
        warnings.add(line: line(span.start), "cannot read target product (not a product case): read as other")
        return nil
    }

    /// Tuist's `Product` cases; the ones module rules need not tell apart are `other`.
    static func productType(_ name: String) -> ProductType {
        switch name {
        case "app": .app
        case "framework": .framework
        case "staticFramework": .staticFramework
        case "staticLibrary": .staticLibrary
        case "dynamicLibrary": .dynamicLibrary
        case "bundle": .bundle
        case "appExtension": .appExtension
        case "extensionKitExtension": .extensionKitExtension
        case "watch2App": .watchApp
        case "watch2Extension": .watchExtension
        case "appClip": .appClip
        case "unitTests": .unitTest
        case "uiTests": .uiTest
        case "commandLineTool": .commandLineTool
        case "xpc": .xpcService
        case "macro": .macro
        default: .other
        }
    }

    // MARK: - Dependencies

    mutating func tuistDependencyList(_ span: Span) -> [ManifestDependency] {
        list(span, what: "dependency") { parser, span in parser.tuistDependency(span) }
    }

    /// `.target(name:)`, `.macro(name:)`, `.project(target:path:)`, `.external(name:)`,
    /// `.package(product:)`, or a constant holding one. SDKs, XCTest and prebuilt binaries
    /// are no module of the codebase: skipped without a warning. One only running Tuist
    /// could name is kept as `unreadable`, so that nothing takes the target's list as whole.
    mutating func tuistDependency(_ span: Span) -> ManifestDependency? {
        guard spend(at: span.start) else { return nil }
        if let callee = callee(span), let last = callee.names.last {
            let qualifier = callee.names.count >= 2 ? text(callee.names[callee.names.count - 2]) : nil
            guard callee.leadingDot || qualifier == "TargetDependency" else {
                warnings.add(
                    line: line(span.start),
                    "a dependency built by `\(spelling(callee))(…)` cannot be read without running Tuist: "
                        + Self.unreadableConsequence)
                return unreadable(span)
            }
            let arguments = arguments(ofCallAt: callee.open)
            let missing = Span(start: callee.open, end: callee.open)  // warned as missing, on the call's line
            func value(_ label: String) -> Span? { arguments.first { $0.label == label }?.value }
            switch text(last) {
            case "target", "macro":
                guard let argument = value("name") ?? arguments.first(where: { $0.label == nil })?.value else {
                    warnings.add(line: line(span.start), "dependency without a name: skipped")
                    return nil
                }
                return dependencyTargetName(argument).map { ManifestDependency(kind: .target, name: $0) }
                    ?? unreadable(span)
            case "project":
                guard let name = constantString(value("target") ?? missing, what: "dependency name")
                else { return unreadable(span) }
                var path: String? = nil
                if let span = value("path") {
                    if isRootRelative(span) {
                        // Common in large workspaces: one warning, and the target name still counts.
                        warnOnce(
                            line: line(span.start),
                            "project paths relative to the root folder are not read: those dependencies keep "
                                + "their target name only")
                    } else {
                        path = tuistPath(span, what: "project path")
                    }
                }
                return ManifestDependency(kind: .project, name: name, package: path)
            case "external":
                return constantString(value("name") ?? missing, what: "dependency name").map {
                    ManifestDependency(kind: .external, name: $0)
                } ?? unreadable(span)
            case "package":
                return constantString(value("product") ?? missing, what: "dependency name").map {
                    ManifestDependency(kind: .product, name: $0)
                } ?? unreadable(span)
            case "sdk", "framework", "library", "xcframework", "bundle", "xctest":
                return nil
            default:
                // An extension of TargetDependency in ProjectDescriptionHelpers (`.module(.core)`).
                warnings.add(
                    line: line(span.start),
                    "a dependency built by `\(spelling(callee))(…)` cannot be read without running Tuist: "
                        + Self.unreadableConsequence)
                return unreadable(span)
            }
        }
        if let k = member(span) {
            if isName(k, "xctest") { return nil }
            // A static property of a helper extension: `.SPM.alamofire`, `.Feature.home`.
            warnings.add(
                line: line(span.start),
                "a dependency named by `\(source(span))` cannot be read without running Tuist: "
                    + Self.unreadableConsequence)
            return unreadable(span)
        }
        if let name = reference(span) {
            // A name this file does not bind comes from a helper: unreadable too.
            guard binding(named: name) != nil else {
                warnings.add(
                    line: line(span.start),
                    "cannot follow dependency '\(name)': " + Self.unreadableConsequence)
                return unreadable(span)
            }
            return constant(name, at: span.start, what: "dependency") { parser, span in parser.tuistDependency(span) }
        }
        guard !span.isEmpty else { return nil }
        warnings.add(line: line(span.start), "cannot read a dependency expression: " + Self.unreadableConsequence)
        return unreadable(span)
    }

    static let unreadableConsequence = "the target's imports are not checked against its dependencies"

    /// A dependency only running the manifest could name, known by its expression.
    func unreadable(_ span: Span) -> ManifestDependency {
        ManifestDependency(kind: .unreadable, name: source(span))
    }

    /// The name in `.target(name: "X")` or `.target("X")`; Tuist 4's `.target(appTarget)`
    /// takes the target itself, whose `name:` is read from the constant.
    mutating func dependencyTargetName(_ span: Span) -> String? {
        if let name = reference(span), let binding = bindings[name], let callee = callee(binding),
            isTargetInitializer(callee)
        {
            let argument = arguments(ofCallAt: callee.open).first { $0.label == "name" }?.value
            return constantString(argument ?? Span(start: callee.open, end: callee.open), what: "dependency name")
        }
        return constantString(span, what: "dependency name")
    }
}
