/// A path pattern: `**` matches any number of folders, `*` any run of characters
/// within one path component, `?` one character. `{name}` is a capture: it matches
/// like `*` and hands back what it matched (used to discover domains from folders).
///
/// Patterns are compiled once into segments so that matching a path allocates
/// nothing but the captured text.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    public let pattern: String
    private let segments: [Segment]

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
    }

    public var description: String { pattern }

    /// True when the pattern has no wildcard and no capture: it names one thing.
    public var isLiteral: Bool {
        segments.allSatisfy { segment in
            if case .component(let pieces) = segment {
                return pieces.allSatisfy { if case .literal = $0 { return true } else { return false } }
            }
            return false
        }
    }

    /// True when the pattern holds a `{…}` capture.
    public var hasCapture: Bool {
        segments.contains { segment in
            if case .component(let pieces) = segment { return pieces.contains(.capture) }
            return false
        }
    }

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
        return Glob.match(segments[...], path.components[...], capture: &captured)
    }

    public func capture(in path: GlobPath) -> String? {
        var captured: String?
        guard Glob.match(segments[...], path.components[...], capture: &captured) else { return nil }
        return captured
    }

    private func match(_ path: String, capture: inout String?) -> Bool {
        Glob.match(segments[...], GlobPath(path).components[...], capture: &capture)
    }

    private static func match(
        _ segments: ArraySlice<Segment>, _ components: ArraySlice<[UInt8]>, capture: inout String?
    ) -> Bool {
        guard let first = segments.first else { return components.isEmpty }
        switch first {
        case .anyFolders:
            let rest = segments.dropFirst()
            var start = components.startIndex
            while start <= components.endIndex {
                if match(rest, components[start...], capture: &capture) { return true }
                start += 1
            }
            return false
        case .component(let pieces):
            guard let component = components.first else { return false }
            var captured: [UInt8]?
            guard matchComponent(pieces[...], component[...], captured: &captured) else { return false }
            if match(segments.dropFirst(), components.dropFirst(), capture: &capture) {
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
            if !literal.isEmpty { pieces.append(.literal(literal)); literal = [] }
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

/// A path split into components once, to match against many globs.
public struct GlobPath: Sendable {
    let components: [[UInt8]]

    public init(_ path: String) {
        components = path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true).map(Array.init)
    }
}
