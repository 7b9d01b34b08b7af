import ArchHistCore

/// Writes one run inside the caller's transaction.
struct RunWriter {
    let db: Database
    let paths: Interner
    let names: Interner
    let blobs: Interner
    let scanner: String

    func write(_ run: RunRecord) throws {
        try writeCommit(run.commit)
        for (oid, facts) in run.newFacts.sorted(by: { $0.key < $1.key }) {
            try insertBlob(oid, kind: "swift", facts: FactsCodec.encode(facts))
        }
        for (oid, manifest) in run.newManifests.sorted(by: { $0.key < $1.key }) {
            try insertBlob(oid, kind: "manifest", facts: FactsCodec.encode(manifest))
        }
        try db.execute("INSERT OR IGNORE INTO specs (digest, json) VALUES (?, ?)", [run.key.specDigest, run.specJSON])
        guard let specID = try db.fetchValue(Int64.self, "SELECT id FROM specs WHERE digest = ?", [run.key.specDigest]) else {
            throw HistoryError.damaged("the spec just written cannot be read back")
        }
        let analysis = run.analysis
        let fileSet = try writeFiles(analysis.files, blobsByPath: run.blobs)
        let edgeSet = try writeEdges(analysis)
        let violationSet = try writeViolations(analysis)
        let manifests = JSONWriter(style: .compact).string(.array(run.manifests.map { .array([.string($0.path), .string($0.oid)]) }))
        let notes = JSONWriter(style: .compact).string(.array(analysis.notes.map { .string($0) }))
        let severities = Dictionary(grouping: analysis.violations, by: \.severity).mapValues(\.count)
        let stats = analysis.resolution
        let arguments: StatementArguments = [
            run.commit.sha, specID, run.key.analyzerVersion, run.recordedAt, run.specSource, fileSet, edgeSet, violationSet,
            manifests, analysis.files.count, analysis.files.filter(\.isTest).count, analysis.lineCount,
            analysis.modules.count, analysis.domains.count, analysis.uncoveredFiles.count, analysis.filesWithoutDomain.count,
            severities[.error] ?? 0, severities[.warning] ?? 0, severities[.info] ?? 0, analysis.waived.count,
            stats.resolved, stats.local, stats.ambiguous, stats.unresolved, notes,
        ]
        try db.execute("""
            INSERT INTO runs (commit_sha, spec_id, analyzer_version, recorded_at, spec_source, file_set_id, edge_set_id,
                violation_set_id, manifests, files, test_files, lines, modules, domains, uncovered_files,
                files_without_domain, errors, warnings, infos, waived, refs_resolved, refs_local, refs_ambiguous,
                refs_unresolved, notes)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, arguments)
    }

    /// A blob read for the first time, or again by a newer scanner (its row keeps its
    /// id, so the runs that point to it stay whole).
    private func insertBlob(_ oid: String, kind: String, facts: [UInt8]) throws {
        if let id = try blobs.existingID(oid, in: db) {
            try db.execute("UPDATE blobs SET kind = ?, scanner = ?, facts = ? WHERE id = ?", [kind, scanner, facts, id])
            return
        }
        try db.execute("INSERT INTO blobs (oid, kind, scanner, facts) VALUES (?, ?, ?, ?)", [oid, kind, scanner, facts])
        blobs.remember(oid, id: db.lastInsertRowID)
    }

    private func writeCommit(_ commit: Commit) throws {
        try db.execute(
            "INSERT OR IGNORE INTO commits (sha, tree, author_time, commit_time, subject) VALUES (?, ?, ?, ?, ?)",
            [commit.sha, commit.tree, commit.authorTime, commit.commitTime, commit.subject])
        for (position, parent) in commit.parents.enumerated() {
            try db.execute(
                "INSERT OR IGNORE INTO commit_parents (sha, position, parent_sha) VALUES (?, ?, ?)",
                [commit.sha, position, parent])
        }
    }

    private func nameID(_ name: String?) throws -> Int64? {
        try name.map { try names.id($0, in: db) }
    }

    private func writeFiles(_ files: [AnalyzedFile], blobsByPath: [String: String]) throws -> Int64 {
        typealias Row = (path: Int64, blob: Int64, module: Int64, layer: Int64?, domain: Int64?, test: Bool)
        var entries: [(key: String, canonical: String, entry: Row)] = []
        entries.reserveCapacity(files.count)
        for file in files {
            guard let oid = blobsByPath[file.path], let blob = try blobs.existingID(oid, in: db) else {
                throw HistoryError.damaged("no facts stored for \(file.path)")
            }
            let row: Row = (
                try paths.id(file.path, in: db), blob, try names.id(file.module, in: db),
                try nameID(file.layer), try nameID(file.domain), file.isTest)
            let canonical = "\(row.path) \(row.blob) \(row.module) \(row.layer ?? 0) \(row.domain ?? 0) \(row.test ? 1 : 0)"
            entries.append((file.path, canonical, row))
        }
        return try ChunkedSet.store(.files, entries, in: db) { chunk, rows in
            for row in rows {
                try db.execute("""
                    INSERT INTO file_entries (chunk_id, path_id, blob_id, module_id, layer_id, domain_id, is_test)
                    VALUES (?, ?, ?, ?, ?, ?, ?)
                    """, [chunk, row.path, row.blob, row.module, row.layer, row.domain, row.test ? 1 : 0])
            }
        }
    }

    private func writeEdges(_ analysis: Analysis) throws -> Int64 {
        typealias Row = (level: String, from: Int64, to: Int64, count: Int, path: Int64, line: Int, target: String)
        var entries: [(key: String, canonical: String, entry: Row)] = []
        for edge in analysis.moduleEdges + analysis.layerEdges + analysis.domainEdges {
            let row: Row = (
                edge.level.rawValue, try names.id(edge.from, in: db), try names.id(edge.to, in: db), edge.count,
                try paths.id(edge.example.file, in: db), edge.example.line, edge.example.target)
            let canonical = "\(row.level) \(row.from) \(row.to) \(row.count) \(row.path) \(row.line) \(row.target)"
            entries.append((row.level + "|" + edge.from, canonical, row))
        }
        return try ChunkedSet.store(.edges, entries, in: db) { chunk, rows in
            for row in rows {
                try db.execute("""
                    INSERT INTO edge_entries (chunk_id, level, from_id, to_id, count, example_path_id, example_line, example_target)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """, [chunk, row.level, row.from, row.to, row.count, row.path, row.line, row.target])
            }
        }
    }

    private func writeViolations(_ analysis: Analysis) throws -> Int64 {
        typealias Row = (violation: Int64, waived: String?)
        var entries: [(key: String, canonical: String, entry: Row)] = []
        var seen = Set<Int64>()
        for violation in analysis.violations + analysis.waived {
            let id = try violationID(violation)
            // The same judgement twice in one run (two uses on one line) is one entry.
            guard seen.insert(id).inserted else { continue }
            let row: Row = (id, violation.waivedBy?.reason)
            entries.append((violation.file, "\(id) \(row.waived ?? "")", row))
        }
        return try ChunkedSet.store(.violations, entries, in: db) { chunk, rows in
            for row in rows {
                try db.execute(
                    "INSERT INTO violation_entries (chunk_id, violation_id, waived_reason) VALUES (?, ?, ?)",
                    [chunk, row.violation, row.waived])
            }
        }
    }

    private func violationID(_ violation: Violation) throws -> Int64 {
        let path = try paths.id(violation.file, in: db)
        let rule = try names.id(violation.rule, in: db)
        let identity: StatementArguments = [
            violation.fingerprint, violation.severity.rawValue, path, violation.line, violation.target, violation.message,
        ]
        if let id = try db.fetchValue(Int64.self, """
            SELECT id FROM violations WHERE fingerprint = ? AND severity = ? AND path_id = ? AND line IS ?
                AND target = ? AND message = ?
            """, identity) {
            return id
        }
        try db.execute("""
            INSERT INTO violations (fingerprint, severity, path_id, line, target, message, rule_id)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            """, identity + [rule])
        return db.lastInsertRowID
    }
}
