/// A path pattern: `**` matches any number of folders, `*` any run of characters
/// within one path component, `?` one character. `{name}` is a capture: it matches
/// like `*` and hands back what it matched (used to discover domains from folders).
///
/// Patterns are compiled once into segments so that matching a path allocates
/// nothing but the captured text.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    /// Everything compiled from the pattern, in one object: a spec's patterns are copied
    /// into every placement and match reason, and a copy of one reference is one retain,
    /// where the fields apart cost one each (a fifth of `analyze`'s time went to them).
    private let compiled: Compiled

    public var pattern: String { compiled.pattern }
    /// True when the pattern has no wildcard and no capture: it names one thing.
    public var isLiteral: Bool { compiled.isLiteral }
    /// True when the pattern holds a `{…}` capture.
    public var hasCapture: Bool { compiled.hasCapture }

    /// Characters a pattern reads as more than themselves, or reserves (`[` `]`): a
    /// path holding one cannot be written as a pattern naming just it.
    public static let specialCharacters: Set<Character> = ["*", "?", "[", "]", "{", "}"]

    /// What `pattern` fixes before its first special character: `DuckDuckGo/` of `DuckDuckGo/**`.
    public static func literalPrefix(_ pattern: String) -> Substring {
        pattern.prefix { !specialCharacters.contains($0) }
    }

    private final class Compiled: Sendable {
        let pattern: String
        let segments: [Segment]
        let isLiteral: Bool
        let hasCapture: Bool
        /// Nearly every pattern a spec holds is `**/Views/**`, `**/*Tests.swift` or
        /// `**/Domains/{name}/**`: folders, then a fixed run of components, then
        /// folders or the end. Those are matched by sliding the run along the path,
        /// without the general search.
        let run: (components: [[Piece]], anchoredAtEnd: Bool)?
        /// The commonest runs of all, one component long: a folder name
        /// (`**/Views/**`) or a name ending (`**/*Tests.swift`). Compared byte for byte,
        /// they cost a few comparisons per path instead of a search per component.
        let single: SingleComponent?

        init(_ pattern: String) {
            self.pattern = pattern
            var segments: [Segment] = []
            for part in pattern.split(separator: "/", omittingEmptySubsequences: true) {
                if part == "**" {
                    if segments.last != .anyFolders { segments.append(.anyFolders) }
                } else {
                    segments.append(.component(Glob.pieces(Array(part.utf8))))
                }
            }
            self.segments = segments
            // Known once here: classification asks for every file and every pattern.
            isLiteral = segments.allSatisfy { segment in
                if case .component(let pieces) = segment {
                    return pieces.allSatisfy { if case .literal = $0 { return true } else { return false } }
                }
                return false
            }
            hasCapture = segments.contains { segment in
                if case .component(let pieces) = segment { return pieces.contains(.capture) }
                return false
            }
            run = Glob.run(of: segments)
            single = Glob.single(of: run)
        }
    }

    private enum SingleComponent: Sendable, Hashable {
        /// The component is exactly these bytes.
        case equal([UInt8], anchoredAtEnd: Bool)
        /// The component ends with these bytes (`*` before them matches any run, even none).
        case endsWith([UInt8], anchoredAtEnd: Bool)
    }

    private enum Segment: Sendable, Hashable {
        case anyFolders
        case component([Piece])
    }

    private enum Piece: Sendable, Hashable {
        case literal([UInt8])
        case star
        case one
        case capture
    }

    public init(_ pattern: String) {
        compiled = Compiled(pattern)
    }

    private static func single(of run: (components: [[Piece]], anchoredAtEnd: Bool)?) -> SingleComponent? {
        guard let run, run.components.count == 1 else { return nil }
        let pieces = run.components[0]
        switch (pieces.count, pieces.first, pieces.last) {
        case (1, .literal(let bytes)?, _): return .equal(bytes, anchoredAtEnd: run.anchoredAtEnd)
        case (2, .star?, .literal(let bytes)?): return .endsWith(bytes, anchoredAtEnd: run.anchoredAtEnd)
        default: return nil
        }
    }

    private static func run(of segments: [Segment]) -> (components: [[Piece]], anchoredAtEnd: Bool)? {
        guard segments.count >= 2, segments.first == .anyFolders else { return nil }
        let anchoredAtEnd = segments.last != .anyFolders
        let middle = segments.dropFirst().dropLast(anchoredAtEnd ? 0 : 1)
        var components: [[Piece]] = []
        for segment in middle {
            guard case .component(let pieces) = segment else { return nil }
            components.append(pieces)
        }
        return components.isEmpty ? nil : (components, anchoredAtEnd)
    }

    public var description: String { pattern }

    // Everything else is compiled from the pattern.
    public static func == (lhs: Glob, rhs: Glob) -> Bool { lhs.pattern == rhs.pattern }

    public func hash(into hasher: inout Hasher) { hasher.combine(pattern) }

    public func matches(_ path: String) -> Bool {
        var captured: String?
        return match(path, capture: &captured)
    }

    /// The text matched by `{…}`, or nil when the path does not match or the
    /// pattern has no capture.
    public func capture(in path: String) -> String? {
        var captured: String?
        guard match(path, capture: &captured) else { return nil }
        return captured
    }

    /// Matching against a path split once: classification matches every file
    /// against dozens of patterns.
    public func matches(_ path: GlobPath) -> Bool {
        var captured: String?
        return match(path.components, capture: &captured)
    }

    public func capture(in path: GlobPath) -> String? {
        var captured: String?
        guard match(path.components, capture: &captured) else { return nil }
        return captured
    }

    /// The text matched by `{…}` in a folder of `path`, never in its file name: nil
    /// when the pattern matches only with the capture on the file name. A domain is a
    /// folder: `Scene/{name}/**` must not make a domain of `Scene/HomeView.swift`.
    public func folderCapture(in path: GlobPath) -> String? {
        var captured: String?
        guard match(path.components, capture: &captured, foldersOnly: true) else { return nil }
        return captured
    }

    private func match(_ path: String, capture: inout String?) -> Bool {
        match(GlobPath(path).components, capture: &capture)
    }

    /// The general search alone, without the sliding run: what the run must agree with.
    func searchMatch(_ path: String) -> (matches: Bool, capture: String?) {
        var captured: String?
        let components = GlobPath(path).components
        let matches = Glob.match(
            compiled.segments[...], components[...], capture: &captured, lastCapturable: components.count - 1)
        return (matches, captured)
    }

    /// `foldersOnly`: a component that captures may not be the path's last one.
    private func match(_ components: [[UInt8]], capture: inout String?, foldersOnly: Bool = false) -> Bool {
        let compiled = compiled
        if let single = compiled.single { return Glob.matches(single, components) }
        let lastCapturable = foldersOnly ? components.count - 2 : components.count - 1
        guard let run = compiled.run else {
            return Glob.match(
                compiled.segments[...], components[...], capture: &capture, lastCapturable: lastCapturable)
        }
        let length = run.components.count
        guard components.count >= length else { return false }
        let starts =
            run.anchoredAtEnd
            ? (components.count - length)...(components.count - length) : 0...(components.count - length)
        for start in starts {
            // As the general search does: the leftmost place the run fits, and the
            // leftmost capture within it.
            var found: String?
            var fits = true
            for (offset, pieces) in run.components.enumerated() {
                var captured: [UInt8]?
                guard Glob.matchComponent(pieces[...], components[start + offset][...], captured: &captured) else {
                    fits = false
                    break
                }
                if captured != nil, start + offset > lastCapturable {
                    fits = false
                    break
                }
                if found == nil, let captured { found = String(decoding: captured, as: UTF8.self) }
            }
            if fits {
                if let found { capture = found }
                return true
            }
        }
        return false
    }

    private static func matches(_ single: SingleComponent, _ components: [[UInt8]]) -> Bool {
        guard !components.isEmpty else { return false }
        switch single {
        case .equal(let bytes, let anchoredAtEnd):
            if anchoredAtEnd { return components[components.count - 1] == bytes }
            return components.contains { $0 == bytes }
        case .endsWith(let bytes, let anchoredAtEnd):
            if anchoredAtEnd { return components[components.count - 1].ends(with: bytes) }
            return components.contains { $0.ends(with: bytes) }
        }
    }

    /// `lastCapturable`: the index of the last component a capture may match.
    private static func match(
        _ segments: ArraySlice<Segment>, _ components: ArraySlice<[UInt8]>, capture: inout String?,
        lastCapturable: Int
    ) -> Bool {
        guard let first = segments.first else { return components.isEmpty }
        switch first {
        case .anyFolders:
            let rest = segments.dropFirst()
            var start = components.startIndex
            while start <= components.endIndex {
                if match(rest, components[start...], capture: &capture, lastCapturable: lastCapturable) {
                    return true
                }
                start += 1
            }
            return false
        case .component(let pieces):
            guard let component = components.first else { return false }
            var captured: [UInt8]?
            guard matchComponent(pieces[...], component[...], captured: &captured) else { return false }
            if captured != nil, components.startIndex > lastCapturable { return false }
            if match(segments.dropFirst(), components.dropFirst(), capture: &capture, lastCapturable: lastCapturable) {
                if let captured { capture = String(decoding: captured, as: UTF8.self) }
                return true
            }
            return false
        }
    }

    private static func matchComponent(
        _ pieces: ArraySlice<Piece>, _ text: ArraySlice<UInt8>, captured: inout [UInt8]?
    ) -> Bool {
        guard let piece = pieces.first else { return text.isEmpty }
        switch piece {
        case .literal(let bytes):
            guard text.starts(with: bytes) else { return false }
            return matchComponent(pieces.dropFirst(), text.dropFirst(bytes.count), captured: &captured)
        case .one:
            guard !text.isEmpty else { return false }
            return matchComponent(pieces.dropFirst(), text.dropFirst(), captured: &captured)
        case .star, .capture:
            var end = text.startIndex
            while end <= text.endIndex {
                if matchComponent(pieces.dropFirst(), text[end...], captured: &captured) {
                    if piece == .capture {
                        // A capture must name something.
                        if end == text.startIndex { return false }
                        captured = Array(text[text.startIndex..<end])
                    }
                    return true
                }
                end += 1
            }
            return false
        }
    }

    private static func pieces(_ bytes: [UInt8]) -> [Piece] {
        var pieces: [Piece] = []
        var literal: [UInt8] = []
        var index = 0
        func flush() {
            if !literal.isEmpty {
                pieces.append(.literal(literal))
                literal = []
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "*") {
                flush()
                if pieces.last != .star { pieces.append(.star) }
            } else if byte == UInt8(ascii: "?") {
                flush()
                pieces.append(.one)
            } else if byte == UInt8(ascii: "{"), let close = bytes[index...].firstIndex(of: UInt8(ascii: "}")) {
                flush()
                pieces.append(.capture)
                index = close
            } else {
                literal.append(byte)
            }
            index += 1
        }
        flush()
        return pieces
    }
}

extension Array where Element == UInt8 {
    fileprivate func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && self[(count - suffix.count)...].elementsEqual(suffix)
    }
}

/// A path split into components once, to match against many globs.
public struct GlobPath: Sendable {
    let components: [[UInt8]]

    public init(_ path: String) {
        // One pass over the bytes, one array per component: the generic split builds
        // an array of slices first, for every file of a tree.
        let split = path.utf8.withContiguousStorageIfAvailable { bytes -> [[UInt8]] in
            var components: [[UInt8]] = []
            var start = 0
            for position in 0...bytes.count where position == bytes.count || bytes[position] == UInt8(ascii: "/") {
                if position > start { components.append(Array(bytes[start..<position])) }
                start = position + 1
            }
            return components
        }
        components =
            split ?? path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true).map(Array.init)
    }
}
