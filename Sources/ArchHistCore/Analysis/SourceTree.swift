/// A tree of files to analyse: the working tree on disk, or later a commit's tree
/// read from git objects. Implementations live in outer modules.
public protocol SourceTree: Sendable {
    /// Repository-relative paths of every file in the tree, `/`-separated.
    func paths() throws -> [String]
    /// The bytes of one file.
    func contents(of path: String) throws -> [UInt8]
}

/// Turns bytes into facts. The Swift scanner lives in an outer module; the
/// composition root hands it in.
public struct FactExtractor: Sendable {
    public var scanSwift: @Sendable ([UInt8]) -> FileFacts
    public var readManifest: @Sendable ([UInt8]) -> PackageManifest

    public init(
        scanSwift: @escaping @Sendable ([UInt8]) -> FileFacts,
        readManifest: @escaping @Sendable ([UInt8]) -> PackageManifest
    ) {
        self.scanSwift = scanSwift
        self.readManifest = readManifest
    }
}

/// Which files of a tree archhist reads: Swift sources and Package.swift manifests,
/// never build output or checked-out dependencies.
public enum TreeFilter {
    private static let skippedFolders: Set<Substring> = [
        ".build", ".swiftpm", ".git", "DerivedData", "Pods", "Carthage", "node_modules", "SourcePackages", ".archhist",
    ]

    public static func isManifest(_ path: String) -> Bool {
        let name = path.split(separator: "/").last ?? ""
        return name == "Package.swift"
    }

    public static func isSwiftSource(_ path: String) -> Bool {
        guard path.hasSuffix(".swift"), !isManifest(path) else { return false }
        // `Package@swift-5.9.swift` is a manifest variant, not a source.
        let name = path.split(separator: "/").last ?? ""
        return !name.hasPrefix("Package@swift")
    }

    public static func isSkipped(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { skippedFolders.contains($0) }
    }
}
