/// The names a file declares, full (`Outer.Inner`) or simple (`Inner`): a
/// reference to one of them is local and never leaves the file.
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
        self.declarations = declarations
        if declarations.count * references > 4_096 {
            var set = Set<Substring>(minimumCapacity: declarations.count * 2)
            for declaration in declarations {
                set.insert(declaration.name[...])
                set.insert(declaration.simpleName)
            }
            self.set = set
            last = []
        } else {
            set = nil
            last = declarations.map { LastComponentHash.of($0.name) }
        }
    }

    func contains(_ name: String) -> Bool {
        if let set { return set.contains(name[...]) }
        let hash = LastComponentHash.of(name)
        for index in last.indices where last[index] == hash {
            // Found by its name, or by its last component (never dotted).
            if declarations[index].name == name || declarations[index].simpleName == name[...] { return true }
        }
        return false
    }
}
