import ArchHistSupport
import Testing

/// The block YAML of configuration files, read as XcodeGen's specs write it.
@Suite struct YAMLParserTests {
    @Test func mappingsSequencesAndScalarsNestByIndentation() throws {
        let value = try YAMLParser.parse(
            """
            name: App   # the project
            targets:
              App:
                type: application
                sources:
                  - path: App
                    excludes:
                      - "Preview Content/**"
                  - Shared
                dependencies: [{target: Core}, {package: Kit, product: KitUI}]
              Core:
                type: framework
                sources: Core
            list:
            - 'it''s'
            - "a\\tb"
            note: |
              two
              lines
            """)
        #expect(value["name"]?.text == "App")
        let app = value["targets"]?["App"]
        #expect(app?["type"]?.text == "application")
        let sources = app?["sources"]?.items ?? []
        #expect(sources.count == 2)
        #expect(sources.first?["path"]?.text == "App")
        #expect(sources.first?["excludes"]?.items?.compactMap(\.text) == ["Preview Content/**"])
        #expect(sources.last?.text == "Shared")
        #expect(app?["dependencies"]?.items?.map { $0["target"]?.text ?? $0["product"]?.text } == ["Core", "KitUI"])
        #expect(value["targets"]?.pairs?.map(\.key) == ["App", "Core"])
        #expect(value["targets"]?["Core"]?["sources"]?.text == "Core")
        #expect(value["list"]?.items?.compactMap(\.text) == ["it's", "a\tb"])
        #expect(value["note"]?.text == "two\nlines")
    }

    @Test func whatItCannotReadIsAnErrorNamingTheLine() {
        #expect(throws: YAMLError(line: 2, message: "`]` is missing")) {
            try YAMLParser.parse("a: 1\nb: [x, y\n")
        }
        #expect(throws: YAMLError.self) { try YAMLParser.parse("a:\n    b: 1\n  c: 2\n") }
        let deep = (0..<100).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(separator: "\n")
        #expect(throws: YAMLError.self) { try YAMLParser.parse(deep) }
    }

    @Test func anyBytesEndInAValueOrAnError() {
        var state: UInt64 = 0x5EED
        let alphabet = Array("ab: -[]{},'\"#|>\n  ")
        for _ in 0..<500 {
            var text = ""
            for _ in 0..<Int(state % 80) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            _ = try? YAMLParser.parse(text)
        }
    }
}
