import ArchHistCore
import ArchHistSupport
import Foundation
import Testing

@testable import ArchHistEngine

/// A recorder places a tree's files while their facts are read and hands the
/// places to the analysis. The analysis must be the one that places by itself, and
/// places made for other paths must not be used.
@Suite struct PlacedPathsTests {
    private static let today = Day(year: 2026, month: 1, day: 1)

    private static func files(_ paths: [String]) -> [SourceFile] {
        paths.enumerated().map { offset, path in
            SourceFile(
                path: path,
                facts: FileFacts(
                    declarations: [Declaration(kind: .struct, name: "Type\(offset)", line: 1)],
                    references: offset > 0 ? [TypeReference(name: "Type\(offset - 1)", line: 2)] : [], lineCount: 3))
        }
    }

    private static let paths = [
        "Sources/Domains/Billing/UI/BillingView.swift", "Sources/Domains/Billing/Service/BillingService.swift",
        "Sources/Domains/Billing/Repo/BillingRepo.swift", "Sources/Domains/Orders/Types/Order.swift",
        "Sources/Domains/Orders/Runtime/OrderRuntime.swift", "Tests/BillingTests/BillingTests.swift",
    ]

    @Test func placesMadeAheadGiveTheAnalysisThatPlacesByItself() throws {
        let spec = try SpecDecoder.preset(#require(Preset.named("harness")))
        let files = Self.files(Self.paths)
        let alone = Analyzer(spec: spec, today: Self.today).analyze(files: files, manifests: [])
        let analyzer = Analyzer(spec: spec, today: Self.today, placements: PlacementCache())
        let placed = analyzer.placeAhead(paths: Self.paths.reversed(), manifests: [])
        #expect(placed != nil)
        #expect(analyzer.placeAhead(paths: Self.paths, manifests: []) == nil, "only the first tree is placed ahead")
        let handed = analyzer.analyze(files: files.shuffled(), manifests: [], placed: placed)
        #expect(handed.files == alone.files)
        #expect(handed.modules == alone.modules)
        #expect(handed.violations == alone.violations)
    }

    @Test func placesMadeForOtherPathsAreNotUsed() throws {
        let spec = try SpecDecoder.preset(#require(Preset.named("harness")))
        let files = Self.files(Self.paths)
        let alone = Analyzer(spec: spec, today: Self.today).analyze(files: files, manifests: [])
        // As many paths, in other layers and modules: used, they would move every file.
        let others = Self.paths.map { $0.replacingOccurrences(of: "Domains/", with: "Domains/Z") + ".moved.swift" }
        let placed = Analyzer(spec: spec, today: Self.today, placements: PlacementCache()).placeAhead(
            paths: others, manifests: [])
        let handed = Analyzer(spec: spec, today: Self.today).analyze(files: files, manifests: [], placed: placed)
        #expect(handed.files == alone.files)
        #expect(handed.modules == alone.modules)
    }
}
