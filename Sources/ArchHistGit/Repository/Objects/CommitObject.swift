import ArchHistCore

/// A commit object's metadata, parsed from its raw bytes into what
/// `git log --format=%T %P %at %ct %s` reports for it.
///
/// Only commits whose metadata git reads plainly are parsed; for anything
/// unusual the initialiser gives nil, and the caller asks `git log`, which
/// stays the authority: a message in an encoding other than UTF-8 (git would
/// convert it), a NUL byte (git's text handling stops there), a header that
/// does not start with `tree` and `parent` lines of lowercase hex, or lacks
/// exactly one `author` and one `committer` with a well-formed time. Other
/// headers (`gpgsig`, `mergetag`, ...) do not matter to these fields.
struct CommitObject: Equatable {
    let tree: String
    /// First parent first.
    let parents: [String]
    let authorTime: Int64
    let commitTime: Int64
    /// The first paragraph of the message, its lines joined by a space.
    let subject: String

    /// Parses `contents`, whose object ids are `idLength` hex digits.
    init?(contents: [UInt8], idLength: Int) {
        if contents.contains(0) { return nil }
        let (header, message) = Self.split(contents)
        var lines = header.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)[...]

        guard let treeLine = lines.popFirst(), let tree = Self.id(after: "tree ", in: treeLine, idLength: idLength)
        else { return nil }
        // Git takes the parent lines right after the tree line, and only those.
        var parents: [String] = []
        while let line = lines.first, Self.value(after: "parent ", in: line) != nil {
            guard let parent = Self.id(after: "parent ", in: line, idLength: idLength) else { return nil }
            parents.append(parent)
            lines.removeFirst()
        }
        var authorTime: Int64?
        var commitTime: Int64?
        for line in lines {
            if let ident = Self.value(after: "author ", in: line) {
                guard authorTime == nil, let time = Self.time(of: ident) else { return nil }
                authorTime = time
            } else if let ident = Self.value(after: "committer ", in: line) {
                guard commitTime == nil, let time = Self.time(of: ident) else { return nil }
                commitTime = time
            } else if let encoding = Self.value(after: "encoding ", in: line) {
                // Declared UTF-8 is what git assumes anyway; anything else it would convert.
                let name = String(decoding: encoding, as: UTF8.self).lowercased()
                guard name == "utf-8" || name == "utf8" else { return nil }
            }
        }
        guard let authorTime, let commitTime else { return nil }
        self.tree = tree
        self.parents = parents
        self.authorTime = authorTime
        self.commitTime = commitTime
        self.subject = Self.subject(of: message)
    }

    func commit(_ sha: String) -> Commit {
        Commit(sha: sha, tree: tree, parents: parents, authorTime: authorTime, commitTime: commitTime, subject: subject)
    }

    // MARK: - Header

    /// The header (up to the first empty line) and the message after it. A
    /// commit without an empty line is all header, with an empty message.
    private static func split(_ contents: [UInt8]) -> (header: ArraySlice<UInt8>, message: ArraySlice<UInt8>) {
        let newline = UInt8(ascii: "\n")
        var index = contents.startIndex
        while let end = contents[index...].firstIndex(of: newline) {
            if end == index { return (contents[..<index], contents[(end + 1)...]) }
            index = end + 1
        }
        return (contents[...], [])
    }

    /// What follows `prefix` on a header line, or nil when the line has another name.
    private static func value(after prefix: String, in line: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        guard line.starts(with: prefix.utf8) else { return nil }
        return line.dropFirst(prefix.utf8.count)
    }

    /// The id on a `tree` or `parent` line: exactly `idLength` lowercase hex digits.
    private static func id(after prefix: String, in line: ArraySlice<UInt8>, idLength: Int) -> String? {
        guard let value = value(after: prefix, in: line), value.count == idLength,
            value.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x66) })
        else { return nil }
        return String(decoding: value, as: UTF8.self)
    }

    /// The time of `Name <email> <seconds> <+|-><zone>`: the digits after the
    /// last `>`, which git prints for `%at` and `%ct`. Nil unless the line has
    /// exactly that shape (git reads odd ones its own way).
    private static func time(of ident: ArraySlice<UInt8>) -> Int64? {
        guard let open = ident.firstIndex(of: UInt8(ascii: "<")),
            ident[open...].contains(UInt8(ascii: ">")),
            let close = ident.lastIndex(of: UInt8(ascii: ">"))
        else { return nil }
        let fields = ident[(close + 1)...].split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        // "" before the first space, the seconds, the zone.
        guard fields.count == 3, fields[0].isEmpty,
            (1...18).contains(fields[1].count), fields[1].allSatisfy(isDigit),
            let sign = fields[2].first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"),
            fields[2].count > 1, fields[2].dropFirst().allSatisfy(isDigit)
        else { return nil }
        return Int64(String(decoding: fields[1], as: UTF8.self))
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    // MARK: - Subject

    /// What `%s` gives: blank lines skipped, then the lines up to the next
    /// blank line or the end, each without trailing white space, joined by a
    /// space. White space is git's: space, tab, line feed, carriage return.
    private static func subject(of message: ArraySlice<UInt8>) -> String {
        var paragraph: [ArraySlice<UInt8>] = []
        for line in message.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            let trimmed = trimmingTrailingSpace(line)
            if trimmed.isEmpty {
                if paragraph.isEmpty { continue }
                break
            }
            paragraph.append(trimmed)
        }
        return String(decoding: Array(paragraph.joined(separator: [UInt8(ascii: " ")])), as: UTF8.self)
    }

    private static func trimmingTrailingSpace(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var end = line.endIndex
        while end > line.startIndex, isGitSpace(line[end - 1]) { end -= 1 }
        return line[line.startIndex..<end]
    }

    private static func isGitSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
