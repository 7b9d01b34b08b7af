/// The role each path of one tree plays: a Swift source of the app, a manifest
/// (and of which build system), or neither.
///
/// Most roles follow from the path alone (`TreeFilter`). Tuist's are a property of
/// the tree: its manifests are Swift files with ordinary names (`Project.swift`),
/// and only a tree that uses Tuist makes them manifests rather than sources. Such
/// a tree has a `Tuist.swift`, a `Workspace.swift`, or a `Tuist/` folder holding
/// `Config.swift`, `Package.swift` or `ProjectDescriptionHelpers/`; everything
/// under its `Tuist/` folders is build configuration, never app source.
public struct TreeRoles: Sendable {
    public let usesTuist: Bool

    public init(paths: [String]) {
        usesTuist = paths.contains(where: TreeRoles.marksTuist)
    }

    public func manifestKind(of path: String) -> PackageManifest.Kind? {
        if let kind = TreeFilter.manifestKind(path) {
            // `Tuist/Package.swift` declares the packages Tuist fetches, not targets of the tree.
            return usesTuist && kind == .package && TreeRoles.isUnderTuistFolder(path) ? nil : kind
        }
        guard usesTuist else { return nil }
        let name = TreeFilter.fileName(path)
        if let range = TreeRoles.tuistFolder(in: path) {
            // The helpers projects call to make their targets: their folder convention is read.
            let isHelper = path.hasSuffix(".swift") && path[range.upperBound...].hasPrefix("ProjectDescriptionHelpers/")
            return isHelper ? .tuistHelpers : nil
        }
        return name == "Project.swift" ? .tuistProject : nil
    }

    public func isSwiftSource(_ path: String) -> Bool {
        guard TreeFilter.isSwiftSource(path) else { return false }
        guard usesTuist else { return true }
        let name = TreeFilter.fileName(path)
        return name != "Project.swift" && name != "Workspace.swift" && name != "Tuist.swift"
            && !TreeRoles.isUnderTuistFolder(path)
    }

    private static func marksTuist(_ path: String) -> Bool {
        guard path.hasSuffix(".swift") else { return false }
        let name = TreeFilter.fileName(path)
        if name == "Tuist.swift" || name == "Workspace.swift" { return true }
        guard let range = tuistFolder(in: path) else { return false }
        let rest = path[range.upperBound...]
        return rest == "Config.swift" || rest == "Package.swift" || rest.hasPrefix("ProjectDescriptionHelpers/")
    }

    private static func isUnderTuistFolder(_ path: String) -> Bool { tuistFolder(in: path) != nil }

    /// The `Tuist/` component of a path, at the root or below. On bytes: this runs
    /// for every Swift file of every commit a backfill reads.
    private static func tuistFolder(in path: String) -> Range<String.Index>? {
        let utf8 = path.utf8
        var start = utf8.startIndex
        while let slash = utf8[start...].firstIndex(of: UInt8(ascii: "/")) {
            if utf8.distance(from: start, to: slash) == 5, utf8[start..<slash].elementsEqual("Tuist".utf8) {
                return start..<utf8.index(after: slash)
            }
            start = utf8.index(after: slash)
        }
        return nil
    }
}
