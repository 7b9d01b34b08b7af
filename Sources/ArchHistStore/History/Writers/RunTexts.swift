/// The texts a run keeps (where its spec came from, its manifests, its notes), stored
/// once in `run_texts` (migration 0008). They change seldom from one commit to the next,
/// so a text equal to one of the newest run's shares its row; any other is a new row.
/// No index on the text: one over texts of hundreds of bytes would cost more than the
/// few repeats it would catch beyond the newest run.
struct RunTexts {
    let db: Database

    /// The row id of each text, in order, inserting the ones the newest run lacks.
    func ids(of texts: [String]) throws -> [Int64] {
        var newest: [String: Int64] = [:]
        try db.forEachRow(
            """
            SELECT t.id, t.text FROM run_texts t
            JOIN (SELECT spec_source_id, manifests_id, notes_id FROM runs ORDER BY id DESC LIMIT 1) r
                ON t.id IN (r.spec_source_id, r.manifests_id, r.notes_id)
            """
        ) { row in newest[row.string(1)] = row.int64(0) }
        return try texts.map { text in
            if let id = newest[text] { return id }
            try db.execute("INSERT INTO run_texts (text) VALUES (?)", [text])
            newest[text] = db.lastInsertRowID
            return db.lastInsertRowID
        }
    }
}
