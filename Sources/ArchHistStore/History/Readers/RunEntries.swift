import ArchHistCore

/// The file entries of one run as read back for its child (`recordedRun`), in
/// columns of ids: the blobs' oids and the names of modules, layers and domains
/// are looked up once each afterwards, not joined into every row.
struct RunEntries: Sendable {
    /// A `file_entries` row but its resolution, with the text of its path and the
    /// bytes of its resolution (nil where the entry has none: a run from before
    /// runs kept it, or one by another version), decoded when asked.
    struct Entry: Sendable {
        var row: FileRows.Entry
        var path: String
        var resolution: [UInt8]?
    }

    private var entries: [Entry] = []

    mutating func append(_ entry: Entry) {
        entries.append(entry)
    }

    var blobs: [Int64] { entries.map(\.row.blob) }

    /// Every module, layer and domain the entries name.
    var names: Set<Int64> {
        var ids = Set<Int64>()
        for entry in entries {
            ids.insert(entry.row.module)
            if let layer = entry.row.layer { ids.insert(layer) }
            if let domain = entry.row.domain { ids.insert(domain) }
        }
        return ids
    }

    /// Where each file sat, by path.
    func places(names: [Int64: String]) -> [String: FilePlacement] {
        var places: [String: FilePlacement] = [:]
        places.reserveCapacity(entries.count)
        for entry in entries {
            let row = entry.row
            places[entry.path] = FilePlacement(
                module: names[row.module]!,
                placement: Placement(
                    isTest: row.isTest, layer: row.layer.map { names[$0]! }, domain: row.domain.map { names[$0]! }))
        }
        return places
    }

    /// The run's files with their resolution, targets by position; nil when some
    /// entry has none, or names a blob or a target file that is not found: a
    /// resolution is used whole or not at all.
    func resolution(oids: [Int64: String], names: [Int64: String]) -> RecordedResolution? {
        let position = Dictionary(
            zip(entries.map(\.row.path), entries.indices), uniquingKeysWith: { first, _ in first })
        var blobs: [String] = []
        var resolutions: [FileResolution] = []
        blobs.reserveCapacity(entries.count)
        resolutions.reserveCapacity(entries.count)
        for entry in entries {
            guard let bytes = entry.resolution, let oid = oids[entry.row.blob],
                let stored = try? bytes.withUnsafeBufferPointer({ bytes throws(ByteReader.Damaged) in
                    try ResolutionCodec.decode(bytes)
                })
            else { return nil }
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
            blobs.append(oid)
            resolutions.append(FileResolution(stats: stats, targets: targets))
        }
        return RecordedResolution(
            paths: entries.map(\.path), blobs: blobs, modules: entries.map { names[$0.row.module]! },
            resolutions: resolutions)
    }
}
