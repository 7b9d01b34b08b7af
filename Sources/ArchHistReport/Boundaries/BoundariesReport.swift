import ArchHistCore

/// The boundaries crossed and what the text calls them.
public struct BoundariesReport: Sendable {
    public var entries: [BoundaryHistory.Entry]
    /// The heading of the text: `Boundaries ever crossed`.
    public var title: String

    public init(entries: [BoundaryHistory.Entry], title: String) {
        self.entries = entries
        self.title = title
    }
}
