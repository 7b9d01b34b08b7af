import ArchHistCore
import ArchHistSupport

/// A commit's latest run, under any spec: what `recordedInputs` reads, and where
/// a new process finds the manifests of the parent's run.
struct LatestRun {
    let id: Int64
    let fileSet: Int64
    /// The run's manifests, path and blob, parsed from the JSON the run keeps.
    let manifests: [TreeFile]

    /// Nil when `commit` has no run.
    static func of(_ commit: String, in db: Database) throws -> LatestRun? {
        guard
            let row = try db.fetchOne(
                "SELECT r.id, r.file_set_id, t.text FROM runs r JOIN run_texts t ON t.id = r.manifests_id "
                    + "WHERE r.commit_sha = ? ORDER BY r.recorded_at DESC, r.id DESC LIMIT 1",
                [commit], { (id: $0.int64(0), set: $0.int64(1), manifests: $0.string(2)) })
        else { return nil }
        return LatestRun(id: row.id, fileSet: row.set, manifests: try manifests(row.manifests, run: row.id))
    }

    /// The manifests a run keeps as JSON (`runs.manifests_id`), parsed; a malformed
    /// pair is skipped.
    static func manifests(_ json: String, run: Int64) throws -> [TreeFile] {
        guard case .array(let pairs)? = try? JSONParser.parse(json) else {
            throw HistoryError.damaged("the manifests of run \(run) cannot be read")
        }
        return pairs.compactMap { pair -> TreeFile? in
            guard case .array(let items) = pair, items.count == 2, case .string(let path) = items[0],
                case .string(let oid) = items[1]
            else { return nil }
            return TreeFile(path: path, oid: oid)
        }
    }
}
