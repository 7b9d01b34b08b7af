@testable import ArchHistCore
import Testing

/// A place is remembered for a path and everything about its module that decides
/// a place: the same target name turning into a test target, or a folder becoming a
/// declared target, must be placed again.
@Suite struct PlacementCacheTests {
    private static let path = "Sources/Feature/FeatureView.swift"

    private static func module(_ origin: Module.Origin) -> Module {
        Module(name: "Feature", path: "Sources/Feature", origin: origin)
    }

    @Test func aModuleThatChangesKindIsPlacedAgain() {
        let cache = PlacementCache()
        let kinds: [Module.Origin] = [
            .folder, .target(.regular, manifestPath: "Package.swift", line: 3), .target(.test, manifestPath: "Package.swift", line: 3),
        ]
        for (round, origin) in (kinds + kinds).enumerated() {
            let computed = Counter()
            let placed = cache.placements(of: [Self.path], in: [Self.module(origin)], workers: 1) { _ in
                computed.add()
                return Placement(isTest: origin == kinds[2], layer: "\(origin)")
            }
            #expect(placed[0].layer == "\(origin)")
            // Computed the first time each kind is met, remembered the second time.
            #expect(computed.count == (round < kinds.count ? 1 : 0), "round \(round)")
        }
    }
}

private final class Counter: @unchecked Sendable {
    private(set) var count = 0
    func add() { count += 1 }
}
