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
            return FNV1a.hash64(bytes[start...])
        }
    }

    /// The same hash of a name known to have no dot.
    static func of(simpleName name: Substring) -> UInt64 {
        var name = name
        return name.withUTF8 { FNV1a.hash64($0) }
    }
}
