/// The facts of the blobs a recorder's last written runs used, by blob: a
/// backfill's next commit shares nearly all of its blobs with the one before, and
/// these are known to history without asking the store, which would check each
/// of thousands of blobs against its tables again.
///
/// Facts depend on a blob's content alone, and a blob is never removed from
/// history, so what a committed run used stays right. Only blobs of runs that were
/// written are kept: a run that failed to write may have read blobs that history
/// never got.
final class StoredFacts: @unchecked Sendable {
    private var facts: [String: FileFacts] = [:]
    private let lock = Lock()

    /// The facts of each file's blob, when a written run used that blob.
    func facts(of files: [TreeFile]) -> [FileFacts?] {
        lock.withLock { files.map { facts[$0.oid] } }
    }

    /// Remembers the blobs a run just written used that were not known yet (`tree`:
    /// how many files it has). Blobs of older runs stay while there are not many
    /// more of them than files; past that, the next run asks the store again.
    func written(_ blobs: [(oid: String, facts: FileFacts)], tree: Int) {
        lock.withLock {
            if facts.count + blobs.count > 2 * tree + 1_000 { facts = [:] }
            for blob in blobs { facts[blob.oid] = blob.facts }
        }
    }
}
