import ArchHistCore

/// The distinct referenced names of a file, each with the line of its first use and
/// whether any use is outside every `#if`.
///
/// An open-addressing hash table over byte strings: a lookup hashes the bytes in place
/// and allocates nothing; only a name seen for the first time is copied (into one arena).
struct NameTable {
    private struct Entry {
        var start: Int
        var length: Int32
        var line: Int32
        var hash: UInt32
        var unconditional: Bool
    }

    private var arena: [UInt8] = []
    private var entries: [Entry] = []
    /// Index into `entries`, or -1 for an empty slot. The count is a power of two.
    private var slots: [Int32] = Array(repeating: -1, count: 64)

    /// A name met again on an earlier line than its first entry: order must be restored.
    private var outOfOrder = false

    var isEmpty: Bool { entries.isEmpty }

    mutating func insert(_ bytes: UnsafePointer<UInt8>, _ count: Int, line: Int, conditional: Bool) {
        guard count > 0, count < Int(Int32.max), entries.count < Int(Int32.max) else { return }
        let h = Self.hash(bytes, count)
        let mask = slots.count &- 1
        var slot = Int(h) & mask
        while true {
            let index = Int(slots[slot])
            if index < 0 { break }
            let e = entries[index]
            if e.hash == h, Int(e.length) == count, equal(e, bytes, count) {
                if !conditional { entries[index].unconditional = true }
                if Int32(clamping: line) < e.line {
                    entries[index].line = Int32(clamping: line)
                    outOfOrder = true
                }
                return
            }
            slot = (slot &+ 1) & mask
        }
        slots[slot] = Int32(entries.count)
        entries.append(
            Entry(
                start: arena.count, length: Int32(count), line: Int32(clamping: line), hash: h,
                unconditional: !conditional))
        arena.append(contentsOf: UnsafeBufferPointer(start: bytes, count: count))
        if entries.count &* 2 > slots.count { grow() }
    }

    /// A multiplicative hash over at most two unaligned 8-byte loads (first and last eight
    /// bytes, both inside the name) plus the length; byte by byte below eight bytes.
    @inline(__always)
    static func hash(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> UInt32 {
        var x: UInt64
        if count >= 8 {
            let raw = UnsafeRawPointer(bytes)
            let first = raw.loadUnaligned(as: UInt64.self)
            let last = raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
            x = (first &* 0x9E37_79B9_7F4A_7C15) ^ (last &+ UInt64(count))
        } else {
            x = UInt64(count)
            var k = 0
            while k < count {
                x = (x &<< 8) | UInt64(bytes[k])
                k &+= 1
            }
        }
        x = (x ^ (x >> 29)) &* 0xBF58_476D_1CE4_E5B9
        x ^= x >> 32
        return UInt32(truncatingIfNeeded: x)
    }

    private func equal(_ e: Entry, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        arena.withUnsafeBufferPointer { a in
            guard let base = a.baseAddress else { return false }
            return memcmpEqual(base + e.start, bytes, count)
        }
    }

    private mutating func grow() {
        let size = slots.count &* 2
        var fresh = [Int32](repeating: -1, count: size)
        let mask = size &- 1
        for (index, e) in entries.enumerated() {
            var slot = Int(e.hash) & mask
            while fresh[slot] >= 0 { slot = (slot &+ 1) & mask }
            fresh[slot] = Int32(index)
        }
        slots = fresh
    }

    /// The references, ordered by first line (ties in order of first appearance).
    func references() -> [TypeReference] {
        var order = Array(entries.indices)
        if outOfOrder {
            order.sort { a, b in
                entries[a].line != entries[b].line ? entries[a].line < entries[b].line : a < b
            }
        }
        // Distinct byte strings can still be equal Strings (invalid UTF-8 repaired to U+FFFD,
        // canonically equivalent Unicode): keep the first of each. ASCII names cannot collide.
        let ascii = arena.allSatisfy { $0 < 0x80 }
        var seen = Set<String>()
        var result: [TypeReference] = []
        result.reserveCapacity(entries.count)
        arena.withUnsafeBufferPointer { arena in
            guard let base = arena.baseAddress else { return }
            for index in order {
                let e = entries[index]
                let name = String(
                    decoding: UnsafeBufferPointer(start: base + e.start, count: Int(e.length)), as: UTF8.self)
                if ascii || seen.insert(name).inserted {
                    result.append(TypeReference(name: name, line: Int(e.line), conditional: !e.unconditional))
                }
            }
        }
        return result
    }
}

@inline(__always)
func memcmpEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
    var k = 0
    // Eight bytes at a time, names being mostly longer than that; the last eight bytes
    // (overlapping words already compared) instead of the bytes left over.
    let rawA = UnsafeRawPointer(a)
    let rawB = UnsafeRawPointer(b)
    if count >= 8 {
        while k &+ 8 <= count {
            let wordA = rawA.loadUnaligned(fromByteOffset: k, as: UInt64.self)
            if wordA != rawB.loadUnaligned(fromByteOffset: k, as: UInt64.self) { return false }
            k &+= 8
        }
        let last = count &- 8
        return rawA.loadUnaligned(fromByteOffset: last, as: UInt64.self)
            == rawB.loadUnaligned(fromByteOffset: last, as: UInt64.self)
    }
    while k < count {
        if a[k] != b[k] { return false }
        k &+= 1
    }
    return true
}
