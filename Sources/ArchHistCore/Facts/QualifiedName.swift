extension String {
    /// The last component of a dotted name: `Inner` for `Outer.Inner`, the name
    /// itself when it has no dot. Searched on UTF-8, not Characters: this runs for
    /// every declaration and reference of a tree.
    var lastNameComponent: Substring {
        guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")) else { return self[...] }
        return self[utf8.index(after: dot)...]
    }
}
