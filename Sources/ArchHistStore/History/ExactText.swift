#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A string that compares and hashes by its UTF-8 bytes, as SQLite compares text.
///
/// `String` equality is canonical equivalence: "é" as one code point equals "e"
/// followed by a combining accent. A UNIQUE text column compares bytes and keeps
/// both, each with its own id. A cache keyed by `String` would hand the id of one
/// to the other and store a row SQLite would not have matched; keyed by
/// `ExactText` it answers as the `SELECT … WHERE value = ?` it replaces.
struct ExactText: Hashable {
    let string: String

    init(_ string: String) {
        self.string = string
    }

    static func == (a: ExactText, b: ExactText) -> Bool {
        bytesEqual(a.string, b.string)
    }

    func hash(into hasher: inout Hasher) {
        Self.hashBytes(string, into: &hasher)
    }

    /// Whether two strings have the same UTF-8 bytes.
    static func bytesEqual(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        // Native strings are contiguous already: these calls do not copy them.
        return a.withUTF8 { x in b.withUTF8 { y in x.count == y.count && (x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0) } }
    }

    /// Whether two optional strings are both nil or have the same UTF-8 bytes.
    static func bytesEqual(_ a: String?, _ b: String?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let a?, let b?): bytesEqual(a, b)
        default: false
        }
    }

    /// Feeds the UTF-8 bytes and their count to `hasher` (the count keeps ("ab", "c")
    /// and ("a", "bc") apart when several strings make one key).
    static func hashBytes(_ string: String, into hasher: inout Hasher) {
        var string = string
        string.withUTF8 { bytes in
            hasher.combine(bytes.count)
            hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        }
    }
}
