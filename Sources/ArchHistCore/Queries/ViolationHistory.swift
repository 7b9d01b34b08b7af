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
        // Each life gets a number the first time it is seen: past that, a violation costs
        // one lookup of its life by name, and the rest is read and written by number.
        var lifeNumbers: [String: Int] = [:]
        var lives: [Life] = []
        var open: [Int] = []
        // The identity of each violation of the previous point whose identity is not its
        // own fingerprint there (it moved), by that fingerprint.
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
                    if moved != violation.fingerprint {
                        carried[moved] = identities[violation.fingerprint] ?? violation.fingerprint
                    }
                }
            }
            identities = [:]
            let identityOf = point.violations.map { carried[$0.fingerprint] ?? $0.fingerprint }
            // One life per violation, not per fingerprint: a fingerprint that occurs
            // three times is three open violations, and when one goes, one is fixed.
            var occurrences: [String: Int] = [:]
            var now: [Int] = []
            now.reserveCapacity(point.violations.count)
            let (order, alone) = Self.occurrenceOrder(of: point.violations, identities: identityOf)
            for (rank, position) in order.enumerated() {
                let violation = point.violations[position]
                let identity = identityOf[position]
                if identity != violation.fingerprint { identities[violation.fingerprint] = identity }
                var name = identity
                if rank >= alone {
                    let occurrence = occurrences[identity, default: 0]
                    occurrences[identity] = occurrence + 1
                    if occurrence > 0 { name = "\(identity)#\(occurrence)" }
                }
                let number: Int
                if let known = lifeNumbers[name] {
                    number = known
                    if lives[number].fixedAt != nil {
                        lives[number].fixedAt = nil
                        lives[number].regressions += 1
                    }
                    lives[number].violation = violation
                } else {
                    number = lives.count
                    lifeNumbers[name] = number
                    lives.append(
                        Life(name: name, identity: identity, violation: violation, introducedAt: index))
                }
                lives[number].seen = index
                now.append(number)
            }
            for number in open where lives[number].seen != index { lives[number].fixedAt = index }
            open = now
            previous = point.violations
        }
        lifecycles = lives.sorted { $0.name < $1.name }.map { life in
            let start = points[life.introducedAt].run
            let end = life.fixedAt ?? points.count - 1
            return Lifecycle(
                fingerprint: life.identity, violation: life.violation, introducedBy: start,
                fixedBy: life.fixedAt.map { points[$0].run }, regressions: life.regressions,
                ageInCommits: end - life.introducedAt,
                ageInDays: Int((points[end].run.commitTime - start.commitTime) / 86_400))
        }
    }

    /// One life while the points are walked. Points are kept by position: a run's summary
    /// is a large value, copied only into the lifecycles at the end.
    private struct Life {
        /// The identity, with `#n` for its occurrence after the first.
        let name: String
        let identity: String
        /// As last seen.
        var violation: Violation
        let introducedAt: Int
        /// The point that fixed it last; nil while it is open.
        var fixedAt: Int?
        var regressions = 0
        /// The last point it was open at.
        var seen = 0

        init(name: String, identity: String, violation: Violation, introducedAt: Int) {
            self.name = name
            self.identity = identity
            self.violation = violation
            self.introducedAt = introducedAt
        }
    }

    /// The violations open at the newest point, one life each: exactly its violations.
    public var open: [Lifecycle] { lifecycles.filter(\.isOpen) }

    /// The open violations counted as every command counts them.
    public var openCount: OpenViolationCount { OpenViolationCount(open.lazy.map(\.violation)) }

    /// The positions of a run's violations in the order their occurrences are numbered,
    /// and how many come first alone in their identity (most of them): those need no
    /// order and no numbering. The others follow by line, then finding, so the first of
    /// an identity stays the first when another is added below; a run of thousands is not
    /// sorted for the few that share.
    private static func occurrenceOrder(
        of violations: [Violation], identities: [String]
    ) -> (order: [Int], alone: Int) {
        var counts: [String: Int] = [:]
        counts.reserveCapacity(identities.count)
        for identity in identities { counts[identity, default: 0] += 1 }
        if counts.count == identities.count { return (Array(violations.indices), violations.count) }
        let alone = violations.indices.filter { counts[identities[$0]] == 1 }
        let shared = violations.indices.filter { counts[identities[$0]]! > 1 }.sorted {
            (violations[$0].line ?? 0, violations[$0].finding, violations[$0].target)
                < (violations[$1].line ?? 0, violations[$1].finding, violations[$1].target)
        }
        return (alone + shared, alone.count)
    }
}
