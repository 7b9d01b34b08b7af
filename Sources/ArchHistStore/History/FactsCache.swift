import ArchHistCore

/// Facts decoded recently, by blob oid: a backfill asks for the same unchanged files
/// commit after commit. Bounded, and emptied when it grows past the bound.
final class FactsCache {
    static let limit = 200_000
    private var facts: [String: FileFacts] = [:]

    subscript(oid: String) -> FileFacts? {
        facts[oid]
    }

    /// Makes room for `count` more, emptying the cache when they would not fit.
    func reserve(_ count: Int) {
        if facts.count + count > Self.limit { facts = [:] }
        facts.reserveCapacity(facts.count + count)
    }

    func remember(_ value: FileFacts, for oid: String) {
        facts[oid] = value
    }

    /// A blob's row was rewritten: its facts here are no longer its facts.
    func drop(_ oid: String) {
        facts[oid] = nil
    }

    func forget() {
        facts = [:]
    }
}
