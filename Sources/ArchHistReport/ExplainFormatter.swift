import ArchHistCore
import ArchHistSupport

/// `archhist explain <path>`: everything archhist decided about one file, and why.
enum ExplainFormatter {
    /// Incoming uses listed in text before `… and N more`.
    static let incomingLimit = 10

    static func text(file: AnalyzedFile, analysis: Analysis) -> String {
        let facts = Explanation(file: file, analysis: analysis)
        var sections: [[String]] = []

        // A file several targets compile names the others; nearly every file has none.
        let alsoIn = file.otherModules.map { name in
            let module = analysis.modules.first { $0.name == name }
            return field("Also in", "\(name) (\(Explanation.origin(of: module, named: name)))")
        }
        sections.append(
            [
                file.path,
                field("Module", "\(file.module) (\(facts.moduleOrigin))"),
            ] + alsoIn + [
                field("Layer", facts.layerText),
                field("Domain", facts.domainText),
                field("Lines", String(file.facts.lineCount)),
            ])

        var imports = ["Imports (\(file.facts.imports.count))"]
        if file.facts.imports.isEmpty {
            imports.append("  none")
        } else {
            let conditional = file.facts.imports.contains { $0.condition != nil }
            imports += TextLayout.table(
                [["line", "import"] + (conditional ? ["condition"] : [])]
                    + file.facts.imports.map { fact in
                        [String(fact.line), statement(fact)]
                            + (conditional ? [fact.condition.map { "#if " + $0 } ?? ""] : [])
                    },
                align: [.right, .left, .left])
        }
        sections.append(imports)

        var declarations = ["Declarations (\(file.facts.declarations.count))"]
        if file.facts.declarations.isEmpty {
            declarations.append("  none")
        } else {
            declarations += TextLayout.table(
                [["line", "kind", "name"]]
                    + file.facts.declarations.map { declaration in
                        let inherits =
                            declaration.inherits.isEmpty ? "" : ": " + declaration.inherits.joined(separator: ", ")
                        let attributes = declaration.attributes.map { "@" + $0 + " " }.joined()
                        return [
                            String(declaration.line), declaration.kind.rawValue,
                            attributes + declaration.name + inherits,
                        ]
                    },
                align: [.right, .left, .left])
        }
        sections.append(declarations)

        var outgoing = ["Depends on (\(facts.outgoing.count))"]
        if facts.outgoing.isEmpty {
            outgoing.append("  nothing in the tree")
        } else {
            outgoing += TextLayout.table(
                [["line", "uses", "target", "layer", "domain"]]
                    + facts.outgoing.map { use in
                        [
                            String(use.line), use.uses,
                            use.isModule ? "module " + use.target : use.target,
                            use.layer ?? "-", use.domain ?? "-",
                        ]
                    },
                align: [.right, .left, .left, .left, .left])
        }
        sections.append(outgoing)

        let users = Set(facts.incoming.map(\.file)).count
        var incoming = [
            "Used by (\(Plural.counted(facts.incoming.count, "use")) from \(Plural.counted(users, "file")))"
        ]
        if facts.incoming.isEmpty {
            incoming.append("  no other file uses its types")
        } else {
            let rows = TextLayout.table(facts.incoming.map { ["\($0.file):\($0.line)", $0.symbol] })
            incoming += TextLayout.truncated(rows, limit: incomingLimit, hint: " (use --format json for all)")
        }
        if facts.moduleImports > 0 {
            incoming.append(
                "  Its module \(file.module) is imported by \(Plural.counted(facts.moduleImports, "file")).")
        }
        sections.append(incoming)

        var violations = ["Violations (\(facts.violations.count))"]
        if facts.violations.isEmpty { violations.append("  none") }
        violations += DistinctRows.rows(facts.violations) { violation in
            "  \(lineLabel(violation.line))\(violation.rule) (\(violation.severity.rawValue)): \(violation.message)"
        }
        sections.append(violations)
        if !facts.waived.isEmpty {
            var waived = ["Waived (\(facts.waived.count))"]
            for violation in facts.waived {
                waived.append("  \(lineLabel(violation.line))\(violation.rule) → \(violation.target)")
                if let exception = violation.waivedBy {
                    waived.append(
                        "    reason: \(exception.reason)" + (exception.expires.map { " (until \($0))" } ?? ""))
                }
            }
            sections.append(waived)
        }
        return sections.map { TextLayout.text($0) }.joined(separator: "\n")
    }

    /// The same facts as JSON (`schemaVersion` 1), keys in this order:
    ///
    ///     {"schemaVersion", "path", "test", "lines",
    ///      "module": {"name", "kind", "path", "manifest": path | null, "line": n | null, "origin": text},
    ///      "layer": {"name": name | null, "reason": text},
    ///      "domain": {"name": name | null, "reason": text},
    ///      "imports": [{"module", "line", "attributes", "condition"}],
    ///      "declarations": [{"kind", "name", "line"}],
    ///      "dependencies": [{"line", "kind": "file" | "module", "target", "symbol": name | null,
    ///                        "injectedThrough": use | null, "layer": name | null, "domain": name | null}],
    ///      "dependents": {"uses": n, "files": n, "moduleImports": n,
    ///                     "examples": [{"file", "line", "symbol"}]},     // all of them
    ///      "violations": [violation], "waived": [violation + reason, expires]}
    static func json(file: AnalyzedFile, analysis: Analysis) -> String {
        let facts = Explanation(file: file, analysis: analysis)
        let module = analysis.modules.first { $0.name == file.module }
        var manifest: String?
        var manifestLine: Int?
        if case .target(_, let path, let line) = module?.origin {
            manifest = path
            manifestLine = line
        }
        let value: JSONValue = [
            "schemaVersion": .int(ReportJSON.schemaVersion),
            "path": .string(file.path),
            "test": .bool(file.isTest),
            "lines": .int(file.facts.lineCount),
            "module": [
                "name": .string(file.module),
                "kind": .string(module.map(ReportJSON.kind)),
                "path": .string(module?.path),
                "manifest": .string(manifest),
                "line": ReportJSON.int(manifestLine),
                "origin": .string(facts.moduleOrigin),
                "product": .string(module?.product?.rawValue),
            ],
            "modules": ReportJSON.strings(file.modules),
            "layer": ["name": .string(file.layer), "reason": .string(facts.layerReason)],
            "domain": ["name": .string(file.domain), "reason": .string(facts.domainReason)],
            "imports": .array(file.facts.imports.map(ReportJSON.importFact)),
            "declarations": .array(file.facts.declarations.map(ReportJSON.declaration)),
            "dependencies": .array(
                facts.outgoing.map { use in
                    [
                        "line": .int(use.line),
                        "kind": use.isModule ? "module" : "file",
                        "target": .string(use.target),
                        "symbol": .string(use.symbol),
                        "injectedThrough": .string(use.injectedThrough),
                        "layer": .string(use.layer),
                        "domain": .string(use.domain),
                    ]
                }),
            "dependents": [
                "uses": .int(facts.incoming.count),
                "files": .int(Set(facts.incoming.map(\.file)).count),
                "moduleImports": .int(facts.moduleImports),
                "examples": .array(
                    facts.incoming.map { use in
                        ["file": .string(use.file), "line": .int(use.line), "symbol": .string(use.symbol)]
                    }),
            ],
            "violations": .array(facts.violations.map(ReportJSON.violation)),
            "waived": .array(facts.waived.map(ReportJSON.waived)),
        ]
        return JSONWriter(style: .pretty).string(value) + "\n"
    }

    private static func field(_ label: String, _ value: String) -> String {
        "  " + label + String(repeating: " ", count: max(1, 8 - label.count)) + value
    }

    private static func lineLabel(_ line: Int?) -> String {
        line.map { "line \($0): " } ?? ""
    }

    /// `@testable public import struct Foundation.Data`
    static func statement(_ fact: ImportFact) -> String {
        var words = fact.attributes.map { "@" + $0 }
        if let access = fact.access { words.append(access) }
        words.append("import")
        if let kind = fact.kind { words.append(kind) }
        words.append(([fact.module] + fact.path).joined(separator: "."))
        return words.joined(separator: " ")
    }
}

/// What `explain` says about a file, computed once for both formats.
struct Explanation {
    struct Outgoing {
        let line: Int
        let isModule: Bool
        /// A file path, or a module name.
        let target: String
        let symbol: String?
        /// The key path use a dependency was injected through: `@Dependency(\.apiClient)`.
        let injectedThrough: String?
        let layer: String?
        let domain: String?

        /// What the text table says is used: the type, the use it was injected
        /// through, or the import.
        var uses: String {
            guard let symbol else { return "import" }
            return injectedThrough.map { "\(symbol) (injected through \($0))" } ?? symbol
        }
    }

    struct Incoming {
        let file: String
        let line: Int
        let symbol: String
    }

    let moduleOrigin: String
    let layerReason: String
    let layerText: String
    let domainReason: String
    let domainText: String
    /// In line order.
    let outgoing: [Outgoing]
    /// Uses of this file's types by other files, by path then line.
    let incoming: [Incoming]
    /// Files that import this file's module.
    let moduleImports: Int
    let violations: [Violation]
    let waived: [Violation]

    init(file: AnalyzedFile, analysis: Analysis) {
        let module = analysis.modules.first { $0.name == file.module }
        moduleOrigin = Explanation.origin(of: module, named: file.module)

        if file.isTest {
            layerReason = Explanation.testReason(file: file, module: module, spec: analysis.spec)
            layerText = "none: \(layerReason)"
            domainReason = "test files belong to no domain"
            domainText = "none: test file"
        } else {
            if let layer = file.layer {
                layerReason = file.placement.layerReason?.description ?? "matched"
                layerText = "\(layer) (\(layerReason))"
            } else {
                layerReason = "no layer matched"
                layerText = "none: no layer matched"
            }
            if let domain = file.domain {
                domainReason = file.placement.domainReason?.description ?? "matched"
                domainText = "\(domain) (\(domainReason))"
            } else {
                if analysis.spec.domains.isEmpty {
                    domainReason = "the spec declares no domains"
                } else if let layer = file.layer, analysis.spec.layer(named: layer)?.crossCutting == true {
                    domainReason = "no domain matched; layer \(layer) is cross-cutting, so none is needed"
                } else {
                    domainReason = "no domain matched"
                }
                domainText = "none: " + domainReason
            }
        }

        let index = analysis.files.firstIndex { $0.path == file.path }
        let graph = analysis.graph
        if let index, index < graph.usesByFile.count {
            outgoing = graph.usesByFile[index].map { use in
                let symbol: String?
                let isModule: Bool
                switch use.target {
                case .file(_, let name):
                    symbol = name
                    isModule = false
                case .module:
                    symbol = nil
                    isModule = true
                }
                return Outgoing(
                    line: use.line, isModule: isModule, target: graph.name(of: use.target), symbol: symbol,
                    injectedThrough: use.injectedThrough, layer: graph.layer(of: use.target),
                    domain: graph.domain(of: use.target))
            }.sorted { ($0.line, $0.target) < ($1.line, $1.target) }
            var incoming: [Incoming] = []
            var importers = 0
            for (from, uses) in graph.usesByFile.enumerated() where from != index {
                for use in uses {
                    switch use.target {
                    case .file(let target, let symbol) where target == index:
                        incoming.append(Incoming(file: graph.files[from].path, line: use.line, symbol: symbol))
                    case .module(let name) where name == file.module:
                        importers += 1
                    default:
                        break
                    }
                }
            }
            self.incoming = incoming.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
            moduleImports = importers
        } else {
            outgoing = []
            incoming = []
            moduleImports = 0
        }

        func byLine(_ a: Violation, _ b: Violation) -> Bool { (a.line ?? 0) < (b.line ?? 0) }
        violations = analysis.violations.filter { $0.file == file.path }.sorted(by: byLine)
        waived = analysis.waived.filter { $0.file == file.path }.sorted(by: byLine)
    }

    static func origin(of module: Module?, named name: String) -> String {
        switch module?.origin {
        case .target(let kind, let manifest, let line):
            let what = module?.product.map { "\($0.rawValue) target" } ?? "\(kind.rawValue) target"
            let targets = module?.targets ?? []
            let named = targets.isEmpty ? "" : " " + targets.joined(separator: " and ")
            return "\(what)\(named) declared in \(manifest):\(line)"
        case .folder where name == ModuleMap.rootModuleName:
            return "no target holds it; files at the repository root"
        case .folder:
            return "no target holds it; named after its top folder \(module?.path ?? name)/"
        case .notCompiled where name == ModuleMap.rootModuleName:
            return "not compiled: no target of the tree's manifests compiles it; files at the repository root"
        case .notCompiled:
            return "not compiled: no target of the tree's manifests compiles it; named after its top folder "
                + "\(module?.path ?? name)/"
        case nil:
            return "module not found in the analysis"
        }
    }

    static func testReason(file: AnalyzedFile, module: Module?, spec: ArchitectureSpec) -> String {
        if let module, module.isTestTarget { return "test file (in test target \(module.name))" }
        if let glob = spec.tests.first(where: { $0.matches(file.path) }) {
            return "test file (path matches '\(glob)')"
        }
        return "test file"
    }
}
