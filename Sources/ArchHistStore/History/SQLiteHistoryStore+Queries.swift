import ArchHistCore

extension SQLiteHistoryStore {
    /// The module, layer and domain boundaries each run crosses, with their counts.
    /// Runs that share an edge set (nothing changed between them) read it once.
    public func boundaries(ofRuns ids: [Int64]) throws -> [Int64: [Boundary: Int]] {
        try guarded {
            var setOfRun: [Int64: Int64] = [:]
            for id in ids {
                if let set = try db.fetchValue(Int64.self, "SELECT edge_set_id FROM runs WHERE id = ?", [id]) { setOfRun[id] = set }
            }
            var bySet: [Int64: [Boundary: Int]] = [:]
            for set in Set(setOfRun.values) {
                var boundaries: [Boundary: Int] = [:]
                try db.forEachRow("""
                    SELECT e.level, a.name, z.name, e.count
                    FROM chunk_set_members cs
                    JOIN edge_entries e ON e.chunk_id = cs.chunk_id
                    JOIN names a ON a.id = e.from_id JOIN names z ON z.id = e.to_id
                    WHERE cs.set_id = ?
                    """, [set]) { row in
                    guard let level = GraphLevel(rawValue: row.string(0)) else { return }
                    boundaries[Boundary(level: level, from: row.string(1), to: row.string(2))] = row.int(3)
                }
                bySet[set] = boundaries
            }
            return setOfRun.mapValues { bySet[$0] ?? [:] }
        }
    }

    /// The open (not waived) violations of each run. Runs that share a violation set
    /// read it once.
    public func openViolations(ofRuns ids: [Int64]) throws -> [Int64: [Violation]] {
        try guarded {
            var setOfRun: [Int64: Int64] = [:]
            for id in ids {
                if let set = try db.fetchValue(Int64.self, "SELECT violation_set_id FROM runs WHERE id = ?", [id]) { setOfRun[id] = set }
            }
            var bySet: [Int64: [Violation]] = [:]
            for set in Set(setOfRun.values) {
                var violations: [Violation] = []
                try db.forEachRow("""
                    SELECT n.name, v.severity, p.path, v.line, v.target, v.message, v.fingerprint
                    FROM chunk_set_members cs
                    JOIN violation_entries ve ON ve.chunk_id = cs.chunk_id
                    JOIN violations v ON v.id = ve.violation_id
                    JOIN names n ON n.id = v.rule_id
                    JOIN paths p ON p.id = v.path_id
                    WHERE cs.set_id = ? AND ve.waived_reason IS NULL
                    """, [set]) { row in
                    violations.append(Violation(
                        rule: row.string(0), severity: Severity(rawValue: row.string(1)) ?? .error, file: row.string(2),
                        line: row.isNull(3) ? nil : row.int(3), target: row.string(4), message: row.string(5),
                        fingerprint: row.string(6)))
                }
                bySet[set] = violations.sorted { ($0.file, $0.line ?? 0, $0.rule) < ($1.file, $1.line ?? 0, $1.rule) }
            }
            return setOfRun.mapValues { bySet[$0] ?? [] }
        }
    }
}
