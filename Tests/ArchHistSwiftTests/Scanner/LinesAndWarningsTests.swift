import ArchHistCore
import ArchHistSwift
import Testing

@Suite("Lines and warnings")
struct LinesAndWarningsTests {
    static let cases: [ScanCase] = [
        ScanCase(name: "empty", source: "", lineCount: 0, warnings: []),
        ScanCase(name: "one line without newline", source: "let x = 1", lineCount: 1),
        ScanCase(name: "one line with newline", source: "let x = 1\n", lineCount: 1),
        ScanCase(name: "blank lines", source: "\n\n\n", lineCount: 3),
        ScanCase(name: "final line without newline", source: "a\nb", lineCount: 2),
        ScanCase(
            name: "CRLF",
            source: "struct A {}\r\n\r\n/* x\r\n */ struct B {}\r\nstruct C {}",
            declarations: ["struct A L1", "struct B L4", "struct C L5"], lineCount: 5),
        ScanCase(
            name: "unterminated block comment",
            source: "struct A {}\n/* open /* nested */\nstruct Hidden {}\n",
            declarations: ["struct A L1"], lineCount: 3, warnings: ["L2 unterminated block comment at end of file"]),
        ScanCase(
            name: "unterminated multi-line string",
            source: "struct A {}\nlet s = \"\"\"\nstruct Hidden {}\n",
            declarations: ["struct A L1"], warnings: ["L2 unterminated string literal at end of file"]),
        ScanCase(
            name: "unterminated single-line string stops at the line end",
            source: "let s = \"open\nstruct Seen {}\n",
            declarations: ["struct Seen L2"], warnings: ["L1 unterminated string literal"]),
        ScanCase(
            name: "unterminated interpolation in a single-line string",
            source: "let s = \"a \\(foo(1,\nstruct Seen {}\n",
            declarations: ["struct Seen L2"], warnings: ["L1 unterminated string literal"]),
        ScanCase(
            name: "unterminated interpolation at end of file",
            source: "let s = \"\"\"\n\\(foo(\nstruct Inside {}",
            warnings: ["L1 unterminated string interpolation at end of file"]),
        ScanCase(
            name: "unterminated extended regex",
            source: "let r = #/\nabc\n", warnings: ["L1 unterminated regex literal at end of file"]),
        ScanCase(
            name: "truncated declaration",
            source: "import Foundation\npublic final class Truncated: Base, Pro",
            imports: ["import Foundation L1"], declarations: ["class Truncated L2 : Base, Pro"], lineCount: 2),
        ScanCase(
            name: "truncated after keyword",
            source: "struct", declarations: [], lineCount: 1),
        ScanCase(
            name: "truncated attribute",
            source: "@available(iOS", declarations: [], attributes: []),
    ]

    @Test(arguments: cases)
    func scan(_ c: ScanCase) { check(c) }

    @Test func invalidUTF8IsOneWarningAtTheFirstBadByte() {
        var bytes = Array("import A\nstruct Good {}\nlet s = \"".utf8)
        bytes += [0xFF, 0xC3]  // invalid, then a truncated sequence
        bytes += Array("\"\nstruct AlsoGood {}\n".utf8)
        bytes += [0xE2, 0x82]
        let facts = SwiftScanner.scan(bytes)
        #expect(facts.imports.map(\.module) == ["A"])
        #expect(facts.declarations.map(\.name) == ["Good", "AlsoGood"])
        #expect(facts.warnings == [ScanWarning(line: 3, message: "invalid UTF-8")])
        #expect(facts.lineCount == 5)
    }

    @Test func overlongAndSurrogateEncodingsAreInvalid() {
        for bad: [UInt8] in [
            [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x80],
        ] {
            let facts = SwiftScanner.scan(Array("let x = 1\n".utf8) + bad)
            #expect(facts.warnings.map(\.message) == ["invalid UTF-8"], "\(bad)")
        }
        let valid = SwiftScanner.scan(Array("let é = \"日本 🎉 \u{10FFFF}\"".utf8))
        #expect(valid.warnings.isEmpty)
    }

    /// The word-at-a-time paths (UTF-8 check, line comments) must stop at the end of the
    /// buffer: here the byte just past it is invalid UTF-8, at every length up to 80.
    @Test func nothingPastTheEndIsRead() {
        let text = Array("import A // a comment that runs on\nstruct B: C {}\n//x".utf8)
        for length in 0...80 {
            var bytes = Array(repeating: UInt8(ascii: " "), count: max(0, length - text.count))
            bytes += text.suffix(min(length, text.count))
            bytes.append(0xFF)
            let facts = bytes.withUnsafeBytes { SwiftScanner.scan(UnsafeRawBufferPointer(rebasing: $0.dropLast())) }
            #expect(facts.warnings.isEmpty, "length \(length)")
        }
    }

    @Test func rawBufferAndArrayGiveTheSameFacts() {
        let source = Array("import A\n@main struct B: C { @State var d: E }\n".utf8)
        let viaArray = SwiftScanner.scan(source)
        let viaBuffer = source.withUnsafeBytes { SwiftScanner.scan($0) }
        #expect(viaArray == viaBuffer)
        #expect(SwiftScanner.scan(UnsafeRawBufferPointer(start: nil, count: 0)) == FileFacts())
    }
}
