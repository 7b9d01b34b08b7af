import ArchHistCore

/// The file entries of one run as read back for its child (`recordedRun`), in
/// columns of ids: the blobs' oids and the names of modules, layers and domains
/// are looked up once each afterwards, not joined into every row.
struct RunEntries {
    struct Entry {
        var pathID: Int64
        var path: String
        var blob: Int64
        var module: Int64
        var layer: Int64?
        var domain: Int64?
        var isTest: Bool
        /// Decoded; nil where the entry has none (a run from before runs kept it, or
        /// by another version) or it could not be decoded.
        var resolution: ResolutionCodec.Stored?
    }

    private var entries: [Entry] = []

    mutating func append(_ entry: Entry) {
        entries.append(entry)
    }

    var blobs: [Int64] { entries.map(\.blob) }

    /// Every module, layer and domain the entries name.
    var names: Set<Int64> {
        var ids = Set<Int64>()
        for entry in entries {
            ids.insert(entry.module)
            if let layer = entry.layer { ids.insert(layer) }
            if let domain = entry.domain { ids.insert(domain) }
        }
        return ids
    }

    /// Where each file sat, by path.
    func places(names: [Int64: String]) -> [String: RecordedPlaces.Place] {
        var places: [String: RecordedPlaces.Place] = [:]
        places.reserveCapacity(entries.count)
        for entry in entries {
            places[entry.path] = RecordedPlaces.Place(
                module: names[entry.module]!,
                placement: Placement(
                    isTest: entry.isTest, layer: entry.layer.map { names[$0]! }, domain: entry.domain.map { names[$0]! }))
        }
        return places
    }

    /// The run's files with their resolution, targets by position; nil when some
    /// entry has none, or names a blob or a target file that is not found: a
    /// resolution is used whole or not at all.
    func resolution(oids: [Int64: String], names: [Int64: String]) -> RecordedResolution? {
        let position = Dictionary(zip(entries.map(\.pathID), entries.indices), uniquingKeysWith: { first, _ in first })
        var files: [RecordedResolution.File] = []
        files.reserveCapacity(entries.count)
        for entry in entries {
            guard let stored = entry.resolution, let oid = oids[entry.blob] else { return nil }
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
                path: entry.path, blob: oid, module: names[entry.module]!, resolution: FileResolution(stats: stats, targets: targets)))
        }
        return RecordedResolution(files: files)
    }
}
