#if canImport(Glibc)
import ArchHistSupport
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Strings compared and hashed by their UTF-8 bytes, as SQLite compares text.
///
/// `String` equality is canonical equivalence: "é" as one code point equals "e"
/// followed by a combining accent. A UNIQUE text column compares bytes and keeps
/// both, each with its own id. A cache that compared `String`s would hand the id
/// of one to the other and store a row SQLite would not have matched; comparing
/// bytes it answers as the `SELECT … WHERE value = ?` it replaces.
///
/// The caches find values by a 64-bit digest of their bytes (`DigestTable`), then
/// compare the bytes.
enum ExactText {
    /// The bytes eight at a time, each word folded in by a multiply and a shift
    /// (every step a bijection of the state, so texts that differ in one word differ
    /// here), the last few bytes as one more word, the count first. Kept in memory
    /// only: never stored, so the byte order of the machine does not matter.
    static func digest(_ string: String, seed: UInt64 = 0) -> UInt64 {
        string.withUTF8Bytes { utf8 in digest(utf8, seed: seed) }
    }

    /// The digest of `utf8`, continued from `seed` (the digest of the keys before,
    /// when several make one).
    static func digest(_ utf8: UnsafeBufferPointer<UInt8>, seed: UInt64 = 0) -> UInt64 {
        let bytes = UnsafeRawBufferPointer(utf8)
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ seed ^ UInt64(bytes.count)
        func fold(_ word: UInt64) {
            hash = (hash ^ word) &* 0x9e37_79b9_7f4a_7c15
            hash ^= hash >> 29
        }
        var offset = 0
        while offset + 8 <= bytes.count {
            fold(bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        var tail: UInt64 = 0
        for index in offset..<bytes.count { tail |= UInt64(bytes[index]) << (8 * UInt64(index - offset)) }
        fold(tail)
        return hash
    }

    /// Whether two strings have the same UTF-8 bytes.
    static func bytesEqual(_ a: String, _ b: String) -> Bool {
        a.withUTF8Bytes { x in
            b.withUTF8Bytes { y in
                x.count == y.count && (x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0)
            }
        }
    }

    /// Whether two optional strings are both nil or have the same UTF-8 bytes.
    static func bytesEqual(_ a: String?, _ b: String?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let a?, let b?): bytesEqual(a, b)
        default: false
        }
    }
}
