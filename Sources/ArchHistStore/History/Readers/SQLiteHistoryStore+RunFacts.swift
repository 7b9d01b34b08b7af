import ArchHistCore

extension SQLiteHistoryStore {
    public func recordedRun(ofRunOf commit: String, specDigest: String?, analyzerVersion: String) throws -> RecordedRun
    {
        try reading { db in
            guard
                let run = try db.fetchOne(
                    """
                    SELECT r.id, r.file_set_id, t.text, r.analyzer_version = ?1, s.digest IS ?2
                    FROM runs r JOIN specs s ON s.id = r.spec_id JOIN run_texts t ON t.id = r.manifests_id
                    WHERE r.commit_sha = ?3
                    ORDER BY r.analyzer_version = ?1 AND s.digest IS ?2 DESC, r.analyzer_version = ?1 DESC,
                        r.recorded_at DESC, r.id DESC
                    LIMIT 1
                    """, [analyzerVersion, specDigest, commit],
                    {
                        (
                            id: $0.int64(0), fileSet: $0.int64(1), manifests: $0.string(2),
                            sameVersion: $0.int64(3) != 0,
                            sameSpec: $0.int64(4) != 0
                        )
                    })
            else { return RecordedRun(facts: [:], resolution: nil, places: nil) }
            // The entries' own columns and their paths: the oids come with the facts,
            // the few names after (a join would read each of them again).
            var entries = RunEntries()
            try db.forEachRow(
                """
                SELECT f.path_id, p.path, f.blob_id, f.module_id, f.layer_id, f.domain_id, f.is_test, f.resolution
                FROM file_entries f
                JOIN paths p ON p.id = f.path_id
                WHERE f.chunk_id IN (SELECT chunk_id FROM chunk_set_contents WHERE set_id = ?)
                """, [run.fileSet]
            ) { row in
                entries.append(
                    RunEntries.Entry(
                        row: FileRows.Entry(
                            path: row.int64(0), blob: row.int64(2), module: row.int64(3),
                            layer: row.isNull(4) ? nil : row.int64(4),
                            domain: row.isNull(5) ? nil : row.int64(5), isTest: row.int64(6) != 0, resolution: nil),
                        path: row.string(1), resolution: run.sameVersion && !row.isNull(7) ? row.blob(7) : nil))
            }
            let ids = Array(Set(entries.blobs)).sorted()
            var stored = BlobBytes(capacity: ids.count)
            var oids: [Int64: String] = [:]
            oids.reserveCapacity(ids.count)
            try forEachBlob(ids: ids, in: db) { id, oid, bytes in
                stored.append(oid, bytes)
                oids[id] = oid
            }
            let facts = Dictionary(
                zip(stored.oids, try stored.decodedFacts(workers: workers, strings: caches.factStrings.values(in: db))),
                uniquingKeysWith: { first, _ in first })
            var names: [Int64: String] = [:]
            for id in entries.names {
                guard let name = try caches.names.value(of: id, in: db) else {
                    throw HistoryError.damaged("run \(run.id) names a module, layer or domain that is not stored")
                }
                names[id] = name
            }
            let manifests = run.sameVersion && run.sameSpec ? try LatestRun.manifests(run.manifests, run: run.id) : nil
            let (read, blobs, named) = (entries, oids, names)
            return RecordedRun(
                facts: facts, resolution: { read.resolution(oids: blobs, names: named) },
                places: { manifests.map { RecordedPlacements(manifests: $0, files: read.places(names: named)) } })
        }
    }

    public func recordedManifests(ofRunOf commit: String) throws -> [String: PackageManifest] {
        try reading { db in
            guard let run = try LatestRun.of(commit, in: db) else { return [:] }
            var result: [String: PackageManifest] = [:]
            let strings = try caches.factStrings.values(in: db)
            for oid in run.manifests.map(\.oid) where result[oid] == nil {
                try db.forEachRow(
                    "SELECT facts FROM blobs WHERE oid = ? AND kind = 'manifest' AND scanner = ?",
                    [oid, scannerVersion]
                ) { row in
                    do {
                        result[oid] = try row.withBlob(0) { bytes throws(ByteReader.Damaged) in
                            try FactsCodec.decodeManifest(bytes, strings: strings)
                        }
                    } catch {
                        throw HistoryError.damaged("the manifest facts of blob \(oid) cannot be decoded")
                    }
                }
            }
            return result
        }
    }

    /// Calls `body` with the id, the oid and the stored facts of each blob among `ids`
    /// (sorted; the same id twice is read once) that this scanner read, the bytes
    /// valid only inside `body`. One pass over the range of ids when they fill a
    /// good part of it, as a tree's blobs do, else one lookup each.
    private func forEachBlob(
        ids: [Int64], in db: Database, _ body: (Int64, String, UnsafeBufferPointer<UInt8>) throws -> Void
    ) throws {
        guard let first = ids.first, let last = ids.last else { return }
        if last - first < Int64(ids.count) * 4 {
            var next = 0
            try db.forEachRow(
                "SELECT id, oid, facts FROM blobs WHERE id BETWEEN ? AND ? AND kind = 'swift' AND scanner = ?",
                [first, last, scannerVersion]
            ) { row in
                let id = row.int64(0)
                while next < ids.count && ids[next] < id { next += 1 }
                guard next < ids.count, ids[next] == id else { return }
                try row.withBlob(2) { try body(id, row.string(1), $0) }
            }
        } else {
            var previous: Int64?
            for id in ids where id != previous {
                previous = id
                try db.forEachRow(
                    "SELECT oid, facts FROM blobs WHERE id = ? AND kind = 'swift' AND scanner = ?",
                    [id, scannerVersion]
                ) { row in try row.withBlob(1) { try body(id, row.string(0), $0) } }
            }
        }
    }
}
