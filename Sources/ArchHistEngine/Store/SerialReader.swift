/// The commit reader as the engine uses it: one caller at a time, by construction.
///
/// A backfill reads the next commit's tree and blobs on another thread while the
/// current one is analysed; git's reader (a pipe to one `git cat-file` process) is not
/// made for two callers at once, so every read goes through this door, as the store's
/// go through `SerialStore`.
import ArchHistCore
import ArchHistSupport

// @unchecked: `reader` is reached only inside `lock.withLock`, so one thread at a time uses it.
final class SerialReader: @unchecked Sendable {
    private let reader: any CommitReader
    private let lock = Lock()

    init(_ reader: any CommitReader) { self.reader = reader }

    func commit(_ sha: String) throws -> Commit { try lock.withLock { try reader.commit(sha) } }

    func files(of commit: Commit) throws -> [TreeFile] { try lock.withLock { try reader.files(of: commit) } }

    func blobs(_ oids: [String]) throws -> [[UInt8]] { try lock.withLock { try reader.blobs(oids) } }
}
