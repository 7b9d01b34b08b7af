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

    /// - Parameter points: runs oldest first, each with its open violations.
    public init(points: [(run: RunSummary, violations: [Violation])]) {
        var introduced: [String: (run: RunSummary, index: Int)] = [:]
        var fixed: [String: (run: RunSummary, index: Int)] = [:]
        var regressions: [String: Int] = [:]
        var last: [String: Violation] = [:]
        var open = Set<String>()
        for (index, point) in points.enumerated() {
            let now = Set(point.violations.map(\.fingerprint))
            for violation in point.violations {
                last[violation.fingerprint] = violation
                if introduced[violation.fingerprint] == nil { introduced[violation.fingerprint] = (point.run, index) }
                if fixed.removeValue(forKey: violation.fingerprint) != nil { regressions[violation.fingerprint, default: 0] += 1 }
            }
            for fingerprint in open.subtracting(now) { fixed[fingerprint] = (point.run, index) }
            open = now
        }
        let newest = points.last
        lifecycles = introduced.keys.sorted().compactMap { fingerprint in
            guard let start = introduced[fingerprint], let violation = last[fingerprint] else { return nil }
            let end = fixed[fingerprint] ?? newest.map { ($0.run, points.count - 1) } ?? start
            return Lifecycle(
                fingerprint: fingerprint, violation: violation, introducedBy: start.run, fixedBy: fixed[fingerprint]?.run,
                regressions: regressions[fingerprint] ?? 0, ageInCommits: end.1 - start.index,
                ageInDays: Int((end.0.commitTime - start.run.commitTime) / 86_400))
        }
    }
}
