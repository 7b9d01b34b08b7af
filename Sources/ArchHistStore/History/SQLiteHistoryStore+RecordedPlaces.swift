import ArchHistCore

extension SQLiteHistoryStore {
    public func recordedPlaces(ofRunOf commit: String, specDigest: String, analyzerVersion: String) throws -> RecordedPlaces? {
        try reading { db in
            guard let run = try db.fetchOne(
                """
                SELECT r.id, r.file_set_id, r.manifests FROM runs r JOIN specs s ON s.id = r.spec_id
                WHERE r.commit_sha = ? AND s.digest = ? AND r.analyzer_version = ?
                """, [commit, specDigest, analyzerVersion], { (id: $0.int64(0), fileSet: $0.int64(1), manifests: $0.string(2)) })
            else { return nil }
            var rows: [(path: String, module: Int64, layer: Int64?, domain: Int64?, isTest: Bool)] = []
            try db.forEachRow("""
                SELECT p.path, f.module_id, f.layer_id, f.domain_id, f.is_test
                FROM chunk_set_members cs
                JOIN file_entries f ON f.chunk_id = cs.chunk_id
                JOIN paths p ON p.id = f.path_id
                WHERE cs.set_id = ?
                """, [run.fileSet]) { row in
                rows.append((row.string(0), row.int64(1), row.isNull(2) ? nil : row.int64(2), row.isNull(3) ? nil : row.int64(3),
                             row.int64(4) != 0))
            }
            // A few modules, layers and domains, each looked up once.
            var names: [Int64: String] = [:]
            for id in Set(rows.flatMap { [$0.module, $0.layer, $0.domain].compactMap { $0 } }) {
                guard let name = try db.fetchValue(String.self, "SELECT name FROM names WHERE id = ?", [id]) else {
                    throw HistoryError.damaged("run \(run.id) names a module, layer or domain that is not stored")
                }
                names[id] = name
            }
            var files: [String: RecordedPlaces.Place] = [:]
            files.reserveCapacity(rows.count)
            for row in rows {
                files[row.path] = RecordedPlaces.Place(
                    module: names[row.module]!,
                    placement: Placement(isTest: row.isTest, layer: row.layer.map { names[$0]! }, domain: row.domain.map { names[$0]! }))
            }
            return RecordedPlaces(manifests: try LatestRun.manifests(run.manifests, run: run.id), files: files)
        }
    }
}
