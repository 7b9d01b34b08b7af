/// Tuist's globs with placeholders (`Targets/$(name)Kit/Sources/**`): a placeholder
/// matches a non-empty run of one path component and captures it, and the same
/// placeholder must match the same text wherever it appears. `**` matches any number
/// of folders, `*` any run within a component, `?` one character, `{a,b}` either.
enum FolderPattern {
    static func matches(_ pattern: String, _ path: String, captures: inout [String: String]) -> Bool {
        let patternParts = pattern.split(separator: "/").map { Array($0.utf8) }
        let pathParts = path.split(separator: "/").map { Array($0.utf8) }
        return match(patternParts[...], pathParts[...], &captures)
    }

    /// `text` with each `$(label)` replaced by `value(label)`; once, never re-read.
    static func substitute(_ text: String, _ value: (String) -> String) -> String {
        guard text.contains("$(") else { return text }
        var result = ""
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            let open = rest.index(after: dollar)
            guard open < rest.endIndex, rest[open] == "(", let close = rest[open...].firstIndex(of: ")") else {
                result += rest[...dollar]
                rest = rest[open...]
                continue
            }
            result += rest[..<dollar]
            result += value(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// `text` with the captured placeholders filled in; the others left.
    static func substitute(_ text: String, _ captures: [String: String]) -> String {
        substitute(text) { label in captures[label] ?? TuistHelperCall.placeholder(label) }
    }

    private static func match(
        _ pattern: ArraySlice<[UInt8]>, _ path: ArraySlice<[UInt8]>, _ captures: inout [String: String]
    ) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == Array("**".utf8) {
            for skip in 0...path.count {
                var tried = captures
                if match(pattern.dropFirst(), path.dropFirst(skip), &tried) {
                    captures = tried
                    return true
                }
            }
            return false
        }
        guard let name = path.first else { return false }
        var tried = captures
        guard component(first[...], name[...], &tried), match(pattern.dropFirst(), path.dropFirst(), &tried)
        else { return false }
        captures = tried
        return true
    }

    private static func component(
        _ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>, _ captures: inout [String: String]
    ) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        let rest = pattern.dropFirst()
        switch first {
        case UInt8(ascii: "*"):
            return (0...text.count).contains { skip in attempt(rest, text.dropFirst(skip), &captures) }
        case UInt8(ascii: "?"):
            return !text.isEmpty && component(rest, text.dropFirst(), &captures)
        case UInt8(ascii: "$") where rest.first == UInt8(ascii: "("):
            guard let close = rest.firstIndex(of: UInt8(ascii: ")")) else { break }
            let label = String(decoding: rest[(rest.startIndex + 1)..<close], as: UTF8.self)
            let after = rest[(close + 1)...]
            if let known = captures[label] {
                return text.starts(with: known.utf8) && component(after, text.dropFirst(known.utf8.count), &captures)
            }
            return (1...max(1, text.count)).contains { length in
                guard length <= text.count else { return false }
                var tried = captures
                tried[label] = String(decoding: text.prefix(length), as: UTF8.self)
                guard component(after, text.dropFirst(length), &tried) else { return false }
                captures = tried
                return true
            }
        case UInt8(ascii: "{"):
            guard let close = rest.firstIndex(of: UInt8(ascii: "}")) else { break }
            let after = rest[(close + 1)...]
            return rest[..<close].split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false).contains {
                attempt($0 + after, text, &captures)
            }
        default:
            break
        }
        return text.first == first && component(rest, text.dropFirst(), &captures)
    }

    /// `component`, keeping the captures only when it matches.
    private static func attempt(
        _ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>, _ captures: inout [String: String]
    ) -> Bool {
        var tried = captures
        guard component(pattern, text, &tried) else { return false }
        captures = tried
        return true
    }
}
