import ArchHistCore

/// Reads runs out of a history database as the notes ref holds them: each run's
/// note, and the objects it points to (sets, chunks, the spec, the facts of its
/// blobs), by tree path. A chunk or set shared by many runs is read once.
final class NotesExporter {
    let db: Database
    /// The objects exported so far, by tree path.
    private(set) var objects: [String: [UInt8]] = [:]
    /// The blobs whose facts the exported runs use (files and manifests).
    private(set) var blobs: Set<String> = []
    private var chunkObjects: [Int64: String] = [:]
    private var setObjects: [Int64: String] = [:]
    /// The members of the base sets read, which many sets share.
    private var setBases: [Int64: [Int64]] = [:]
    private var paths: [Int64: String]?
    private let factStrings = Interner.factStrings()

    init(db: Database) {
        self.db = db
    }

    /// Every run of the database: its id and key.
    func runKeys() throws -> [(id: Int64, key: RunKey)] {
        try db.fetchAll(
            "SELECT r.id, r.commit_sha, s.digest, r.analyzer_version FROM runs r JOIN specs s ON s.id = r.spec_id "
                + "ORDER BY r.id"
        ) { row in
            (row.int64(0), RunKey(commit: row.string(1), specDigest: row.string(2), analyzerVersion: row.string(3)))
        }
    }

    func commit(_ sha: String) throws -> Commit {
        guard
            var commit = try db.fetchOne(
                "SELECT sha, tree, author_time, commit_time, subject FROM commits WHERE sha = ?", [sha],
                { row in
                    Commit(
                        sha: row.string(0), tree: row.string(1), parents: [], authorTime: row.int64(2),
                        commitTime: row.int64(3), subject: row.string(4))
                })
        else { throw HistoryError.damaged("commit \(sha) of a run is not stored") }
        commit.parents = try db.fetchAll(
            "SELECT parent_sha FROM commit_parents WHERE sha = ? ORDER BY position", [sha]
        ) { $0.string(0) }
        return commit
    }

    /// Run `id` as its note holds it; its objects join `objects`.
    func run(_ id: Int64) throws -> NoteRun {
        let columns = NoteRun.countColumns.map { "r." + $0 }.joined(separator: ", ")
        guard
            let (run, sets) = try db.fetchOne(
                """
                SELECT r.analyzer_version, s.digest, source.text, r.recorded_at, manifests.text, notes.text, s.json,
                    r.file_set_id, r.edge_set_id, r.violation_set_id, \(columns)
                FROM runs r JOIN specs s ON s.id = r.spec_id JOIN run_texts source ON source.id = r.spec_source_id
                JOIN run_texts manifests ON manifests.id = r.manifests_id JOIN run_texts notes ON notes.id = r.notes_id
                WHERE r.id = ?
                """, [id],
                { row in
                    let run = NoteRun(
                        analyzerVersion: row.string(0), specDigest: row.string(1), specSource: row.string(2),
                        recordedAt: row.int64(3), manifests: row.string(4), notes: row.string(5),
                        counts: (0..<NoteRun.countColumns.count).map { row.int64(10 + $0) }, fileSet: "",
                        edgeSet: "", violationSet: "")
                    objects[NotesCodec.specPath(run.specDigest)] = Array(row.string(6).utf8)
                    return (run, [row.int64(7), row.int64(8), row.int64(9)])
                })
        else { throw HistoryError.damaged("run \(id) vanished while it was read") }
        var exported = run
        exported.fileSet = try set(sets[0], kind: .files)
        exported.edgeSet = try set(sets[1], kind: .edges)
        exported.violationSet = try set(sets[2], kind: .violations)
        try db.forEachRow(
            """
            SELECT json_extract(j.value, '$[1]')
            FROM runs r JOIN run_texts t ON t.id = r.manifests_id, json_each(t.text) j WHERE r.id = ?
            """, [id]
        ) { row in blobs.insert(row.string(0)) }
        return exported
    }

    /// The facts of `blob` as the notes ref holds them; nil for a manifest whose facts
    /// were never stored (a file's always are: its row points to them).
    func facts(_ blob: String) throws -> NoteFacts? {
        let strings = try factStrings.values(in: db)
        return try db.fetchOne(
            "SELECT kind, scanner, facts FROM blobs WHERE oid = ?", [blob],
            { try Self.noteFacts(kind: $0.string(0), scanner: $0.string(1), stored: $0.blob(2), strings, of: blob) })
    }

    /// Facts as notes carry them: their strings inline.
    private static func noteFacts(
        kind: String, scanner: String, stored: [UInt8], _ strings: Interner.Values, of blob: String
    ) throws -> NoteFacts {
        do {
            return NoteFacts(kind: kind, scanner: scanner, facts: try SharedStrings.inline(stored, strings: strings))
        } catch {
            throw HistoryError.damaged("the facts of blob \(blob) name strings that are not stored")
        }
    }

    /// The object id of every blob's facts as the notes ref would hold them, by blob:
    /// what a push compares with the remote's tree to find facts written otherwise.
    func factsObjectIDs() throws -> [String: String] {
        var ids: [String: String] = [:]
        let strings = try factStrings.values(in: db)
        try db.forEachRow("SELECT oid, kind, scanner, facts FROM blobs") { row in
            let facts = try Self.noteFacts(
                kind: row.string(1), scanner: row.string(2), stored: row.blob(3), strings, of: row.string(0))
            ids[row.string(0)] = NotesCodec.objectID(of: NotesCodec.encode(facts))
        }
        return ids
    }

    /// Every spec of the database as the notes ref holds it, by tree path.
    func specObjects() throws -> [String: [UInt8]] {
        var specs: [String: [UInt8]] = [:]
        try db.forEachRow("SELECT digest, json FROM specs") { row in
            specs[NotesCodec.specPath(row.string(0))] = Array(row.string(1).utf8)
        }
        return specs
    }

    private func set(_ id: Int64, kind: NoteChunkKind) throws -> String {
        if let oid = setObjects[id] { return oid }
        let chunks = try ChunkSetRows.chunks(of: id, in: db, bases: &setBases)
        let content = NotesCodec.encodeSet(kind: kind, chunks: try chunks.map { try chunk($0, kind: kind) })
        let oid = NotesCodec.objectID(of: content)
        objects[NotesCodec.setPath(oid)] = content
        setObjects[id] = oid
        return oid
    }

    private func chunk(_ id: Int64, kind: NoteChunkKind) throws -> String {
        if let oid = chunkObjects[id] { return oid }
        let chunk: NoteChunk
        switch kind {
        case .files: chunk = .files(try fileRows(id))
        case .edges: chunk = .edges(try edgeRows(id))
        case .violations: chunk = .violations(try violationRows(id))
        }
        let content = NotesCodec.encode(chunk)
        let oid = NotesCodec.objectID(of: content)
        objects[NotesCodec.chunkPath(oid)] = content
        chunkObjects[id] = oid
        return oid
    }

    private func fileRows(_ chunk: Int64) throws -> [NoteFileRow] {
        let paths = try allPaths()
        let rows = try db.fetchAll(
            """
            SELECT p.path, b.oid, m.name, l.name, d.name, f.is_test, f.resolution
            FROM file_entries f JOIN paths p ON p.id = f.path_id JOIN blobs b ON b.id = f.blob_id
            JOIN names m ON m.id = f.module_id LEFT JOIN names l ON l.id = f.layer_id
            LEFT JOIN names d ON d.id = f.domain_id WHERE f.chunk_id = ?
            """, [chunk]
        ) { row in
            var file = NoteFileRow(
                path: row.string(0), blob: row.string(1), module: row.string(2),
                layer: row.isNull(3) ? nil : row.string(3), domain: row.isNull(4) ? nil : row.string(4),
                isTest: row.int(5) != 0)
            if !row.isNull(6) {
                let stored = try row.withBlob(6) { bytes in
                    do { return try ResolutionCodec.decode(bytes) } catch {
                        throw HistoryError.damaged("the resolution of \(file.path) cannot be decoded")
                    }
                }
                file.resolution = try stored.mapPaths { id in
                    guard let path = paths[id] else {
                        throw HistoryError.damaged("the resolution of \(file.path) names an unknown path")
                    }
                    return path
                }
            }
            return file
        }
        for row in rows { blobs.insert(row.blob) }
        return rows
    }

    private func edgeRows(_ chunk: Int64) throws -> [NoteEdgeRow] {
        try db.fetchAll(
            """
            SELECT e.level, a.name, z.name, e.count, p.path, e.example_line, e.example_target
            FROM edge_entries e JOIN names a ON a.id = e.from_id JOIN names z ON z.id = e.to_id
            JOIN paths p ON p.id = e.example_path_id WHERE e.chunk_id = ?
            """, [chunk]
        ) { row in
            NoteEdgeRow(
                level: row.string(0), from: row.string(1), to: row.string(2), count: row.int64(3),
                path: row.string(4), line: row.int64(5), target: row.string(6))
        }
    }

    private func violationRows(_ chunk: Int64) throws -> [NoteViolationRow] {
        try db.fetchAll(
            """
            SELECT v.fingerprint, n.name, v.severity, p.path, v.line, v.target, v.message, ve.waived_reason
            FROM violation_entries ve JOIN violations v ON v.id = ve.violation_id
            JOIN names n ON n.id = v.rule_id JOIN paths p ON p.id = v.path_id WHERE ve.chunk_id = ?
            """, [chunk]
        ) { row in
            NoteViolationRow(
                fingerprint: row.string(0), rule: row.string(1), severity: row.string(2), path: row.string(3),
                line: row.isNull(4) ? nil : row.int64(4), target: row.string(5), message: row.string(6),
                waived: row.isNull(7) ? nil : row.string(7))
        }
    }

    private func allPaths() throws -> [Int64: String] {
        if let paths { return paths }
        var loaded: [Int64: String] = [:]
        try db.forEachRow("SELECT id, path FROM paths") { loaded[$0.int64(0)] = $0.string(1) }
        paths = loaded
        return loaded
    }
}
