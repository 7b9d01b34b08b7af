/// `modules`: an allowed-dependency matrix between modules of the tree, checked
/// against what Package.swift declares and what files import (a core package
/// that depends on nothing stays so).
import ArchHistSupport

public struct ModuleDependencyRule: RuleKind {
    public static let name = "modules"
    public static let keys = ["allow"]

    /// The matrix, in the spec's order: the first row whose `from` matches applies.
    public let rows: [ModuleAllowance]

    public init(rows: [ModuleAllowance]) {
        self.rows = rows
    }

    public init(decoding rule: RuleFields) throws(JSONDecodingError) {
        rows = try rule.required("allow").object().map { entry throws(JSONDecodingError) in
            ModuleAllowance(from: Glob(entry.key), allowed: try globs(entry.value))
        }
    }

    public func encode(into object: inout JSONObject) {
        object["allow"] = .object(JSONObject(rows.map { ($0.from.pattern, .patterns($0.allowed)) }))
    }

    public func check(_ spec: RuleSpec, in context: RuleContext) -> [Violation] {
        let local = Set(context.graph.modules.map(\.name))
        func permitted(_ from: String, _ to: String) -> [Glob]? {
            guard let row = rows.first(where: { $0.from.matches(from) }) else { return nil }
            return row.allowed.contains { $0.matches(to) } ? nil : row.allowed
        }
        func advice(_ from: String, _ allowed: [Glob]) -> String {
            let list =
                allowed.isEmpty ? "on no other module" : "only on " + allowed.map(\.pattern).joined(separator: ", ")
            return "\(from) may depend \(list): remove the dependency or invert it behind a protocol"
        }
        var violations: [Violation] = []
        for module in context.graph.modules where !module.isTestTarget {
            guard case .target(_, let manifestPath, let line) = module.origin else { continue }
            for dependency in module.declaredDependencies where local.contains(dependency.name) {
                guard let allowed = permitted(module.name, dependency.name) else { continue }
                violations.append(
                    context.violation(
                        spec, file: manifestPath, line: line, target: dependency.name,
                        finding: "target \(module.name) declares a dependency on \(dependency.name)",
                        advice: advice(module.name, allowed),
                        fingerprint: Fingerprint.of(
                            rule: spec.id, file: "module:" + module.name, target: dependency.name)))
            }
        }
        // A file several targets compile is judged as a member of each; a file no
        // target compiles is in no module to judge.
        // Only Xcode and Tuist targets: SwiftPM says itself what a target may import.
        let reach = DeclaredReach(context.graph.modules) { $0.product != nil }
        for (_, file) in context.productionFiles where !context.graph.notCompiled.contains(file.module) {
            for module in file.modules {
                for fact in file.facts.imports where fact.module != module && local.contains(fact.module) {
                    // An Xcode or Tuist target builds against the targets it depends on,
                    // directly or through them: importing another is a dependency the
                    // project does not declare.
                    if reach.reaches(module, fact.module) == false, let manifest = reach.manifest(of: module) {
                        violations.append(
                            context.violation(
                                spec, file: file.path, line: fact.line, target: fact.module,
                                finding: "\(module) imports \(fact.module), a target it does not depend on",
                                advice: "declare the dependency of \(module) on \(fact.module) in \(manifest), "
                                    + "or remove the import",
                                fingerprint: Fingerprint.of(
                                    rule: spec.id, file: file.path + "@" + module, target: "undeclared:" + fact.module))
                        )
                    }
                    guard let allowed = permitted(module, fact.module) else { continue }
                    violations.append(
                        context.violation(
                            spec, file: file.path, line: fact.line, target: fact.module,
                            finding: "\(module) imports \(fact.module)", advice: advice(module, allowed),
                            fingerprint: module == file.module
                                ? nil
                                : Fingerprint.of(rule: spec.id, file: file.path + "@" + module, target: fact.module)))
                }
            }
        }
        return violations
    }

    public static let examples = [
        RuleExample(
            name: "modules: the core that depends on its UI, in Package.swift and by import",
            spec: RuleExample.cleanLayersSpec(
                rule: """
                    {"id": "modules", "kind": "modules",
                     "allow": {"LedgerCore": [], "LedgerApp": ["*"], "*": ["LedgerCore"]}}
                    """),
            files: [
                "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(
                    name: "Ledger",
                    targets: [
                        .target(name: "LedgerCore", dependencies: ["LedgerUI"]), // ❌ modules
                        .target(name: "LedgerUI", dependencies: ["LedgerCore"]),
                        .target(name: "LedgerApp", dependencies: ["LedgerUI"]),
                    ]
                )
                """,
                "Sources/LedgerCore/Money.swift": "import Foundation\nimport LedgerUI // ❌ modules\nstruct Money {}",
                "Sources/LedgerUI/MoneyView.swift": "import LedgerCore\nstruct MoneyView { let money: Money }",
                "Sources/LedgerApp/App.swift": "import LedgerUI\nimport LedgerCore\nstruct App { let view: MoneyView }",
            ])
    ]
}

/// One row of a module matrix: modules matching `from` may depend only on modules
/// matching `allowed` (and on themselves). The first row whose `from` matches applies.
public struct ModuleAllowance: Sendable, Hashable {
    public var from: Glob
    public var allowed: [Glob]

    public init(from: Glob, allowed: [Glob]) {
        self.from = from
        self.allowed = allowed
    }
}
