import Testing

@testable import ArchHistStore

/// A store's first run is remembered without its rows' bytes, encoded when the next
/// run compares with it: the buckets found unchanged must be those found when the
/// bytes were kept from the start.
@Suite struct BucketMemoryTests {
    /// Rows keyed by path, each with a value; buckets follow from the paths.
    private static func rows(_ values: [(path: String, value: Int)], keysOnly: Bool = false) -> RowBytes {
        var rows = RowBytes(capacity: values.count, keysOnly: keysOnly)
        for (path, value) in values {
            rows.key(path)
            if !keysOnly {
                rows.append(path)
                rows.append(value)
            }
            rows.endRow()
        }
        return rows
    }

    private static func byBucket(_ rows: RowBytes) -> [[Int]] {
        var byBucket = [[Int]](repeating: [], count: ChunkedSet.buckets)
        for (index, bucket) in rows.buckets.enumerated() { byBucket[bucket].append(index) }
        return byBucket
    }

    /// Chunk ids made up for the buckets that have rows.
    private static func chunks(_ byBucket: [[Int]]) -> [Int64?] {
        byBucket.enumerated().map { $0.element.isEmpty ? nil : Int64(1_000 + $0.offset) }
    }

    @Test func rowsEncodedLaterFindTheSameBucketsAsRowsKeptAsBytes() {
        let first = (0..<2_000).map { (path: "Sources/F\($0).swift", value: $0) }
        // Every tenth row changed, one removed, one added.
        var second = first.map { $0.value % 10 == 3 ? ($0.path, $0.value + 1) : $0 }
        second.remove(at: 500)
        second.append(("Sources/New.swift", 7))

        let keys = Self.rows(first, keysOnly: true)
        #expect(keys.buckets == Self.rows(first).buckets)
        let byBucket = Self.byBucket(keys)
        let chunks = Self.chunks(byBucket)
        let kept = BucketMemory()
        let later = BucketMemory()
        #expect(kept.isEmpty && later.isEmpty)
        kept.remember(Self.rows(first), rowsByBucket: byBucket, chunkOfBucket: chunks)
        var encodings = 0
        later.remember(
            encodingLater: {
                encodings += 1
                return Self.rows(first)
            }, rowsByBucket: byBucket, chunkOfBucket: chunks)
        #expect(!later.isEmpty)
        #expect(encodings == 0)

        let next = Self.rows(second)
        let nextByBucket = Self.byBucket(next)
        var same = 0
        for bucket in 0..<ChunkedSet.buckets where !nextByBucket[bucket].isEmpty {
            let expected = kept.chunk(bucket: bucket, holding: nextByBucket[bucket], of: next)
            #expect(later.chunk(bucket: bucket, holding: nextByBucket[bucket], of: next) == expected)
            if expected != nil { same += 1 }
        }
        #expect(encodings == 1)
        #expect(same > 0 && same < ChunkedSet.buckets)
    }

    /// Rows that cannot be encoded any more leave nothing to compare with.
    @Test func rowsThatCannotBeEncodedMatchNoBucket() {
        let first = (0..<300).map { (path: "F\($0).swift", value: $0) }
        let byBucket = Self.byBucket(Self.rows(first, keysOnly: true))
        let memory = BucketMemory()
        memory.remember(encodingLater: { nil }, rowsByBucket: byBucket, chunkOfBucket: Self.chunks(byBucket))
        let next = Self.rows(first)
        let nextByBucket = Self.byBucket(next)
        for bucket in 0..<ChunkedSet.buckets where !nextByBucket[bucket].isEmpty {
            #expect(memory.chunk(bucket: bucket, holding: nextByBucket[bucket], of: next) == nil)
        }
        #expect(memory.isEmpty)
    }
}
