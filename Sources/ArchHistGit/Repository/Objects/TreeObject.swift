import ArchHistSupport

/// One tree object's entries, parsed from git's binary format: for each entry
/// `<octal mode> SP <name> NUL <raw object id>`, in the order git stores them
/// (which is the order `git ls-tree` lists them in).
struct TreeObject {
    /// What an entry is, from its mode as git reads it: git canonicalises
    /// modes when it reads a tree (`canon_mode`), so an old `100664` is a
    /// plain file and any mode that is not a file, link or folder counts as a
    /// submodule.
    enum Kind: Sendable, Equatable {
        case file, executable, symbolicLink, folder, submodule

        init(mode: UInt32) {
            switch mode & 0o170000 {
            case 0o100000: self = mode & 0o100 != 0 ? .executable : .file
            case 0o120000: self = .symbolicLink
            case 0o040000: self = .folder
            default: self = .submodule
            }
        }

        /// The mode `git ls-tree` prints for the entry.
        var mode: String {
            switch self {
            case .file: return "100644"
            case .executable: return "100755"
            case .symbolicLink: return "120000"
            case .folder: return "040000"
            case .submodule: return "160000"
            }
        }
    }

    struct Entry {
        /// The name within the folder; bytes that are not UTF-8 become U+FFFD
        /// (joined with `/`, the same text as decoding the whole path at once).
        let name: String
        let kind: Kind
        /// The object's full id in lowercase hex.
        let id: String
    }

    let entries: [Entry]

    /// Parses `contents`, whose ids are `idLength` raw bytes (20 for SHA-1, 32
    /// for SHA-256). Nil for anything git would not read as a tree (a bad
    /// mode, an empty name, a truncated entry) and for modes longer than any
    /// git writes: such trees are left to `git ls-tree` and its error.
    init?(contents: [UInt8], idLength: Int) {
        var entries: [Entry] = []
        let parsed = ByteView.of(contents) { bytes -> Bool in
            var position = 0
            while position < bytes.count {
                guard let (mode, nameStart) = Self.mode(in: bytes, from: position) else { return false }
                guard let nameEnd = bytes.firstIndex(of: 0, from: nameStart), nameEnd > nameStart else { return false }
                let idStart = nameEnd + 1
                guard bytes.count - idStart >= idLength else { return false }
                let name = bytes.string(nameStart..<nameEnd)
                // Raw id bytes, as tree objects store them, in the hex git prints.
                let id = bytes.hex(idStart..<idStart + idLength)
                entries.append(Entry(name: name, kind: Kind(mode: mode), id: id))
                position = idStart + idLength
            }
            return true
        }
        guard parsed else { return nil }
        self.entries = entries
    }

    /// The octal mode starting at `start` and where the name after its space
    /// begins, as git's `get_mode` reads it; nil for anything else.
    private static func mode(in bytes: ByteView, from start: Int) -> (UInt32, Int)? {
        var mode: UInt32 = 0
        var position = start
        while position < bytes.count, bytes[position] != UInt8(ascii: " ") {
            let digit = bytes[position]
            guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "7"), position - start < 7 else { return nil }
            mode = (mode << 3) + UInt32(digit - UInt8(ascii: "0"))
            position += 1
        }
        guard position > start, position < bytes.count else { return nil }
        return (mode, position + 1)
    }
}
