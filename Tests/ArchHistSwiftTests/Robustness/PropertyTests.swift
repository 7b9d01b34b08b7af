import ArchHistCore
import ArchHistSwift
import ArchHistTestSupport
import Testing

/// The scanner must never trap nor hang, and its facts must stay self-consistent, on any bytes.
@Suite("Robustness")
struct PropertyTests {
    static func expectedLineCount(_ bytes: [UInt8]) -> Int {
        guard !bytes.isEmpty else { return 0 }
        let newlines = bytes.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        return bytes.last == 0x0A ? newlines : newlines + 1
    }

    static func checkInvariants(_ bytes: [UInt8], _ label: String) {
        let facts = SwiftScanner.scan(bytes)
        let lines = expectedLineCount(bytes)
        #expect(facts.lineCount == lines, "\(label)")
        // Every fact points at a real line.
        let factLines =
            facts.imports.map(\.line) + facts.declarations.map(\.line) + facts.references.map(\.line)
            + facts.memberAttributes.map(\.line)
        #expect(factLines.allSatisfy { $0 >= 1 && $0 <= max(lines, 1) }, "\(label)")
        #expect(facts.warnings.allSatisfy { $0.line >= 1 && $0.line <= max(lines, 1) + 1 }, "\(label)")
        #expect(facts.warnings.filter { $0.message == "invalid UTF-8" }.count <= 1, "\(label)")
        #expect(Set(facts.references.map(\.name)).count == facts.references.count, "\(label)")
    }

    @Test func randomBytes() {
        var rng = SeededRandom(seed: 0xA5C3_0001)
        for round in 0..<1500 {
            let length = Int(rng.next() % 600)
            var bytes = [UInt8](repeating: 0, count: length)
            // Half the rounds draw from Swift's punctuation-heavy alphabet, half from all bytes.
            let alphabet = Array("\"#\\()[]{}/*<>@`'.:,;=?!\n\r\t abcSTXY019é🎉".utf8)
            for k in 0..<length {
                bytes[k] =
                    round.isMultiple(of: 2)
                    ? UInt8(truncatingIfNeeded: rng.next()) : alphabet[Int(rng.next() % UInt64(alphabet.count))]
            }
            // A NUL byte makes the file binary, which the scanner skips whole; most rounds
            // keep it out so that the lexer meets the other bytes.
            if round % 4 != 0 { bytes = bytes.map { $0 == 0 ? 1 : $0 } }
            Self.checkInvariants(bytes, "random round \(round)")
        }
    }

    @Test func aBinaryFileYieldsNoFactsAndOneWarning() {
        let encrypted: [UInt8] = Array("\0GITCRYPT\0".utf8) + Array("struct A { import B }\n\"x".utf8)
        let facts = SwiftScanner.scan(encrypted)
        #expect(facts.declarations.isEmpty && facts.imports.isEmpty && facts.references.isEmpty)
        #expect(facts.warnings.map(\.message) == [SwiftScanner.binaryWarning])
        #expect(facts.lineCount == 2)
    }

    @Test func aNULByteBeyondWhereGitLooksIsScannedAsText() {
        let text = Array("import B\nstruct A {}\n".utf8) + [UInt8](repeating: 0x20, count: 8000) + [0]
        let facts = SwiftScanner.scan(text)
        #expect(facts.imports.map(\.module) == ["B"])
        #expect(facts.declarations.map(\.name) == ["A"])
    }

    @Test func mutationsAndTruncationsOfRealCode() {
        let sample = Array(SwiftSample.text.utf8)
        let fragments = [
            "\"", "\"\"\"", "#\"", "\"#", "\\(", ")", "/*", "*/", "//", "#if X\n", "#endif\n", "#else\n", "{", "}",
            "`", "#/", "/#", "/", "@", "struct ", "class ", "\r\n", "\n", "\u{FEFF}", "\u{FF}",
        ].map { Array($0.utf8) }
        var rng = SeededRandom(seed: 0x5EED_0002)
        for round in 0..<2500 {
            var bytes = sample
            let edits = 1 + Int(rng.next() % 8)
            for _ in 0..<edits {
                let at = bytes.isEmpty ? 0 : Int(rng.next() % UInt64(bytes.count))
                switch rng.next() % 4 {
                case 0:
                    bytes.insert(contentsOf: fragments[Int(rng.next() % UInt64(fragments.count))], at: at)
                case 1:
                    let length = min(Int(rng.next() % 40), bytes.count - at)
                    bytes.removeSubrange(at..<(at + length))
                case 2:
                    if at < bytes.count { bytes[at] = UInt8(truncatingIfNeeded: rng.next()) }
                default:
                    bytes.insert(UInt8(truncatingIfNeeded: rng.next()), at: at)
                }
            }
            if rng.next() % 3 == 0, !bytes.isEmpty {
                bytes.removeSubrange(Int(rng.next() % UInt64(bytes.count))...)
            }
            Self.checkInvariants(bytes, "mutation round \(round)")
        }
    }

    @Test func everyPrefixOfRealCode() {
        let sample = Array(SwiftSample.text.utf8)
        var length = 0
        while length <= sample.count {
            Self.checkInvariants(Array(sample[..<length]), "prefix \(length)")
            length += 7
        }
    }

    /// Inputs built to defeat look-ahead are scanned whole and keep every invariant.
    /// (How fast is for the benchmark to say, not a timed test: `archhist-bench`
    /// prints the time of each of these inputs.)
    @Test func pathologicalInputsAreScannedWhole() {
        let unit = 200_000
        let patterns: [[UInt8]] = [
            "(/(/", "#/#/", "\"\\(", "@a(", "{", "(", "[", "struct A ", "extension ", "`", "/*", "#\"", "##",
            "func f<", "#if A\n", "case a, ", "x < ", "class ", "\"\"\"\\(", "@_spi(",
        ].map { Array($0.utf8) }
        for pattern in patterns {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(unit + pattern.count)
            while bytes.count < unit { bytes += pattern }
            Self.checkInvariants(bytes, String(decoding: pattern, as: UTF8.self))
        }
    }
}
