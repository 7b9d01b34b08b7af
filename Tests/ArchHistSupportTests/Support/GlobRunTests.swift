import Testing

@testable import ArchHistSupport

/// The sliding match used for `**/…/**` and `**/…` patterns must agree with the
/// general search on every pattern and path, captures included.
@Suite struct GlobRunTests {
    private static let components = [
        "Sources", "Domains", "Booking", "Views", "UI", "AppTests", "Tests", "a", "Feed Feature",
    ]
    private static let patternParts = [
        "Domains", "{name}", "*Tests", "Views", "*", "?I", "Feed*", "{name} Feature", "UI",
    ]

    @Test func slidingRunAgreesWithTheGeneralSearch() {
        var state: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var checked = 0
        for _ in 0..<3_000 {
            let middle = (0..<(1 + next(3))).map { _ in Self.patternParts[next(Self.patternParts.count)] }
            let pattern = "**/" + middle.joined(separator: "/") + (next(2) == 0 ? "/**" : "")
            let path = (0..<(1 + next(6))).map { _ in Self.components[next(Self.components.count)] }.joined(
                separator: "/")
            let glob = Glob(pattern)
            let expected = glob.searchMatch(path)
            #expect(glob.matches(path) == expected.matches, "\(pattern) on \(path)")
            #expect(glob.capture(in: path) == (expected.matches ? expected.capture : nil), "\(pattern) on \(path)")
            if expected.matches { checked += 1 }
        }
        // Enough of the random cases must match for the captures to be compared at all.
        #expect(checked > 300)
    }
}
