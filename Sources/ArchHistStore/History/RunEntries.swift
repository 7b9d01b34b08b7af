import ArchHistCore

/// The file entries of one run as read back for its child (`recordedRun`), in
/// columns of ids: the blobs' oids and the modules' names are looked up once each
/// afterwards, not joined into every row.
struct RunEntries {
    private var pathIDs: [Int64] = []
    private var paths: [String] = []
    private(set) var blobs: [Int64] = []
    private(set) var modules: [Int64] = []
    /// Decoded; nil where the entry has none (a run from before runs kept it) or
    /// it could not be decoded.
    private var resolutions: [ResolutionCodec.Stored?] = []

    init(capacity: Int) {
        pathIDs.reserveCapacity(capacity)
        paths.reserveCapacity(capacity)
        blobs.reserveCapacity(capacity)
        modules.reserveCapacity(capacity)
        resolutions.reserveCapacity(capacity)
    }

    mutating func append(path id: Int64, _ path: String, blob: Int64, module: Int64, _ resolution: ResolutionCodec.Stored?) {
        pathIDs.append(id)
        paths.append(path)
        blobs.append(blob)
        modules.append(module)
        resolutions.append(resolution)
    }

    /// The run's files with their resolution, targets by position; nil when some
    /// entry has none, or names a blob, a module or a target file that is not
    /// found: a resolution is used whole or not at all.
    func resolution(oids: [Int64: String], modules names: [Int64: String]) -> RecordedResolution? {
        let position = Dictionary(zip(pathIDs, pathIDs.indices), uniquingKeysWith: { first, _ in first })
        var files: [RecordedResolution.File] = []
        files.reserveCapacity(paths.count)
        for index in paths.indices {
            guard let stored = resolutions[index], let oid = oids[blobs[index]], let module = names[modules[index]] else {
                return nil
            }
            var stats = ResolutionStats()
            stats.local = stored.local
            stats.ambiguous = stored.ambiguous
            stats.unresolved = stored.unresolved
            stats.resolved = stored.targets.count
            var targets: [FileResolution.Target] = []
            targets.reserveCapacity(stored.targets.count)
            for target in stored.targets {
                guard let file = position[target.path] else { return nil }
                targets.append(FileResolution.Target(reference: target.reference, file: file))
            }
            files.append(RecordedResolution.File(
                path: paths[index], blob: oid, module: module, resolution: FileResolution(stats: stats, targets: targets)))
        }
        return RecordedResolution(files: files)
    }
}
