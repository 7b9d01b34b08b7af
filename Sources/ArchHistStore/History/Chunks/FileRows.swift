import ArchHistCore
import ArchHistSupport

/// A run's files as rows of `file_entries`.
struct FileRows: ChunkRows {
    struct Entry: Sendable {
        var path: Int64
        var blob: Int64
        var module: Int64
        var layer: Int64?
        var domain: Int64?
        var isTest: Bool
        var resolution: ResolutionCodec.Stored?
    }

    static let kind = ChunkedSet.Kind.files
    let files: [AnalyzedFile]
    /// How each file's references resolved, in the order of `files`; empty when
    /// the analysis does not say (the column is then NULL).
    let resolutions: [FileResolution]
    /// The blob of each file, looked up once (on `workers` threads): both its row's
    /// bytes and its entry use it.
    private let oids: [String?]

    init(_ files: [AnalyzedFile], resolutions: [FileResolution], blobsByPath: [String: String], workers: Int) {
        self.files = files
        self.resolutions = resolutions.count == files.count ? resolutions : []
        oids = ParallelFill.map(files.count, workers: workers) { slice, oids in
            for index in slice { oids.append(blobsByPath[files[index].path]) }
        }
    }

    var count: Int { files.count }

    func encode(_ index: Int, into rows: inout RowBytes) throws(HistoryError) {
        // Field by field from the array: binding a whole file would copy (and retain)
        // its facts too. The path is read once for its bucket and its bytes, the
        // placement once for its three fields.
        let path = files[index].path
        let placement = files[index].placement
        rows.key(path)
        rows.append(path)
        rows.append(try oid(index))
        rows.append(files[index].module)
        rows.append(placement.layer)
        rows.append(placement.domain)
        rows.append(placement.isTest)
        // The targets by path: the bytes say what the entry is made of, and a path's
        // id is the same whichever run looks it up.
        rows.append(!resolutions.isEmpty)
        if !resolutions.isEmpty {
            let resolution = resolutions[index]
            rows.append(resolution.stats.local)
            rows.append(resolution.stats.ambiguous)
            rows.append(resolution.stats.unresolved)
            rows.append(resolution.targets.count)
            for target in resolution.targets {
                rows.append(target.reference)
                rows.append(files[target.file].path)
            }
        }
        rows.endRow()
    }

    func encodeKey(_ index: Int, into rows: inout RowBytes) throws(HistoryError) {
        _ = try oid(index)
        rows.key(files[index].path)
        rows.endRow()
    }

    func entry<IDs: RowIDs>(_ index: Int, ids: inout IDs) throws -> Entry? {
        let file = files[index]
        guard let blob = try ids.blob(try oid(index), of: file.path), let path = try ids.path(file.path),
            let module = try ids.name(file.module)
        else { return nil }
        var layer: Int64?
        var domain: Int64?
        if let name = file.layer {
            guard let id = try ids.name(name) else { return nil }
            layer = id
        }
        if let name = file.domain {
            guard let id = try ids.name(name) else { return nil }
            domain = id
        }
        var resolution: ResolutionCodec.Stored?
        if !resolutions.isEmpty {
            let resolved = resolutions[index]
            var targets: [ResolutionCodec.Stored.Target] = []
            targets.reserveCapacity(resolved.targets.count)
            for target in resolved.targets {
                guard let id = try ids.path(files[target.file].path) else { return nil }
                targets.append(.init(reference: target.reference, path: id))
            }
            resolution = ResolutionCodec.Stored(
                local: resolved.stats.local, ambiguous: resolved.stats.ambiguous, unresolved: resolved.stats.unresolved,
                targets: targets)
        }
        return Entry(
            path: path, blob: blob, module: module, layer: layer, domain: domain, isTest: file.isTest,
            resolution: resolution)
    }

    /// Every analysed file has a blob.
    private func oid(_ index: Int) throws(HistoryError) -> String {
        guard let oid = oids[index] else { throw HistoryError.damaged("no facts stored for \(files[index].path)") }
        return oid
    }

    func repeatKey(of entry: Entry) -> Int64? { nil }

    func canonical(_ row: Entry) -> String {
        var line = "\(row.path) \(row.blob) \(row.module) \(row.layer ?? 0) \(row.domain ?? 0) \(row.isTest ? 1 : 0)"
        if let resolution = row.resolution {
            line += " \(resolution.local) \(resolution.ambiguous) \(resolution.unresolved)"
            for target in resolution.targets { line += " \(target.reference)>\(target.path)" }
        }
        return line
    }

    func canonical(_ row: Entry, into lines: inout CanonicalLines) {
        lines.append(row.path)
        lines.space()
        lines.append(row.blob)
        lines.space()
        lines.append(row.module)
        lines.space()
        lines.append(row.layer ?? 0)
        lines.space()
        lines.append(row.domain ?? 0)
        lines.space()
        lines.append(row.isTest ? 1 : 0)
        guard let resolution = row.resolution else { return }
        for count in [resolution.local, resolution.ambiguous, resolution.unresolved] {
            lines.space()
            lines.append(count)
        }
        for target in resolution.targets {
            lines.space()
            lines.append(target.reference)
            lines.append(">")
            lines.append(target.path)
        }
    }

    static func insert(_ entries: [Entry], chunk: Int64, in db: Database) throws {
        let insert = try db.cachedStatement(
            """
            INSERT INTO file_entries (chunk_id, path_id, blob_id, module_id, layer_id, domain_id, is_test, resolution)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """)
        try insert.bind(chunk, at: 1)
        for row in entries {
            try insert.bind(row.path, at: 2)
            try insert.bind(row.blob, at: 3)
            try insert.bind(row.module, at: 4)
            try insert.bind(row.layer, at: 5)
            try insert.bind(row.domain, at: 6)
            try insert.bind(row.isTest ? 1 : 0, at: 7)
            try insert.bind(row.resolution.map(ResolutionCodec.encode), at: 8)
            try insert.execute()
        }
    }
}
