import ArchHistCore

extension SQLiteHistoryStore {
    /// The module, layer and domain boundaries each run crosses, with their counts.
    /// Runs that share an edge set (nothing changed between them) read it once.
    public func boundaries(ofRuns ids: [Int64]) throws -> [Int64: [Boundary: Int]] {
        try guarded {
            try perSet(of: ids, column: "edge_set_id") { set in
                var boundaries: [Boundary: Int] = [:]
                try db.forEachRow(
                    """
                    SELECT e.level, a.name, z.name, e.count
                    FROM chunk_set_members cs
                    JOIN edge_entries e ON e.chunk_id = cs.chunk_id
                    JOIN names a ON a.id = e.from_id JOIN names z ON z.id = e.to_id
                    WHERE cs.set_id = ?
                    """, [set]
                ) { row in
                    guard let level = GraphLevel(rawValue: row.string(0)) else { return }
                    boundaries[Boundary(level: level, from: row.string(1), to: row.string(2))] = row.int(3)
                }
                return boundaries
            }
        }
    }

    /// The open (not waived) violations of each run. Runs that share a violation set
    /// read it once.
    public func openViolations(ofRuns ids: [Int64]) throws -> [Int64: [Violation]] {
        try guarded {
            try perSet(of: ids, column: "violation_set_id") { set in
                var violations: [Violation] = []
                try db.forEachRow(
                    """
                    SELECT n.name, v.severity, p.path, v.line, v.target, v.message, v.fingerprint
                    FROM chunk_set_members cs
                    JOIN violation_entries ve ON ve.chunk_id = cs.chunk_id
                    JOIN violations v ON v.id = ve.violation_id
                    JOIN names n ON n.id = v.rule_id
                    JOIN paths p ON p.id = v.path_id
                    WHERE cs.set_id = ? AND ve.waived_reason IS NULL
                    """, [set]
                ) { row in violations.append(SQLiteHistoryStore.violation(row)) }
                return violations.sorted { ($0.file, $0.line ?? 0, $0.rule) < ($1.file, $1.line ?? 0, $1.rule) }
            }
        }
    }

    /// A violation from the columns rule, severity, path, line, target, message, fingerprint.
    static func violation(_ row: Row) -> Violation {
        Violation(
            rule: row.string(0), severity: Severity(rawValue: row.string(1)) ?? .error, file: row.string(2),
            line: row.isNull(3) ? nil : row.int(3), target: row.string(4), message: row.string(5),
            fingerprint: row.string(6))
    }

    /// `read` once per distinct set among the runs' `column` (runs in which nothing
    /// changed share a set), handed back per run.
    private func perSet<Value>(of ids: [Int64], column: String, _ read: (Int64) throws -> Value) throws -> [Int64:
        Value]
    {
        var setOfRun: [Int64: Int64] = [:]
        for id in ids {
            if let set = try db.fetchValue(Int64.self, "SELECT \(column) FROM runs WHERE id = ?", [id]) {
                setOfRun[id] = set
            }
        }
        var bySet: [Int64: Value] = [:]
        for set in Set(setOfRun.values) { bySet[set] = try read(set) }
        return setOfRun.compactMapValues { bySet[$0] }
    }
}

extension SQLiteHistoryStore {
    public func recordedCommits() throws -> [Commit] {
        try guarded {
            let parents = try db.fetchAll("SELECT sha, parent_sha FROM commit_parents ORDER BY sha, position") {
                ($0.string(0), $0.string(1))
            }
            let byCommit = Dictionary(grouping: parents, by: \.0).mapValues { $0.map(\.1) }
            return try db.fetchAll(
                """
                SELECT sha, tree, author_time, commit_time, subject FROM commits
                WHERE sha IN (SELECT commit_sha FROM runs) ORDER BY commit_time, sha
                """
            ) { row in
                Commit(
                    sha: row.string(0), tree: row.string(1), parents: byCommit[row.string(0)] ?? [],
                    authorTime: row.int64(2), commitTime: row.int64(3), subject: row.string(4))
            }
        }
    }

    public func recordedInputs(of commit: String) throws -> (files: [TreeFile], manifests: [TreeFile])? {
        try guarded {
            guard let run = try LatestRun.of(commit, in: db) else { return nil }
            let files = try db.fetchAll(
                """
                SELECT p.path, b.oid FROM chunk_set_members cs
                JOIN file_entries f ON f.chunk_id = cs.chunk_id
                JOIN paths p ON p.id = f.path_id JOIN blobs b ON b.id = f.blob_id
                WHERE cs.set_id = ? ORDER BY p.path
                """, [run.fileSet]
            ) { TreeFile(path: $0.string(0), oid: $0.string(1)) }
            return (files, run.manifests)
        }
    }
}

extension SQLiteHistoryStore {
    /// Every file of each run with its domain. Runs that share a file set read it once.
    public func files(ofRuns ids: [Int64]) throws -> [Int64: [(path: String, domain: String?)]] {
        try guarded {
            try perSet(of: ids, column: "file_set_id") { set in
                try db.fetchAll(
                    """
                    SELECT p.path, d.name FROM chunk_set_members cs
                    JOIN file_entries f ON f.chunk_id = cs.chunk_id
                    JOIN paths p ON p.id = f.path_id
                    LEFT JOIN names d ON d.id = f.domain_id
                    WHERE cs.set_id = ?
                    """, [set]
                ) { (path: $0.string(0), domain: $0.isNull(1) ? nil : $0.string(1)) }
            }
        }
    }
}

extension SQLiteHistoryStore {
    /// Every file of each run with its module: what tells a module renamed from one
    /// run to the next. Runs that share a file set read it once.
    public func fileModules(ofRuns ids: [Int64]) throws -> [Int64: [String: String]] {
        try guarded {
            try perSet(of: ids, column: "file_set_id") { set in
                var modules: [String: String] = [:]
                try db.forEachRow(
                    """
                    SELECT p.path, m.name FROM chunk_set_members cs
                    JOIN file_entries f ON f.chunk_id = cs.chunk_id
                    JOIN paths p ON p.id = f.path_id
                    JOIN names m ON m.id = f.module_id
                    WHERE cs.set_id = ?
                    """, [set]
                ) { row in modules[row.string(0)] = row.string(1) }
                return modules
            }
        }
    }
}
