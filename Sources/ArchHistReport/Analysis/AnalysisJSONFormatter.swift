import ArchHistCore
import ArchHistSupport

/// The analysis as JSON, for tools. The shape is a contract: keys always appear, in
/// this order, with `null` for an absent value; new keys may be added, existing ones
/// change only with `schemaVersion`.
///
///     {
///       "schemaVersion": 1,
///       "tool": "archhist",
///       "spec": {
///         "description": "archhist.json (extends preset clean)",
///         "preset": "clean" | null,
///         "layers": ["Presentation", …],                 // spec order
///         "rules": [{"id", "kind", "severity"}]          // spec order
///       },
///       "summary": {
///         "files": n,                 // every analysed file, tests included
///         "testFiles": n,
///         "lines": n,                 // all files
///         "modules": n, "domains": n, "layers": n,
///         "uncoveredFiles": n,        // non-test files in no layer
///         "filesWithoutDomain": n,    // non-test files in a non-cross-cutting layer but no domain
///         "notCompiledFiles": n,      // files no target compiles, when the tree's manifests declare targets
///         "violations": {"error": n, "warning": n, "info": n},   // open violations
///         "waived": n,
///         "references": {"resolved": n, "local": n, "ambiguous": n, "unresolved": n}
///       },
///       "modules": [{"name", "kind", "path", "product": name | null, "manifest": path | null,
///                    "targets": [names], "files", "dependencies": [names]}],
///           // kind: the target kind (regular, executable, test, macro, plugin; an Xcode or
///           // Tuist target's follows its product), "folder" for a guess from a top folder,
///           // or "notCompiled" for the folder of files no target compiles; files counts
///           // tests too, and a file in several targets in each
///       "matrix": {
///         "domains": [names], "layers": [names],
///         "cells": [{"domain": name | null, "layer": name | null, "files": n}]
///           // non-test files; non-empty cells only; domains then null, layers then null
///       },
///       "files": [{"path", "module", "modules": [names], "domain", "layer", "test", "lines",
///                  "imports": [{"module", "line", "attributes", "condition"}],
///                  "declarations": [{"kind", "name", "line"}],
///                  "references": [{"name", "line"}]}],      // ordered by path
///       "edges": {"module": [edge], "layer": [edge], "domain": [edge]},
///           // edge: {"from", "to", "count", "example": {"file", "line", "target"}}
///       "violations": [{"rule", "severity", "file", "line": n | null, "target",
///                       "message", "fingerprint"}],          // rule order, then file
///       "waived": [{…as violations…, "reason", "expires": "YYYY-MM-DD" | null}],
///       "notes": [strings]
///     }
///
/// Pretty-printed, two spaces, with a final newline.
struct AnalysisJSONFormatter {
    func format(_ report: AnalysisReport) -> String {
        JSONWriter(style: .pretty).string(value(of: report)) + "\n"
    }

    /// The document, for callers that embed it in something larger.
    func value(of report: AnalysisReport) -> JSONValue {
        let analysis = report.analysis
        return [
            "schemaVersion": .int(ReportJSON.schemaVersion),
            "tool": "archhist",
            "spec": spec(analysis.spec, description: report.specDescription),
            "summary": summary(analysis),
            "modules": modules(analysis),
            "matrix": matrix(analysis),
            "files": .array(analysis.files.sorted { $0.path < $1.path }.map(file)),
            "edges": [
                "module": .array(analysis.moduleEdges.map(ReportJSON.edge)),
                "layer": .array(analysis.layerEdges.map(ReportJSON.edge)),
                "domain": .array(analysis.domainEdges.map(ReportJSON.edge)),
            ],
            "violations": .array(analysis.violations.map(ReportJSON.violation)),
            "waived": .array(analysis.waived.map(ReportJSON.waived)),
            "notes": ReportJSON.strings(analysis.notes),
        ]
    }

    private func spec(_ spec: ArchitectureSpec, description: String) -> JSONValue {
        [
            "description": .string(description),
            "preset": .string(spec.preset),
            "layers": ReportJSON.strings(spec.layers.map(\.name)),
            "rules": .array(
                spec.rules.map { rule in
                    [
                        "id": .string(rule.id), "kind": .string(rule.kind.name),
                        "severity": .string(rule.severity.rawValue),
                    ]
                }),
        ]
    }

    private func summary(_ analysis: Analysis) -> JSONValue {
        let bySeverity = Dictionary(grouping: analysis.violations, by: \.severity).mapValues(\.count)
        let resolution = analysis.resolution
        return [
            "files": .int(analysis.files.count),
            "testFiles": .int(analysis.files.count { $0.isTest }),
            "lines": .int(analysis.lineCount),
            "modules": .int(analysis.modules.count),
            "domains": .int(analysis.domains.count),
            "layers": .int(analysis.spec.layers.count),
            "uncoveredFiles": .int(analysis.uncoveredFiles.count),
            "filesWithoutDomain": .int(analysis.filesWithoutDomain.count),
            "notCompiledFiles": .int(analysis.notCompiledFiles.count),
            "violations": .object(
                JSONObject(Severity.allCases.map { ($0.rawValue, JSONValue.int(bySeverity[$0] ?? 0)) })),
            "waived": .int(analysis.waived.count),
            "references": [
                "resolved": .int(resolution.resolved),
                "local": .int(resolution.local),
                "ambiguous": .int(resolution.ambiguous),
                "unresolved": .int(resolution.unresolved),
            ],
        ]
    }

    private func modules(_ analysis: Analysis) -> JSONValue {
        var files: [String: Int] = [:]
        for file in analysis.files {
            for module in file.modules { files[module, default: 0] += 1 }
        }
        return .array(
            analysis.modules.map { module in
                [
                    "name": .string(module.name),
                    "kind": .string(ReportJSON.kind(of: module)),
                    "path": .string(module.path),
                    "product": .string(module.product?.rawValue),
                    "manifest": .string(ReportJSON.manifestPath(of: module)),
                    "targets": ReportJSON.strings(ReportJSON.targets(of: module)),
                    "files": .int(files[module.name] ?? 0),
                    "dependencies": ReportJSON.strings(
                        module.declaredDependencies.filter { $0.kind != .unreadable }.map(\.name)),
                    "unreadableDependencies": .int(module.declaredDependencies.count { $0.kind == .unreadable }),
                    "inferredFrom": .string(module.inferredBy),
                ]
            })
    }

    private func matrix(_ analysis: Analysis) -> JSONValue {
        let matrix = DomainLayerMatrix(analysis)
        return [
            "domains": ReportJSON.strings(matrix.domains),
            "layers": ReportJSON.strings(matrix.layers),
            "cells": .array(
                matrix.cells.map { entry in
                    [
                        "domain": .string(entry.cell.domain), "layer": .string(entry.cell.layer),
                        "files": .int(entry.files),
                    ]
                }),
        ]
    }

    private func file(_ file: AnalyzedFile) -> JSONValue {
        [
            "path": .string(file.path),
            "module": .string(file.module),
            "modules": ReportJSON.strings(file.modules),
            "domain": .string(file.domain),
            "layer": .string(file.layer),
            "test": .bool(file.isTest),
            "lines": .int(file.facts.lineCount),
            "imports": .array(file.facts.imports.map(ReportJSON.importFact)),
            "declarations": .array(file.facts.declarations.map(ReportJSON.declaration)),
            "references": .array(file.facts.references.map(ReportJSON.reference)),
        ]
    }
}
