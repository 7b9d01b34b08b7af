/// Where a range starts on the first-parent line of its end. A commit of the line
/// starts it there. A commit off the line (a release tag on a release branch) starts
/// it at the line's commit its own first-parent line meets, their merge base on the
/// line: the range is measured along the line from there, with the start's own run
/// as its first point, as though the line had passed through it.
public struct RangeStart: Sendable, Hashable {
    /// The commit the range starts at.
    public var commit: String
    /// For a commit off the line, the commit of the line where its branch left it;
    /// nil for a commit of the line.
    public var branchPoint: String?

    public init(commit: String, branchPoint: String? = nil) {
        self.commit = commit
        self.branchPoint = branchPoint
    }

    /// - Parameters:
    ///   - commit: the start.
    ///   - line: the first-parent line of the range's end, newest first.
    ///   - ownLine: the first-parent line of `commit`, newest first.
    /// - Returns: nil when the two lines never meet (unrelated histories).
    public static func locate(_ commit: String, line: [String], ownLine: [String]) -> RangeStart? {
        let onLine = Set(line)
        if onLine.contains(commit) { return RangeStart(commit: commit) }
        guard let meeting = ownLine.first(where: { onLine.contains($0) }) else { return nil }
        return RangeStart(commit: commit, branchPoint: meeting)
    }

    /// The path the range's runs lie on, newest first: `line` with the start placed
    /// right after its branch point; back to the start only with `fromStart`, else
    /// the older part of the line too (a query that asks what came first).
    public func path(along line: [String], fromStart: Bool) -> [String] {
        let stop = line.firstIndex(of: branchPoint ?? commit) ?? line.endIndex
        guard branchPoint != nil else { return fromStart ? Array(line[..<min(stop + 1, line.count)]) : line }
        return Array(line[..<stop]) + [commit] + (fromStart ? [] : Array(line[stop...]))
    }
}
