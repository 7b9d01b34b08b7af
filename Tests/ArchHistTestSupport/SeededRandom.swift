/// A small, seeded random number generator (SplitMix64), for fuzz and property tests:
/// the same seed gives the same sequence on every machine, so that a failure reproduces.
/// A value type: each test makes its own, nothing is shared between tests.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    public var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`: the next value modulo `bound` (a stable rule, unlike
    /// the standard library's `random(in:using:)`, whose draws may change).
    public mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    /// One of `values`, chosen by `next(below:)`.
    public mutating func pick<T>(_ values: [T]) -> T {
        values[next(below: values.count)]
    }

    /// `sample` damaged one to six times, as a fuzz test of a reader wants it: each time
    /// a fragment inserted at a random place, or up to 19 bytes cut there.
    public mutating func damaged(_ sample: [UInt8], inserting fragments: [[UInt8]]) -> [UInt8] {
        var bytes = sample
        for _ in 0..<(1 + Int(next() % 6)) {
            let at = Int(next() % UInt64(bytes.count + 1))
            if next() % 2 == 0 {
                bytes.insert(contentsOf: fragments[Int(next() % UInt64(fragments.count))], at: at)
            } else if at < bytes.count {
                bytes.removeSubrange(at..<min(bytes.count, at + Int(next() % 20)))
            }
        }
        return bytes
    }
}
