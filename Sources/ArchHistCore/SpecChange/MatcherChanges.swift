/// A layer's patterns before and after, in words: "paths add '**/Legacy/**'".
enum MatcherChanges {
    static func words(_ old: Matcher, _ new: Matcher) -> [String] {
        changes("paths", old.paths.map(\.pattern), new.paths.map(\.pattern))
            + changes("modules", old.modules.map(\.pattern), new.modules.map(\.pattern))
            + changes("suffixes", old.suffixes, new.suffixes)
    }

    static func changes(_ name: String, _ old: [String], _ new: [String]) -> [String] {
        let added = new.filter { !old.contains($0) }
        let dropped = old.filter { !new.contains($0) }
        var parts: [String] = []
        if !added.isEmpty { parts.append("add " + quoted(added)) }
        if !dropped.isEmpty { parts.append("drop " + quoted(dropped)) }
        return parts.isEmpty ? [] : [name + " " + parts.joined(separator: ", ")]
    }

    static func quoted(_ items: [String]) -> String {
        items.map { "'\($0)'" }.joined(separator: ", ")
    }
}
