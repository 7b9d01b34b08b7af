/// A Swift file to analyse: its repository-relative path and its facts.
public struct SourceFile: Sendable, Hashable {
    public var path: String
    public var facts: FileFacts

    public init(path: String, facts: FileFacts) {
        self.path = path
        self.facts = facts
    }
}

/// A manifest found in the tree (a `Package.swift`, an Xcode project's
/// `project.pbxproj`, a Tuist `Project.swift`), with where it sits.
public struct ManifestFile: Sendable, Hashable {
    /// Repository-relative path of the manifest file itself.
    public var path: String
    public var manifest: PackageManifest

    public init(path: String, manifest: PackageManifest) {
        self.path = path
        self.manifest = manifest
    }

    /// A `Package.swift` in `directory` ("" for the root).
    public init(directory: String, manifest: PackageManifest) {
        self.init(path: directory.isEmpty ? "Package.swift" : directory + "/Package.swift", manifest: manifest)
    }

    /// The folder its target paths are relative to: the manifest's own folder, or,
    /// for an Xcode project or workspace, the folder holding the `.xcodeproj` (Xcode's
    /// SOURCE_ROOT) or the `.xcworkspace`.
    public var directory: String { ManifestFile.directory(of: path) }

    /// `Packages/Core/Package.swift` -> `Packages/Core`; `App/App.xcodeproj/project.pbxproj` -> `App`.
    public static func directory(of path: String) -> String {
        var components = path.split(separator: "/").dropLast()
        if let last = components.last, last.hasSuffix(".xcodeproj") || last.hasSuffix(".xcworkspace") {
            components = components.dropLast()
        }
        return components.joined(separator: "/")
    }
}
