/// Moves found from sketches of content (`LineSketch`), where git lacks the objects to
/// find them itself: as git pairs a removed file with an added one (`-M50%`), each pair
/// whose similarity reaches `threshold` is a candidate, the most similar first, and
/// each file takes part in one move at most.
public enum SimilarMoves {
    /// git's default share of similar content for a rename: 50%.
    public static let threshold = 0.5

    /// Old path → new path, for files gone (by old path) and files added (by new path).
    public static func find(gone: [String: LineSketch], added: [String: LineSketch]) -> [String: String] {
        var candidates: [(score: Double, old: String, new: String)] = []
        for (old, before) in gone {
            for (new, after) in added {
                let score = before.similarity(to: after)
                if score >= threshold { candidates.append((score, old, new)) }
            }
        }
        // Ties in path order, so that the answer never depends on dictionary order.
        candidates.sort { ($1.score, $0.new, $0.old) < ($0.score, $1.new, $1.old) }
        var moves: [String: String] = [:]
        var taken = Set<String>()
        for candidate in candidates where moves[candidate.old] == nil && !taken.contains(candidate.new) {
            moves[candidate.old] = candidate.new
            taken.insert(candidate.new)
        }
        return moves
    }
}
