/// The kinds of declaration the scanner records.
public enum DeclarationKind: String, Sendable, Hashable, CaseIterable {
    case `struct`, `class`, `enum`, `protocol`, `actor`, `typealias`, `macro`, `extension`
}

/// A type declaration or an extension.
public struct Declaration: Sendable, Hashable {
    public var kind: DeclarationKind
    /// Qualified by the enclosing declarations: `Outer.Inner`. For an extension, the
    /// extended type as written without white space (`Array`, `[Int]`, `String?`,
    /// `Outer.Inner`), prefixed by its enclosing types when nested.
    public var name: String
    /// 1-based line of the declaration keyword.
    public var line: Int
    /// Names in the inheritance clause, as written without white space (`Equatable`, `Sendable`).
    public var inherits: [String]
    /// Attributes on the declaration without the `@`, arguments dropped: `main`, `Observable`, `MainActor`.
    public var attributes: [String]
    /// The enclosing `#if` condition, as on `ImportFact`.
    public var condition: String?

    public init(
        kind: DeclarationKind, name: String, line: Int, inherits: [String] = [],
        attributes: [String] = [], condition: String? = nil
    ) {
        self.kind = kind
        self.name = name
        self.line = line
        self.inherits = inherits
        self.attributes = attributes
        self.condition = condition
    }

    /// The last component of the name: `Inner` for `Outer.Inner`.
    public var simpleName: Substring { name.lastNameComponent }
}
