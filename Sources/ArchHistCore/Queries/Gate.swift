import ArchHistSupport

/// The CI gate: the code now against a baseline. It fails on what it is asked to
/// fail on, and always knows the counts of new, known and fixed violations and of
/// boundaries crossed for the first time.
public struct Gate: Sendable {
    public enum Condition: String, Sendable, CaseIterable {
        /// A violation whose fingerprint the baseline does not have.
        case newViolations = "new-violations"
        /// A layer or domain pair with dependencies now and none in the baseline.
        case newCrossings = "new-crossings"
        /// Any open violation at all.
        case anyViolations = "any-violations"
        /// A use the baseline's spec reports and the candidate's spec allows (or
        /// reports at a milder severity): allowed by the change to the spec.
        case specLoosened = "spec-loosened"
    }

    public let drift: Drift
    public let current: Analysis
    /// Layer and domain boundaries crossed now and not in the baseline.
    public let newCrossings: [Drift.EdgeChange]
    /// The requested conditions that are met: the gate fails when any is.
    public let failedOn: [Condition]
    /// What the edit of the spec does, when the baseline was written under another
    /// spec than the candidate's; nil when the two specs are the same.
    public let specChange: SpecChange?

    /// `renames`: the files moved or renamed since the baseline (old path → new path).
    /// `underBaselineSpec`: when the baseline's spec differs from `current`'s, the
    /// baseline and the candidate both judged by the baseline's spec (`baseline` and
    /// `current` are judged by the candidate's).
    public init(
        baseline: Analysis, current: Analysis, failOn: [Condition], renames: [String: String] = [:],
        underBaselineSpec: BaselineSpecJudgement? = nil
    ) {
        drift = Drift(from: baseline, to: current, renames: renames)
        self.current = current
        newCrossings = drift.edgeChanges.filter { $0.level != .module && $0.before == 0 && $0.after > 0 }
        let known = drift.persisting
        let change = underBaselineSpec.map {
            SpecChange(judged: $0, candidate: current, known: known, renames: renames)
        }
        specChange = change
        let met: [Condition: Bool] = [
            .newViolations: !drift.introduced.isEmpty,
            .newCrossings: !newCrossings.isEmpty,
            .anyViolations: !current.violations.isEmpty,
            .specLoosened: change?.loosens ?? false,
        ]
        failedOn = Condition.allCases.filter { failOn.contains($0) && met[$0] == true }
    }

    public var passed: Bool { failedOn.isEmpty }

    /// Why the gate failed, one sentence per condition met.
    public var reasons: [String] {
        failedOn.map { condition in
            switch condition {
            case .newViolations: return Plural.counted(drift.introduced.count, "new violation")
            case .newCrossings:
                return Plural.counted(newCrossings.count, "boundary", plural: "boundaries")
                    + " crossed for the first time"
            case .anyViolations: return Plural.counted(current.violations.count, "open violation")
            case .specLoosened:
                return Plural.counted(specChange?.allowed.count ?? 0, "use") + " "
                    + (specChange?.allowedByThisChange ?? "")
            }
        }
    }
}
