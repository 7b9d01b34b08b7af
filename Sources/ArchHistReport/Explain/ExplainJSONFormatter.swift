import ArchHistCore
import ArchHistSupport

/// `explain` for tools: the same facts as the text, as JSON (`schemaVersion` 1),
/// keys in this order:
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
struct ExplainJSONFormatter {
    func format(_ explanation: FileExplanation) -> String {
        let file = explanation.file
        let module = explanation.module
        let uses = explanation.uses
        let value: JSONValue = [
            "schemaVersion": .int(ReportJSON.schemaVersion),
            "path": .string(file.path),
            "test": .bool(file.isTest),
            "lines": .int(file.facts.lineCount),
            "module": [
                "name": .string(file.module),
                "kind": .string(module.map(ReportJSON.kind)),
                "path": .string(module?.path),
                "manifest": .string(explanation.manifest?.path),
                "line": ReportJSON.int(explanation.manifest?.line),
                "origin": .string(explanation.moduleOrigin),
                "product": .string(module?.product?.rawValue),
            ],
            "modules": ReportJSON.strings(file.modules),
            "layer": ["name": .string(file.layer), "reason": .string(explanation.placement.layerReason)],
            "domain": ["name": .string(file.domain), "reason": .string(explanation.placement.domainReason)],
            "imports": .array(file.facts.imports.map(ReportJSON.importFact)),
            "declarations": .array(file.facts.declarations.map(ReportJSON.declaration)),
            "dependencies": .array(
                uses.outgoing.map { use in
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
                "uses": .int(uses.incoming.count),
                "files": .int(uses.usingFiles),
                "moduleImports": .int(uses.moduleImports),
                "examples": .array(
                    uses.incoming.map { use in
                        ["file": .string(use.file), "line": .int(use.line), "symbol": .string(use.symbol)]
                    }),
            ],
            "violations": .array(explanation.violations.map(ReportJSON.violation)),
            "waived": .array(explanation.waived.map(ReportJSON.waived)),
        ]
        return JSONWriter(style: .pretty).string(value) + "\n"
    }
}
