import Testing

@testable import ArchHistSwift

/// Token-level checks: kinds, exact byte ranges, lines.
@Suite("Lexer")
struct LexerTests {
    struct LexCase: Sendable, CustomTestStringConvertible {
        var source: String
        /// `kind:text` per token; `text` is the token's bytes (backtick names without backticks).
        var tokens: [String]
        var testDescription: String { source }
    }

    static func lex(_ source: String) -> (tokens: [Token], text: (Token) -> String, warnings: [String]) {
        let bytes = Array(source.utf8)
        let lexed = bytes.withUnsafeBufferPointer { Lexer.tokenize($0.baseAddress, count: $0.count) }
        return (
            lexed.tokens, { String(decoding: bytes[$0.startIndex..<$0.endIndex], as: UTF8.self) },
            lexed.warnings.map { "L\($0.line) \($0.message)" }
        )
    }

    static func describe(_ source: String) -> [String] {
        let (tokens, text, _) = lex(source)
        return tokens.map { "\($0.kind):\(text($0))" }
    }

    static let cases: [LexCase] = [
        LexCase(
            source: "let x = a?.b ?? c!",
            tokens: [
                "identifier:let", "identifier:x", "operator:=", "identifier:a", "operator:?", "dot:.", "identifier:b",
                "operator:??", "identifier:c", "operator:!",
            ]),
        LexCase(
            source: "0..<10 1...n x.0.1 1.5e-3 0x1p-2 1_000",
            tokens: [
                "number:0", "operator:..<", "number:10", "number:1", "operator:...", "identifier:n", "identifier:x",
                "dot:.", "number:0.1", "number:1.5e-3", "number:0x1p-2", "number:1_000",
            ]),
        LexCase(source: "a+/*c*/b//d", tokens: ["identifier:a", "operator:+", "identifier:b"]),
        LexCase(
            source: "`class` `a b` $0 $value",
            tokens: ["identifier:class", "identifier:a b", "dollarIdentifier:$0", "dollarIdentifier:$value"]),
        LexCase(
            source: #""a\(b)c\(d)e""#,
            tokens: [#"stringHead:"a\("#, "identifier:b", #"stringMiddle:)c\("#, "identifier:d", #"stringTail:)e""#]
        ),
        LexCase(source: ###"#"a\(b)"# ##"x"#y"##"###, tokens: [##"string:#"a\(b)"#"##, ###"string:##"x"#y"##"###]),
        LexCase(
            source: ##"#"a\#(b)"#"##, tokens: [##"stringHead:#"a\#("##, "identifier:b", ##"stringTail:)"#"##]),
        LexCase(source: "x = /a+/", tokens: ["identifier:x", "operator:=", "regex:/a+/"]),
        LexCase(source: "x = #/a/b/#", tokens: ["identifier:x", "operator:=", "regex:#/a/b/#"]),
        LexCase(
            source: "x = a / b", tokens: ["identifier:x", "operator:=", "identifier:a", "operator:/", "identifier:b"]),
        LexCase(
            source: "#if DEBUG\n#elseif X\n#else\n#endif\n#selector(f)",
            tokens: [
                "poundIf:#if", "identifier:DEBUG", "poundElseif:#elseif", "identifier:X", "poundElse:#else",
                "poundEndif:#endif", "poundKeyword:#selector", "leftParen:(", "identifier:f", "rightParen:)",
            ]),
        LexCase(source: "@main\\.x", tokens: ["at:@", "identifier:main", "backslash:\\", "dot:.", "identifier:x"]),
        LexCase(source: "##", tokens: ["hash:#", "hash:#"]),
        LexCase(source: "'a'", tokens: ["unknown:'", "identifier:a", "unknown:'"]),
    ]

    @Test(arguments: cases)
    func tokens(_ c: LexCase) {
        #expect(Self.describe(c.source) == c.tokens)
    }

    @Test func keywordsAreClassifiedButBackticksAreNames() {
        let (tokens, _, _) = Self.lex("struct `struct` Self associatedtype precedencegroup structs")
        #expect(tokens.map(\.keyword) == [.struct, .none, .capitalSelf, .associatedtype, .precedencegroup, .none])
    }

    @Test func linesAndFlags() {
        let (tokens, text, _) = Self.lex("a /* 1\n2 */ b\r\n\"\"\"\nx\n\"\"\" c\n  d")
        #expect(tokens.map(text) == ["a", "b", "\"\"\"\nx\n\"\"\"", "c", "d"])
        #expect(tokens.map(\.line) == [1, 2, 3, 5, 6])
        #expect(tokens.map(\.hasNewlineBefore) == [false, true, true, false, true])
        #expect(tokens.map(\.hasSpaceBefore) == [false, true, true, true, true])
    }

    @Test func commentOnlyAndShebang() {
        #expect(Self.describe("#!/usr/bin/env swift\n// only\n/* c */").isEmpty)
        #expect(Self.describe("\u{FEFF}x") == ["identifier:x"])
    }

    @Test func warnings() {
        #expect(Self.lex("/* /* */").warnings == ["L1 unterminated block comment at end of file"])
        #expect(Self.lex("\"abc").warnings == ["L1 unterminated string literal at end of file"])
        #expect(Self.lex("x\n\"\"\"\nabc").warnings == ["L2 unterminated string literal at end of file"])
    }
}

@Suite("Keywords")
struct KeywordTests {
    @Test func everySpellingIsFoundAndNothingElse() {
        #expect(Keyword.slots.filter { $0 != 0 }.count == Keyword.spellings.count)
        for (spelling, keyword) in Keyword.spellings {
            let bytes = Array(spelling.utf8)
            #expect(
                bytes.withUnsafeBufferPointer { Keyword.classify($0.baseAddress!, $0.count) } == keyword, "\(spelling)")
            // Near misses: a prefix, an extension, another case.
            for near in [String(spelling.dropLast()), spelling + "s", spelling.uppercased()] where !near.isEmpty {
                let other = Array(near.utf8)
                let found = other.withUnsafeBufferPointer { Keyword.classify($0.baseAddress!, $0.count) }
                #expect(found == Keyword.spellings.first { $0.0 == near }?.1 ?? .none, "\(near)")
            }
        }
    }
}
