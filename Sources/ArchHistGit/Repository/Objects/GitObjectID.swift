import ArchHistCore
import ArchHistSupport

/// Object ids computed as git computes them, without running git.
public enum GitObjectID {
    /// The id git gives a blob of `bytes`: SHA-1 of `"blob <size>\0"` followed
    /// by the bytes, in lowercase hex; what `git hash-object` prints (with no
    /// filters) in a SHA-1 repository.
    public static func blob(_ bytes: [UInt8]) -> String {
        var hasher = SHA1()
        hasher.update(Array("blob \(bytes.count)\0".utf8))
        hasher.update(bytes)
        return hex(hasher.finalize())
    }

    /// True for a full object id: 40 (SHA-1) or 64 (SHA-256) hex digits.
    public static func isFullObjectID(_ text: String) -> Bool {
        let utf8 = text.utf8
        guard utf8.count == 40 || utf8.count == 64 else { return false }
        return utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x66) || (byte >= 0x41 && byte <= 0x46)
        }
    }

    static func hex(_ digest: [UInt8]) -> String { SHA1.hexString(digest) }
}
