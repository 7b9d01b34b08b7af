extension String {
    /// The last component of a dotted name: `Inner` for `Outer.Inner`, the name
    /// itself when it has no dot. Searched on UTF-8, not Characters: this runs for
    /// every declaration and reference of a tree.
    var lastNameComponent: Substring {
        // Straight over the bytes when the string has them in one piece (native
        // strings do): the generic search walks index by index.
        let offset = utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var position = bytes.count
            while position > 0 {
                position -= 1
                if bytes[position] == UInt8(ascii: ".") { return position + 1 }
            }
            return nil
        }
        if let offset {
            guard let start = offset else { return self[...] }
            return self[utf8.index(utf8.startIndex, offsetBy: start)...]
        }
        guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")) else { return self[...] }
        return self[utf8.index(after: dot)...]
    }
}
