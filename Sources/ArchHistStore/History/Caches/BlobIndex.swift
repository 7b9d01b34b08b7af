/// What the store knows of the `blobs` table without reading any facts: each blob's
/// id by oid and back, and which blobs were read by a scanner other than ours
/// (their facts are stale for us: a blob is known only when our scanner read it).
final class BlobIndex {
    let ids = Interner(table: "blobs", column: "oid")
    let scanner: String
    /// Ids of the blobs another scanner version read; loaded on first need.
    private var foreign: Set<Int64>?

    init(scanner: String) {
        self.scanner = scanner
    }

    /// The oids among `oids` whose facts our scanner read.
    func known(among oids: [String], in db: Database) throws -> Set<String> {
        let foreign = try foreignBlobs(db)
        var known = Set<String>(minimumCapacity: oids.count)
        for (oid, id) in zip(oids, try ids.existingIDs(oids, in: db)) {
            if let id, !foreign.contains(id) { known.insert(oid) }
        }
        return known
    }

    /// Records a blob our scanner just wrote (inserted, or updated in place).
    func wrote(_ oid: String, id: Int64) {
        ids.remember(oid, id: id)
        foreign?.remove(id)
    }

    func forget() {
        ids.forget()
        foreign = nil
    }

    private func foreignBlobs(_ db: Database) throws -> Set<Int64> {
        if let foreign { return foreign }
        // A scan of the table (the scanner is in no index), once: usually empty.
        var found = Set<Int64>()
        try db.forEachRow("SELECT id FROM blobs WHERE scanner <> ?", [scanner]) { found.insert($0.int64(0)) }
        foreign = found
        return found
    }
}
