/// The names a file declares, full (`Outer.Inner`) or simple (`Inner`): a
/// reference to one of them is local and never leaves the file.
///
/// An extension declares nothing: `extension ApiClient: TestDependencyKey` uses the
/// `ApiClient` another file declares, and that use must draw an edge (the scanner
/// lists the extended type among the references). Only the file declaring the type
/// itself keeps it local.
///
/// Asked once per reference of every file of a tree. A file declares a few dozen
/// names and references a dozen. A name matches a declaration, fully or by its
/// simple name, only if both end in the same last component: each declaration's
/// last component is hashed once into a plain number, and a reference is hashed
/// once and compared with those numbers, its bytes only on a match. A file large
/// on both counts gets a set.
struct DeclaredNames {
    private let declarations: [Declaration]
    /// By declaration: the hash of its name's last component.
    private let last: [UInt64]
    private let set: Set<Substring>?

    init(_ declarations: [Declaration], references: Int) {
        // Extensions stay in the array (filtering it would copy every declaration of
        // every file) and are passed over where names are compared.
        self.declarations = declarations
        guard declarations.count * references > 4_096 else {
            var hashes: [UInt64] = []
            hashes.reserveCapacity(declarations.count)
            for index in declarations.indices { hashes.append(LastComponentHash.of(declarations[index].name)) }
            (set, last) = (nil, hashes)
            return
        }
        var set = Set<Substring>(minimumCapacity: declarations.count * 2)
        for index in declarations.indices where declarations[index].kind != .extension {
            set.insert(declarations[index].name[...])
            set.insert(declarations[index].simpleName)
        }
        (self.set, last) = (set, [])
    }

    func contains(_ name: String) -> Bool {
        if let set { return set.contains(name[...]) }
        let hash = LastComponentHash.of(name)
        for index in last.indices where last[index] == hash && declarations[index].kind != .extension {
            // Found by its name, or by its last component (never dotted).
            if declarations[index].name == name || declarations[index].simpleName == name[...] { return true }
        }
        return false
    }
}
