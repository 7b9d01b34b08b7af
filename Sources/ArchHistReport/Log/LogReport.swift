import ArchHistCore

/// What `log` shows: the runs, and the digest of the current spec (nil when the spec
/// would be inferred), to say which runs were judged by it.
public struct LogReport: Sendable {
    public var entries: [RunLog.Entry]
    public var currentDigest: String?
    /// Each tagged commit's tags, when the rows are the tagged commits (`--tags`):
    /// then a column shows them. Empty otherwise.
    public var tags: [String: [String]]

    public init(entries: [RunLog.Entry], currentDigest: String?, tags: [String: [String]] = [:]) {
        self.entries = entries
        self.currentDigest = currentDigest
        self.tags = tags
    }
}
