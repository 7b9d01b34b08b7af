/// `cycles`: no dependency cycle between modules, layers or domains. A cycle is
/// identified by its members, so it keeps its fingerprint while its edges change.
/// With `ignoreFrom`, the uses made by files of those layers are left out: the
/// composition root builds every feature, and a flow coordinator opening another
/// feature's flow, which opens it back, is the app's navigation, not its features
/// depending on each other.
import ArchHistSupport

public struct CycleRule: RuleKind {
    public static let name = "cycles"
    public static let keys = [GraphLevel.key, "ignoreFrom"]
    public static let formerKeys = [GraphLevel.formerKey]

    /// What the cycles are between (`by`): modules, layers or domains.
    public let level: GraphLevel
    /// Layers whose files' uses close no cycle.
    public let ignoreFrom: [String]

    public init(level: GraphLevel, ignoreFrom: [String] = []) {
        self.level = level
        self.ignoreFrom = ignoreFrom
    }

    public init(decoding rule: RuleFields) throws(JSONDecodingError) {
        level = try GraphLevel.named(in: rule.cursor) ?? .module
        ignoreFrom =
            try rule.optional("ignoreFrom").map { cursor throws(JSONDecodingError) in
                try rule.layerList(cursor)
            } ?? []
    }

    public func encode(into object: inout JSONObject) {
        object[GraphLevel.key] = .string(level.rawValue)
        if !ignoreFrom.isEmpty { object["ignoreFrom"] = .strings(ignoreFrom) }
    }

    public func check(_ spec: RuleSpec, in context: RuleContext) -> [Violation] {
        let edges = EdgeAggregator.edges(of: context.graph, at: level, ignoringLayers: Set(ignoreFrom))
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
                 "rules": [{"id": "cycle", "kind": "cycles", "by": "domain"}]}
                """,
            files: [
                "Domains/Booking/Booking.swift": "struct Booking {\n    let payment: Payment // ❌ cycle\n}",
                "Domains/Payments/Payment.swift": "struct Payment { let booking: Booking }",
                "Domains/Search/Query.swift": "struct Query { let booking: Booking }",
            ])
    ]
}
