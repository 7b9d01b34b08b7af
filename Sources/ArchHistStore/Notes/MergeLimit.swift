/// How large a database `merge` reads: whoever hands over the file (a CI cache, an
/// artifact) chooses its size, so it is asked of the file system before it is opened.
public enum MergeLimit {
    /// As much as one pull reads in all (`NotesLimits.defaultMaxPullBytes`), 1 GiB.
    public static let defaultMaxBytes = NotesLimits.defaultMaxPullBytes

    /// Why a database of `size` bytes is refused, when it is over `maxBytes`.
    static func problem(size: Int, maxBytes: Int) -> String? {
        guard size > maxBytes else { return nil }
        return "it is \(size) bytes, more than --max-merge-bytes allows (\(maxBytes)); nothing was read: "
            + "raise the limit with --max-merge-bytes or ARCHHIST_MAX_MERGE_BYTES if that history is that large"
    }
}
