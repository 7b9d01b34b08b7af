import ArchHistCore

extension SQLiteHistoryStore {
    /// Every run, as the `run_summary` view shows it.
    public func runSummaries() throws -> [RunSummary] {
        try guarded {
            try db.fetchAll("""
                SELECT run_id, commit_sha, subject, commit_time, first_parent, spec_digest, spec_source,
                       analyzer_version, recorded_at, files, test_files, lines, modules, domains, uncovered_files,
                       errors, warnings, infos, waived
                FROM run_summary
                """) { row in
                RunSummary(
                    id: row.int64(0), commit: row.string(1), subject: row.string(2), commitTime: row.int64(3),
                    firstParent: row.isNull(4) ? nil : row.string(4), specDigest: row.string(5), specSource: row.string(6),
                    analyzerVersion: row.string(7), recordedAt: row.int64(8), files: row.int(9), testFiles: row.int(10),
                    lines: row.int(11), modules: row.int(12), domains: row.int(13), uncoveredFiles: row.int(14),
                    errors: row.int(15), warnings: row.int(16), infos: row.int(17), waived: row.int(18))
            }
        }
    }

    /// The runs of one commit, newest recording first.
    public func runs(ofCommit sha: String) throws -> [RunSummary] {
        try runSummaries().filter { $0.commit == sha }.sorted { ($0.recordedAt, $0.id) > ($1.recordedAt, $1.id) }
    }

    /// A recorded run rebuilt from storage: the files with their stored places and
    /// facts, the edges and the violations as judged then. No rule runs again.
    ///
    /// With `facts: false` the files come back without their facts (imports,
    /// declarations, references), only their places: enough for `diff`, `check` and
    /// reports, and much faster on a large tree.
    public func storedAnalysis(run id: Int64, facts withFacts: Bool = true) throws -> StoredRun {
        try guarded {
            guard let header = try db.fetchOne("""
                SELECT r.file_set_id, r.edge_set_id, r.violation_set_id, r.manifests, r.notes, s.json, r.spec_source,
                       r.refs_resolved, r.refs_local, r.refs_ambiguous, r.refs_unresolved, r.commit_sha, r.lines
                FROM runs r JOIN specs s ON s.id = r.spec_id WHERE r.id = ?
                """, [id], { row in
                    (files: row.int64(0), edges: row.int64(1), violations: row.int64(2), manifests: row.string(3),
                     notes: row.string(4), spec: row.string(5), source: row.string(6),
                     stats: (row.int(7), row.int(8), row.int(9), row.int(10)), commit: row.string(11), lines: row.int(12))
                })
            else { throw HistoryError.damaged("run \(id) does not exist") }

            let spec: ArchitectureSpec
            do { spec = try SpecDecoder.decode(Array(header.spec.utf8), file: "the spec of run \(id)") } catch {
                throw HistoryError.damaged("the spec of run \(id) cannot be read: \(error)")
            }
            let manifestFiles = try decodePairs(header.manifests, what: "manifests of run \(id)")
            let manifestFacts = try manifests(for: manifestFiles.map(\.1))
            let classifier = Classifier(spec: spec)
            let manifests = manifestFiles.compactMap { path, oid in
                manifestFacts[oid].map { ManifestFile(directory: ManifestFile.directory(of: path), manifest: $0) }
            }.filter { !classifier.isExcluded($0.path) }

            var rows: [(path: String, oid: String, module: String, layer: String?, domain: String?, test: Bool)] = []
            try db.forEachRow("""
                SELECT p.path, b.oid, m.name, l.name, d.name, f.is_test
                FROM chunk_set_members cs
                JOIN file_entries f ON f.chunk_id = cs.chunk_id
                JOIN paths p ON p.id = f.path_id
                JOIN blobs b ON b.id = f.blob_id
                JOIN names m ON m.id = f.module_id
                LEFT JOIN names l ON l.id = f.layer_id
                LEFT JOIN names d ON d.id = f.domain_id
                WHERE cs.set_id = ?
                """, [header.files]) { row in
                rows.append((row.string(0), row.string(1), row.string(2), row.isNull(3) ? nil : row.string(3),
                             row.isNull(4) ? nil : row.string(4), row.int(5) != 0))
            }
            rows.sort { $0.path < $1.path }
            let facts = withFacts ? try swiftFacts(for: Array(Set(rows.map(\.oid)))) : [:]
            var moduleMap = ModuleMap(manifests: manifests)
            var files: [AnalyzedFile] = []
            var blobs: [String: String] = [:]
            for row in rows {
                let fileFacts: FileFacts
                if withFacts {
                    guard let found = facts[row.oid] else { throw HistoryError.damaged("no facts for \(row.path)") }
                    fileFacts = found
                } else {
                    fileFacts = FileFacts()
                }
                _ = moduleMap.moduleName(forFile: row.path)
                files.append(AnalyzedFile(
                    path: row.path, module: row.module,
                    placement: Placement(isTest: row.test, layer: row.layer, domain: row.domain), facts: fileFacts))
                blobs[row.path] = row.oid
            }

            var edges: [GraphLevel: [AggregateEdge]] = [:]
            try db.forEachRow("""
                SELECT e.level, a.name, z.name, e.count, p.path, e.example_line, e.example_target
                FROM chunk_set_members cs
                JOIN edge_entries e ON e.chunk_id = cs.chunk_id
                JOIN names a ON a.id = e.from_id JOIN names z ON z.id = e.to_id
                JOIN paths p ON p.id = e.example_path_id
                WHERE cs.set_id = ?
                """, [header.edges]) { row in
                guard let level = GraphLevel(rawValue: row.string(0)) else { return }
                edges[level, default: []].append(AggregateEdge(
                    level: level, from: row.string(1), to: row.string(2), count: row.int(3),
                    example: EdgeExample(file: row.string(4), line: row.int(5), target: row.string(6))))
            }

            var open: [Violation] = []
            var waived: [Violation] = []
            try db.forEachRow("""
                SELECT n.name, v.severity, p.path, v.line, v.target, v.message, v.fingerprint, ve.waived_reason
                FROM chunk_set_members cs
                JOIN violation_entries ve ON ve.chunk_id = cs.chunk_id
                JOIN violations v ON v.id = ve.violation_id
                JOIN names n ON n.id = v.rule_id
                JOIN paths p ON p.id = v.path_id
                WHERE cs.set_id = ?
                """, [header.violations]) { row in
                var violation = SQLiteHistoryStore.violation(row)
                if row.isNull(7) {
                    open.append(violation)
                } else {
                    violation.waivedBy = ExceptionSpec(
                        rule: violation.rule, source: violation.file, target: violation.target, reason: row.string(7))
                    waived.append(violation)
                }
            }
            let ruleOrder = Dictionary(spec.rules.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { a, _ in a })
            // Sorted through a key per violation, so the sort moves small keys, not violations.
            func ordered(_ list: [Violation]) -> [Violation] {
                list.indices.map { (ruleOrder[list[$0].rule] ?? Int.max, list[$0].file, list[$0].line ?? 0, list[$0].target, $0) }
                    .sorted { ($0.0, $0.1, $0.2, $0.3) < ($1.0, $1.1, $1.2, $1.3) }
                    .map { list[$0.4] }
            }
            var stats = ResolutionStats()
            (stats.resolved, stats.local, stats.ambiguous, stats.unresolved) = header.stats
            let modules = moduleMap.modules
            var analysis = Analysis(
                spec: spec, files: files, modules: modules,
                graph: ArchitectureGraph(files: files, modules: modules, dependencies: []),
                moduleEdges: (edges[.module] ?? []).sorted { ($0.from, $0.to) < ($1.from, $1.to) },
                layerEdges: (edges[.layer] ?? []).sorted { ($0.from, $0.to) < ($1.from, $1.to) },
                domainEdges: (edges[.domain] ?? []).sorted { ($0.from, $0.to) < ($1.from, $1.to) },
                violations: ordered(open), waived: ordered(waived), resolution: stats,
                notes: try decodeStrings(header.notes, what: "notes of run \(id)"))
            if !withFacts { analysis.recordedLineCount = header.lines }
            return StoredRun(id: id, commit: header.commit, specSource: header.source, analysis: analysis, blobs: blobs)
        }
    }

    private func decodePairs(_ text: String, what: String) throws -> [(String, String)] {
        guard case .array(let items)? = try? JSONParser.parse(text) else { throw HistoryError.damaged(what) }
        return try items.map { item in
            guard case .array(let pair) = item, pair.count == 2, case .string(let a) = pair[0], case .string(let b) = pair[1]
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

/// A run read back from the database.
public struct StoredRun: Sendable {
    public var id: Int64
    public var commit: String
    public var specSource: String
    public var analysis: Analysis
    /// The blob of every file, by path.
    public var blobs: [String: String]
}
