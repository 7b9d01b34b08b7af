import ArchHistCore

extension SQLiteHistoryStore {
    /// The sketches of these blobs' lines that the database keeps (`blobs.sketch`), by
    /// blob; a blob without one (read before migration 0004, or pulled from notes that
    /// had none) or with one that does not decode is left out.
    public func recordedSketches(of oids: [String]) throws -> [String: LineSketch] {
        try reading { db in
            var sketches: [String: LineSketch] = [:]
            for oid in Set(oids) {
                try db.forEachRow("SELECT sketch FROM blobs WHERE oid = ? AND sketch IS NOT NULL", [oid]) { row in
                    if let sketch = SketchCodec.decode(row.blob(0)) { sketches[oid] = sketch }
                }
            }
            return sketches
        }
    }

    /// Which of these blobs are Swift files the database has without a sketch; none,
    /// at the cost of one query, in a database whose every file has its sketch.
    public func blobsWithoutSketch(among oids: [String]) throws -> Set<String> {
        if oids.isEmpty { return [] }
        return try reading { db in
            guard
                try db.fetchValue(Int64.self, "SELECT id FROM blobs WHERE kind = 'swift' AND sketch IS NULL LIMIT 1")
                    != nil
            else { return [] }
            var lacking = Set<String>()
            for oid in Set(oids)
            where try db.fetchValue(
                Int64.self, "SELECT id FROM blobs WHERE oid = ? AND kind = 'swift' AND sketch IS NULL", [oid]) != nil
            {
                lacking.insert(oid)
            }
            return lacking
        }
    }
}
