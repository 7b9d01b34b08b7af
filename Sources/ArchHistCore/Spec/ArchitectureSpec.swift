/// The architecture a codebase is measured against: layers, domains, rules and
/// exceptions. Built-in presets are specs too, and a user spec extends one.
import ArchHistSupport

public struct ArchitectureSpec: Sendable, Hashable {
    /// The preset this spec extends, nil for a spec that stands alone.
    public var preset: String?
    /// Files left out of the analysis altogether (generated code, vendored sources).
    public var exclude: [Glob]
    /// Test code: never put in a layer or domain, never counted as uncovered, and
    /// judged only by rules about tests (`@testable import`).
    public var tests: [Glob]
    public var layers: [LayerSpec]
    public var domains: [DomainSpec]
    public var rules: [RuleSpec]
    public var exceptions: [ExceptionSpec]

    public init(
        preset: String? = nil, exclude: [Glob] = [], tests: [Glob] = [], layers: [LayerSpec] = [],
        domains: [DomainSpec] = [], rules: [RuleSpec] = [], exceptions: [ExceptionSpec] = []
    ) {
        self.preset = preset
        self.exclude = exclude
        self.tests = tests
        self.layers = layers
        self.domains = domains
        self.rules = rules
        self.exceptions = exceptions
    }

    public func layer(named name: String) -> LayerSpec? { layers.first { $0.name == name } }
}

public struct LayerSpec: Sendable, Hashable {
    public var name: String
    public var match: Matcher
    /// A cross-cutting layer (Utils, Providers, App Wiring) belongs to no domain, so
    /// its files are not reported as missing a domain.
    public var crossCutting: Bool

    public init(name: String, match: Matcher, crossCutting: Bool = false) {
        self.name = name
        self.match = match
        self.crossCutting = crossCutting
    }
}

/// A business domain, named outright or discovered: a matcher whose pattern holds a
/// `{name}` capture makes one domain per distinct captured name.
public struct DomainSpec: Sendable, Hashable {
    /// Nil when the name comes from the `{name}` capture.
    public var name: String?
    public var match: Matcher

    public init(name: String?, match: Matcher) {
        self.name = name
        self.match = match
    }
}

/// A narrow, written-down exception: one rule, one source file, one target.
public struct ExceptionSpec: Sendable, Hashable {
    public var rule: String
    /// The repository-relative path of the source file.
    public var source: String
    /// The violation's target (module, file path, symbol or layer), as reported.
    public var target: String
    public var reason: String
    /// The last day the exception holds (ISO `YYYY-MM-DD`), nil for no expiry.
    public var expires: Day?

    public init(rule: String, source: String, target: String, reason: String, expires: Day? = nil) {
        self.rule = rule
        self.source = source
        self.target = target
        self.reason = reason
        self.expires = expires
    }
}
