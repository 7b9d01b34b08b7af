/// Each violation's life along a line of runs, by fingerprint: the run that
/// introduced it, its age in commits and days, the run that fixed it, and how
/// often a fixed violation came back.
public struct ViolationHistory: Sendable {
    public struct Lifecycle: Sendable, Hashable {
        /// The fingerprint it was introduced with (several violations may share one).
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
        var fingerprints: [String: String] = [:]
        var open = Set<String>()
        // The identity of each violation of the previous point, by its fingerprint there.
        var identities: [String: String] = [:]
        var previous: [Violation] = []
        for (index, point) in points.enumerated() {
            let moves = index < renames.count ? renames[index] : [:]
            // A run with the violations of the run before, no file moved between them,
            // changes no life: most runs of a long line (runs sharing a set share the array,
            // so telling them alike costs nothing).
            if index > 0, moves.isEmpty, point.violations == previous { continue }
            var carried = identities
            if !moves.isEmpty {
                for violation in previous {
                    let moved = violation.fingerprint(through: moves)
                    if moved != violation.fingerprint { carried[moved] = identities[violation.fingerprint] }
                }
            }
            var now = Set<String>()
            identities = [:]
            // One life per violation, not per fingerprint: a fingerprint that occurs
            // three times is three open violations, and when one goes, one is fixed.
            var occurrences: [String: Int] = [:]
            for violation in point.violations.sorted(by: Self.occurrenceOrder) {
                let identity = carried[violation.fingerprint] ?? violation.fingerprint
                identities[violation.fingerprint] = identity
                let occurrence = occurrences[identity, default: 0]
                occurrences[identity] = occurrence + 1
                let life = occurrence == 0 ? identity : "\(identity)#\(occurrence)"
                fingerprints[life] = identity
                now.insert(life)
                last[life] = violation
                if introduced[life] == nil { introduced[life] = (point.run, index) }
                if fixed.removeValue(forKey: life) != nil { regressions[life, default: 0] += 1 }
            }
            for life in open.subtracting(now) { fixed[life] = (point.run, index) }
            open = now
            previous = point.violations
        }
        let newest = points.last
        lifecycles = introduced.keys.sorted().compactMap { life in
            guard let start = introduced[life], let violation = last[life] else { return nil }
            let end = fixed[life] ?? newest.map { ($0.run, points.count - 1) } ?? start
            return Lifecycle(
                fingerprint: fingerprints[life] ?? life, violation: violation, introducedBy: start.run,
                fixedBy: fixed[life]?.run,
                regressions: regressions[life] ?? 0, ageInCommits: end.1 - start.index,
                ageInDays: Int((end.0.commitTime - start.run.commitTime) / 86_400))
        }
    }

    /// The violations open at the newest point, one life each: exactly its violations.
    public var open: [Lifecycle] { lifecycles.filter(\.isOpen) }

    /// The open violations counted as every command counts them.
    public var openCount: OpenViolationCount { OpenViolationCount(open.lazy.map(\.violation)) }

    /// Violations of one fingerprint in one run, in the order their occurrences are
    /// numbered: by line, then finding, so the first stays the first when another is added below.
    private static func occurrenceOrder(_ a: Violation, _ b: Violation) -> Bool {
        (a.line ?? 0, a.finding, a.target) < (b.line ?? 0, b.finding, b.target)
    }
}
