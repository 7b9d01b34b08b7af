import ArchHistCore
import ArchHistGit
import ArchHistSwift

/// The composition root: the one place that names concrete adapters.
enum Adapters {
    static let extractor = FactExtractor(
        scanSwift: { SwiftScanner.scan($0) },
        readManifest: { ManifestReader.read($0) }
    )

    static func workingTree(at root: String) -> some SourceTree { WorkingTree(root: root) }
}
