/// A compilation unit: a target of a Package.swift, an Xcode project or a Tuist
/// project, or, for files no target compiles, the top folder they sit in.
public struct Module: Sendable, Hashable {
    public enum Origin: Sendable, Hashable {
        /// Declared by a target of the manifest at `manifestPath`.
        case target(ManifestTarget.Kind, manifestPath: String, line: Int)
        /// Guessed from the top folder: the tree declares no target at all.
        case folder
        /// Guessed from the top folder of files that no target of the tree's
        /// manifests compiles (scripts, playgrounds, files left out of a project).
        /// Such files are kept out of module rules and the module graph.
        case notCompiled
    }

    public var name: String
    /// The folder holding its sources, repository-relative ("" for an Xcode or
    /// Tuist target, whose files are listed rather than under one folder).
    public var path: String
    public var origin: Origin
    /// The product an Xcode or Tuist target builds; nil for SwiftPM and guesses.
    public var product: ProductType?
    /// Dependencies declared in the manifest (empty for guessed modules).
    public var declaredDependencies: [ManifestDependency]
    /// The targets that build it, when their names are not the module's: an Xcode
    /// target named otherwise (`Shared-iOS` builds `Shared`), or two that build one.
    public var targets: [String]
    /// How archhist named a target no manifest it can read lists (a Tuist project's
    /// target made by a helper, named by the helper's folder convention, or the folder
    /// of a project whose targets it cannot read), for notes and JSON; nil for a module
    /// a manifest declares or a top folder guesses.
    public var inferredBy: String?

    public init(
        name: String, path: String, origin: Origin, product: ProductType? = nil,
        declaredDependencies: [ManifestDependency] = [], targets: [String] = [], inferredBy: String? = nil
    ) {
        self.name = name
        self.path = path
        self.origin = origin
        self.product = product
        self.declaredDependencies = declaredDependencies
        self.targets = targets
        self.inferredBy = inferredBy
    }

    public var isTestTarget: Bool {
        if case .target(.test, _, _) = origin { return true }
        return false
    }

    /// Declared by a manifest rather than guessed from a folder.
    public var isDeclared: Bool {
        if case .target = origin { return true }
        return false
    }

    public var isCompiled: Bool { origin != .notCompiled }

    /// The manifest that declares it; nil for a guessed module.
    public var manifestPath: String? {
        if case .target(_, let path, _) = origin { return path }
        return nil
    }

    /// A program (an app, a command-line tool) a manifest declares: where a `main.swift`
    /// runs, and a target no other one links.
    public var isExecutable: Bool {
        if case .target(.executable, _, _) = origin { return true }
        return false
    }
}
