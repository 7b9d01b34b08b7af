import ArchHistCore
import ArchHistSupport
import ArchHistSwift
import Testing

/// A rule example's files as a tree, scanned as `archhist analyze` scans a folder:
/// Swift sources by the Swift scanner, `Package.swift` and Tuist manifests by their
/// readers.
struct ExampleTree: SourceTree {
    let files: [String: String]

    func paths() -> [String] { files.keys.sorted() }

    func contents(of path: String) throws -> [UInt8] {
        guard let text = files[path] else { throw Missing(path: path) }
        return Array(text.utf8)
    }

    struct Missing: Error {
        let path: String
    }

    static let extractor = FactExtractor(
        scanSwift: { SwiftScanner.scan($0) },
        readManifest: { kind, bytes in
            switch kind {
            case .package: return ManifestReader.read(bytes)
            case .tuistProject: return TuistManifestReader.read(bytes)
            case .tuistHelpers: return TuistHelperReader.read(bytes)
            case .xcodeProject, .xcodeWorkspace, .podspec, .xcodeGenProject:
                // The Xcode reader is not a dependency of the core's tests.
                Issue.record("a rule example holds an Xcode project or a podspec, which these tests cannot read")
                return PackageManifest(kind: kind, name: nil, targets: [])
            }
        })

    /// The example judged under its spec.
    static func analyze(_ example: RuleExample) throws -> Analysis {
        let spec = try SpecDecoder.decode(Array(example.spec.utf8), file: "archhist.json")
        let scanned = try TreeScanner(extractor: extractor, workers: 1).scan(ExampleTree(files: example.files))
        return Analyzer(spec: spec, today: Day(year: 2026, month: 1, day: 1))
            .analyze(files: scanned.files, manifests: scanned.manifests)
    }
}
