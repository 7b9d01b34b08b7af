/// A compilation unit: a target of a Package.swift, or, for files outside any
/// target, the top folder they sit in.
public struct Module: Sendable, Hashable {
    public enum Origin: Sendable, Hashable {
        /// Declared by a target of the manifest at `manifestPath`.
        case target(ManifestTarget.Kind, manifestPath: String, line: Int)
        /// Inferred from the top folder of files outside any target.
        case folder
    }

    public var name: String
    /// The folder holding its sources, repository-relative.
    public var path: String
    public var origin: Origin
    /// Dependencies declared in the manifest (empty for folder modules).
    public var declaredDependencies: [ManifestDependency]

    public init(name: String, path: String, origin: Origin, declaredDependencies: [ManifestDependency] = []) {
        self.name = name
        self.path = path
        self.origin = origin
        self.declaredDependencies = declaredDependencies
    }

    public var isTestTarget: Bool {
        if case .target(.test, _, _) = origin { return true }
        return false
    }
}
