import ArchHistCore
import ArchHistSupport
import Testing

@Suite struct UnmatchedPatternsTests {
    @Test func aLayerOrDomainPatternThatClaimsNoFileIsNoted() throws {
        let spec = try SpecDecoder.decode(
            Array(
                """
                {"layers": [{"name": "UI", "paths": ["App/Views/**", "App/Screens/**"], "modules": ["Widgets"]}],
                 "domains": [{"name": "Feed", "paths": ["App/Feed/**"]}]}
                """.utf8), file: "archhist.json")
        let analysis = Analyzer(spec: spec, today: Day(year: 2026, month: 1, day: 1)).analyze(
            files: [
                SourceFile(path: "App/Views/FeedView.swift", facts: FileFacts()),
                SourceFile(path: "App/Model.swift", facts: FileFacts()),
            ], manifests: [])
        #expect(analysis.notes.contains("layer UI: path pattern 'App/Screens/**' matches no file"), "\(analysis.notes)")
        #expect(analysis.notes.contains("layer UI: module pattern 'Widgets' matches no module"))
        #expect(analysis.notes.contains("domain Feed: path pattern 'App/Feed/**' matches no file"))
        #expect(!analysis.notes.contains { $0.contains("App/Views/**") })
    }
}
