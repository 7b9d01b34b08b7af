import ArchHistCore
import ArchHistSupport

/// Rebuilds a recorded run from storage (`SQLiteHistoryStore.storedAnalysis`).
///
/// Rows are read as ids and turned into names and paths through the store's
/// interners; sorting by path compares ranks, not strings. Runs inside the caller's read transaction, on
/// checked caches.
struct StoredRunReader {
    let store: SQLiteHistoryStore
    let db: Database
    var caches: StoreCaches { store.caches }

    private struct Header {
        var files: Int64, edges: Int64, violations: Int64, spec: Int64
        var manifests: String, notes: String, source: String, commit: String, lines: Int
        var stats: (Int, Int, Int, Int)
    }

    private struct FileRow {
        var path: Int64, blob: Int64, module: Int64, layer: Int64?, domain: Int64?, isTest: Bool
    }

    func read(run id: Int64, facts withFacts: Bool) throws -> StoredRun {
        guard
            let header = try db.fetchOne(
                """
                SELECT r.file_set_id, r.edge_set_id, r.violation_set_id, r.spec_id, m.text, n.text, s.text,
                       r.commit_sha, r.lines, r.refs_resolved, r.refs_local, r.refs_ambiguous, r.refs_unresolved
                FROM runs r JOIN run_texts m ON m.id = r.manifests_id JOIN run_texts n ON n.id = r.notes_id
                JOIN run_texts s ON s.id = r.spec_source_id
                WHERE r.id = ?
                """, [id],
                { row in
                    Header(
                        files: row.int64(0), edges: row.int64(1), violations: row.int64(2), spec: row.int64(3),
                        manifests: row.string(4), notes: row.string(5), source: row.string(6), commit: row.string(7),
                        lines: row.int(8), stats: (row.int(9), row.int(10), row.int(11), row.int(12)))
                })
        else { throw HistoryError.damaged("run \(id) does not exist") }

        let spec = try storedSpec(header.spec, run: id)
        let manifestFiles = try decodePairs(header.manifests, what: "manifests of run \(id)")
        let manifestFacts = try store.manifests(for: manifestFiles.map(\.1))
        let manifests = manifestFiles.compactMap { path, oid in
            manifestFacts[oid].map { ManifestFile(path: path, manifest: $0) }
        }.filter { !spec.classifier.isExcluded($0.path) }

        let (files, blobs, pathRanks, modules) = try readFiles(
            set: header.files, facts: withFacts, manifests: manifests)
        let edges = try readEdges(set: header.edges)
        let (open, waived) = try readViolations(set: header.violations, spec: spec, pathRanks: pathRanks)

        var stats = ResolutionStats()
        (stats.resolved, stats.local, stats.ambiguous, stats.unresolved) = header.stats
        var analysis = Analysis(
            spec: spec.spec, files: files, modules: modules,
            graph: ArchitectureGraph(files: files, modules: modules, dependencies: []),
            moduleEdges: (edges[.module] ?? []).sorted { ($0.from, $0.to) < ($1.from, $1.to) },
            layerEdges: (edges[.layer] ?? []).sorted { ($0.from, $0.to) < ($1.from, $1.to) },
            domainEdges: (edges[.domain] ?? []).sorted { ($0.from, $0.to) < ($1.from, $1.to) },
            violations: open, waived: waived, resolution: stats,
            notes: try decodeStrings(header.notes, what: "notes of run \(id)"))
        if !withFacts { analysis.recordedLineCount = header.lines }
        return StoredRun(id: id, commit: header.commit, specSource: header.source, analysis: analysis, blobs: blobs)
    }

    /// The spec of a run, decoded.
    func storedSpec(_ specID: Int64, run: Int64) throws -> StoredSpec {
        guard let json = try db.fetchValue(String.self, "SELECT json FROM specs WHERE id = ?", [specID]) else {
            throw HistoryError.damaged("run \(run) does not exist")
        }
        let spec: ArchitectureSpec
        do { spec = try SpecDecoder.decode(Array(json.utf8), file: "the spec of run \(run)") } catch {
            throw HistoryError.damaged("the spec of run \(run) cannot be read: \(error)")
        }
        return StoredSpec(spec: spec)
    }

    /// The files of a set, sorted by path, with the blob of each path, the rank of every
    /// stored path (`PathOrder`), for the violations to be sorted by, and the modules
    /// the run's manifests give those paths.
    private func readFiles(
        set: Int64, facts withFacts: Bool, manifests: [ManifestFile]
    ) throws -> (files: [AnalyzedFile], blobs: [String: String], pathRanks: [Int64: Int], modules: [Module]) {
        var rows: [FileRow] = []
        try db.forEachRow(
            """
            SELECT f.path_id, f.blob_id, f.module_id, f.layer_id, f.domain_id, f.is_test
            FROM file_entries f
            WHERE f.chunk_id IN (SELECT chunk_id FROM chunk_set_contents WHERE set_id = ?)
            """, [set]
        ) { row in
            rows.append(
                FileRow(
                    path: row.int64(0), blob: row.int64(1), module: row.int64(2),
                    layer: row.isNull(3) ? nil : row.int64(3),
                    domain: row.isNull(4) ? nil : row.int64(4), isTest: row.int(5) != 0))
        }
        // Names first (a miss may ask SQLite and add a path), then the ranks of them all.
        let pathValues = try caches.paths.snapshot(in: db)
        let oidValues = try caches.blobs.ids.snapshot(in: db)
        let nameValues = try caches.names.snapshot(in: db)
        func name(_ id: Int64) throws -> String {
            guard let name = try nameValues.value(of: id) else { throw HistoryError.damaged("no name \(id)") }
            return name
        }
        var paths: [String] = []
        var oids: [String] = []
        paths.reserveCapacity(rows.count)
        oids.reserveCapacity(rows.count)
        for row in rows {
            guard let path = try pathValues.value(of: row.path) else {
                throw HistoryError.damaged("no path \(row.path)")
            }
            guard let oid = try oidValues.value(of: row.blob) else {
                throw HistoryError.damaged("no blob \(row.blob) for \(path)")
            }
            paths.append(path)
            oids.append(oid)
        }
        var moduleMap = ModuleMap(manifests: manifests, paths: paths)
        let ranks = try PathOrder.ranks(caches.paths, in: db)
        let order = try rows.indices.map { (rank: try rank(of: rows[$0].path, in: ranks), index: $0) }
            .sorted { $0.rank < $1.rank }.map(\.index)

        let facts = withFacts ? try store.swiftFacts(for: Array(Set(oids))) : [:]
        var files: [AnalyzedFile] = []
        var blobs: [String: String] = [:]
        files.reserveCapacity(rows.count)
        blobs.reserveCapacity(rows.count)
        for index in order {
            let row = rows[index]
            let path = paths[index]
            let oid = oids[index]
            let fileFacts: FileFacts
            if withFacts {
                guard let found = facts[oid] else { throw HistoryError.damaged("no facts for \(path)") }
                fileFacts = found
            } else {
                fileFacts = FileFacts()
            }
            // A run stores a file's primary module; the others that compile it follow
            // from the run's manifests, as the analysis that recorded it found them.
            let module = try name(row.module)
            let compiling = moduleMap.moduleNames(forFile: path)
            files.append(
                AnalyzedFile(
                    path: path, module: module,
                    otherModules: compiling[0] == module ? Array(compiling.dropFirst()) : [],
                    placement: Placement(
                        isTest: row.isTest, layer: try row.layer.map(name), domain: try row.domain.map(name)),
                    facts: fileFacts))
            blobs[path] = oid
        }
        return (files, blobs, ranks, moduleMap.modules)
    }

    private func readEdges(set: Int64) throws -> [GraphLevel: [AggregateEdge]] {
        var edges: [GraphLevel: [AggregateEdge]] = [:]
        try db.forEachRow(
            """
            SELECT e.level, e.from_id, e.to_id, e.count, e.example_path_id, e.example_line, e.example_target
            FROM edge_entries e
            WHERE e.chunk_id IN (SELECT chunk_id FROM chunk_set_contents WHERE set_id = ?)
            """, [set]
        ) { row in
            guard let level = GraphLevel(rawValue: row.string(0)) else { return }
            edges[level, default: []].append(
                AggregateEdge(
                    level: level, from: try name(row.int64(1)), to: try name(row.int64(2)), count: row.int(3),
                    example: EdgeExample(file: try path(row.int64(4)), line: row.int(5), target: row.string(6))))
        }
        return edges
    }

    /// The open and the waived violations of a set, each in the order reports use:
    /// by the rule's place in the spec, then file, line and target.
    private func readViolations(
        set: Int64, spec: StoredSpec, pathRanks: [Int64: Int]
    ) throws -> (open: [Violation], waived: [Violation]) {
        var open: [StoredViolationRow] = []
        var waived: [StoredViolationRow] = []
        var judgements: [Int64: Violation] = [:]
        try db.forEachRow(
            """
            SELECT ve.violation_id, ve.waived_reason, v.path_id, v.rule_id, v.severity, v.line, v.target, v.message,
                   v.fingerprint
            FROM violation_entries ve
            JOIN violations v ON v.id = ve.violation_id
            WHERE ve.chunk_id IN (SELECT chunk_id FROM chunk_set_contents WHERE set_id = ?)
            """, [set]
        ) { row in
            let id = row.int64(0)
            // Asked by index: reading the value to compare it with nil would copy it.
            if judgements.index(forKey: id) == nil { judgements[id] = try judgement(row) }
            var read = StoredViolationRow(
                id: id, waived: nil, rule: try ruleRank(row.int64(3), spec: spec), path: row.int64(2),
                line: row.isNull(5) ? 0 : row.int(5))
            if row.isNull(1) {
                open.append(read)
            } else {
                read.waived = row.string(1)
                waived.append(read)
            }
        }
        return (
            try violations(open, judgements: judgements, pathRanks: pathRanks),
            try violations(waived, judgements: judgements, pathRanks: pathRanks)
        )
    }

    /// The violations of `rows` sorted by rule, file, line and target: the file's
    /// rank orders as its path would, so the order is the one comparing paths gives.
    /// Only ints move while sorting; each violation is copied once, into place.
    private func violations(
        _ rows: [StoredViolationRow], judgements: [Int64: Violation], pathRanks: [Int64: Int]
    ) throws -> [Violation] {
        let found = try rows.map { row in
            guard let index = judgements.index(forKey: row.id) else {
                throw HistoryError.damaged("no violation \(row.id)")
            }
            return index
        }
        let keys = try rows.map { row -> (Int, Int, Int) in
            guard let rank = pathRanks[row.path] else { throw HistoryError.damaged("no path \(row.path)") }
            return (row.rule, rank, row.line)
        }
        let order = keys.indices.sorted { a, b in
            let x = keys[a]
            let y = keys[b]
            if x.0 != y.0 { return x.0 < y.0 }
            if x.1 != y.1 { return x.1 < y.1 }
            if x.2 != y.2 { return x.2 < y.2 }
            return judgements.values[found[a]].target < judgements.values[found[b]].target
        }
        var violations: [Violation] = []
        violations.reserveCapacity(rows.count)
        for index in order {
            violations.append(judgements.values[found[index]])
            if let reason = rows[index].waived {
                let last = violations.count - 1
                violations[last].waivedBy = ExceptionSpec(
                    rule: violations[last].rule, source: violations[last].file, target: violations[last].target,
                    reason: reason)
            }
        }
        return violations
    }

    /// A rule's place in the spec, by the id of its name (a run names few rules).
    private func ruleRank(_ id: Int64, spec: StoredSpec) throws -> Int {
        if let rank = spec.ruleRanks[id] { return rank }
        let rank = spec.ruleOrder[try name(id)] ?? Int.max
        spec.ruleRanks[id] = rank
        return rank
    }

    /// The violation of a row (columns from 2 on).
    private func judgement(_ row: Row) throws -> Violation {
        Violation(
            rule: try name(row.int64(3)), severity: Severity(rawValue: row.string(4)) ?? .error,
            file: try path(row.int64(2)),
            line: row.isNull(5) ? nil : row.int(5), target: row.string(6), message: row.string(7),
            fingerprint: row.string(8))
    }

    private func name(_ id: Int64) throws -> String {
        guard let name = try caches.names.value(of: id, in: db) else { throw HistoryError.damaged("no name \(id)") }
        return name
    }

    private func path(_ id: Int64) throws -> String {
        guard let path = try caches.paths.value(of: id, in: db) else { throw HistoryError.damaged("no path \(id)") }
        return path
    }

    private func rank(of path: Int64, in ranks: [Int64: Int]) throws -> Int {
        guard let rank = ranks[path] else { throw HistoryError.damaged("no path \(path)") }
        return rank
    }

    private func decodePairs(_ text: String, what: String) throws -> [(String, String)] {
        guard case .array(let items)? = try? JSONParser.parse(text) else { throw HistoryError.damaged(what) }
        return try items.map { item in
            guard case .array(let pair) = item, pair.count == 2, case .string(let a) = pair[0],
                case .string(let b) = pair[1]
            else { throw HistoryError.damaged(what) }
            return (a, b)
        }
    }

    private func decodeStrings(_ text: String, what: String) throws -> [String] {
        guard case .array(let items)? = try? JSONParser.parse(text) else { throw HistoryError.damaged(what) }
        return try items.map { item in
            guard case .string(let value) = item else { throw HistoryError.damaged(what) }
            return value
        }
    }
}

/// A violation of a run as read: its judgement's id, the reason it is waived, and
/// what it is sorted by.
private struct StoredViolationRow {
    var id: Int64
    var waived: String?
    var rule: Int
    var path: Int64
    var line: Int
}
