/// An identifier used where it can name a type: a type annotation, a constructor call,
/// a static member access, a generic argument, an inheritance clause.
public struct TypeReference: Sendable, Hashable {
    /// The identifier, or a dotted path when written qualified (`Outer.Inner`).
    public var name: String
    /// 1-based line of the first use in the file.
    public var line: Int
    /// Every use is inside `#if`: compiled only where its condition holds (a platform,
    /// a flag one target defines), so a target may never compile it.
    public var conditional: Bool

    public init(name: String, line: Int, conditional: Bool = false) {
        self.name = name
        self.line = line
        self.conditional = conditional
    }

    /// The simple name it can resolve to: every lookup of `Outer.Inner` ends at a
    /// declaration named `Inner`.
    public var simpleName: Substring { name.lastNameComponent }
}

/// An attribute written on a member declaration (`@Published var items`).
public struct AttributeUse: Sendable, Hashable {
    /// Without the `@` and without arguments: `Published`, `State`.
    public var name: String
    public var line: Int

    public init(name: String, line: Int) {
        self.name = name
        self.line = line
    }
}

/// Something the scanner could not read cleanly. Facts before it are kept.
public struct ScanWarning: Sendable, Hashable {
    public var line: Int
    public var message: String

    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }
}
