/// When `push` makes the notes ref's own history one commit: each push adds a commit
/// to it, so a ref pushed on every merge for years holds a history a fresh clone
/// fetches and git walks, though only its last tree is ever read. A compacted ref
/// keeps that tree whole; only its past commits go.
public struct NotesCompaction: Sendable, Equatable {
    /// Compact when the history has more commits than this.
    public var threshold: Int
    /// Compact at every push, whatever the history's length (`push --compact`).
    public var always: Bool

    /// A thousand pushes: compacting costs one commit and a forced push, and the
    /// history it drops is never read.
    public static let defaultThreshold = 1000

    public init(threshold: Int = defaultThreshold, always: Bool = false) {
        self.threshold = threshold
        self.always = always
    }

    /// Whether a history of `length` commits is compacted: one of a single commit never is.
    func applies(toHistoryOf length: Int) -> Bool {
        length > 1 && (always || length > threshold)
    }
}
