/// The tags of a small XML file, with the one attribute the workspace reader needs.
struct WorkspaceTagScanner {
    struct Tag {
        var name: String
        var isClosing: Bool
        var isSelfClosing: Bool
        var location: String?
    }

    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The next element tag; comments, declarations and text are skipped.
    mutating func nextTag() -> Tag? {
        while let open = index(of: UInt8(ascii: "<"), from: position) {
            if starts(with: "<!--", at: open) {
                position = range(of: "-->", from: open + 4)?.upperBound ?? bytes.count
                continue
            }
            let end = tagEnd(from: open + 1)
            position = end < bytes.count ? end + 1 : end
            var body = Array(bytes[(open + 1)..<end])
            guard let first = body.first, first != UInt8(ascii: "?"), first != UInt8(ascii: "!") else { continue }
            let isClosing = first == UInt8(ascii: "/")
            if isClosing { body.removeFirst() }
            let isSelfClosing = body.last == UInt8(ascii: "/")
            let nameEnd = body.firstIndex(where: { !Self.isNameByte($0) }) ?? body.count
            return Tag(
                name: String(decoding: body[..<nameEnd], as: UTF8.self), isClosing: isClosing,
                isSelfClosing: isSelfClosing, location: Self.attribute("location", in: body))
        }
        position = bytes.count
        return nil
    }

    /// The `>` closing a tag; a `>` inside a quoted attribute value does not count.
    private func tagEnd(from start: Int) -> Int {
        var quote: UInt8?
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return index
            }
            index += 1
        }
        return bytes.count
    }

    /// The value of `name = "value"` in a tag's body, entities decoded.
    private static func attribute(_ name: String, in body: [UInt8]) -> String? {
        let key = Array(name.utf8)
        var index = 0
        while index < body.count {
            let byte = body[index]
            guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") else {
                if isNameByte(byte), index == 0 || !isNameByte(body[index - 1]),
                    body[index...].starts(with: key), let value = value(in: body, after: index + key.count)
                {
                    return value
                }
                index += 1
                continue
            }
            // Skip another attribute's value: it may contain the name.
            index = (body[(index + 1)...].firstIndex(of: byte) ?? body.count) + 1
        }
        return nil
    }

    /// The quoted value after `=`, if `start` is right after an attribute's name.
    private static func value(in body: [UInt8], after start: Int) -> String? {
        var index = start
        while index < body.count && isSpace(body[index]) { index += 1 }
        guard index < body.count, body[index] == UInt8(ascii: "=") else { return nil }
        index += 1
        while index < body.count && isSpace(body[index]) { index += 1 }
        guard index < body.count, body[index] == UInt8(ascii: "\"") || body[index] == UInt8(ascii: "'") else {
            return nil
        }
        let quote = body[index]
        guard let close = body[(index + 1)...].firstIndex(of: quote) else { return nil }
        return decodeEntities(String(decoding: body[(index + 1)..<close], as: UTF8.self))
    }

    /// `&lt;` `&gt;` `&quot;` `&apos;` `&amp;` decoded in one pass, left to right (so
    /// `&amp;lt;` gives `&lt;`, not `<`).
    private static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        let entities = [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'"), ("&amp;", "&")]
        var result = ""
        var rest = Substring(text)
        next: while let first = rest.first {
            if first == "&" {
                for (entity, replacement) in entities where rest.hasPrefix(entity) {
                    result += replacement
                    rest = rest.dropFirst(entity.count)
                    continue next
                }
            }
            result.append(first)
            rest = rest.dropFirst()
        }
        return result
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: ":"):
            return true
        default:
            return false
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
            || byte == UInt8(ascii: "\r")
    }

    private func index(of byte: UInt8, from start: Int) -> Int? {
        bytes[min(start, bytes.count)...].firstIndex(of: byte)
    }

    private func starts(with text: String, at start: Int) -> Bool {
        bytes[start...].starts(with: text.utf8)
    }

    private func range(of text: String, from start: Int) -> Range<Int>? {
        let needle = Array(text.utf8)
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index..<(index + needle.count)].elementsEqual(needle) { return index..<(index + needle.count) }
            index += 1
        }
        return nil
    }
}
