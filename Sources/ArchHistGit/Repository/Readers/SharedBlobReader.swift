import Foundation

/// A ``BlobReader`` behind a lock: safe to share between threads and between
/// many ``CommitTree``s (one git process for a whole history walk). Reads are
/// serialised. The git process starts on the first read, and is started again
/// after a failure that ended it.
// @unchecked: `reader` is used and replaced only under `lock`; `root` never changes.
public final class SharedBlobReader: @unchecked Sendable {
    private let root: String
    private let lock = NSLock()
    private var reader: BlobReader?

    public init(repository root: String) {
        self.root = root
    }

    public convenience init(_ repository: GitRepository) {
        self.init(repository: repository.root)
    }

    public func read(_ oid: String) throws(GitError) -> [UInt8] {
        try locked { reader throws(GitError) in try reader.read(oid) }
    }

    /// Many objects at once, pipelined (see `BlobReader.read(_ oids: [String])`).
    public func read(_ oids: [String]) throws(GitError) -> [[UInt8]] {
        try locked { reader throws(GitError) in try reader.read(oids) }
    }

    /// Object `name` with its id and kind (see `BlobReader.object(_:)`).
    func object(_ name: String) throws(GitError) -> GitObject {
        try locked { reader throws(GitError) in try reader.object(name) }
    }

    /// Many objects with their ids and kinds, pipelined (see `BlobReader.objects(_:)`).
    func objects(_ names: [String]) throws(GitError) -> [GitObject] {
        try locked { reader throws(GitError) in try reader.objects(names) }
    }

    /// Ends the git process; a later read starts a new one.
    public func close() {
        lock.lock()
        defer { lock.unlock() }
        reader?.close()
        reader = nil
    }

    /// Runs `body` on the running reader with the lock held. A failure other
    /// than a missing object leaves that reader unusable, so it is dropped and
    /// the next call starts a fresh git process.
    private func locked<Result>(_ body: (BlobReader) throws(GitError) -> Result) throws(GitError) -> Result {
        lock.lock()
        defer { lock.unlock() }
        let current = try started()
        do {
            return try body(current)
        } catch {
            if case .missingObject = error {} else { reader = nil }
            throw error
        }
    }

    /// The running reader, started if need be. Call with the lock held.
    private func started() throws(GitError) -> BlobReader {
        if let reader { return reader }
        let fresh = try BlobReader(repository: root)
        reader = fresh
        return fresh
    }
}
