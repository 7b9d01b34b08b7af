import ArchHistCore

extension SQLiteHistoryStore {
    public func recordedFacts(ofRunOf commit: String) throws -> [String: FileFacts] {
        try reading { db in
            guard let run = try LatestRun.of(commit, in: db) else { return [:] }
            // The blob ids alone, from the entries' primary key: no path or oid is
            // joined in, and the oids come with the facts.
            var ids: [Int64] = []
            try db.forEachRow("""
                SELECT f.blob_id FROM chunk_set_members cs JOIN file_entries f ON f.chunk_id = cs.chunk_id
                WHERE cs.set_id = ?
                """, [run.fileSet]) { ids.append($0.int64(0)) }
            ids.sort()
            var stored = BlobBytes(capacity: ids.count)
            try forEachBlob(ids: ids, in: db) { oid, bytes in stored.append(oid, bytes) }
            return Dictionary(zip(stored.oids, try stored.decodedFacts(workers: workers)), uniquingKeysWith: { first, _ in first })
        }
    }

    public func recordedManifests(ofRunOf commit: String) throws -> [String: PackageManifest] {
        try reading { db in
            guard let run = try LatestRun.of(commit, in: db) else { return [:] }
            var result: [String: PackageManifest] = [:]
            for oid in run.manifests.map(\.oid) where result[oid] == nil {
                try db.forEachRow(
                    "SELECT facts FROM blobs WHERE oid = ? AND kind = 'manifest' AND scanner = ?", [oid, scannerVersion]
                ) { row in
                    do { result[oid] = try row.withBlob(0) { bytes throws(ByteReader.Damaged) in try FactsCodec.decodeManifest(bytes) } } catch {
                        throw HistoryError.damaged("the manifest facts of blob \(oid) cannot be decoded")
                    }
                }
            }
            return result
        }
    }

    /// Calls `body` with the oid and the stored facts of each blob among `ids`
    /// (sorted; the same id twice is read once) that this scanner read, the bytes
    /// valid only inside `body`. One pass over the range of ids when they fill a
    /// good part of it, as a tree's blobs do, else one lookup each.
    private func forEachBlob(
        ids: [Int64], in db: Database, _ body: (String, UnsafeBufferPointer<UInt8>) throws -> Void
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
                try row.withBlob(2) { try body(row.string(1), $0) }
            }
        } else {
            var previous: Int64?
            for id in ids where id != previous {
                previous = id
                try db.forEachRow(
                    "SELECT oid, facts FROM blobs WHERE id = ? AND kind = 'swift' AND scanner = ?", [id, scannerVersion]
                ) { row in try row.withBlob(1) { try body(row.string(0), $0) } }
            }
        }
    }
}
