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
    public var kind: RuleKind

    public init(id: String, severity: Severity = .error, message: String? = nil, kind: RuleKind) {
        self.id = id
        self.severity = severity
        self.message = message
        self.kind = kind
    }
}

public enum RuleKind: Sendable, Hashable {
    /// An allowed-dependency matrix between layers. A layer listed may depend only on
    /// itself and the layers given; a layer not listed is not constrained.
    case layers(allowed: [String: [String]])
    /// An ordered chain: each layer may depend on itself and the layers before it.
    case layerChain(order: [String])
    /// Imports of the files in `layers`: modules matching `forbid` are refused; when
    /// `allowOnly` is set, every import must match one of its patterns.
    case imports(layers: [String], forbid: [Glob], allowOnly: [Glob]?)
    /// No dependency from `from` layers to `to` layers, directly or (transitive) by any
    /// chain of edges: the harness `serviceRepoWall`.
    case wall(from: [String], to: [String], transitive: Bool)
    /// A domain may use only the `exposed` layers of another domain
    /// (`crossDomainImportsAreClean`); transitive also follows chains of edges.
    case crossDomain(exposed: [String], transitive: Bool)
    /// Every domain has at least one file in each required layer (`domainsAreComplete`).
    case completeness(required: [String])
    /// Attributes (without `@`) that must not appear in the files of `layers`.
    case attributes(layers: [String], forbid: [String])
    /// `@testable import` only in files matching `allowIn` (default: the spec's tests).
    case testableImport(allowIn: [Glob]?)
    /// Types whose name matches `symbols` are declared and used only in `layers`.
    case confinement(symbols: [Glob], layers: [String])
    /// No dependency cycle between the modules, layers or domains.
    case cycles(level: GraphLevel)
    /// An allowed-dependency matrix between modules (globs), checked against both
    /// the target dependencies of Package.swift and the imports.
    case modules(allowed: [ModuleAllowance])
    /// A protocol with exactly one conforming type: advice to compose a closure instead.
    case singleImplementation

    /// The name used in specs and reports.
    public var name: String {
        switch self {
        case .layers: return "layers"
        case .layerChain: return "layerChain"
        case .imports: return "imports"
        case .wall: return "wall"
        case .crossDomain: return "crossDomain"
        case .completeness: return "completeness"
        case .attributes: return "attributes"
        case .testableImport: return "testableImport"
        case .confinement: return "confinement"
        case .cycles: return "cycles"
        case .modules: return "modules"
        case .singleImplementation: return "singleImplementation"
        }
    }

    public static let names = [
        "layers", "layerChain", "imports", "wall", "crossDomain", "completeness", "attributes",
        "testableImport", "confinement", "cycles", "modules", "singleImplementation",
    ]
}

/// One row of a module matrix: modules matching `from` may depend only on modules
/// matching `allowed` (and on themselves). The first row whose `from` matches applies.
public struct ModuleAllowance: Sendable, Hashable {
    public var from: Glob
    public var allowed: [Glob]

    public init(from: Glob, allowed: [Glob]) {
        self.from = from
        self.allowed = allowed
    }
}
