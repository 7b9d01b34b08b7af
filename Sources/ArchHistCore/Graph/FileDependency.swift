/// A file that uses a type declared in another file of the tree.
public struct FileDependency: Sendable, Hashable {
    public var from: Int
    public var to: Int
    /// The line of the first use in `from`.
    public var line: Int
    /// The name as written in `from`; for an injected dependency, the key's type (or
    /// the key, `DependencyValues.apiClient`, for the file declaring it).
    public var symbol: String
    /// For a dependency injected through a key path, the use as written:
    /// `@Dependency(\.apiClient)`. Nil for a type named in `from`.
    public var injectedThrough: String?

    public init(from: Int, to: Int, line: Int, symbol: String, injectedThrough: String? = nil) {
        self.from = from
        self.to = to
        self.line = line
        self.symbol = symbol
        self.injectedThrough = injectedThrough
    }
}

/// A file that imports a module of the tree.
public struct ModuleImport: Sendable, Hashable {
    public var from: Int
    public var module: String
    public var line: Int

    public init(from: Int, module: String, line: Int) {
        self.from = from
        self.module = module
        self.line = line
    }
}

/// How the referenced type names of the tree were resolved.
public struct ResolutionStats: Sendable, Hashable {
    /// Names resolved to a declaration in another file.
    public var resolved = 0
    /// Names resolved to a declaration in the same file.
    public var local = 0
    /// Names declared in several files of the nearest scope: no edge is drawn.
    public var ambiguous = 0
    /// Names declared nowhere in the tree (SDK and package types, generic parameters).
    public var unresolved = 0

    public init() {}

    mutating func add(_ other: ResolutionStats) {
        resolved += other.resolved
        local += other.local
        ambiguous += other.ambiguous
        unresolved += other.unresolved
    }
}
