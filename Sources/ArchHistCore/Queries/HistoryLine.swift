/// The recorded runs along the first-parent line of a branch, oldest first: the
/// axis every history query walks. Runs of other specs are left out, so a series
/// never mixes "the code changed" with "the rules changed".
public struct HistoryLine: Sendable {
    public let runs: [RunSummary]
    /// The first-parent line the runs lie on, newest first (back to `from` when given;
    /// with a start off the line, the start placed after its branch point).
    public let commits: [String]
    /// Where the range starts, when it was given one.
    public let start: RangeStart?
    /// The spec digest the line is read under.
    public let specDigest: String?
    /// Whether the line is read under another spec than the current one, which no run
    /// on it was recorded under.
    public let isUnderAnotherSpec: Bool

    /// - Parameters:
    ///   - commits: the first-parent line, newest first, as git lists it.
    ///   - runs: every recorded run.
    ///   - preferredDigest: the current spec's digest; when no run on the line was
    ///     recorded under it, the spec of the newest recorded run on the line is used.
    ///   - start: where the range starts, when given: `commits` is then its path.
    public init(commits: [String], runs: [RunSummary], preferredDigest: String?, start: RangeStart? = nil) {
        let onLine = Set(commits)
        let candidates = runs.filter { onLine.contains($0.commit) }
        let digest: String?
        if let preferredDigest, candidates.contains(where: { $0.specDigest == preferredDigest }) {
            digest = preferredDigest
        } else {
            let position = Dictionary(
                commits.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { a, _ in a })
            digest =
                candidates.min {
                    (position[$0.commit] ?? Int.max, -$0.recordedAt) < (position[$1.commit] ?? Int.max, -$1.recordedAt)
                }?.specDigest
        }
        var newest: [String: RunSummary] = [:]
        for run in candidates where run.specDigest == digest {
            if let existing = newest[run.commit], (existing.recordedAt, existing.id) > (run.recordedAt, run.id) {
                continue
            }
            newest[run.commit] = run
        }
        self.runs = commits.reversed().compactMap { newest[$0] }
        self.commits = commits
        self.start = start
        self.specDigest = digest
        isUnderAnotherSpec = preferredDigest != nil && digest != nil && digest != preferredDigest
    }
}

/// A dependency between two modules, layers or domains.
public struct Boundary: Sendable, Hashable, Comparable {
    public var level: GraphLevel
    public var from: String
    public var to: String

    public init(level: GraphLevel, from: String, to: String) {
        self.level = level
        self.from = from
        self.to = to
    }

    public static func < (lhs: Boundary, rhs: Boundary) -> Bool {
        (lhs.level.rawValue, lhs.from, lhs.to) < (rhs.level.rawValue, rhs.from, rhs.to)
    }
}
