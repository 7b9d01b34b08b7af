/// Both sides of a check judged by the baseline's spec, when it differs from the
/// candidate's: what a gate compares with to tell the spec's edits from the code's.
public struct BaselineSpecJudgement: Sendable {
    /// The baseline judged by its own spec.
    public var baseline: Analysis
    /// The candidate judged by the baseline's spec.
    public var candidate: Analysis
    /// How the spec file is named (`archhist.json`).
    public var specName: String
    /// Where the baseline's spec was read: "archhist.json at 1a2b3c4d5e6f".
    public var source: String

    public init(baseline: Analysis, candidate: Analysis, specName: String, source: String) {
        self.baseline = baseline
        self.candidate = candidate
        self.specName = specName
        self.source = source
    }
}
