/// The one count of open violations that every command prints: `violations` and
/// `violations --history`, `log` and `trend`, `check`, the report's cards and a plan's
/// burndown. Open means not waived. Infos are counted apart from errors and warnings:
/// they inform, and a headline counts what must be fixed.
public struct OpenViolationCount: Sendable, Hashable {
    public var errors: Int
    public var warnings: Int
    public var infos: Int

    public init(errors: Int, warnings: Int, infos: Int) {
        self.errors = errors
        self.warnings = warnings
        self.infos = infos
    }

    /// The count of `violations`, which are open (not waived).
    public init<Violations: Sequence<Violation>>(_ violations: Violations) {
        var bySeverity: [Severity: Int] = [:]
        for violation in violations { bySeverity[violation.severity, default: 0] += 1 }
        self.init(errors: bySeverity[.error] ?? 0, warnings: bySeverity[.warning] ?? 0, infos: bySeverity[.info] ?? 0)
    }

    /// The count a run recorded.
    public init(_ run: RunSummary) {
        self.init(errors: run.errors, warnings: run.warnings, infos: run.infos)
    }

    /// What a headline counts first.
    public var errorsAndWarnings: Int { errors + warnings }
    /// Every open violation, infos included.
    public var all: Int { errors + warnings + infos }
}

extension RunSummary {
    /// Its open violations, counted as every command counts them.
    public var openCount: OpenViolationCount { OpenViolationCount(self) }
}

extension Drift {
    /// The violations the new side introduced, kept and fixed, counted alike.
    public var introducedCount: OpenViolationCount { OpenViolationCount(introduced) }
    public var persistingCount: OpenViolationCount { OpenViolationCount(persisting) }
    public var fixedCount: OpenViolationCount { OpenViolationCount(fixed) }
}
