import ArchHistSupport

public enum Severity: String, Sendable, Hashable, CaseIterable, Comparable {
    case error, warning, info

    private var rank: Int {
        switch self {
        case .error: return 0
        case .warning: return 1
        case .info: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// The grain at which dependencies are rolled up: what `--by` and a spec's `by` name.
public enum GraphLevel: String, Sendable, Hashable, CaseIterable {
    case module, layer, domain

    /// The key a spec or a plan names the grain with.
    public static let key = "by"
    /// What specs and plans called it before: still read, never written.
    public static let formerKey = "level"

    /// The grain `object` names under `by`, or under its former name `level`, so that an
    /// older spec loads unchanged; nil when it names none. Both at once is an error.
    public static func named(in object: JSONCursor) throws(JSONDecodingError) -> GraphLevel? {
        let current = try object.optional(key)
        let former = try object.optional(formerKey)
        if current != nil, let former {
            throw former.error(
                expected: "only \"\(key)\" (\"\(formerKey)\" is its former name)", found: "both")
        }
        return try (current ?? former)?.enumValue(GraphLevel.self)
    }
}

/// One rule of the spec: an id that names it in every report and in history, a
/// severity, an optional message that overrides the built-in advice, and what it checks.
public struct RuleSpec: Sendable, Hashable {
    public var id: String
    public var severity: Severity
    public var message: String?
    /// What the rule checks, with its settings: one of `RuleKinds.all`.
    public var kind: any RuleKind

    public init(id: String, severity: Severity = .error, message: String? = nil, kind: any RuleKind) {
        self.id = id
        self.severity = severity
        self.message = message
        self.kind = kind
    }

    public static func == (lhs: RuleSpec, rhs: RuleSpec) -> Bool {
        lhs.id == rhs.id && lhs.severity == rhs.severity && lhs.message == rhs.message
            && lhs.kind.isEqual(to: rhs.kind)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(severity)
        hasher.combine(message)
        hasher.combine(kind)
    }
}
