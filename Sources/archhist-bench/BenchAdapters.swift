import ArchHistCore
import ArchHistSwift
import ArchHistXcode

/// The readers the benchmark runs, as the CLI's composition root wires them.
enum BenchAdapters {
    static let extractor = FactExtractor(
        scanSwift: { SwiftScanner.scan($0) },
        readManifest: { kind, bytes in
            switch kind {
            case .package: return ManifestReader.read(bytes)
            case .tuistProject: return TuistManifestReader.read(bytes)
            case .xcodeProject: return XcodeProjectReader.read(bytes)
            }
        }
    )
}
