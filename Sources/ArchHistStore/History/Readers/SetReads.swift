/// What the queries over many runs read of their chunk sets, each thing once: the set
/// of each run, the chunks of each distinct set, then each distinct chunk's entries.
///
/// Consecutive runs share most of their sets and nearly all of their chunks (a commit
/// changes a few buckets), so a line of 200 runs that names 162 file sets names only
/// 1,485 file chunks: 9,343 entries to read rather than the 229,366 rows that joining
/// each set to its entries gives. Entries are read as ids and named through the store's
/// interners afterwards.
struct SetReads {
    let db: Database

    /// The set of `column` (`file_set_id`, `edge_set_id`, `violation_set_id`) of each
    /// run; a run that does not exist is left out. Many runs (a line of history) are
    /// read in one pass over the index that holds every run's sets (`runs_summary`).
    func sets(ofRuns ids: [Int64], column: String) throws -> [Int64: Int64] {
        var setOfRun: [Int64: Int64] = [:]
        setOfRun.reserveCapacity(ids.count)
        if ids.count > 64 {
            let wanted = Set(ids)
            try db.forEachRow("SELECT id, \(column) FROM runs") { row in
                let id = row.int64(0)
                if wanted.contains(id) { setOfRun[id] = row.int64(1) }
            }
            return setOfRun
        }
        for id in ids {
            if let set = try db.fetchValue(Int64.self, "SELECT \(column) FROM runs WHERE id = ?", [id]) {
                setOfRun[id] = set
            }
        }
        return setOfRun
    }

    /// The chunks of each of these sets, in the order of their ids (the order in which
    /// joining the set to its entries reads them).
    func chunks(ofSets sets: some Sequence<Int64>) throws -> [Int64: [Int64]] {
        var chunks: [Int64: [Int64]] = [:]
        var bases: [Int64: [Int64]] = [:]
        for set in sets where chunks[set] == nil {
            chunks[set] = try ChunkSetRows.chunks(of: set, in: db, bases: &bases)
        }
        return chunks
    }

    /// What `old` has that `new` lacks, and what `new` adds, of two sorted lists of ids.
    static func difference(_ old: [Int64], _ new: [Int64]) -> (gone: [Int64], added: [Int64]) {
        var gone: [Int64] = []
        var added: [Int64] = []
        var (i, j) = (0, 0)
        while i < old.count || j < new.count {
            if j == new.count || (i < old.count && old[i] < new[j]) {
                gone.append(old[i])
                i += 1
            } else if i == old.count || new[j] < old[i] {
                added.append(new[j])
                j += 1
            } else {
                i += 1
                j += 1
            }
        }
        return (gone, added)
    }

    /// `read` once per distinct chunk of these sets.
    func perChunk<Entries>(
        of chunks: [Int64: [Int64]], _ read: (_ chunk: Int64) throws -> Entries
    ) throws -> [Int64: Entries] {
        var entries: [Int64: Entries] = [:]
        for members in chunks.values {
            for chunk in members where entries.index(forKey: chunk) == nil { entries[chunk] = try read(chunk) }
        }
        return entries
    }
}
