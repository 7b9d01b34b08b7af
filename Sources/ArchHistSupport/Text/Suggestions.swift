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
    /// their given order; a candidate that starts with `word`, or that `word` abbreviates
    /// (`md` for `markdown`: its first letter, then the others in order), counts as within
    /// the limit when `word` has at least two characters besides dashes.
    public static func nearest(to word: String, in candidates: [String]) -> [String] {
        let stripped = word.drop { $0 == "-" }
        let limit = limit(for: String(stripped))
        var scored: [(candidate: String, distance: Int)] = []
        for candidate in candidates {
            var distance = EditDistance.between(word.lowercased(), candidate.lowercased())
            let bare = candidate.drop { $0 == "-" }
            if stripped.count >= 2, isAbbreviation(stripped.lowercased(), of: bare.lowercased()) {
                distance = min(distance, limit)
            }
            if distance <= limit { scored.append((candidate, distance)) }
        }
        let best = scored.map(\.distance).min()
        return scored.filter { $0.distance == best }.map(\.candidate)
    }

    /// `word` starts as `candidate` does and the rest of its letters follow in order: a
    /// prefix (`mark`) or a shorthand (`md`).
    private static func isAbbreviation(_ word: String, of candidate: String) -> Bool {
        guard let first = word.first, candidate.first == first else { return false }
        var rest = candidate.dropFirst()[...]
        for character in word.dropFirst() {
            guard let found = rest.firstIndex(of: character) else { return false }
            rest = rest[rest.index(after: found)...]
        }
        return true
    }
}
