#if canImport(Glibc)
import ArchHistSupport
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The rows of one kind of a run in one buffer: each row the exact bytes of what
/// its entry is made of (strings with their length, a marker for nil), with the
/// bucket its key hashes to. Whether a row is the same as a row of the last run is
/// then a comparison of bytes, without touching the run's strings again.
struct RowBytes {
    private var bytes: [UInt8] = []
    /// Where each row ends in `bytes`.
    private var ends: [Int] = []
    /// The bucket of each row.
    private(set) var buckets: [Int] = []
    private var bucket = 0
    /// Whether only the bucket of each row is kept, not its bytes (`ChunkRows.encodeKey`
    /// appends nothing else): when there is no last run to compare with (see `BucketMemory`).
    let keysOnly: Bool

    init(capacity: Int, keysOnly: Bool = false) {
        self.keysOnly = keysOnly
        ends.reserveCapacity(capacity)
        buckets.reserveCapacity(capacity)
        if !keysOnly { bytes.reserveCapacity(capacity * 96) }
    }

    var count: Int { ends.count }

    /// The row's key: its bucket is `ChunkedSet.bucket(of: key)`.
    mutating func key(_ key: String) {
        bucket = ChunkedSet.bucket(of: key)
    }

    mutating func append(_ string: String) {
        // One copy of the bytes: a native string lends its buffer, a small one (up to
        // 15 bytes, held inline) a copy on the stack.
        string.withUTF8Bytes { utf8 in
            append(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func append(_ string: String?) {
        guard let string else { return bytes.append(0) }
        bytes.append(1)
        append(string)
    }

    mutating func append(_ value: Int) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ value: Int?) {
        guard let value else { return bytes.append(0) }
        bytes.append(1)
        append(value)
    }

    mutating func append(_ value: Bool) {
        bytes.append(value ? 1 : 0)
    }

    mutating func endRow() {
        ends.append(bytes.count)
        buckets.append(bucket)
    }

    /// Appends every row of `other`, after these.
    mutating func append(_ other: RowBytes) {
        let offset = bytes.count
        bytes.append(contentsOf: other.bytes)
        ends.append(contentsOf: other.ends.lazy.map { $0 + offset })
        buckets.append(contentsOf: other.buckets)
    }

    /// Whether row `index` has the same bytes as row `other` of `rows`.
    func row(_ index: Int, equals other: Int, of rows: RowBytes) -> Bool {
        precondition(!keysOnly && !rows.keysOnly, "rows kept without their bytes cannot be compared")
        let start = index == 0 ? 0 : ends[index - 1]
        let end = ends[index]
        let otherStart = other == 0 ? 0 : rows.ends[other - 1]
        let otherEnd = rows.ends[other]
        guard end - start == otherEnd - otherStart else { return false }
        return bytes.withUnsafeBufferPointer { a in
            rows.bytes.withUnsafeBufferPointer { b in
                end == start || memcmp(a.baseAddress! + start, b.baseAddress! + otherStart, end - start) == 0
            }
        }
    }
}
