/// A key path handed to a type as its first argument, as property wrappers that
/// inject dependencies take it: `@Dependency(\.apiClient)` (swift-dependencies),
/// `@Environment(\.theme)` (SwiftUI), `@Injected(\Container.api)` (Factory), or the
/// same written as an initializer, `Dependency(\.apiClient)`.
///
/// Recorded for any uppercase name, whichever library it comes from: which names
/// inject through which key roots is for resolution to say, not for the scanner.
public struct KeyPathUse: Sendable, Hashable {
    /// The wrapper or type as written, without `@` or module: `Dependency`.
    public var wrapper: String
    /// The root when written (`Container` in `\Container.api`); nil for `\.api`.
    public var root: String?
    /// The first component of the path: `apiClient` in `\.apiClient.fetch`.
    public var key: String
    public var line: Int
    /// Written as an attribute (`@Dependency(…) var`), not as an initializer.
    public var isAttribute: Bool

    public init(wrapper: String, root: String? = nil, key: String, line: Int, isAttribute: Bool = true) {
        self.wrapper = wrapper
        self.root = root
        self.key = key
        self.line = line
        self.isAttribute = isAttribute
    }

    /// The use as written, white space left out: `@Dependency(\.apiClient)`.
    public var written: String {
        (isAttribute ? "@" : "") + wrapper + "(\\" + (root ?? "") + "." + key + ")"
    }
}

/// An instance property declared directly in an extension:
/// `extension DependencyValues { var apiClient: APIClient { … } }`, or
/// `extension EnvironmentValues { @Entry var theme = Theme() }`. The keys that key
/// paths name are such properties.
public struct ExtensionProperty: Sendable, Hashable {
    /// The extended type as the extension's declaration names it: `DependencyValues`.
    public var extended: String
    public var name: String
    /// The declared type without white space (`APIClient`, `Factory<APIClient>`), or,
    /// with no annotation, the type an initial value constructs (`Theme` for
    /// `= Theme()`); nil when neither is written.
    public var type: String?
    public var line: Int

    public init(extended: String, name: String, type: String?, line: Int) {
        self.extended = extended
        self.name = name
        self.type = type
        self.line = line
    }
}
