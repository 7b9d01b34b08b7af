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
}
