/// The names a file declares, full (`Outer.Inner`) or simple (`Inner`): a
/// reference to one of them is local and never leaves the file.
///
/// Asked once per reference of every file of a tree. A file declares a few dozen
/// names and references a dozen, so comparing lengths first, then bytes, straight
/// from the declarations beats hashing every name into a set; a file large on both
/// counts gets the set.
struct DeclaredNames {
    private let declarations: [Declaration]
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
        } else {
            set = nil
        }
    }

    func contains(_ name: String) -> Bool {
        if let set { return set.contains(name[...]) }
        let length = name.utf8.count
        // Only an undotted name can be a declaration's last component.
        let simple = !name.utf8.contains(UInt8(ascii: "."))
        return declarations.withUnsafeBufferPointer { declarations in
            for index in declarations.indices {
                let declared = declarations[index].name.utf8
                let count = declared.count
                if count == length {
                    if declared.elementsEqual(name.utf8) { return true }
                } else if simple, count > length {
                    // `Outer.Inner` declares `Inner`: a dot, then exactly the name.
                    let start = declared.index(declared.endIndex, offsetBy: -length)
                    if declared[declared.index(before: start)] == UInt8(ascii: "."),
                       declared[start...].elementsEqual(name.utf8) { return true }
                }
            }
            return false
        }
    }
}
