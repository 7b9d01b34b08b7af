import Testing

@testable import ArchHistSupport

@Suite struct JSONSyntaxErrorTests {
    private func failure(_ text: String) -> JSONSyntaxError? {
        failure(Array(text.utf8))
    }

    private func failure(_ bytes: [UInt8]) -> JSONSyntaxError? {
        do {
            _ = try JSONParser.parse(bytes)
            return nil
        } catch {
            return error
        }
    }

    static let cases: [(input: String, description: String)] = [
        ("", "1:1: expected a JSON value, found end of input"),
        ("   \n  ", "2:3: expected a JSON value, found end of input"),
        ("{\n  \"a\": 1\n  \"b\": 2\n}", "3:3: expected ',' or '}' after an object member, found '\"'"),
        ("{\"a\": 1", "1:8: expected ',' or '}' after an object member, found end of input"),
        ("[1 2]", "1:4: expected ',' or ']' after an array element, found '2'"),
        ("[1", "1:3: expected ',' or ']' after an array element, found end of input"),
        ("[1,]", "1:3: trailing comma before ']' is not allowed"),
        ("{\"a\": 1,\n}", "1:8: trailing comma before '}' is not allowed"),
        ("{\"a\" 1}", "1:6: expected ':' after an object key, found '1'"),
        ("{a: 1}", "1:2: expected a string key or '}', found 'a'"),
        ("{\"a\": 1, 2}", "1:10: expected a string key, found '2'"),
        ("{'a': 1}", "1:2: expected a string key or '}', found a single quote (JSON strings take double quotes)"),
        ("[,]", "1:2: expected a value or ']', found ','"),
        ("[1,,2]", "1:4: expected a value, found ','"),
        ("{\"a\":}", "1:6: expected a value, found '}'"),
        ("[True]", "1:2: expected a value or ']', found 'True'"),
        ("nul", "1:1: expected a value, found 'nul'"),
        ("truex", "1:1: expected a value, found 'truex'"),
        ("NaN", "1:1: expected a value, found 'NaN'"),
        ("[+1]", "1:2: expected a value or ']', found '+'"),
        ("[.5]", "1:2: expected a value or ']', found '.'"),
        ("-", "1:2: invalid number: expected a digit after '-'"),
        ("[-x]", "1:3: invalid number: expected a digit after '-'"),
        ("[01]", "1:2: invalid number: leading zeros are not allowed"),
        ("-012", "1:1: invalid number: leading zeros are not allowed"),
        ("1.", "1:3: invalid number: expected a digit after '.'"),
        ("1.e5", "1:3: invalid number: expected a digit after '.'"),
        ("1e", "1:3: invalid number: expected a digit in the exponent"),
        ("[1e+]", "1:5: invalid number: expected a digit in the exponent"),
        ("[1.5x]", "1:5: expected ',' or ']' after an array element, found 'x'"),
        ("\"abc", "1:1: unterminated string"),
        ("[\"a\\", "1:2: unterminated string"),
        ("\"line\nbreak\"", "1:6: line break in a string: write it as '\\n', or close the string with '\"'"),
        ("\"tab\there\"", "1:5: control character U+0009 must be escaped in a string"),
        ("\"\\x\"", "1:2: invalid escape sequence '\\x'"),
        ("\"\\'\"", "1:2: invalid escape sequence '\\''"),
        ("\"\\u12\"", "1:2: expected four hexadecimal digits after '\\u'"),
        ("\"\\uZZZZ\"", "1:2: expected four hexadecimal digits after '\\u'"),
        ("\"\\u", "1:2: expected four hexadecimal digits after '\\u'"),
        ("\"\\ud800\"", "1:2: unpaired UTF-16 surrogate '\\uD800'"),
        ("\"\\ud800\\u0041\"", "1:2: unpaired UTF-16 surrogate '\\uD800'"),
        ("\"\\udc00\"", "1:2: unpaired UTF-16 surrogate '\\uDC00'"),
        ("\"ok\\udc00\"", "1:4: unpaired UTF-16 surrogate '\\uDC00'"),
        ("{\"a\": 1, \"b\": 2, \"a\": 3}", "1:18: duplicate key \"a\" in object"),
        ("// comment\n{}", "1:1: comments are not allowed in JSON"),
        ("{\"a\": 1 /* no */}", "1:9: comments are not allowed in JSON"),
        ("[1] // trailing", "1:5: comments are not allowed in JSON"),
        ("{} {}", "1:4: expected end of input after the JSON value, found '{'"),
        ("1 2", "1:3: expected end of input after the JSON value, found '2'"),
        ("\"é\" x", "1:5: expected end of input after the JSON value, found 'x'"),
        ("[\u{1}]", "1:2: expected a value or ']', found control character U+0001"),
        ("[é]", "1:2: expected a value or ']', found 'é' (U+00E9)"),
        ("[\u{A0}1]", "1:2: expected a value or ']', found U+00A0"),
        ("\t\t[x]", "1:4: expected a value or ']', found 'x'"),
        ("\"中文\" x", "1:6: expected end of input after the JSON value, found 'x'"),
    ]

    @Test(arguments: cases)
    func reportsLineColumnAndMessage(_ example: (input: String, description: String)) {
        #expect(failure(example.input)?.description == example.description, "\(example.input)")
    }

    @Test func invalidUTF8() {
        // Lone continuation byte, overlong encoding, surrogate, beyond U+10FFFF, truncated.
        let badSequences: [[UInt8]] = [
            [0x80], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE4, 0xB8],
        ]
        for bad in badSequences {
            let input = Array("[\"ab".utf8) + bad + Array("\"]".utf8)
            let error = failure(input)
            #expect(error?.kind == .invalidUTF8)
            #expect(error?.offset == 4)
            #expect(error?.column == 5)
        }
        #expect(failure([0xFF])?.description == "1:1: expected a value, found invalid UTF-8 byte 0xFF")
    }

    @Test func kindsAndPositions() {
        let error = failure("{\n\t\"layers\": [\n\t\t{\"name\": \"core\",}\n\t]\n}")
        #expect(error?.kind == .trailingComma(before: "}"))
        #expect(error?.line == 3)
        #expect(error?.column == 18)
        #expect(
            error?.described(file: "archhist.json") == "archhist.json:3:18: trailing comma before '}' is not allowed")
        #expect(failure("{\"k\": 1, \"k\": 2}")?.kind == .duplicateKey("k"))
        #expect(failure("[\"\\q\"]")?.kind == .invalidEscape("\\q"))
        #expect(failure("\"\\\n\"")?.kind == .invalidEscape("\\ followed by control character U+000A"))
        #expect(failure("\"a\u{7}\"")?.kind == .controlCharacterInString(7))
        #expect(failure("[\"\\ud83d\"]")?.kind == .unpairedSurrogate(0xD83D))
        // CRLF line endings: the \r is white space, the \n ends the line.
        #expect(failure("[\r\n1,\r\n]")?.description == "2:2: trailing comma before ']' is not allowed")
    }
}
