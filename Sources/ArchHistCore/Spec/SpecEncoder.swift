/// Writes a resolved spec back in the spec file format, standalone (its preset
/// already folded in), with keys and entries in a fixed order. The text is what a
/// run records and what its digest is taken of, so the same rules always give the
/// same digest, and a recorded spec can be decoded again to re-judge history.
import ArchHistSupport

public enum SpecEncoder {
    public static func encode(_ spec: ArchitectureSpec) -> JSONValue {
        var root = JSONObject()
        root["exclude"] = .array(spec.exclude.map { .string($0.pattern) })
        root["tests"] = .array(spec.tests.map { .string($0.pattern) })
        root["layers"] = .array(
            spec.layers.map { layer in
                var object = matcher(layer.match)
                object["name"] = .string(layer.name)
                object["crossCutting"] = .bool(layer.crossCutting)
                return .object(object)
            })
        root["domains"] = .array(
            spec.domains.map { domain in
                var object = matcher(domain.match)
                if let name = domain.name { object["name"] = .string(name) }
                return .object(object)
            })
        root["rules"] = .array(spec.rules.map(rule))
        root["exceptions"] = .array(
            spec.exceptions.map { exception in
                var object: JSONObject = [
                    ("rule", .string(exception.rule)), ("source", .string(exception.source)),
                    ("target", .string(exception.target)), ("reason", .string(exception.reason)),
                ]
                if let expires = exception.expires { object["expires"] = .string(expires.description) }
                return .object(object)
            })
        return .object(root)
    }

    /// The canonical text: compact JSON.
    public static func canonicalText(_ spec: ArchitectureSpec) -> String {
        JSONWriter(style: .compact).string(encode(spec))
    }

    private static func matcher(_ match: Matcher) -> JSONObject {
        [
            ("paths", .array(match.paths.map { .string($0.pattern) })),
            ("modules", .array(match.modules.map { .string($0.pattern) })),
            ("suffixes", .array(match.suffixes.map { .string($0) })),
        ]
    }

    private static func rule(_ rule: RuleSpec) -> JSONValue {
        var object: JSONObject = [
            ("id", .string(rule.id)), ("kind", .string(rule.kind.name)), ("severity", .string(rule.severity.rawValue)),
        ]
        if let message = rule.message { object["message"] = .string(message) }
        rule.kind.encode(into: &object)
        return .object(object)
    }
}
