/// Every boundary ever crossed along a line of runs: the run that crossed it first,
/// the run that stopped crossing it (if any), and whether it is crossed now. A
/// boundary crossed again after it stopped keeps its first crossing and counts the
/// return.
public struct BoundaryHistory: Sendable {
    public struct Entry: Sendable, Hashable {
        public var boundary: Boundary
        public var firstCrossedBy: RunSummary
        /// The first run without it after it was last crossed; nil when crossed now.
        public var stoppedBy: RunSummary?
        public var crossedNow: Bool
        /// How many times it came back after being gone.
        public var returns: Int
        /// The uses across it in the newest run that has it.
        public var count: Int
        /// The recorded run before `firstCrossedBy` when the commits between the two were not
        /// all recorded (a backfill of tags, commits recorded one at a time): the crossing
        /// came in one of the commits after this run, not necessarily in `firstCrossedBy`.
        public var recordedBefore: RunSummary?
    }

    public let entries: [Entry]

    /// - Parameter points: runs oldest first, each with its boundaries and their counts.
    ///
    /// Only what changes from one run to the next is looked at: the boundaries a run
    /// crosses that the run before did not, and those it stopped crossing (a run that
    /// crosses what the run before crossed changes nothing but the run before). A
    /// boundary's count is taken from the last run that crosses it, when it stops.
    public init(points: [(run: RunSummary, boundaries: [Boundary: Int])]) {
        var first: [Boundary: RunSummary] = [:]
        var stopped: [Boundary: RunSummary] = [:]
        var returns: [Boundary: Int] = [:]
        var counts: [Boundary: Int] = [:]
        var gapBefore: [Boundary: RunSummary] = [:]
        // What the run before crossed, with its counts.
        var present: [Boundary: Int] = [:]
        var previous: RunSummary?
        for point in points {
            defer { previous = point.run }
            let now = point.boundaries
            if now == present { continue }
            // A run whose first parent is not the run before has unrecorded commits behind it.
            let unrecorded = previous.flatMap { point.run.firstParent == $0.commit ? nil : $0 }
            for boundary in now.keys where present[boundary] == nil {
                if first[boundary] == nil {
                    first[boundary] = point.run
                    gapBefore[boundary] = unrecorded
                }
                if stopped.removeValue(forKey: boundary) != nil { returns[boundary, default: 0] += 1 }
            }
            for (boundary, count) in present where now[boundary] == nil {
                stopped[boundary] = point.run
                counts[boundary] = count
            }
            present = now
        }
        for (boundary, count) in present { counts[boundary] = count }
        entries = first.keys.sorted().map { boundary in
            Entry(
                boundary: boundary, firstCrossedBy: first[boundary]!, stoppedBy: stopped[boundary],
                crossedNow: present[boundary] != nil, returns: returns[boundary] ?? 0,
                count: counts[boundary] ?? 0, recordedBefore: gapBefore[boundary])
        }
    }

    /// The boundaries first crossed after the run of `commit` (a release tag): the
    /// question asked before every release. Nil `commit` keeps them all.
    public func crossedFirst(after commit: String?, in line: [RunSummary]) -> [Entry] {
        guard let commit, let start = line.firstIndex(where: { $0.commit == commit }) else { return entries }
        let later = Set(line[(start + 1)...].map(\.id))
        return entries.filter { later.contains($0.firstCrossedBy.id) }
    }
}
