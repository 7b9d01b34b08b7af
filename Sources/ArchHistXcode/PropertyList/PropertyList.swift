/// A value of an old-style (OpenStep) property list, the format of `project.pbxproj`.
///
/// The format has no numbers or booleans of its own: `objectVersion = 77;` is the
/// string `"77"`. `<hex data>` is kept as its text (digits only); a project file
/// has none we read.
enum PropertyList: Sendable, Hashable {
    case string(String)
    case array([PropertyList])
    case dictionary(PropertyListDictionary)

    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    var array: [PropertyList]? {
        if case .array(let items) = self { return items }
        return nil
    }

    var dictionary: PropertyListDictionary? {
        if case .dictionary(let dictionary) = self { return dictionary }
        return nil
    }
}

/// The entries of a `{ key = value; }` in file order, each with the line of its key:
/// the line of an object in the `objects` table is the line its definition starts on.
///
/// An array of pairs rather than a `Dictionary`: an object has a handful of keys, so a
/// scan beats hashing them, and the order is the file's. The one big table
/// (`objects`) gets an index of its own (`ProjectObjects`).
struct PropertyListDictionary: Sendable, Hashable {
    struct Entry: Sendable, Hashable {
        var key: String
        /// 1-based line of the key.
        var line: Int
        var value: PropertyList
    }

    var entries: [Entry] = []

    /// The value of the first entry named `key`: a repeated key means a damaged or
    /// hand-merged file, and the first is as good a guess as any.
    subscript(key: String) -> PropertyList? {
        for entry in entries where entry.key == key { return entry.value }
        return nil
    }

    /// The line of the first entry named `key`.
    func line(of key: String) -> Int? {
        for entry in entries where entry.key == key { return entry.line }
        return nil
    }
}
