/// What a `Package.swift` declares, read without executing it.
public struct PackageManifest: Sendable, Hashable {
    /// The `name:` argument of `Package(…)`, nil when it could not be read.
    public var name: String?
    public var targets: [ManifestTarget]
    /// Things the reader could not follow (a target list built by a function, …).
    public var warnings: [ScanWarning]

    public init(name: String?, targets: [ManifestTarget], warnings: [ScanWarning] = []) {
        self.name = name
        self.targets = targets
        self.warnings = warnings
    }
}

public struct ManifestTarget: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case regular, executable, test, macro, plugin, system, binary
    }

    public var name: String
    public var kind: Kind
    /// The `path:` argument, relative to the package root; nil means the default
    /// (`Sources/<name>`, or `Tests/<name>` for a test target).
    public var path: String?
    /// The `exclude:` paths, relative to the target's path.
    public var exclude: [String]
    public var dependencies: [ManifestDependency]
    public var line: Int

    public init(
        name: String, kind: Kind, path: String? = nil, exclude: [String] = [],
        dependencies: [ManifestDependency] = [], line: Int
    ) {
        self.name = name
        self.kind = kind
        self.path = path
        self.exclude = exclude
        self.dependencies = dependencies
        self.line = line
    }

    /// The folder holding the target's sources, relative to the package root.
    public var resolvedPath: String {
        if let path { return path }
        switch kind {
        case .test: return "Tests/\(name)"
        case .plugin: return "Plugins/\(name)"
        default: return "Sources/\(name)"
        }
    }
}

public struct ManifestDependency: Sendable, Hashable {
    /// A plain string or `.byName(name:)`, a `.target(name:)`, or a `.product(name:package:)`.
    public enum Kind: String, Sendable, Hashable { case byName, target, product }

    public var kind: Kind
    public var name: String
    /// The package of a `.product`, nil otherwise.
    public var package: String?

    public init(kind: Kind, name: String, package: String? = nil) {
        self.kind = kind
        self.name = name
        self.package = package
    }
}
