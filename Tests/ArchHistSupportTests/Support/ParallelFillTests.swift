import Foundation
import Testing

@testable import ArchHistSupport

/// `ParallelFill` writes each slice's values into the result from its own thread:
/// the result must be what one thread going in order gives, whatever the sharing,
/// and a failed fill must release what it had made.
@Suite struct ParallelFillTests {
    private struct Failed: Error, Equatable {
        var index: Int
    }

    /// Counts the values alive, to see that a failed fill releases its values.
    private final class Tracked: Sendable {
        let index: Int
        let alive: Counter

        init(_ index: Int, alive: Counter) {
            (self.index, self.alive) = (index, alive)
            alive.add(1)
        }

        deinit { alive.add(-1) }
    }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0

        var current: Int { lock.withLock { value } }
        func add(_ delta: Int) { lock.withLock { value += delta } }
    }

    @Test func valuesComeInTheOrderOfTheIndexes() {
        for count in [0, 1, 255, 256, 257, 1_000, 10_007] {
            for workers in [1, 2, 3, 8] {
                let values = ParallelFill.map(count, workers: workers) { slice, values in
                    for index in slice { values.append("value \(index)") }
                }
                #expect(values == (0..<count).map { "value \($0)" }, "\(count) values on \(workers) workers")
            }
        }
    }

    @Test func theFirstSliceThatFailedIsReportedAndNothingLeaks() {
        let alive = Counter()
        for workers in [1, 2, 8] {
            for _ in 0..<20 {
                do {
                    _ = try ParallelFill.map(2_000, workers: workers) {
                        (slice, values: inout ParallelFill.Slice<Tracked>) throws(Failed) in
                        for index in slice {
                            if [1_900, 700, 701].contains(index) { throw Failed(index: index) }
                            values.append(Tracked(index, alive: alive))
                        }
                    }
                    Issue.record("a failing fill gave values")
                } catch {
                    #expect(error == Failed(index: 700), "on \(workers) workers")
                }
            }
        }
        #expect(alive.current == 0)
    }

    @Test func aFillThatSucceedsKeepsEveryValue() throws {
        let alive = Counter()
        let values = try ParallelFill.map(3_000, workers: 4) {
            (slice, values: inout ParallelFill.Slice<Tracked>) throws(Failed) in
            for index in slice { values.append(Tracked(index, alive: alive)) }
        }
        #expect(values.map(\.index) == Array(0..<3_000))
        #expect(alive.current == 3_000)
    }
}
