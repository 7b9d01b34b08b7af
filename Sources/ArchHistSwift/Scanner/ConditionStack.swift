/// The `#if` / `#elseif` / `#else` / `#endif` nesting, rendered as one condition string.
///
/// `#if A` gives `A`; its `#elseif B` gives `!(A) && B`; its `#else` gives `!(A) && !(B)`.
/// Nested conditions are joined with ` && `; a part containing a top-level `||` is
/// parenthesized so that the joined text keeps its meaning.
struct ConditionStack {
    struct Frame {
        /// The conditions of the `#if` and of its `#elseif`s met so far.
        var conditions: [String]
        /// In the `#else` branch.
        var inElse: Bool
        var line: Int
    }

    private(set) var frames: [Frame] = []
    private var rendered: String? = nil
    private var isRendered = true
    /// Frames deeper than this, and branches after this many `#elseif`s, are left out of
    /// the text: real code nests a few levels, and the text of every fact must stay small.
    static let maximumRenderedDepth = 64

    var isEmpty: Bool { frames.isEmpty }

    mutating func pushIf(_ condition: String, line: Int) {
        frames.append(Frame(conditions: [condition], inElse: false, line: line))
        isRendered = false
    }

    /// False when there is no open `#if`.
    mutating func elseIf(_ condition: String) -> Bool {
        guard !frames.isEmpty else { return false }
        frames[frames.count - 1].conditions.append(condition)
        frames[frames.count - 1].inElse = false
        isRendered = false
        return true
    }

    mutating func `else`() -> Bool {
        guard !frames.isEmpty else { return false }
        frames[frames.count - 1].inElse = true
        isRendered = false
        return true
    }

    mutating func endIf() -> Bool {
        guard frames.popLast() != nil else { return false }
        isRendered = false
        return true
    }

    /// The enclosing condition at the current point, nil at top level. Rendered lazily,
    /// once per change, so that directives without facts in between cost nothing.
    mutating func current() -> String? {
        if !isRendered {
            isRendered = true
            let shown = frames.prefix(Self.maximumRenderedDepth)
            switch shown.count {
            case 0: rendered = nil
            case 1: rendered = Self.text(of: shown[0])
            default: rendered = shown.map { Self.grouped(Self.text(of: $0)) }.joined(separator: " && ")
            }
        }
        return rendered
    }

    /// The condition of the frame's current branch.
    static func text(of frame: Frame) -> String {
        let conditions = frame.conditions.prefix(maximumRenderedDepth)
        guard let last = conditions.last else { return "" }
        if conditions.count == 1 { return frame.inElse ? negated(last) : last }
        var parts = conditions.dropLast().map(negated)
        parts.append(frame.inElse ? negated(last) : grouped(last))
        return parts.joined(separator: " && ")
    }

    static func negated(_ condition: String) -> String { "!(\(condition))" }

    /// `(A || B)` when `A || B` would otherwise bind looser than a surrounding `&&`.
    static func grouped(_ condition: String) -> String {
        hasTopLevelOr(condition) ? "(\(condition))" : condition
    }

    static func hasTopLevelOr(_ condition: String) -> Bool {
        var depth = 0
        var previousBar = false
        for b in condition.utf8 {
            switch b {
            case ByteClass.leftParen: depth += 1
            case ByteClass.rightParen: depth -= 1
            case 0x7C:
                if previousBar, depth == 0 { return true }
            default: break
            }
            previousBar = b == 0x7C
        }
        return false
    }
}
