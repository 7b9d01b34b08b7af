import ArchHistCore
import ArchHistSupport

/// The JSON shapes shared by the analysis and explain reports, so that a file, an
/// import or a violation reads the same wherever it appears.
enum ReportJSON {
    static let schemaVersion = 1

    static func int(_ value: Int?) -> JSONValue {
        value.map(JSONValue.int) ?? .null
    }

    static func strings(_ values: [String]) -> JSONValue {
        .array(values.map(JSONValue.string))
    }

    /// `regular`, `executable`, `test`, … for a target of a manifest; `folder` for a
    /// module guessed from a top folder; `notCompiled` for the folder of files no
    /// target compiles.
    static func kind(of module: Module) -> String {
        switch module.origin {
        case .target(let kind, _, _): return kind.rawValue
        case .folder: return "folder"
        case .notCompiled: return "notCompiled"
        }
    }

    /// The manifest that declares a module's target, nil for a guessed module.
    static func manifestPath(of module: Module) -> String? { module.manifestPath }

    /// The targets that build a module: those named otherwise, else the declared
    /// target of its own name; none for a guessed module.
    static func targets(of module: Module) -> [String] {
        module.targets.isEmpty && module.isDeclared ? [module.name] : module.targets
    }

    static func importFact(_ fact: ImportFact) -> JSONValue {
        [
            "module": .string(fact.module),
            "line": .int(fact.line),
            "attributes": strings(fact.attributes),
            "condition": .string(fact.condition),
        ]
    }

    static func declaration(_ declaration: Declaration) -> JSONValue {
        [
            "kind": .string(declaration.kind.rawValue),
            "name": .string(declaration.name),
            "line": .int(declaration.line),
        ]
    }

    static func reference(_ reference: TypeReference) -> JSONValue {
        ["name": .string(reference.name), "line": .int(reference.line)]
    }

    static func edge(_ edge: AggregateEdge) -> JSONValue {
        [
            "from": .string(edge.from),
            "to": .string(edge.to),
            "count": .int(edge.count),
            "example": [
                "file": .string(edge.example.file),
                "line": .int(edge.example.line),
                "target": .string(edge.example.target),
            ],
        ]
    }

    static func violation(_ violation: Violation) -> JSONValue {
        .object(violationMembers(violation))
    }

    /// A violation with the exception that waives it: `reason` and `expires`
    /// (`YYYY-MM-DD`, null when it never expires).
    static func waived(_ violation: Violation) -> JSONValue {
        var object = violationMembers(violation)
        object["reason"] = .string(violation.waivedBy?.reason)
        object["expires"] = .string(violation.waivedBy?.expires?.description)
        return .object(object)
    }

    private static func violationMembers(_ violation: Violation) -> JSONObject {
        [
            "rule": .string(violation.rule),
            "severity": .string(violation.severity.rawValue),
            "file": .string(violation.file),
            "line": int(violation.line),
            "target": .string(violation.target),
            "message": .string(violation.message),
            "fingerprint": .string(violation.fingerprint),
        ]
    }
}
