/// A key of injected values, as a use names it: a key path handed to a type as its
/// first argument, as property wrappers that inject dependencies take it:
/// `@Dependency(\.apiClient)` (swift-dependencies), `@Environment(\.theme)` (SwiftUI),
/// `@Injected(\Container.api)` (Factory), or the same written as an initializer,
/// `Dependency(\.apiClient)`; a key path handed to a member that sets one value,
/// `.environment(\.theme, dark)`; or a member of the values a closure is handed to
/// set, `withDependencies { $0.apiClient = .mock }`.
///
/// Wrappers are recorded for any uppercase name, whichever library it comes from:
/// which names inject through which key roots is for resolution to say, not for the
/// scanner. Members and closures are recorded only for the names in `valuesRoots`.
public struct KeyPathUse: Sendable, Hashable {
    /// How the key is given.
    public enum Form: UInt8, Sendable, Hashable {
        /// `Dependency(\.apiClient)`.
        case initializer = 0
        /// `@Dependency(\.apiClient) var`.
        case attribute = 1
        /// `.environment(\.theme, dark)`: a member taking a key path of the values.
        case member = 2
        /// `withDependencies { $0.apiClient = … }`: a closure handed the values.
        case closure = 3
    }

    /// The wrapper or type as written, without `@` or module: `Dependency`; or the
    /// member or function: `environment`, `withDependencies`.
    public var wrapper: String
    /// The root when written (`Container` in `\Container.api`); nil for `\.api`.
    public var root: String?
    /// The first component of the path: `apiClient` in `\.apiClient.fetch`.
    public var key: String
    public var line: Int
    public var form: Form

    public init(wrapper: String, root: String? = nil, key: String, line: Int, form: Form) {
        self.wrapper = wrapper
        self.root = root
        self.key = key
        self.line = line
        self.form = form
    }

    public init(wrapper: String, root: String? = nil, key: String, line: Int, isAttribute: Bool = true) {
        self.init(wrapper: wrapper, root: root, key: key, line: line, form: isAttribute ? .attribute : .initializer)
    }

    /// Written as an attribute (`@Dependency(…) var`), not as an initializer.
    public var isAttribute: Bool { form == .attribute }

    /// The use as written, white space and values left out: `@Dependency(\.apiClient)`,
    /// `.environment(\.theme)`, `withDependencies { $0.apiClient }`.
    public var written: String {
        let path = "\\" + (root ?? "") + "." + key
        switch form {
        case .attribute: return "@" + wrapper + "(" + path + ")"
        case .initializer: return wrapper + "(" + path + ")"
        case .member: return "." + wrapper + "(" + path + ")"
        case .closure: return wrapper + " { $0." + key + " }"
        }
    }

    /// The members and functions that take the values themselves rather than wrap
    /// one, by the root of the values: `.dependency(\.key, value)` on a reducer and
    /// `.environment(\.key, value)` on a view set one value;
    /// `withDependencies { $0.key = value }` and `prepareDependencies { … }` hand a
    /// closure the values (`inout DependencyValues`) to set.
    public static let valuesRoots: [String: (root: String, form: Form)] = [
        "dependency": ("DependencyValues", .member),
        "transformDependency": ("DependencyValues", .member),
        "environment": ("EnvironmentValues", .member),
        "transformEnvironment": ("EnvironmentValues", .member),
        "withDependencies": ("DependencyValues", .closure),
        "prepareDependencies": ("DependencyValues", .closure),
    ]
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
