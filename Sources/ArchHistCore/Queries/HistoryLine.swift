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
        // Runs are named by their index in `runs`: a run is copied once, into the line.
        let onLine = Set(commits)
        let candidates = runs.indices.filter { onLine.contains(runs[$0].commit) }
        let digest: String?
        if let preferredDigest, candidates.contains(where: { runs[$0].specDigest == preferredDigest }) {
            digest = preferredDigest
        } else {
            let position = Dictionary(
                commits.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { a, _ in a })
            digest = candidates.min {
                (position[runs[$0].commit] ?? Int.max, -runs[$0].recordedAt)
                    < (position[runs[$1].commit] ?? Int.max, -runs[$1].recordedAt)
            }.map { runs[$0].specDigest }
        }
        var newest: [String: Int] = [:]
        newest.reserveCapacity(candidates.count)
        for index in candidates where runs[index].specDigest == digest {
            if let existing = newest[runs[index].commit],
                (runs[existing].recordedAt, runs[existing].id) > (runs[index].recordedAt, runs[index].id)
            {
                continue
            }
            newest[runs[index].commit] = index
        }
        self.runs = commits.reversed().compactMap { newest[$0].map { runs[$0] } }
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
