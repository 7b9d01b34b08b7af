import ArchHistCore

/// What `violations` shows: the newest run of the line with its violations, and the
/// history of the line, which says since when each of them is open.
public struct ViolationsReport: Sendable {
    public var history: ViolationHistory
    /// The newest run of the line and its open violations; nil on a line without runs.
    public var newest: (run: RunSummary, violations: [Violation])?
    /// Every violation's life (`--history`) rather than the open ones.
    public var showsHistory: Bool
    /// Where the files are on disk, for formats that link them (xcode).
    public var locations: FileLocations?

    public init(
        history: ViolationHistory, newest: (run: RunSummary, violations: [Violation])?, showsHistory: Bool,
        locations: FileLocations? = nil
    ) {
        self.history = history
        self.newest = newest
        self.showsHistory = showsHistory
        self.locations = locations
    }

    /// The open violations of the newest run, each with its life: the run that
    /// introduced it, and its age. The open lives of the history are exactly the
    /// newest run's violations, so `violations` and `--history` count alike.
    var open: [(violation: Violation, life: ViolationHistory.Lifecycle?)] {
        guard newest != nil else { return [] }
        return history.open.sorted {
            let (a, b) = ($0.violation, $1.violation)
            return (a.file, a.line ?? 0, a.rule, a.target, a.finding) < (
                b.file, b.line ?? 0, b.rule, b.target, b.finding
            )
        }
        .map { ($0.violation, $0) }
    }
}
