/// `completeness`: every domain has at least one file in each required layer
/// (`domainsAreComplete`). The finding is about the domain, so it is located at the
/// folder its files share and identified by domain and layer.
import ArchHistSupport

public struct CompletenessRule: RuleKind {
    public static let name = "completeness"
    public static let keys = ["required"]

    /// The layers every domain has a file in.
    public let required: [String]

    public init(required: [String]) {
        self.required = required
    }

    public init(decoding rule: RuleFields) throws(JSONDecodingError) {
        required = try rule.layerList(rule.required("required"))
    }

    public func encode(into object: inout JSONObject) {
        object["required"] = .strings(required)
    }

    public func check(_ spec: RuleSpec, in context: RuleContext) -> [Violation] {
        var layersByDomain: [String: Set<String>] = [:]
        var pathsByDomain: [String: [String]] = [:]
        for (_, file) in context.productionFiles {
            guard let domain = file.domain else { continue }
            pathsByDomain[domain, default: []].append(file.path)
            if let layer = file.layer { layersByDomain[domain, default: []].insert(layer) }
        }
        var violations: [Violation] = []
        for domain in pathsByDomain.keys.sorted() {
            let present = layersByDomain[domain] ?? []
            let missing = required.filter { !present.contains($0) }
            guard !missing.isEmpty else { continue }
            // Once per domain, not per missing layer: it splits every path of the domain.
            let folder = CompletenessRule.commonFolder(pathsByDomain[domain] ?? [])
            for layer in missing {
                violations.append(
                    context.violation(
                        spec, file: folder, line: nil, target: layer,
                        finding: "domain \(domain) has no \(layer) layer",
                        advice:
                            "a complete domain has \(required.joined(separator: ", ")): "
                            + "add the missing layer, or fold the domain into another",
                        fingerprint: Fingerprint.of(rule: spec.id, file: "domain:" + domain, target: layer)))
            }
        }
        return violations
    }

    /// The deepest folder holding all the paths.
    static func commonFolder(_ paths: [String]) -> String {
        guard var common = paths.first?.split(separator: "/").dropLast() else { return "" }
        for path in paths.dropFirst() {
            let folders = path.split(separator: "/").dropLast()
            let shared = zip(common, folders).prefix { $0 == $1 }.count
            common = common.prefix(shared)
        }
        return common.joined(separator: "/")
    }

    public static let examples = [
        RuleExample(
            name: "completeness: a domain without its Service",
            spec: """
                {"layers": [{"name": "Types", "paths": ["**/Types/**"]},
                            {"name": "Service", "paths": ["**/Service/**"]}],
                 "domains": [{"paths": ["Domains/{name}/**"]}],
                 "rules": [{"id": "complete", "kind": "completeness", "required": ["Types", "Service"]}]}
                """,
            files: [
                "Domains/Booking/Types/Booking.swift": "struct Booking {}",
                "Domains/Booking/Service/BookingFlow.swift": "struct BookingFlow {}",
                "Domains/Search/Types/Query.swift": "struct Query {}",
            ],
            expectedWithoutLine: ["complete Domains/Search/Types Service"])
    ]
}
