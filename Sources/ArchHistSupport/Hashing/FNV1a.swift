/// FNV-1a (Fowler–Noll–Vo): a few multiplications per byte, and the same value in
/// every process, unlike `Hasher`. Values derived from it are stored (violation
/// fingerprints, the bucket of a chunked set's entry): the constants never change.
public enum FNV1a {
    public static let offset64: UInt64 = 0xcbf2_9ce4_8422_2325
    public static let prime64: UInt64 = 0x0000_0100_0000_01b3
    public static let offset32: UInt32 = 0x811c_9dc5
    public static let prime32: UInt32 = 0x0100_0193

    /// The 64-bit hash of `bytes`, continuing from `hash` (the offset basis to start).
    @inlinable @inline(__always)
    public static func hash64(_ bytes: some Sequence<UInt8>, from hash: UInt64 = offset64) -> UInt64 {
        var hash = hash
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* prime64 }
        return hash
    }

    /// The 32-bit hash of `bytes`.
    @inlinable @inline(__always)
    public static func hash32(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var hash = offset32
        for byte in bytes { hash = (hash ^ UInt32(byte)) &* prime32 }
        return hash
    }
}
