/// The ids of the chunks and sets the store wrote or found, by digest (hexadecimal:
/// `String` equality is byte equality there). A miss asks SQLite, as before.
///
/// Chunks and sets are never changed or deleted once written, so an id here stays
/// right until a write of ours rolls back or another connection commits; then
/// `StoreCaches` forgets all of it.
final class ChunkCache {
    private var chunks: [String: Int64] = [:]
    private var sets: [String: Int64] = [:]

    func chunkID(digest: String, in db: Database) throws -> Int64? {
        if let id = chunks[digest] { return id }
        guard let id = try db.fetchValue(Int64.self, "SELECT id FROM chunks WHERE digest = ?", [digest]) else { return nil }
        chunks[digest] = id
        return id
    }

    func setID(digest: String, in db: Database) throws -> Int64? {
        if let id = sets[digest] { return id }
        guard let id = try db.fetchValue(Int64.self, "SELECT id FROM chunk_sets WHERE digest = ?", [digest]) else { return nil }
        sets[digest] = id
        return id
    }

    func rememberChunk(_ id: Int64, digest: String) { chunks[digest] = id }
    func rememberSet(_ id: Int64, digest: String) { sets[digest] = id }

    func forget() {
        chunks = [:]
        sets = [:]
    }
}
