/// A Swift file to analyse: its repository-relative path and its facts.
public struct SourceFile: Sendable, Hashable {
    public var path: String
    public var facts: FileFacts

    public init(path: String, facts: FileFacts) {
        self.path = path
        self.facts = facts
    }
}

/// A `Package.swift` found in the tree, with the folder it sits in
/// (repository-relative, "" for the root).
public struct ManifestFile: Sendable, Hashable {
    public var directory: String
    public var manifest: PackageManifest

    public init(directory: String, manifest: PackageManifest) {
        self.directory = directory
        self.manifest = manifest
    }

    public var path: String { directory.isEmpty ? "Package.swift" : directory + "/Package.swift" }

    /// The folder of a manifest path: `Packages/Core/Package.swift` -> `Packages/Core`.
    public static func directory(of path: String) -> String {
        path.split(separator: "/").dropLast().joined(separator: "/")
    }
}
