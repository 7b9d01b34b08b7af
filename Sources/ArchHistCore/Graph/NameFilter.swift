/// A set of simple names that answers "certainly not one of them" from a cheap
/// hash of a name's bytes (a Bloom filter: two bits per name).
///
/// A large tree declares hundreds of thousands of types (nested ones above all)
/// and references a few thousand distinct names: asking a `Set<Substring>` about
/// each declaration hashes it with SipHash, which dominated the building of the
/// declaration index. The filter turns nearly every declaration away for a few
/// multiplications; the few it lets through are asked of the set itself.
struct NameFilter: Sendable {
    private var bits: [UInt64]
    /// Bits in the filter, minus one (a power of two minus one).
    private let mask: UInt64

    init(_ names: some Collection<Substring>) {
        // Sixteen bits per name keep false positives near 1.4% with two probes.
        var size: UInt64 = 1 << 12
        while size < UInt64(names.count) * 16 { size <<= 1 }
        mask = size - 1
        bits = [UInt64](repeating: 0, count: Int(size / 64))
        for name in names { insert(NameFilter.mix(LastComponentHash.of(simpleName: name))) }
    }

    /// Whether the last component of `name` (`Inner` for `Outer.Inner`) may be one
    /// of the names: false means it is certainly not.
    func mayContainLastComponent(of name: String) -> Bool {
        let hash = NameFilter.mix(LastComponentHash.of(name))
        return isSet(hash & mask) && isSet((hash >> 32) & mask)
    }

    private mutating func insert(_ hash: UInt64) {
        set(hash & mask)
        set((hash >> 32) & mask)
    }

    private mutating func set(_ bit: UInt64) {
        bits[Int(bit >> 6)] |= 1 << (bit & 63)
    }

    private func isSet(_ bit: UInt64) -> Bool {
        bits[Int(bit >> 6)] & (1 << (bit & 63)) != 0
    }

    /// FNV-1a's low bits depend only on the low bits of the name's bytes: mixed, so
    /// that the bit taken from each half of the hash depends on all of them.
    private static func mix(_ hash: UInt64) -> UInt64 {
        var hash = hash ^ (hash >> 29)
        hash = hash &* 0xbf58_476d_1ce4_e5b9
        return hash ^ (hash >> 32)
    }
}
