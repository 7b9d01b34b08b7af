/// Payloads (ids, or positions in an array) by a 64-bit digest of their key, in one
/// flat table probed linearly. The keys themselves live with the caller, who says
/// whether a payload's key is the one asked (`matches`), asked only when the
/// digests are equal.
///
/// Why not a `Dictionary` keyed by the text: comparing a stored key copies it out
/// of the dictionary, a reference count on each of its strings, and the store asks
/// 10,000s of keys per run, from several threads at once for keys they share. Here
/// a probe reads one slot (digest and payload side by side) and the caller compares
/// bytes where they lie.
struct DigestTable: Sendable {
    private struct Slot {
        var digest: UInt64
        var payload: Int64
    }

    private var slots: [Slot]
    /// One bit per slot: whether it is taken (any digest and payload are valid).
    private var taken: [UInt64]
    private(set) var count = 0
    /// Slots are picked from the top bits of the digest times a constant (Fibonacci
    /// hashing): the table has `1 << (64 - shift)` slots.
    private var shift: UInt64

    init(minimumCapacity: Int = 0) {
        var size = 16
        var shift: UInt64 = 60
        while size * 3 < minimumCapacity * 4 {
            size *= 2
            shift -= 1
        }
        slots = Array(repeating: Slot(digest: 0, payload: 0), count: size)
        taken = Array(repeating: 0, count: (size + 63) / 64)
        self.shift = shift
    }

    /// The payload of the key whose digest is `digest` and for which `matches` holds.
    @inline(__always)
    func first(_ digest: UInt64, where matches: (Int64) -> Bool) -> Int64? {
        let mask = slots.count - 1
        var slot = home(of: digest)
        while isTaken(slot) {
            if slots[slot].digest == digest, matches(slots[slot].payload) { return slots[slot].payload }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Sets the payload of the key whose digest is `digest` and for which `matches`
    /// holds, adding it when there is none.
    mutating func set(_ payload: Int64, for digest: UInt64, where matches: (Int64) -> Bool) {
        let mask = slots.count - 1
        var slot = home(of: digest)
        while isTaken(slot) {
            if slots[slot].digest == digest, matches(slots[slot].payload) {
                slots[slot].payload = payload
                return
            }
            slot = (slot + 1) & mask
        }
        if (count + 1) * 4 > slots.count * 3 {
            grow()
            return add(payload, for: digest)
        }
        take(slot, digest: digest, payload: payload)
    }

    /// Adds a key known not to be in the table.
    private mutating func add(_ payload: Int64, for digest: UInt64) {
        let mask = slots.count - 1
        var slot = home(of: digest)
        while isTaken(slot) { slot = (slot + 1) & mask }
        take(slot, digest: digest, payload: payload)
    }

    private mutating func take(_ slot: Int, digest: UInt64, payload: Int64) {
        slots[slot] = Slot(digest: digest, payload: payload)
        taken[slot >> 6] |= 1 << UInt64(slot & 63)
        count += 1
    }

    private mutating func grow() {
        let old = self
        self = DigestTable(minimumCapacity: old.slots.count * 3 / 2)
        for slot in old.slots.indices where old.isTaken(slot) {
            add(old.slots[slot].payload, for: old.slots[slot].digest)
        }
    }

    @inline(__always)
    private func home(of digest: UInt64) -> Int {
        Int(truncatingIfNeeded: (digest &* 0x9e37_79b9_7f4a_7c15) >> shift)
    }

    @inline(__always)
    private func isTaken(_ slot: Int) -> Bool {
        taken[slot >> 6] & (1 << UInt64(slot & 63)) != 0
    }
}
