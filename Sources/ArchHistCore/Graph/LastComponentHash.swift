/// A cheap hash of the last component of a dotted name (`Inner` for
/// `Outer.Inner`), for the lookups that run for every declaration and reference of
/// a tree. A name is found, fully or by its simple name, only by a name with the
/// same last component: equal hashes say "maybe", and the names themselves decide.
import ArchHistSupport

enum LastComponentHash {
    /// FNV-1a of the bytes after the last dot (all of them when there is none).
    /// The dot is searched from the end: a nested type's last component is a few
    /// bytes of a long name.
    static func of(_ name: String) -> UInt64 {
        name.withUTF8Bytes { bytes in
            var start = bytes.count
            while start > 0, bytes[start - 1] != UInt8(ascii: ".") { start -= 1 }
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes[start...] { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
            return hash
        }
    }

    /// The same hash of a name known to have no dot.
    static func of(simpleName name: Substring) -> UInt64 {
        var name = name
        return name.withUTF8 { bytes in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
            return hash
        }
    }
}
