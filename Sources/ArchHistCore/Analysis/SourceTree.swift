/// A tree of files to analyse: the working tree on disk, or later a commit's tree
/// read from git objects. Implementations live in outer modules.
public protocol SourceTree: Sendable {
    /// Repository-relative paths of every file in the tree, `/`-separated.
    func paths() throws -> [String]
    /// `paths()`, and what was left out that is named like a file archhist reads, each
    /// with why ("Sources/A.swift: skipped: a FIFO, not a file"), for the analysis' notes.
    func listing() throws -> (paths: [String], skipped: [String])
    /// The bytes of one file.
    func contents(of path: String) throws -> [UInt8]
}

extension SourceTree {
    /// A tree of files only (git objects, a test's dictionary) skips nothing.
    public func listing() throws -> (paths: [String], skipped: [String]) { (try paths(), []) }
}

/// Turns bytes into facts. The Swift scanner lives in an outer module; the
/// composition root hands it in.
public struct FactExtractor: Sendable {
    public var scanSwift: @Sendable ([UInt8]) -> FileFacts
    /// Reads a manifest of the kind `TreeRoles` gave its path.
    public var readManifest: @Sendable (PackageManifest.Kind, [UInt8]) -> PackageManifest

    public init(
        scanSwift: @escaping @Sendable ([UInt8]) -> FileFacts,
        readManifest: @escaping @Sendable (PackageManifest.Kind, [UInt8]) -> PackageManifest
    ) {
        self.scanSwift = scanSwift
        self.readManifest = readManifest
    }
}

/// Which files of a tree archhist reads: Swift sources and manifests, never build
/// output or checked-out dependencies.
public enum TreeFilter {
    private static let skippedFolders: Set<Substring> = [
        ".build", ".swiftpm", ".git", "DerivedData", "Pods", "Carthage", "node_modules", "SourcePackages", ".archhist",
    ]

    // These run for every path of every commit a backfill reads, so they look at
    // the path's bytes without splitting it.

    /// A `Package.swift`, an Xcode project's `project.pbxproj`, a workspace's
    /// `contents.xcworkspacedata` or a CocoaPods `*.podspec`: manifests by their path alone. (A Tuist
    /// `Project.swift` is one only in a Tuist tree: `TreeRoles`.) The workspace
    /// inside every `.xcodeproj` opens only that project: it is not read.
    static func manifestKind(_ path: String) -> PackageManifest.Kind? {
        let name = fileName(path)
        if name == "Package.swift" { return .package }
        if name.hasSuffix(".podspec") { return .podspec }
        // XcodeGen's spec, by the name XcodeGen looks for.
        if name == "project.yml" || name == "project.yaml" { return .xcodeGenProject }
        guard path.utf8.count > name.utf8.count + 1 else { return nil }
        let folder = path.utf8.dropLast(name.utf8.count + 1)
        if name == "project.pbxproj", folder.count >= 10, folder.suffix(10).elementsEqual(".xcodeproj".utf8) {
            return .xcodeProject
        }
        if name == "contents.xcworkspacedata", folder.count >= 12, folder.suffix(12).elementsEqual(".xcworkspace".utf8),
            !path.contains(".xcodeproj/")
        {
            return .xcodeWorkspace
        }
        return nil
    }

    public static func isSwiftSource(_ path: String) -> Bool {
        guard path.hasSuffix(".swift") else { return false }
        // `Package@swift-5.9.swift` is a manifest variant, not a source.
        let name = fileName(path)
        return name != "Package.swift" && !name.hasPrefix("Package@swift")
    }

    public static func isSkipped(_ path: String) -> Bool {
        var start = path.utf8.startIndex
        while let slash = path.utf8[start...].firstIndex(of: UInt8(ascii: "/")) {
            // A folder is hashed only when its first byte and length could be a
            // skipped one's: nearly every folder of a tree is not.
            let length = path.utf8.distance(from: start, to: slash)
            if length < skippedLengths.count, skippedLengths[length], skippedFirstBytes.contains(path.utf8[start]),
                skippedFolders.contains(path[start..<slash])
            {
                return true
            }
            start = path.utf8.index(after: slash)
        }
        return false
    }

    /// Which lengths and first bytes the skipped folders have.
    private static let skippedLengths: [Bool] = {
        var lengths = [Bool](repeating: false, count: (skippedFolders.map(\.utf8.count).max() ?? 0) + 1)
        for folder in skippedFolders { lengths[folder.utf8.count] = true }
        return lengths
    }()
    private static let skippedFirstBytes = Set(skippedFolders.compactMap(\.utf8.first))

    static func fileName(_ path: String) -> Substring {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path[...] }
        return path[path.utf8.index(after: slash)...]
    }
}
