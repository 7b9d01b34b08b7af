import Testing

@testable import ArchHistReport

/// No name can start or break a line of text output: control characters are escaped.
@Suite struct TextLayoutTests {
    /// The byte test agrees with Unicode's general category (and the bidi formatting
    /// characters, which reorder what a terminal shows) for every scalar of the first
    /// three planes' starts, alone and between other text.
    @Test func controlCharactersAreFoundFromBytesExactlyAsUnicodeDefinesThem() {
        let bidi: Set<UInt32> = [
            0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
        ]
        for value in UInt32(0)...0x2FFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let isControl = scalar.properties.generalCategory == .control || bidi.contains(value)
            #expect(TextLayout.hasControlCharacter(String(scalar)) == isControl, "U+\(String(value, radix: 16))")
            #expect(TextLayout.hasControlCharacter("ab" + String(scalar) + "é") == isControl)
        }
        #expect(!TextLayout.hasControlCharacter("Sources/Café/Ünïcode 😀.swift"))
    }

    @Test func aNameWithControlCharactersIsWrittenWithEscapes() {
        #expect(TextLayout.visible("evil\n::error file=x::pwned.swift") == "evil\\n::error file=x::pwned.swift")
        #expect(TextLayout.visible("a\u{85}b\u{7F}c\td") == "a\\u{85}b\\u{7f}c\\td")
        #expect(TextLayout.visible("plain/Path.swift") == "plain/Path.swift")
        #expect(TextLayout.visible("invoice\u{202E}fdp.swift") == "invoice\\u{202e}fdp.swift")
    }
}
