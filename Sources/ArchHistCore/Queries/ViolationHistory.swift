/// Each violation's life along a line of runs, by fingerprint: the run that
/// introduced it, its age in commits and days, the run that fixed it, and how
/// often a fixed violation came back.
public struct ViolationHistory: Sendable {
    public struct Lifecycle: Sendable, Hashable {
        public var fingerprint: String
        /// As last seen.
        public var violation: Violation
        public var introducedBy: RunSummary
        /// The run that fixed it last; nil when it is open now.
        public var fixedBy: RunSummary?
        public var isOpen: Bool { fixedBy == nil }
        /// Times it came back after a fix.
        public var regressions: Int
        /// Runs from its introduction to its fix (or to the newest run).
        public var ageInCommits: Int
        public var ageInDays: Int
    }

    public let lifecycles: [Lifecycle]

    /// - Parameters:
    ///   - points: runs oldest first, each with its open violations.
    ///   - renames: for each point, the files moved since the previous one (old path →
    ///     new path; see `RenameChain`). A violation keeps its identity, the fingerprint
    ///     it was introduced with, through a move of its file or of its target.
    public init(points: [(run: RunSummary, violations: [Violation])], renames: [[String: String]] = []) {
        var introduced: [String: (run: RunSummary, index: Int)] = [:]
        var fixed: [String: (run: RunSummary, index: Int)] = [:]
        var regressions: [String: Int] = [:]
        var last: [String: Violation] = [:]
        var open = Set<String>()
        // The identity of each violation of the previous point, by its fingerprint there.
        var identities: [String: String] = [:]
        var previous: [Violation] = []
        for (index, point) in points.enumerated() {
            let moves = index < renames.count ? renames[index] : [:]
            var carried = identities
            if !moves.isEmpty {
                for violation in previous {
                    let moved = violation.fingerprint(through: moves)
                    if moved != violation.fingerprint { carried[moved] = identities[violation.fingerprint] }
                }
            }
            var now = Set<String>()
            identities = [:]
            for violation in point.violations {
                let identity = carried[violation.fingerprint] ?? violation.fingerprint
                identities[violation.fingerprint] = identity
                now.insert(identity)
                last[identity] = violation
                if introduced[identity] == nil { introduced[identity] = (point.run, index) }
                if fixed.removeValue(forKey: identity) != nil { regressions[identity, default: 0] += 1 }
            }
            for identity in open.subtracting(now) { fixed[identity] = (point.run, index) }
            open = now
            previous = point.violations
        }
        let newest = points.last
        lifecycles = introduced.keys.sorted().compactMap { fingerprint in
            guard let start = introduced[fingerprint], let violation = last[fingerprint] else { return nil }
            let end = fixed[fingerprint] ?? newest.map { ($0.run, points.count - 1) } ?? start
            return Lifecycle(
                fingerprint: fingerprint, violation: violation, introducedBy: start.run,
                fixedBy: fixed[fingerprint]?.run,
                regressions: regressions[fingerprint] ?? 0, ageInCommits: end.1 - start.index,
                ageInDays: Int((end.0.commitTime - start.run.commitTime) / 86_400))
        }
    }
}
