/// The names a file declares, full (`Outer.Inner`) or simple (`Inner`): a
/// reference to one of them is local and never leaves the file.
///
/// Asked once per reference of every file of a tree. A file declares a few dozen
/// names and references a dozen: each declared name, and its last component, is
/// hashed once into a plain number, and a reference is hashed once and compared
/// with those numbers, its bytes only on a match. A file large on both counts
/// gets a set.
struct DeclaredNames {
    private let declarations: [Declaration]
    /// By declaration: the hash of its name, and of its name's last component.
    private let full: [UInt64]
    private let last: [UInt64]
    private let set: Set<Substring>?

    init(_ declarations: [Declaration], references: Int) {
        self.declarations = declarations
        if declarations.count * references > 4_096 {
            var set = Set<Substring>(minimumCapacity: declarations.count * 2)
            for declaration in declarations {
                set.insert(declaration.name[...])
                set.insert(declaration.simpleName)
            }
            self.set = set
            (full, last) = ([], [])
        } else {
            set = nil
            var full: [UInt64] = [], last: [UInt64] = []
            full.reserveCapacity(declarations.count)
            last.reserveCapacity(declarations.count)
            for declaration in declarations {
                let hashes = DeclaredNames.hashes(declaration.name)
                full.append(hashes.full)
                last.append(hashes.last)
            }
            (self.full, self.last) = (full, last)
        }
    }

    func contains(_ name: String) -> Bool {
        if let set { return set.contains(name[...]) }
        let hashes = DeclaredNames.hashes(name)
        // Only an undotted name can be a declaration's last component (then both of
        // its hashes are the same).
        let simple = hashes.full == hashes.last
        for index in full.indices {
            if full[index] == hashes.full, declarations[index].name == name { return true }
            if simple, last[index] == hashes.full, declarations[index].simpleName == name[...] { return true }
        }
        return false
    }

    /// FNV-1a of the whole name and of its last dotted component, in one pass over
    /// its bytes. Equal hashes are checked against the names themselves.
    private static func hashes(_ name: String) -> (full: UInt64, last: UInt64) {
        name.withUTF8Bytes { bytes in
            var full: UInt64 = 0xcbf2_9ce4_8422_2325
            var last = full
            for byte in bytes {
                full = (full ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
                last = byte == UInt8(ascii: ".") ? 0xcbf2_9ce4_8422_2325 : (last ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
            return (full, last)
        }
    }
}
