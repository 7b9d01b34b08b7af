import Dispatch

/// One value per index, computed in contiguous slices on several threads and
/// written straight into the result's storage, in the order of the indexes.
///
/// Unlike `ParallelSlices.map`, which hands each slice back as an array to be
/// joined, nothing is joined. It is inlinable, so that other modules (the store
/// decodes facts and looks up ids with it) get it specialized for their values:
/// generic code called across modules runs unspecialized, and for 10,000 values
/// that costs milliseconds on the calling thread.
public enum ParallelFill {
    /// The values of one slice, appended in the order of its indexes.
    public struct Slice<Value>: ~Copyable {
        @usableFromInline let base: UnsafeMutablePointer<Value>
        @usableFromInline let capacity: Int
        @usableFromInline var count = 0

        @inlinable init(_ base: UnsafeMutablePointer<Value>, capacity: Int) {
            self.base = base
            self.capacity = capacity
        }

        @inlinable public mutating func append(_ value: consuming Value) {
            precondition(count < capacity, "a slice was given more values than it has indexes")
            (base + count).initialize(to: value)
            count += 1
        }
    }

    /// The values of indexes `0..<count`: `body` is called with each slice of them
    /// and appends one value per index, in order. Below `threshold` indexes (or with
    /// one worker) the calling thread does it all. When `body` throws, the error of
    /// the first slice that threw is thrown, as one thread going in order would meet
    /// it, and what was appended is released.
    @inlinable public static func map<Value, Failure: Error>(
        _ count: Int, workers: Int, threshold: Int = ParallelSlices.threshold,
        _ body: @Sendable (Range<Int>, inout Slice<Value>) throws(Failure) -> Void
    ) throws(Failure) -> [Value] {
        let wanted = count < threshold || workers < 2 ? 1 : Swift.min(count, workers * 4)
        let size = Swift.max(1, (count + wanted - 1) / wanted)
        let sliceCount = Swift.max(1, (count + size - 1) / size)
        let outcomes = Outcomes<Failure>(count: sliceCount)
        defer { outcomes.release() }
        let values = [Value](unsafeUninitializedCapacity: count) { buffer, initialized in
            let storage = Storage<Value>(base: buffer.baseAddress)
            @Sendable func fill(_ slice: Int) {
                let range = (slice * size)..<Swift.min(count, (slice + 1) * size)
                guard let base = storage.base else { return outcomes.set(slice, written: 0, failure: nil) }
                var output = Slice(base + range.lowerBound, capacity: range.count)
                do throws(Failure) {
                    try body(range, &output)
                    precondition(output.count == range.count, "a slice was given fewer values than it has indexes")
                    outcomes.set(slice, written: output.count, failure: nil)
                } catch {
                    outcomes.set(slice, written: output.count, failure: error)
                }
            }
            if sliceCount == 1 { fill(0) } else { DispatchQueue.concurrentPerform(iterations: sliceCount) { fill($0) } }
            guard outcomes.firstFailure != nil, let base = buffer.baseAddress else {
                initialized = count
                return
            }
            for slice in 0..<sliceCount {
                (base + slice * size).deinitialize(count: outcomes.written(slice))
            }
            initialized = 0
        }
        if let failure = outcomes.firstFailure { throw failure }
        return values
    }

    /// The result's storage, written by every thread, each in its own slice.
    // @unchecked: threads write disjoint slices, and the owner reads only after joining them.
    @usableFromInline struct Storage<Value>: @unchecked Sendable {
        @usableFromInline let base: UnsafeMutablePointer<Value>?

        @inlinable init(base: UnsafeMutablePointer<Value>?) {
            self.base = base
        }
    }

    /// How each slice ended, each written by the one thread that filled it and read
    /// after every thread finished.
    // @unchecked: slot i has one writer, slice i's thread; it is read after all are joined.
    @usableFromInline final class Outcomes<Failure: Error>: @unchecked Sendable {
        @usableFromInline let written: UnsafeMutablePointer<Int>
        @usableFromInline let failures: UnsafeMutablePointer<Failure?>
        @usableFromInline let count: Int

        @inlinable init(count: Int) {
            self.count = count
            written = .allocate(capacity: count)
            written.initialize(repeating: 0, count: count)
            failures = .allocate(capacity: count)
            failures.initialize(repeating: nil, count: count)
        }

        @inlinable func set(_ slice: Int, written count: Int, failure: Failure?) {
            written[slice] = count
            failures[slice] = failure
        }

        @inlinable func written(_ slice: Int) -> Int { written[slice] }

        /// The failure of the first slice that failed.
        @inlinable var firstFailure: Failure? {
            for slice in 0..<count { if let failure = failures[slice] { return failure } }
            return nil
        }

        @inlinable func release() {
            written.deallocate()
            failures.deinitialize(count: count)
            failures.deallocate()
        }
    }
}
