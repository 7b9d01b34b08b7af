/// The facts of the blobs a recorder's last written runs used, by blob: a
/// backfill's next commit shares nearly all of its blobs with the one before, and
/// these are known to history without asking the store, which would check each
/// of thousands of blobs against its tables again.
///
/// Facts depend on a blob's content alone, and a blob is never removed from
/// history, so what a committed run used stays right. Only blobs of runs that were
/// written are kept: a run that failed to write may have read blobs that history
/// never got.
import ArchHistCore
import ArchHistSupport

// @unchecked: `facts` and `unmerged` are read and written only under `lock`.
final class StoredFacts: @unchecked Sendable {
    private var facts: [String: FileFacts] = [:]
    /// Runs written since the last lookup, merged into `facts` by the next one: a
    /// process that records one commit never builds the table.
    private var unmerged: [(blobs: [(oid: String, facts: FileFacts)], tree: Int)] = []
    private let lock = Lock()

    /// No run written yet: the recorder knows no blob.
    var isEmpty: Bool { lock.withLock { facts.isEmpty && unmerged.isEmpty } }

    /// The facts of each file's blob, when a written run used that blob.
    func facts(of files: [TreeFile]) -> [FileFacts?] {
        lock.withLock {
            mergeWritten()
            return files.map { facts[$0.oid] }
        }
    }

    /// Remembers the blobs a run just written used that were not known yet (`tree`:
    /// how many files it has).
    func written(_ blobs: [(oid: String, facts: FileFacts)], tree: Int) {
        lock.withLock { unmerged.append((blobs, tree)) }
    }

    /// Blobs of older runs stay while there are not many more of them than files;
    /// past that, the next run asks the store again.
    private func mergeWritten() {
        for run in unmerged {
            if facts.count + run.blobs.count > 2 * run.tree + 1_000 { facts = [:] }
            for blob in run.blobs { facts[blob.oid] = blob.facts }
        }
        unmerged = []
    }
}
