/// Normalises the text of an SQL statement so that layout and comments do not matter:
///
///     CREATE TABLE runs (          -- one row per recorded commit
///         id   INTEGER PRIMARY KEY,
///         key  TEXT NOT NULL
///     )
///
/// becomes `CREATE TABLE runs(id INTEGER PRIMARY KEY, key TEXT NOT NULL)`.
///
/// Outside string literals and quoted identifiers (`'…'`, `"…"`, `` `…` ``, `[…]`),
/// which are copied as they are: comments are removed, each run of whitespace becomes one
/// space, there is no space after `(` nor before `(`, `)` or `,`, and exactly one after
/// `,`. A trailing `;` is dropped. Letter case is kept.
enum SchemaText {
    static func normalize(_ sql: String) -> String {
        let input = Array(sql.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(input.count)
        var pendingSpace = false
        var index = 0

        func emit(_ byte: UInt8) {
            if pendingSpace, let last = output.last, last != UInt8(ascii: "("),
                byte != UInt8(ascii: "("), byte != UInt8(ascii: ")"), byte != UInt8(ascii: ",")
            {
                output.append(UInt8(ascii: " "))
            }
            pendingSpace = false
            output.append(byte)
        }

        while index < input.count {
            let byte = input[index]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0C:
                pendingSpace = true
                index += 1
            case UInt8(ascii: "-") where index + 1 < input.count && input[index + 1] == UInt8(ascii: "-"):
                while index < input.count && input[index] != UInt8(ascii: "\n") { index += 1 }
                pendingSpace = true
            case UInt8(ascii: "/") where index + 1 < input.count && input[index + 1] == UInt8(ascii: "*"):
                index += 2
                while index < input.count
                    && !(input[index] == UInt8(ascii: "*") && index + 1 < input.count
                        && input[index + 1] == UInt8(ascii: "/"))
                {
                    index += 1
                }
                index = min(index + 2, input.count)
                pendingSpace = true
            case UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "`"), UInt8(ascii: "["):
                let close = byte == UInt8(ascii: "[") ? UInt8(ascii: "]") : byte
                emit(byte)
                index += 1
                while index < input.count {
                    let quoted = input[index]
                    output.append(quoted)
                    index += 1
                    if quoted == close {
                        // A doubled quote ('it''s') continues the literal; `]` has no escape.
                        guard close != UInt8(ascii: "]"), index < input.count, input[index] == close else { break }
                        output.append(close)
                        index += 1
                    }
                }
            case UInt8(ascii: ","):
                emit(byte)
                pendingSpace = true
                index += 1
            default:
                emit(byte)
                index += 1
            }
        }
        while output.last == UInt8(ascii: ";") || output.last == UInt8(ascii: " ") { output.removeLast() }
        return String(decoding: output, as: UTF8.self)
    }
}
