import ArchHistCore
import ArchHistSupport

/// Writes one run inside the caller's transaction, through the store's caches
/// (checked by the caller after `BEGIN IMMEDIATE`, see `StoreCaches`).
struct RunWriter {
    let db: Database
    let caches: StoreCaches
    /// How many threads look up the ids of the rows.
    let workers: Int

    func write(_ run: RunRecord) throws {
        try CommitRows.insert(run.commit, in: db)
        for (oid, facts) in run.newFacts.sorted(by: { $0.key < $1.key }) {
            try insertBlob(oid, kind: "swift", facts: FactsCodec.encode(facts), sketch: run.newSketches[oid])
        }
        // Sketches of blobs stored before history kept them.
        for (oid, sketch) in run.newSketches.sorted(by: { $0.key < $1.key }) where run.newFacts[oid] == nil {
            try db.execute(
                "UPDATE blobs SET sketch = ? WHERE oid = ? AND sketch IS NULL", [SketchCodec.encode(sketch), oid])
        }
        for (oid, manifest) in run.newManifests.sorted(by: { $0.key < $1.key }) {
            try insertBlob(oid, kind: "manifest", facts: FactsCodec.encode(manifest))
        }
        let specID = try self.specID(run)
        let analysis = run.analysis
        let fileSet = try writeFiles(analysis, blobsByPath: run.blobs)
        let edgeSet = try writeEdges(analysis)
        let violationSet = try writeViolations(analysis)
        let manifests = JSONWriter(style: .compact).string(
            .array(run.manifests.map { .array([.string($0.path), .string($0.oid)]) }))
        let notes = JSONWriter(style: .compact).string(.array(analysis.notes.map { .string($0) }))
        var severities: [Severity: Int] = [:]
        for index in analysis.violations.indices { severities[analysis.violations[index].severity, default: 0] += 1 }
        let stats = analysis.resolution
        let texts = try RunTexts(db: db).ids(of: [run.specSource, manifests, notes])
        let arguments: StatementArguments = [
            run.commit.sha, specID, run.key.analyzerVersion, run.recordedAt, texts[0], fileSet, edgeSet,
            violationSet,
            texts[1], analysis.files.count, analysis.files.indices.count { analysis.files[$0].isTest },
            analysis.lineCount,
            analysis.modules.count, analysis.domains.count, analysis.uncoveredFiles.count,
            analysis.filesWithoutDomain.count,
            severities[.error] ?? 0, severities[.warning] ?? 0, severities[.info] ?? 0, analysis.waived.count,
            stats.resolved, stats.local, stats.ambiguous, stats.unresolved, texts[2],
        ]
        try db.execute(
            """
            INSERT INTO runs (commit_sha, spec_id, analyzer_version, recorded_at, spec_source_id, file_set_id,
                edge_set_id, violation_set_id, manifests_id, files, test_files, lines, modules, domains,
                uncovered_files, files_without_domain, errors, warnings, infos, waived, refs_resolved, refs_local,
                refs_ambiguous, refs_unresolved, notes_id)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, arguments)
    }

    /// The spec's id, inserting it when new.
    private func specID(_ run: RunRecord) throws -> Int64 {
        try db.execute("INSERT OR IGNORE INTO specs (digest, json) VALUES (?, ?)", [run.key.specDigest, run.specJSON])
        guard let id = try db.fetchValue(Int64.self, "SELECT id FROM specs WHERE digest = ?", [run.key.specDigest])
        else {
            throw HistoryError.damaged("the spec just written cannot be read back")
        }
        return id
    }

    /// A blob read for the first time, or again by a newer scanner (its row keeps its
    /// id, so the runs that point to it stay whole).
    /// A Swift file's sketch is written with its facts (a blob read again keeps the
    /// one it had when none is given).
    /// The facts come inline and are stored with their strings shared.
    private func insertBlob(_ oid: String, kind: String, facts inline: [UInt8], sketch: LineSketch? = nil) throws {
        let strings = caches.factStrings
        let facts = try SharedStrings.share(inline) { try strings.id($0, in: db) }
        let blobs = caches.blobs
        let sketch = sketch.map(SketchCodec.encode)
        if let id = try blobs.ids.existingID(oid, in: db) {
            try db.execute(
                "UPDATE blobs SET kind = ?, scanner = ?, facts = ?, sketch = ifnull(?, sketch) WHERE id = ?",
                [kind, blobs.scanner, facts, sketch, id])
            blobs.wrote(oid, id: id)
            return
        }
        try db.execute(
            "INSERT INTO blobs (oid, kind, scanner, facts, sketch) VALUES (?, ?, ?, ?, ?)",
            [oid, kind, blobs.scanner, facts, sketch])
        blobs.wrote(oid, id: db.lastInsertRowID)
    }

    private func writeFiles(_ analysis: Analysis, blobsByPath: [String: String]) throws -> Int64 {
        let rows = FileRows(
            analysis.files, resolutions: analysis.resolvedFiles, blobsByPath: blobsByPath, workers: workers)
        return try ChunkedSet.store(rows, memory: caches.fileBuckets, in: db, caches: caches, workers: workers)
    }

    private func writeEdges(_ analysis: Analysis) throws -> Int64 {
        try ChunkedSet.store(EdgeRows(analysis), memory: caches.edgeBuckets, in: db, caches: caches, workers: workers)
    }

    private func writeViolations(_ analysis: Analysis) throws -> Int64 {
        try ChunkedSet.store(
            ViolationRows(analysis), memory: caches.violationBuckets, in: db, caches: caches, workers: workers)
    }
}
