/// `cycles`: no dependency cycle between modules, layers or domains. A cycle is
/// identified by its members, so it keeps its fingerprint while its edges change.
import ArchHistSupport

public struct CycleRule: RuleKind {
    public static let name = "cycles"
    public static let keys = ["level"]

    /// What the cycles are between: modules, layers or domains.
    public let level: GraphLevel

    public init(level: GraphLevel) {
        self.level = level
    }

    public init(decoding rule: RuleFields) throws(JSONDecodingError) {
        level = try rule.optional("level")?.enumValue(GraphLevel.self) ?? .module
    }

    public func encode(into object: inout JSONObject) {
        object["level"] = .string(level.rawValue)
    }

    public func check(_ spec: RuleSpec, in context: RuleContext) -> [Violation] {
        let edges = EdgeAggregator.edges(of: context.graph, at: level)
        var successors: [String: [String]] = [:]
        var example: [String: [String: EdgeExample]] = [:]
        for edge in edges {
            successors[edge.from, default: []].append(edge.to)
            example[edge.from, default: [:]][edge.to] = edge.example
        }
        let nodes = Set(edges.flatMap { [$0.from, $0.to] }).sorted()
        return StronglyConnected.components(nodes: nodes, successors: successors)
            .filter { $0.count > 1 }
            .map { members in
                let sorted = members.sorted()
                let loop = StronglyConnected.loop(through: sorted, successors: successors)
                let first = example[loop[0]]?[loop[1]]
                return context.violation(
                    spec, file: first?.file ?? "", line: first?.line, target: loop.joined(separator: " → "),
                    finding: "\(level.rawValue)s \(sorted.joined(separator: ", ")) depend on each other",
                    advice: "break the cycle: invert one dependency behind a protocol owned by the other side",
                    fingerprint: Fingerprint.of(
                        rule: spec.id, file: "cycle:" + level.rawValue, target: sorted.joined(separator: ",")))
            }
    }

    public static let examples = [
        RuleExample(
            name: "cycles: two domains that use each other",
            spec: """
                {"layers": [{"name": "Any", "paths": ["**"]}],
                 "domains": [{"paths": ["Domains/{name}/**"]}],
                 "rules": [{"id": "cycle", "kind": "cycles", "level": "domain"}]}
                """,
            files: [
                "Domains/Booking/Booking.swift": "struct Booking {\n    let payment: Payment // ❌ cycle\n}",
                "Domains/Payments/Payment.swift": "struct Payment { let booking: Booking }",
                "Domains/Search/Query.swift": "struct Query { let booking: Booking }",
            ])
    ]
}
