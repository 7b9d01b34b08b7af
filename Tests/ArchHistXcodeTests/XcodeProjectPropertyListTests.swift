import ArchHistCore
import Testing

@testable import ArchHistXcode

@Suite("XcodeProject property lists: the OpenStep syntax")
struct XcodeProjectPropertyListTests {
    static func parse(_ text: String) -> PropertyListParser.Result {
        PropertyListParser.parse(Array(text.utf8))
    }

    static func root(_ text: String) -> PropertyListDictionary? {
        parse(text).root?.dictionary
    }

    @Test func dictionariesArraysAndStringsNest() {
        let result = Self.parse("{ a = b; list = ( x, \"y z\", { k = v; }, ); empty = {}; none = (); }")
        #expect(result.warnings.isEmpty)
        #expect(
            result.root
                == .dictionary(
                    PropertyListDictionary(entries: [
                        .init(key: "a", line: 1, value: .string("b")),
                        .init(
                            key: "list", line: 1,
                            value: .array([
                                .string("x"), .string("y z"),
                                .dictionary(
                                    PropertyListDictionary(entries: [.init(key: "k", line: 1, value: .string("v"))])),
                            ])),
                        .init(key: "empty", line: 1, value: .dictionary(PropertyListDictionary())),
                        .init(key: "none", line: 1, value: .array([])),
                    ])))
    }

    @Test func commentsAreSkippedAndLinesCounted() {
        let dictionary = Self.root(
            """
            // !$*UTF8*$!
            {
            	/* a block comment
            	   over two lines */
            	first = 1; // to the end of the line
            	second /* between */ = /* tokens */ "two
            lines";
            	third = 3;
            }
            """)
        #expect(dictionary?.entries.map(\.key) == ["first", "second", "third"])
        #expect(dictionary?.entries.map(\.line) == [5, 6, 8])
        #expect(dictionary?["second"] == .string("two\nlines"))
    }

    @Test func unquotedStringsTakeSlashesColonsDotsAndDollars() {
        let dictionary = Self.root(
            "{ p = ../Shared/Model.swift; q = /Localized/Core.strings; r = $SRCROOT:a_b+c-d; }")
        #expect(dictionary?["p"] == .string("../Shared/Model.swift"))
        #expect(dictionary?["q"] == .string("/Localized/Core.strings"))
        #expect(dictionary?["r"] == .string("$SRCROOT:a_b+c-d"))
        // `(` is not: Xcode quotes "$(SRCROOT)".
        #expect(Self.parse("{ r = $(SRCROOT); }").warnings.first?.message.hasPrefix("expected ';'") == true)
    }

    @Test func quotedStringsDecodeEscapes() {
        let dictionary = Self.root(
            #"{ a = "say \"hi\" \\ now"; b = "tab\there\nnew"; c = 'single "quoted"'; d = "\101\102\7"; }"#)
        #expect(dictionary?["a"] == .string(#"say "hi" \ now"#))
        #expect(dictionary?["b"] == .string("tab\there\nnew"))
        #expect(dictionary?["c"] == .string(#"single "quoted""#))
        #expect(dictionary?["d"] == .string("AB\u{7}"))
    }

    @Test func unicodeEscapesAndRawUTF8BothReadAsUnicode() {
        let dictionary = Self.root(
            #"{ e = "R\U00e9sum\U00E9"; smile = "\UD83D\UDE00!"; raw = "Überblick ✓"; lone = "\UD83Dx"; }"#)
        #expect(dictionary?["e"] == .string("Résumé"))
        #expect(dictionary?["smile"] == .string("😀!"))
        #expect(dictionary?["raw"] == .string("Überblick ✓"))
        #expect(dictionary?["lone"] == .string("\u{FFFD}x"))
    }

    @Test func dataIsKeptAsItsHexDigits() {
        #expect(Self.root("{ d = <0fbd 7891>; }")?["d"] == .string("0fbd7891"))
    }

    @Test func aSyntaxErrorKeepsWhatCameBeforeWithAWarningOnItsLine() {
        let result = Self.parse("{\n a = 1;\n b = 2\n c = 3;\n}")
        #expect(result.root?.dictionary?.entries.map(\.key) == ["a", "b"])
        #expect(result.warnings.map(\.line) == [4])
        #expect(result.warnings.first?.message.contains("expected ';'") == true)
    }

    @Test func anEmptyFileIsAWarning() {
        for text in ["", "   \n// only a comment\n", "\u{FEFF}"] {
            let result = Self.parse(text)
            #expect(result.root == nil)
            #expect(result.warnings.map(\.message) == ["empty property list"])
        }
    }

    @Test func nestingStopsAtTheDepthLimitWithAWarning() {
        let depth = PropertyListParser.maximumDepth
        let allowed = Self.parse(String(repeating: "(", count: depth) + String(repeating: ")", count: depth))
        #expect(allowed.warnings.isEmpty)
        let deeper = Self.parse(String(repeating: "(", count: depth + 1) + String(repeating: ")", count: depth + 1))
        #expect(deeper.warnings.count == 1)
        #expect(deeper.warnings.first?.message.contains("nesting deeper") == true)
        #expect(deeper.root != nil)
    }
}
