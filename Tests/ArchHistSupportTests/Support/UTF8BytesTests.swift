import ArchHistSupport
import Testing

@Suite struct UTF8BytesTests {
    @Test(arguments: [
        ("App/Sketch.playground/Contents.swift", ".playground/", true),
        ("App/Sketch.playground", ".playground/", false),
        (".playground/", ".playground/", true),
        ("App/playground/Main.swift", ".playground/", false),
        ("App/a.playgroun.playground/x", ".playground/", true),
        ("", "x", false),
        ("abc", "", true),
        ("Café/Menü.swift", "é/M", true),
        ("ab", "abc", false),
    ])
    func containsBytesAgreesWithContains(haystack: String, needle: String, expected: Bool) {
        #expect(haystack.containsBytes(needle) == expected)
        #expect(haystack.contains(needle) == expected || needle.isEmpty)
    }
}
