/// "Did you mean": the names a misspelling was probably meant to be, by edit distance
/// (a transposition counts as one edit). One finder for command names, options, JSON
/// keys and values, and the names a spec refers to.
public enum Suggestions {
    /// The largest distance still taken for a typo of `word`.
    public static func limit(for word: String) -> Int {
        max(1, min(3, word.count / 3))
    }

    /// The nearest candidate within the typo limit; ties go to the earlier candidate.
    public static func closest(to word: String, in candidates: [String]) -> String? {
        nearest(to: word, in: candidates).first
    }

    /// The candidates at the smallest distance, if that is within the typo limit, in
    /// their given order; a candidate that starts with `word` (at least two characters
    /// besides dashes) counts as within the limit.
    public static func nearest(to word: String, in candidates: [String]) -> [String] {
        let stripped = word.drop { $0 == "-" }
        let limit = limit(for: String(stripped))
        var scored: [(candidate: String, distance: Int)] = []
        for candidate in candidates {
            var distance = EditDistance.between(word.lowercased(), candidate.lowercased())
            let bare = candidate.drop { $0 == "-" }
            if stripped.count >= 2, bare.lowercased().hasPrefix(stripped.lowercased()) {
                distance = min(distance, limit)
            }
            if distance <= limit { scored.append((candidate, distance)) }
        }
        let best = scored.map(\.distance).min()
        return scored.filter { $0.distance == best }.map(\.candidate)
    }
}
