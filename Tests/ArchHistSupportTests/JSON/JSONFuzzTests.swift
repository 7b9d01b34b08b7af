import ArchHistTestSupport
import Testing

@testable import ArchHistSupport

@Suite struct JSONFuzzTests {
    /// Parses, and when that succeeds checks that writing and parsing again gives the same value.
    private func check(_ bytes: [UInt8]) {
        guard let value = try? JSONParser.parse(bytes) else { return }
        #expect((try? JSONParser.parse(value.compactText)) == value)
        #expect((try? JSONParser.parse(value.prettyText)) == value)
    }

    @Test func randomBytesNeverCrash() {
        var random = SeededRandom(seed: 0xA5C4)
        for _ in 0..<5000 {
            let count = Int.random(in: 0..<64, using: &random)
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
            check(bytes)
        }
    }

    @Test func randomTokenSoupNeverCrashes() {
        let pieces = [
            "{", "}", "[", "]", ",", ":", "\"", "\\", "\\u", "d83d", "\\ude00", "true", "null", "-", "0", "1",
            ".", "e", "+", " ", "\n", "\"k\"", "é", "/", "*", "\u{0}", "\u{FEFF}",
        ].map { Array($0.utf8) }
        var random = SeededRandom(seed: 42)
        for _ in 0..<5000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0..<24, using: &random) {
                bytes += pieces[Int.random(in: 0..<pieces.count, using: &random)]
            }
            check(bytes)
        }
    }

    @Test func mutatedDocumentsNeverCrash() throws {
        let document = Array(
            (#"{"schemaVersion": 1, "layers": [{"name": "core\u00e9\ud83d\ude00", "paths": ["a", "b"]}], "x": "#
                + #"[1.5e3, -0, true, false, null]}"#).utf8)
        #expect(throws: Never.self) { try JSONParser.parse(document) }
        var random = SeededRandom(seed: 2024)
        var parsedCount = 0
        for _ in 0..<5000 {
            var bytes = document
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let position = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes[position] = UInt8.random(in: 0...255, using: &random)
                case 1: bytes.remove(at: position)
                default: bytes.insert(bytes[Int.random(in: 0..<bytes.count, using: &random)], at: position)
                }
                if bytes.isEmpty { break }
            }
            if (try? JSONParser.parse(bytes)) != nil { parsedCount += 1 }
            check(bytes)
        }
        // Some mutations (inside strings, digits) still parse; most do not.
        #expect(parsedCount > 0 && parsedCount < 5000)
    }

    @Test func truncationsAlwaysFail() {
        let document = Array(#"{"a": [1, {"b": "c\u0041"}], "d": null}"#.utf8)
        for end in 0..<document.count {
            let error = #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array(document[..<end])) }
            #expect(error?.line == 1)
        }
    }
}
