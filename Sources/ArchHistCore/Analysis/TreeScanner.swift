/// Reads and scans every Swift file and manifest of a tree, on all cores.
import ArchHistSupport

public struct TreeScanner: Sendable {
    public let extractor: FactExtractor
    public let workers: Int

    public init(extractor: FactExtractor, workers: Int) {
        self.extractor = extractor
        self.workers = max(1, workers)
    }

    public struct Result: Sendable {
        public var files: [SourceFile]
        public var manifests: [ManifestFile]
        public var bytes: Int
        /// Entries named like sources or manifests that are no files, each with why.
        public var skipped: [String] = []
    }

    public func scan(_ tree: some SourceTree) throws -> Result {
        let (paths, skipped) = try tree.listing()
        let all = paths.filter { !TreeFilter.isSkipped($0) }
        let extractor = self.extractor
        let roles = TreeRoles(paths: all)
        let scanned = try all.filter(roles.isSwiftSource).parallelMap(workers: workers) { path in
            let bytes = try tree.contents(of: path)
            return (SourceFile(path: path, facts: extractor.scanSwift(bytes)), bytes.count)
        }
        var manifests: [ManifestFile] = []
        for path in all {
            guard let kind = roles.manifestKind(of: path) else { continue }
            let bytes = try tree.contents(of: path)
            manifests.append(ManifestFile(path: path, manifest: extractor.readManifest(kind, bytes)))
        }
        return Result(
            files: scanned.map(\.0), manifests: manifests, bytes: scanned.reduce(0) { $0 + $1.1 }, skipped: skipped)
    }
}
