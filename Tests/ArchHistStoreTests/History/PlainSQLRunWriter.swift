import ArchHistCore
import ArchHistSupport

@testable import ArchHistStore

/// A run written the plain way, without any cache: every name, path, blob, chunk
/// and judgement looked up in SQLite, every bucket's canonical text built and
/// hashed. What the store writes through its caches must be exactly this.
struct PlainSQLRunWriter {
    let db: Database
    let scanner: String

    func write(_ run: RunRecord, replacing: Bool) throws {
        try db.write { db in
            if replacing,
                let existing = try db.fetchValue(
                    Int64.self,
                    """
                    SELECT r.id FROM runs r JOIN specs s ON s.id = r.spec_id
                    WHERE r.commit_sha = ? AND s.digest = ? AND r.analyzer_version = ?
                    """, [run.key.commit, run.key.specDigest, run.key.analyzerVersion])
            {
                try db.execute("DELETE FROM runs WHERE id = ?", [existing])
            }
            try writeRun(run)
        }
    }

    private func writeRun(_ run: RunRecord) throws {
        try db.execute(
            "INSERT OR IGNORE INTO commits (sha, tree, author_time, commit_time, subject) VALUES (?, ?, ?, ?, ?)",
            [run.commit.sha, run.commit.tree, run.commit.authorTime, run.commit.commitTime, run.commit.subject])
        for (position, parent) in run.commit.parents.enumerated() {
            try db.execute(
                "INSERT OR IGNORE INTO commit_parents (sha, position, parent_sha) VALUES (?, ?, ?)",
                [run.commit.sha, position, parent])
        }
        for (oid, facts) in run.newFacts.sorted(by: { $0.key < $1.key }) {
            try blob(oid, "swift", FactsCodec.encode(facts))
        }
        for (oid, sketch) in run.newSketches.sorted(by: { $0.key < $1.key }) {
            try db.execute(
                "UPDATE blobs SET sketch = ? WHERE oid = ? AND (sketch IS NULL OR ? = 1)",
                [SketchCodec.encode(sketch), oid, run.newFacts[oid] == nil ? 0 : 1])
        }
        for (oid, manifest) in run.newManifests.sorted(by: { $0.key < $1.key }) {
            try blob(oid, "manifest", FactsCodec.encode(manifest))
        }
        try db.execute("INSERT OR IGNORE INTO specs (digest, json) VALUES (?, ?)", [run.key.specDigest, run.specJSON])
        let spec = try db.fetchValue(Int64.self, "SELECT id FROM specs WHERE digest = ?", [run.key.specDigest])!
        let analysis = run.analysis

        var files: [(String, String, [DatabaseValue])] = []
        for (index, file) in analysis.files.enumerated() {
            let blob = try db.fetchValue(Int64.self, "SELECT id FROM blobs WHERE oid = ?", [run.blobs[file.path]!])!
            let row: [Int64?] = [
                try id("paths", "path", file.path), blob, try id("names", "name", file.module),
                try file.layer.map { try id("names", "name", $0) }, try file.domain.map { try id("names", "name", $0) },
            ]
            var canonical = "\(row[0]!) \(row[1]!) \(row[2]!) \(row[3] ?? 0) \(row[4] ?? 0) \(file.isTest ? 1 : 0)"
            // The resolution: its counts, then each target as reference>path id.
            var resolution = DatabaseValue.null
            if analysis.resolvedFiles.count == analysis.files.count {
                let resolved = analysis.resolvedFiles[index]
                let stats = resolved.stats
                canonical += " \(stats.local) \(stats.ambiguous) \(stats.unresolved)"
                var targets: [ResolutionCodec.Stored.Target] = []
                for target in resolved.targets {
                    let path = try id("paths", "path", analysis.files[target.file].path)
                    canonical += " \(target.reference)>\(path)"
                    targets.append(.init(reference: target.reference, path: path))
                }
                resolution = .blob(
                    ResolutionCodec.encode(
                        .init(
                            local: stats.local, ambiguous: stats.ambiguous, unresolved: stats.unresolved,
                            targets: targets)))
            }
            files.append(
                (
                    file.path, canonical,
                    row.map { $0.map(DatabaseValue.integer) ?? .null } + [.integer(file.isTest ? 1 : 0), resolution]
                ))
        }
        let fileSet = try store(
            "files", files,
            "INSERT INTO file_entries "
                + "(chunk_id, path_id, blob_id, module_id, layer_id, domain_id, is_test, resolution) "
                + "VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
        )

        var edges: [(String, String, [DatabaseValue])] = []
        for edge in analysis.moduleEdges + analysis.layerEdges + analysis.domainEdges {
            let from = try id("names", "name", edge.from)
            let to = try id("names", "name", edge.to)
            let path = try id("paths", "path", edge.example.file)
            let level = edge.level.rawValue
            let canonical = "\(level) \(from) \(to) \(edge.count) \(path) \(edge.example.line) \(edge.example.target)"
            edges.append(
                (
                    level + "|" + edge.from, canonical,
                    [
                        .text(level), .integer(from), .integer(to), .integer(Int64(edge.count)),
                        .integer(path), .integer(Int64(edge.example.line)), .text(edge.example.target),
                    ]
                ))
        }
        let edgeSet = try store(
            "edges", edges,
            "INSERT INTO edge_entries "
                + "(chunk_id, level, from_id, to_id, count, example_path_id, example_line, example_target) "
                + "VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
        )

        var violations: [(String, String, [DatabaseValue])] = []
        var seen = Set<Int64>()
        for violation in analysis.violations + analysis.waived {
            let path = try id("paths", "path", violation.file)
            let rule = try id("names", "name", violation.rule)
            let identity: StatementArguments = [
                violation.fingerprint, violation.severity.rawValue, path, violation.line, violation.target,
                violation.message,
            ]
            var judgement = try db.fetchValue(
                Int64.self,
                "SELECT id FROM violations WHERE fingerprint = ? AND severity = ? AND path_id = ? AND line IS ? "
                    + "AND target = ? AND message = ?",
                identity)
            if judgement == nil {
                try db.execute(
                    "INSERT INTO violations (fingerprint, severity, path_id, line, target, message, rule_id) "
                        + "VALUES (?, ?, ?, ?, ?, ?, ?)",
                    identity + [rule])
                judgement = db.lastInsertRowID
            }
            guard seen.insert(judgement!).inserted else { continue }
            let reason = violation.waivedBy?.reason
            violations.append(
                (
                    violation.file, "\(judgement!) \(reason ?? "")",
                    [.integer(judgement!), reason.map(DatabaseValue.text) ?? .null]
                ))
        }
        let violationSet = try store(
            "violations", violations,
            "INSERT INTO violation_entries (chunk_id, violation_id, waived_reason) VALUES (?, ?, ?)")

        let manifests = JSONWriter(style: .compact).string(
            .array(run.manifests.map { .array([.string($0.path), .string($0.oid)]) }))
        let notes = JSONWriter(style: .compact).string(.array(analysis.notes.map { .string($0) }))
        let severities = Dictionary(grouping: analysis.violations, by: \.severity).mapValues(\.count)
        let stats = analysis.resolution
        var own: [String: Int64] = [:]
        let texts = [
            try text(run.specSource, own: &own), try text(manifests, own: &own), try text(notes, own: &own),
        ]
        let columns: StatementArguments = [
            run.commit.sha, spec, run.key.analyzerVersion, run.recordedAt, texts[0],
            fileSet, edgeSet, violationSet,
            texts[1], analysis.files.count, analysis.files.filter(\.isTest).count, analysis.lineCount,
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
            """, columns)
    }

    private func blob(_ oid: String, _ kind: String, _ inline: [UInt8]) throws {
        let facts = try SharedStrings.share(inline) { try id("fact_strings", "text", $0) }
        if let id = try db.fetchValue(Int64.self, "SELECT id FROM blobs WHERE oid = ?", [oid]) {
            try db.execute(
                "UPDATE blobs SET kind = ?, scanner = ?, facts = ? WHERE id = ?", [kind, scanner, facts, id])
        } else {
            try db.execute(
                "INSERT INTO blobs (oid, kind, scanner, facts) VALUES (?, ?, ?, ?)", [oid, kind, scanner, facts])
        }
    }

    /// A run's text: the row of the newest run's equal text, or of one the run being
    /// written has just written (`own`), or a new row.
    private func text(_ text: String, own: inout [String: Int64]) throws -> Int64 {
        if let id = own[text] { return id }
        let newest = try db.fetchValue(
            Int64.self,
            """
            SELECT t.id FROM run_texts t JOIN runs r ON t.id IN (r.spec_source_id, r.manifests_id, r.notes_id)
            WHERE r.id = (SELECT max(id) FROM runs) AND t.text = ?
            """, [text])
        if let newest { return newest }
        try db.execute("INSERT INTO run_texts (text) VALUES (?)", [text])
        own[text] = db.lastInsertRowID
        return db.lastInsertRowID
    }

    private func id(_ table: String, _ column: String, _ value: String) throws -> Int64 {
        if let id = try db.fetchValue(Int64.self, "SELECT id FROM \(table) WHERE \(column) = ?", [value]) { return id }
        try db.execute("INSERT INTO \(table) (\(column)) VALUES (?)", [value])
        return db.lastInsertRowID
    }

    /// Buckets by FNV-1a of the key, chunks by SHA-1 of their sorted canonical lines,
    /// the set by SHA-1 of its sorted chunk ids.
    private func store(
        _ kind: String, _ entries: [(key: String, canonical: String, row: [DatabaseValue])], _ insert: String
    ) throws -> Int64 {
        var byBucket: [Int: [(canonical: String, row: [DatabaseValue])]] = [:]
        for entry in entries {
            var hash: UInt32 = 0x811c_9dc5
            for byte in entry.key.utf8 { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
            byBucket[Int(hash % 256), default: []].append((entry.canonical, entry.row))
        }
        var chunks: [Int64] = []
        for bucket in byBucket.keys.sorted() {
            let items = byBucket[bucket]!.sorted { $0.canonical < $1.canonical }
            let digest = SHA1.hex(Array((kind + "\n" + items.map(\.canonical).joined(separator: "\n")).utf8))
            if let existing = try db.fetchValue(Int64.self, "SELECT id FROM chunks WHERE digest = ?", [digest]) {
                chunks.append(existing)
                continue
            }
            try db.execute("INSERT INTO chunks (kind, digest) VALUES (?, ?)", [kind, digest])
            let chunk = db.lastInsertRowID
            for item in items { try db.execute(insert, [chunk] + item.row.map { $0 }) }
            chunks.append(chunk)
        }
        chunks.sort()
        let digest = SHA1.hex(Array((kind + ":" + chunks.map(String.init).joined(separator: ",")).utf8))
        if let existing = try db.fetchValue(Int64.self, "SELECT id FROM chunk_sets WHERE digest = ?", [digest]) {
            return existing
        }
        // Against the newest set of its kind stored whole, when they differ in at most a
        // quarter of its chunks: then only the chunks in which they differ are members.
        var base: Int64?
        var members = chunks
        if let candidate = try db.fetchValue(
            Int64.self, "SELECT id FROM chunk_sets WHERE kind = ? AND base_set_id IS NULL ORDER BY id DESC LIMIT 1",
            [kind])
        {
            let baseChunks = try db.fetchAll("SELECT chunk_id FROM chunk_set_members WHERE set_id = ?", [candidate]) {
                $0.int64(0)
            }
            let difference = Set(baseChunks).symmetricDifference(chunks)
            if difference.count * 4 <= chunks.count {
                base = candidate
                members = difference.sorted()
            }
        }
        try db.execute("INSERT INTO chunk_sets (kind, digest, base_set_id) VALUES (?, ?, ?)", [kind, digest, base])
        let set = db.lastInsertRowID
        for chunk in members {
            try db.execute("INSERT INTO chunk_set_members (set_id, chunk_id) VALUES (?, ?)", [set, chunk])
        }
        return set
    }
}
