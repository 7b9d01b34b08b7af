/// The stored facts of many blobs, copied out of SQLite's rows into one buffer.
///
/// A row's bytes are valid only while its statement rests on it, and the connection
/// is used from one thread: copied, they outlive the read and can be decoded on
/// every core (`decodeAll`). One buffer for all of them, so that reading 10,000
/// blobs allocates a few times, not 10,000.
struct BlobBytes: Sendable {
    /// The oid of each blob, in the order they were read.
    private(set) var oids: [String] = []
    private var bytes: [UInt8] = []
    /// Where each blob's bytes end in `bytes`.
    private var ends: [Int] = []

    init(capacity: Int) {
        oids.reserveCapacity(capacity)
        ends.reserveCapacity(capacity)
    }

    var count: Int { oids.count }

    mutating func append(_ oid: String, _ facts: UnsafeBufferPointer<UInt8>) {
        oids.append(oid)
        bytes.append(contentsOf: facts)
        ends.append(bytes.count)
    }

    /// The blobs of `range`, each handed to `body` with its index and its bytes
    /// (valid only inside `body`); stops at the first `false`.
    func forEach(in range: Range<Int>, _ body: (Int, UnsafeBufferPointer<UInt8>) -> Bool) {
        bytes.withUnsafeBufferPointer { all in
            for index in range {
                let start = index == 0 ? 0 : ends[index - 1]
                if !body(index, UnsafeBufferPointer(rebasing: all[start..<ends[index]])) { return }
            }
        }
    }
}
