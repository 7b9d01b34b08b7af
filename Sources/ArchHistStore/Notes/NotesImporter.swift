import ArchHistCore
import ArchHistSupport

/// Writes runs read from notes into a history database, inside the caller's
/// transaction: each value turned into this database's ids, each chunk stored once
/// under the digest the store itself gives it (so later runs share it), each run
/// whose key the database already has left as it is.
///
/// It writes around the store's caches: the caller forgets them after.
final class NotesImporter {
    let db: Database
    private var paths: [String: Int64] = [:]
    private var names: [String: Int64] = [:]
    private var blobs: [String: Int64] = [:]
    private var violations: [NoteViolationRow: Int64] = [:]
    private let factStrings = Interner.factStrings()
    /// Local chunk and set ids of the notes' objects, by object id.
    private var chunks: [String: Int64] = [:]
    private var sets: [String: Int64] = [:]
    private(set) var runsWritten = 0

    init(db: Database) {
        self.db = db
    }

    /// Whether the database holds run `key`.
    func hasRun(_ key: RunKey) throws -> Bool {
        try db.fetchValue(
            Int64.self,
            """
            SELECT r.id FROM runs r JOIN specs s ON s.id = r.spec_id
            WHERE r.commit_sha = ? AND s.digest = ? AND r.analyzer_version = ?
            """, [key.commit, key.specDigest, key.analyzerVersion]) != nil
    }

    /// Which of `oids` the database has facts for.
    func knownBlobs(_ oids: some Sequence<String>) throws -> Set<String> {
        var known = Set<String>()
        for oid in oids where try blobID(oid) != nil { known.insert(oid) }
        return known
    }

    /// The JSON of the spec with this digest, when the database holds it.
    func specJSON(_ digest: String) throws -> String? {
        try db.fetchValue(String.self, "SELECT json FROM specs WHERE digest = ?", [digest])
    }

    /// Which of these spec digests the database holds.
    func knownSpecs(_ digests: some Sequence<String>) throws -> Set<String> {
        var known = Set<String>()
        for digest in digests
        where try db.fetchValue(Int64.self, "SELECT id FROM specs WHERE digest = ?", [digest]) != nil {
            known.insert(digest)
        }
        return known
    }

    /// Facts of a blob the database lacks (a blob it has keeps its facts), stored
    /// with their strings shared, as the store writes them.
    func add(facts: NoteFacts, of blob: String) throws {
        guard try blobID(blob) == nil else { return }
        let strings = factStrings
        let shared: [UInt8]
        do {
            shared = try SharedStrings.share(facts.facts) { try strings.id($0, in: db) }
        } catch is ByteReader.Damaged {
            throw NotesFormatError("the facts of blob \(blob) have a string table that cannot be read")
        }
        try db.execute(
            "INSERT INTO blobs (oid, kind, scanner, facts) VALUES (?, ?, ?, ?)",
            [blob, facts.kind, facts.scanner, shared])
        blobs[blob] = db.lastInsertRowID
    }

    /// A spec, checked against its digest.
    func add(spec json: String, digest: String) throws {
        guard SHA1.hex(Array(json.utf8)) == digest else {
            throw NotesFormatError("the spec stored as \(digest.prefix(12)) does not have that digest")
        }
        try db.execute("INSERT OR IGNORE INTO specs (digest, json) VALUES (?, ?)", [digest, json])
    }

    /// Writes `run` of `commit` unless the database has it; its sets and chunks are
    /// looked up in `objects` (sets and chunks by object id, already decoded).
    func add(_ run: NoteRun, of commit: Commit, objects: NoteObjects) throws {
        guard try !hasRun(run.key(commit: commit.sha)) else { return }
        try CommitRows.insert(commit, in: db)
        guard let spec = try db.fetchValue(Int64.self, "SELECT id FROM specs WHERE digest = ?", [run.specDigest])
        else { throw NotesFormatError("run of \(commit.sha.prefix(12)) names spec \(run.specDigest) not stored") }
        let fileSet = try set(run.fileSet, kind: .files, objects: objects)
        let edgeSet = try set(run.edgeSet, kind: .edges, objects: objects)
        let violationSet = try set(run.violationSet, kind: .violations, objects: objects)
        let columns = NoteRun.countColumns.joined(separator: ", ")
        let marks = Array(repeating: "?", count: 10 + NoteRun.countColumns.count).joined(separator: ", ")
        let texts = try RunTexts(db: db).ids(of: [run.specSource, run.manifests, run.notes])
        var arguments: [(any DatabaseValueConvertible)?] = [
            commit.sha, spec, run.analyzerVersion, run.recordedAt, texts[0], fileSet, edgeSet, violationSet, texts[1],
        ]
        arguments += run.counts.map { $0 }
        arguments.append(texts[2])
        try db.execute(
            """
            INSERT INTO runs (commit_sha, spec_id, analyzer_version, recorded_at, spec_source_id, file_set_id,
                edge_set_id, violation_set_id, manifests_id, \(columns), notes_id)
            VALUES (\(marks))
            """, StatementArguments(arguments))
        runsWritten += 1
    }

    private func set(_ oid: String, kind: NoteChunkKind, objects: NoteObjects) throws -> Int64 {
        if let id = sets[oid] { return id }
        guard let set = objects.sets[oid], set.kind == kind else {
            throw NotesFormatError("the \(kind.rawValue) set \(oid.prefix(12)) is missing from the notes")
        }
        var ids: [Int64] = []
        for chunk in set.chunks { ids.append(try self.chunk(chunk, objects: objects)) }
        let id = try ChunkSetRows.store(ChunkedSet.Kind(rawValue: kind.rawValue)!, ids.sorted(), in: db)
        sets[oid] = id
        return id
    }

    private func chunk(_ oid: String, objects: NoteObjects) throws -> Int64 {
        if let id = chunks[oid] { return id }
        guard let chunk = objects.chunks[oid] else {
            throw NotesFormatError("chunk \(oid.prefix(12)) is missing from the notes")
        }
        let id: Int64
        switch chunk {
        case .files(let rows):
            let entries = try rows.map(fileEntry)
            let store = FileRows([], resolutions: [], blobsByPath: [:], workers: 1)
            id = try ChunkedSet.storeChunk(ChunkedSet.chunkText(of: entries, rows: store), of: store, in: db)
        case .edges(let rows):
            let entries = try rows.map { row in
                EdgeRows.Entry(
                    level: row.level, from: try name(row.from), to: try name(row.to), count: Int(row.count),
                    path: try path(row.path), line: Int(row.line), target: row.target)
            }
            let store = EdgeRows(importing: ())
            id = try ChunkedSet.storeChunk(ChunkedSet.chunkText(of: entries, rows: store), of: store, in: db)
        case .violations(let rows):
            let entries = try rows.map { row in
                ViolationRows.Entry(violation: try violation(row), waived: row.waived)
            }
            let store = ViolationRows(importing: ())
            id = try ChunkedSet.storeChunk(ChunkedSet.chunkText(of: entries, rows: store), of: store, in: db)
        }
        chunks[oid] = id
        return id
    }

    private func fileEntry(_ row: NoteFileRow) throws -> FileRows.Entry {
        guard let blob = try blobID(row.blob) else {
            throw NotesFormatError("the facts of blob \(row.blob) (\(row.path)) are missing from the notes")
        }
        let resolution = try row.resolution?.mapPaths(path)
        return FileRows.Entry(
            path: try path(row.path), blob: blob, module: try name(row.module), layer: try row.layer.map(name),
            domain: try row.domain.map(name), isTest: row.isTest, resolution: resolution)
    }

    private func blobID(_ oid: String) throws -> Int64? {
        if let id = blobs[oid] { return id }
        let id = try db.fetchValue(Int64.self, "SELECT id FROM blobs WHERE oid = ?", [oid])
        if let id { blobs[oid] = id }
        return id
    }

    private func path(_ path: String) throws -> Int64 {
        if let id = paths[path] { return id }
        try db.execute("INSERT OR IGNORE INTO paths (path) VALUES (?)", [path])
        guard let id = try db.fetchValue(Int64.self, "SELECT id FROM paths WHERE path = ?", [path]) else {
            throw HistoryError.damaged("path \(path) cannot be read back")
        }
        paths[path] = id
        return id
    }

    private func name(_ name: String) throws -> Int64 {
        if let id = names[name] { return id }
        try db.execute("INSERT OR IGNORE INTO names (name) VALUES (?)", [name])
        guard let id = try db.fetchValue(Int64.self, "SELECT id FROM names WHERE name = ?", [name]) else {
            throw HistoryError.damaged("name \(name) cannot be read back")
        }
        names[name] = id
        return id
    }

    private func violation(_ row: NoteViolationRow) throws -> Int64 {
        var judgement = row
        judgement.waived = nil
        if let id = violations[judgement] { return id }
        let path = try path(row.path)
        try db.execute(
            """
            INSERT OR IGNORE INTO violations (fingerprint, rule_id, severity, path_id, line, target, message)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            """, [row.fingerprint, try name(row.rule), row.severity, path, row.line, row.target, row.message])
        guard
            let id = try db.fetchValue(
                Int64.self,
                """
                SELECT id FROM violations WHERE fingerprint = ? AND severity = ? AND path_id = ?
                    AND ifnull(line, -1) = ifnull(?, -1) AND target = ? AND message = ?
                """, [row.fingerprint, row.severity, path, row.line, row.target, row.message])
        else { throw HistoryError.damaged("a violation of \(row.path) cannot be read back") }
        violations[judgement] = id
        return id
    }
}

/// The decoded sets and chunks runs are imported from, by object id.
struct NoteObjects {
    var sets: [String: (kind: NoteChunkKind, chunks: [String])] = [:]
    var chunks: [String: NoteChunk] = [:]
    /// Why each object over the limit of one object was not read, by tree path.
    var oversized: [String: String] = [:]
    /// Why each shared object that cannot be read (missing, bytes that are not what its
    /// name says, undecodable) was left out, by tree path: every run that needs one is
    /// skipped, the others are read.
    var damaged: [String: String] = [:]

    /// Why `run` cannot be read within the limits, if so: an object it needs (a set, a
    /// chunk, its spec, the facts of a blob) was over the limit of one object.
    func sizeProblem(of run: NoteRun) -> String? {
        if oversized.isEmpty { return nil }
        return paths(of: run).lazy.compactMap { oversized[$0] }.first
    }

    /// The damaged objects `run` needs, by tree path, in the order it reads them.
    func damagedPaths(of run: NoteRun) -> [String] {
        if damaged.isEmpty { return [] }
        return paths(of: run).filter { damaged[$0] != nil }
    }

    /// The tree paths of the objects `run` needs: its sets, its spec, their chunks, the
    /// facts of its blobs.
    private func paths(of run: NoteRun) -> [String] {
        let sets = [run.fileSet, run.edgeSet, run.violationSet]
        var paths = sets.map(NotesCodec.setPath) + [NotesCodec.specPath(run.specDigest)]
        paths += sets.flatMap { self.sets[$0]?.chunks ?? [] }.map(NotesCodec.chunkPath)
        paths += blobs(of: run).sorted().map(NotesCodec.factsPath)
        return paths
    }

    /// The blobs whose facts `run` uses: those of its files and of its manifests.
    /// The Swift files and manifests `run` recorded, path → blob.
    func recordedFiles(of run: NoteRun) -> RecordedFiles {
        var files = RecordedFiles(sources: [:], manifests: [:])
        for oid in sets[run.fileSet]?.chunks ?? [] {
            guard case .files(let rows) = chunks[oid] else { continue }
            for row in rows { files.sources[row.path] = row.blob }
        }
        guard case .array(let manifests)? = try? JSONParser.parse(run.manifests) else { return files }
        for case .array(let fields) in manifests where fields.count > 1 {
            if case .string(let path) = fields[0], case .string(let blob) = fields[1] { files.manifests[path] = blob }
        }
        return files
    }

    func blobs(of run: NoteRun) -> Set<String> {
        var blobs = Set<String>()
        for oid in sets[run.fileSet]?.chunks ?? [] {
            guard case .files(let rows) = chunks[oid] else { continue }
            for row in rows { blobs.insert(row.blob) }
        }
        // `[[path, blob], …]`, checked to be a JSON array before a run gets here.
        guard case .array(let manifests)? = try? JSONParser.parse(run.manifests) else { return blobs }
        for case .array(let fields) in manifests where fields.count > 1 {
            if case .string(let blob) = fields[1], GitHex.isObjectID(blob) { blobs.insert(blob) }
        }
        return blobs
    }
}

extension EdgeRows {
    /// Rows with none of a run's edges: what computes the digest of imported entries.
    init(importing: Void) {
        edges = []
    }
}

extension ViolationRows {
    init(importing: Void) {
        open = []
        waived = []
    }
}
