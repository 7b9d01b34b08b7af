/// One `import` statement.
public struct ImportFact: Sendable, Hashable {
    /// The top-level module: `os` for `import os.log`, `Foundation` for `import struct Foundation.Data`.
    public var module: String
    /// Components after the module: `["log"]` for `import os.log`, `["Data"]` for `import struct Foundation.Data`.
    public var path: [String]
    /// The declaration kind of a scoped import (`struct`, `class`, `func`, …), nil for a plain import.
    public var kind: String?
    /// Attributes without the `@`, arguments kept: `testable`, `_exported`, `_spi(Internal)`, `preconcurrency`.
    public var attributes: [String]
    /// Access modifier written before `import` (`public`, `package`, `internal`, …), nil when none.
    public var access: String?
    /// 1-based line of the `import` keyword.
    public var line: Int
    /// The enclosing `#if` conditions joined with ` && `, nil at top level. A branch
    /// of `#else` or `#elseif` is written as the negation of the earlier conditions.
    public var condition: String?

    public init(
        module: String, path: [String] = [], kind: String? = nil, attributes: [String] = [],
        access: String? = nil, line: Int, condition: String? = nil
    ) {
        self.module = module
        self.path = path
        self.kind = kind
        self.attributes = attributes
        self.access = access
        self.line = line
        self.condition = condition
    }

    public var isTestable: Bool { attributes.contains("testable") }
    public var isExported: Bool { attributes.contains("_exported") }

    /// Compiled only in debug builds: inside `#if DEBUG` (alone or among other conditions).
    public var isDebugOnly: Bool {
        condition.map { $0.split(separator: " && ").contains("DEBUG") } ?? false
    }
}
