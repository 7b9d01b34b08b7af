import ArchHistSupport

extension String {
    /// The last component of a dotted name: `Inner` for `Outer.Inner`, the name
    /// itself when it has no dot. Searched on the UTF-8 bytes where they lie, not on
    /// Characters: this runs for every declaration and reference of a tree.
    var lastNameComponent: Substring {
        let start = withUTF8Bytes { bytes -> Int? in
            var position = bytes.count
            while position > 0 {
                position -= 1
                if bytes[position] == UInt8(ascii: ".") { return position + 1 }
            }
            return nil
        }
        guard let start else { return self[...] }
        return self[utf8.index(utf8.startIndex, offsetBy: start)...]
    }
}
