/// The line format every object of the notes ref is written in (`Schema/notes.md`):
/// lines of tab-separated fields, UTF-8. In a field, a backslash, a tab and a newline
/// are written `\\`, `\t` and `\n`; an absent value is `\-`.
enum NoteText {
    static func escape(_ text: String?, into out: inout [UInt8]) {
        guard let text else {
            out.append(UInt8(ascii: "\\"))
            out.append(UInt8(ascii: "-"))
            return
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\\"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case UInt8(ascii: "\t"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case UInt8(ascii: "\n"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            default: out.append(byte)
            }
        }
    }

    /// Writes `fields` as one line.
    static func line(_ fields: [String?], into out: inout [UInt8]) {
        for (index, field) in fields.enumerated() {
            if index > 0 { out.append(UInt8(ascii: "\t")) }
            escape(field, into: &out)
        }
        out.append(UInt8(ascii: "\n"))
    }

    /// The lines of `bytes`, each split into its fields, unescaped.
    static func lines(_ bytes: ArraySlice<UInt8>) throws(NotesFormatError) -> [[String?]] {
        var result: [[String?]] = []
        var fields: [String?] = []
        var field: [UInt8] = []
        var absent = false
        var index = bytes.startIndex
        func endField() {
            fields.append(absent ? nil : String(decoding: field, as: UTF8.self))
            field.removeAll(keepingCapacity: true)
            absent = false
        }
        while index < bytes.endIndex {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.endIndex else { throw NotesFormatError("a line ends in a lone backslash") }
                switch bytes[index] {
                case UInt8(ascii: "\\"): field.append(UInt8(ascii: "\\"))
                case UInt8(ascii: "t"): field.append(UInt8(ascii: "\t"))
                case UInt8(ascii: "n"): field.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "-"): absent = true
                default: throw NotesFormatError("unknown escape \\\(Character(Unicode.Scalar(bytes[index])))")
                }
            case UInt8(ascii: "\t"):
                endField()
            case UInt8(ascii: "\n"):
                endField()
                result.append(fields)
                fields.removeAll(keepingCapacity: true)
            default:
                field.append(byte)
            }
            index += 1
        }
        if !field.isEmpty || !fields.isEmpty || absent {
            endField()
            result.append(fields)
        }
        return result
    }
}

/// An object of the notes ref that this archhist cannot read: what is wrong with it.
struct NotesFormatError: Error, Sendable, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
