/// The rank of every stored path in `String` order, so that sorting a run's files
/// and violations by path compares integers instead of strings. Paths that `String`
/// calls equal share a rank, so a sort by rank orders exactly as a sort by path.
enum PathOrder {
    /// The ranks of every path `paths` holds.
    static func ranks(_ paths: Interner, in db: Database) throws -> [Int64: Int] {
        let sorted = try paths.all(in: db).sorted { $0.value < $1.value }
        var ranks: [Int64: Int] = [:]
        ranks.reserveCapacity(sorted.count)
        var rank = 0
        for (index, entry) in sorted.enumerated() {
            if index > 0 && sorted[index - 1].value < entry.value { rank += 1 }
            ranks[entry.id] = rank
        }
        return ranks
    }
}
