import ArchHistCore

/// How much of a remote's notes a pull or push reads: whoever can push to the notes
/// ref chooses their sizes, so each object and the whole are bounded, and the sizes
/// are asked of git (from the objects' headers) before anything is read.
public struct NotesLimits: Sendable, Equatable {
    /// The largest object of the notes tree read (a note, a set, a chunk, a spec, the
    /// facts of a blob): a larger note is skipped, and so is a run that needs a larger
    /// object, each with a warning.
    public var maxNoteBytes: Int
    /// The most bytes one pull or push reads in all: beyond it, it stops and writes nothing.
    public var maxPullBytes: Int

    public static let defaultMaxNoteBytes = 16 << 20
    public static let defaultMaxPullBytes = 1 << 30

    public init(maxNoteBytes: Int = defaultMaxNoteBytes, maxPullBytes: Int = defaultMaxPullBytes) {
        self.maxNoteBytes = maxNoteBytes
        self.maxPullBytes = maxPullBytes
    }
}

/// A pull or push that would read more than its limit: nothing was written.
public struct NotesLimitError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var size: Int
    public var total: Int
    public var limit: Int

    public var description: String {
        "reading \(path) (\(size) bytes) would bring what this pull read to \(total) bytes, more than "
            + "--max-pull-bytes allows (\(limit)); nothing was written: raise the limit with --max-pull-bytes "
            + "or ARCHHIST_MAX_PULL_BYTES if this history is that large"
    }
}

/// The notes of a remote, read within limits: each object's size is asked first, an
/// object over `maxNoteBytes` is never read, and reading stops before the bytes read
/// pass `maxPullBytes`.
final class BoundedNotes {
    let remote: NotesRemote
    let limits: NotesLimits
    private(set) var bytesRead = 0
    private var sizes: [String: Int] = [:]

    init(_ remote: NotesRemote, limits: NotesLimits) {
        self.remote = remote
        self.limits = limits
    }

    /// Why the object at `path` is not read, when it is over the limit of one object.
    func sizeProblem(_ path: String, size: Int) -> String? {
        guard size > limits.maxNoteBytes else { return nil }
        return "\(path) is \(size) bytes, more than --max-note-bytes allows (\(limits.maxNoteBytes)): "
            + "raise the limit with --max-note-bytes or ARCHHIST_MAX_NOTE_BYTES to read it"
    }

    /// The size of each of these objects (`(path, oid)`), asked of git once per object.
    func sizes(of objects: [(path: String, oid: String)]) throws -> [Int] {
        let unknown = Array(Set(objects.map(\.oid).filter { sizes[$0] == nil }))
        for (oid, size) in zip(unknown, try remote.sizes(unknown)) { sizes[oid] = size }
        return objects.map { sizes[$0.oid] ?? 0 }
    }

    /// The contents of these objects, none over the limit of one object (the caller
    /// left those out), after checking that they keep the pull within its limit.
    func read(_ objects: [(path: String, oid: String)]) throws -> [[UInt8]] {
        var total = bytesRead
        for (object, size) in zip(objects, try sizes(of: objects)) {
            precondition(size <= limits.maxNoteBytes, "\(object.path) is over the limit: the caller leaves it out")
            total += size
            guard total <= limits.maxPullBytes else {
                throw NotesLimitError(path: object.path, size: size, total: total, limit: limits.maxPullBytes)
            }
        }
        bytesRead = total
        return try remote.read(objects.map(\.oid))
    }
}
