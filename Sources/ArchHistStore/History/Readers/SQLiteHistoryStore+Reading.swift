import ArchHistCore

extension SQLiteHistoryStore {
    /// Every run, as the `run_summary` view shows it.
    public func runSummaries() throws -> [RunSummary] {
        try summaries(where: "", [])
    }

    /// The rows of `run_summary` that `condition` (an SQL `WHERE` clause, or nothing) keeps.
    private func summaries(where condition: String, _ arguments: StatementArguments) throws -> [RunSummary] {
        try guarded {
            try db.fetchAll(
                """
                SELECT run_id, commit_sha, subject, commit_time, first_parent, spec_digest, spec_source,
                       analyzer_version, recorded_at, files, test_files, lines, modules, domains, uncovered_files,
                       errors, warnings, infos, waived
                FROM run_summary \(condition)
                """, arguments
            ) { row in
                RunSummary(
                    id: row.int64(0), commit: row.string(1), subject: row.string(2), commitTime: row.int64(3),
                    firstParent: row.isNull(4) ? nil : row.string(4), specDigest: row.string(5),
                    specSource: row.string(6),
                    analyzerVersion: row.string(7), recordedAt: row.int64(8), files: row.int(9), testFiles: row.int(10),
                    lines: row.int(11), modules: row.int(12), domains: row.int(13), uncoveredFiles: row.int(14),
                    errors: row.int(15), warnings: row.int(16), infos: row.int(17), waived: row.int(18))
            }
        }
    }

    /// The runs of one commit, newest recording first.
    public func runs(ofCommit sha: String) throws -> [RunSummary] {
        // A query asks for one commit's runs several times; a long history has thousands.
        try summaries(where: "WHERE commit_sha = ?", [sha]).sorted { ($0.recordedAt, $0.id) > ($1.recordedAt, $1.id) }
    }

    /// The spec a run was judged under, decoded; nothing else of the run is read.
    public func spec(ofRun id: Int64) throws -> ArchitectureSpec {
        try reading { db in
            guard let specID = try db.fetchValue(Int64.self, "SELECT spec_id FROM runs WHERE id = ?", [id]) else {
                throw HistoryError.damaged("run \(id) does not exist")
            }
            return try StoredRunReader(store: self, db: db).storedSpec(specID, run: id).spec
        }
    }

    /// A recorded run rebuilt from storage: the files with their stored places and
    /// facts, the edges and the violations as judged then. No rule runs again.
    ///
    /// With `facts: false` the files come back without their facts (imports,
    /// declarations, references), only their places: enough for `diff`, `check` and
    /// reports, and much faster on a large tree.
    public func storedAnalysis(run id: Int64, facts withFacts: Bool = true) throws -> StoredRun {
        // One read transaction: both runs of a diff see one snapshot, and the caches
        // are checked against it.
        try reading { db in try StoredRunReader(store: self, db: db).read(run: id, facts: withFacts) }
    }
}

/// A run read back from the database.
public struct StoredRun: Sendable {
    public var id: Int64
    public var commit: String
    public var specSource: String
    public var analysis: Analysis
    /// The blob of every file, by path.
    public var blobs: [String: String]
}
