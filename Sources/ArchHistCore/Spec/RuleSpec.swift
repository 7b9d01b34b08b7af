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

/// The level at which dependencies are aggregated.
public enum GraphLevel: String, Sendable, Hashable, CaseIterable {
    case module, layer, domain
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
