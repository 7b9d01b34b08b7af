/// Reads which projects an Xcode workspace opens, from its `contents.xcworkspacedata`.
///
/// The file is small XML; a scan for the `FileRef` and `Group` tags and their `location`
/// attribute is all it takes.
public enum XcodeWorkspaceReader {
    /// The `.xcodeproj` paths of the workspace, relative to the folder holding the
    /// `.xcworkspace`, in file order, each once.
    ///
    /// `group:` paths are relative to the enclosing `<Group>` (the workspace's folder at
    /// the top), `container:` paths to the workspace's folder. `self:` names the project
    /// a `project.xcworkspace` sits in, relative to that project's folder: it is returned
    /// as it is when it names a project, and skipped when empty (the caller holds that
    /// project already). `absolute:` and `developer:` locations are outside: skipped.
    public static func projects(_ bytes: [UInt8]) -> [String] {
        var scanner = WorkspaceTagScanner(bytes)
        // The folder each open <Group> stands for; nil for a group outside the workspace.
        var groups: [String?] = []
        var projects: [String] = []
        while let tag = scanner.nextTag() {
            switch tag.name {
            case "Group" where tag.isClosing:
                _ = groups.popLast()
            case "Group", "FileRef":
                let enclosing = groups.last ?? ""
                let path = tag.location.flatMap { resolve($0, in: enclosing) }
                if tag.name == "Group" {
                    // A group without a location is only a name: it keeps its parent's folder.
                    let folder = tag.location == nil ? enclosing : path
                    if !tag.isSelfClosing { groups.append(folder) }
                } else if let path, path.hasSuffix(".xcodeproj"), !projects.contains(path) {
                    projects.append(path)
                }
            default:
                continue
            }
        }
        return projects
    }

    /// The path a `location` names, relative to the workspace's folder; nil outside it.
    private static func resolve(_ location: String, in group: String?) -> String? {
        guard let colon = location.firstIndex(of: ":") else { return nil }
        let path = String(location[location.index(after: colon)...])
        switch location[..<colon] {
        case "group":
            guard let group else { return nil }
            return ProjectPath.join(group, path)
        case "container":
            return ProjectPath.normalize(path)
        case "self":
            return path.isEmpty ? nil : ProjectPath.normalize(path)
        default:
            return nil
        }
    }
}

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

    private static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return text.replacingEntities([
            ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'"), ("&amp;", "&"),
        ])
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

extension String {
    /// Replaces each pair's first text by its second, left to right, in one pass (so
    /// `&amp;lt;` gives `&lt;`, not `<`).
    fileprivate func replacingEntities(_ entities: [(String, String)]) -> String {
        var result = ""
        var rest = Substring(self)
        outer: while !rest.isEmpty {
            if rest.first == "&" {
                for (entity, replacement) in entities where rest.hasPrefix(entity) {
                    result += replacement
                    rest = rest.dropFirst(entity.count)
                    continue outer
                }
            }
            result.append(rest.removeFirst())
        }
        return result
    }
}
