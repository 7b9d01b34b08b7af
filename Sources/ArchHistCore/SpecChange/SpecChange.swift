/// What an edit of the spec does to a change under review. The candidate is judged
/// twice, by the baseline's spec and by its own; what only its own spec lets pass is
/// allowed by the edit, not by the code, and a gate says so. What only its own spec
/// reports, and the baseline has too, is made visible by a stricter spec: known, not new.
public struct SpecChange: Sendable {
    /// The edits from the baseline's spec to the candidate's, in words.
    public var edits: [SpecEdit]
    /// The uses the baseline's spec reports in the candidate and its own spec allows
    /// or reports at a lower severity.
    public var allowed: [AllowedUse]
    /// Known violations (the baseline has them under the candidate's spec) that only
    /// the candidate's spec reports.
    public var madeVisible: [Violation]
    /// How the spec file is named (`archhist.json`): reports say "allowed by this change to archhist.json".
    public var specName: String

    /// Where the baseline's spec was read: "archhist.json at 1a2b3c4d5e6f".
    public var baselineSource: String

    /// - Parameters:
    ///   - judged: the baseline and the candidate judged by the baseline's spec.
    ///   - candidate: the candidate judged by its own spec.
    ///   - known: the candidate's violations its own spec finds in the baseline too.
    ///   - renames: old path → new path of the files moved since the baseline.
    public init(
        judged: BaselineSpecJudgement, candidate: Analysis, known: [Violation], renames: [String: String] = [:]
    ) {
        specName = judged.specName
        baselineSource = judged.source
        let (baseline, candidateBefore) = (judged.baseline, judged.candidate)
        edits = SpecComparison.edits(from: candidateBefore.spec, to: candidate.spec)
        let cause = SpecEditCause(edits: edits, before: candidateBefore, after: candidate)
        let newUnderOldSpec = Set(
            Drift.match(baseline.violations, candidateBefore.violations, renames: renames).introduced.map(\.fingerprint)
        )
        let bySpec = Drift.match(candidateBefore.violations, candidate.violations)
        // A finding each spec reports, under another rule id (a rule renamed, or its
        // check moved to another rule), is neither allowed nor made visible.
        let refiled = SpecChange.refiled(bySpec.fixed, bySpec.introduced)
        var allowed = bySpec.fixed.filter { !refiled.before.contains($0.fingerprint) }.map { violation in
            AllowedUse(
                violation: violation, edit: cause.edit(allowing: violation),
                isNew: newUnderOldSpec.contains(violation.fingerprint))
        }
        // Reported by both, at a milder severity now (errors rank first).
        let before = Dictionary(
            candidateBefore.violations.map { ($0.fingerprint, $0.severity) }, uniquingKeysWith: { a, _ in a })
        for violation in bySpec.persisting {
            guard let was = before[violation.fingerprint], violation.severity > was else { continue }
            var judgedBefore = violation
            judgedBefore.severity = was
            allowed.append(
                AllowedUse(
                    violation: judgedBefore, edit: cause.edit(lowering: violation),
                    isNew: newUnderOldSpec.contains(violation.fingerprint), severityNow: violation.severity))
        }
        self.allowed = allowed
        let knownFingerprints = Set(known.map(\.fingerprint))
        madeVisible = bySpec.introduced.filter {
            knownFingerprints.contains($0.fingerprint) && !refiled.after.contains($0.fingerprint)
        }
    }

    /// The fingerprints of the findings reported on both sides under different rules:
    /// the same file, line and target, at a severity no milder.
    private static func refiled(_ hidden: [Violation], _ revealed: [Violation]) -> (
        before: Set<String>, after: Set<String>
    ) {
        func key(_ violation: Violation) -> String {
            "\(violation.file)\u{0}\(violation.line ?? -1)\u{0}\(violation.target)"
        }
        var revealedByKey = Dictionary(grouping: revealed, by: key)
        var before = Set<String>()
        var after = Set<String>()
        for violation in hidden {
            let place = key(violation)
            guard let index = revealedByKey[place]?.firstIndex(where: { $0.severity <= violation.severity }),
                let match = revealedByKey[place]?.remove(at: index)
            else { continue }
            before.insert(violation.fingerprint)
            after.insert(match.fingerprint)
        }
        return (before, after)
    }

    /// The name of the finding's kind, as every report says it (spec-derived: escape it).
    public var allowedByThisChange: String { "allowed by this change to \(specName)" }
    public var madeVisibleByThisChange: String { "made visible by this change to \(specName)" }

    /// Whether the candidate's spec lets pass what the baseline's reports.
    public var loosens: Bool { !allowed.isEmpty }
}
