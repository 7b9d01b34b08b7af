import ArchHistCore
import ArchHistGit
import ArchHistSwift
import ArchHistXcode

/// The composition root: the one place that names concrete adapters (the
/// benchmark runs the same readers).
public enum Adapters {
    public static let extractor = FactExtractor(
        scanSwift: { SwiftScanner.scan($0) },
        readManifest: { kind, bytes in
            switch kind {
            case .package: return ManifestReader.read(bytes)
            case .tuistProject: return TuistManifestReader.read(bytes)
            case .tuistHelpers: return TuistHelperReader.read(bytes)
            case .xcodeProject: return XcodeProjectReader.read(bytes)
            case .podspec: return PodspecReader.read(bytes)
            case .xcodeGenProject: return XcodeGenSpecReader.read(bytes)
            case .xcodeWorkspace:
                return PackageManifest(
                    kind: kind, name: nil, targets: [], projects: XcodeWorkspaceReader.projects(bytes))
            }
        }
    )

    static func workingTree(at root: String) -> some SourceTree { WorkingTree(root: root) }
}
