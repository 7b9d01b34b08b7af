/// One of `count` equal parts of a list of commits (`backfill --slice 2/4`): what one
/// of several machines records of a history split between them. The parts follow one
/// another along the list, oldest first, and depend only on its length, so machines
/// that walk the same line cover it together with no gap and no overlap.
public struct BackfillSlice: Sendable, Equatable, CustomStringConvertible {
    /// 1-based: the first slice is the oldest part of the line.
    public let index: Int
    public let count: Int

    /// The most slices a line is split into: far more machines than any CI matrix runs.
    public static let maxCount = 1000

    public init?(index: Int, count: Int) {
        guard (1...Self.maxCount).contains(count), (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// `k/n`, with 1 ≤ k ≤ n ≤ `maxCount`; nil for anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { (48...57).contains($0) } }),
            let index = Int(parts[0]), let count = Int(parts[1])
        else { return nil }
        self.init(index: index, count: count)
    }

    public var description: String { "\(index)/\(count)" }

    /// The positions of this slice in a list of `total` commits: the parts differ in
    /// length by one at most, and slice `k` ends where slice `k + 1` begins.
    public func positions(in total: Int) -> Range<Int> {
        // Products stay far below overflow: a line has fewer than 2^40 commits.
        let start = (index - 1) * total / count
        let end = index * total / count
        return start..<end
    }
}
