import ArchHistTestSupport
import Testing

@testable import ArchHistSupport

@Suite struct JSONWriterTests {
    let sample: JSONValue = .object([
        ("schemaVersion", 1),
        ("tool", "archhist"),
        ("files", .array([["path": "Sources/A.swift", "lines": 120], ["path": "B.swift", "lines": 3]])),
        ("empty", [:]),
        ("none", []),
        ("ratio", 0.25),
        ("ok", true),
        ("missing", nil),
    ])

    @Test func escapesUnsafeText_writesDELC1AndBidiAsEscapes_andReadsBackTheSameValue() throws {
        let text = "a\u{7f}b\u{85}c\u{202e}d\\u\"é\n"
        let value: JSONValue = .object([(text, .string(text))])
        let written = JSONWriter(style: .compact, escapesUnsafeText: true).string(value)
        let escaped = #""a\u007fb\u0085c\u202ed\\u\"é\n""#
        #expect(written == "{" + escaped + ":" + escaped + "}")
        #expect(try JSONParser.parse(written) == value)
        #expect(JSONWriter(style: .compact).string(.string("\u{202e}")) == "\"\u{202e}\"", "off: as it is")
    }

    @Test func compact() {
        #expect(
            JSONWriter(style: .compact).string(sample)
                == #"{"schemaVersion":1,"tool":"archhist","files":[{"path":"Sources/A.swift","lines":120},"#
                + #"{"path":"B.swift","lines":3}],"empty":{},"none":[],"ratio":0.25,"ok":true,"missing":null}"#
        )
    }

    @Test func pretty() {
        let expected = """
            {
              "schemaVersion": 1,
              "tool": "archhist",
              "files": [
                {
                  "path": "Sources/A.swift",
                  "lines": 120
                },
                {
                  "path": "B.swift",
                  "lines": 3
                }
              ],
              "empty": {},
              "none": [],
              "ratio": 0.25,
              "ok": true,
              "missing": null
            }
            """
        #expect(JSONWriter().string(sample) == expected)
        #expect(sample.prettyText == expected)
        #expect(JSONWriter(style: .pretty).string([[1]]) == "[\n  [\n    1\n  ]\n]")
    }

    @Test func stringEscaping() {
        #expect(JSONWriter.quoted("plain") == #""plain""#)
        #expect(JSONWriter.quoted("a\"b\\c") == #""a\"b\\c""#)
        #expect(JSONWriter.quoted("\n\r\t\u{8}\u{C}") == #""\n\r\t\b\f""#)
        #expect(JSONWriter.quoted("\u{0}\u{1}\u{1F}") == #""\u0000\u0001\u001f""#)
        #expect(JSONWriter.quoted("a/b é 中 😀 \u{7F}") == "\"a/b é 中 😀 \u{7F}\"")
    }

    @Test func numbers() {
        #expect(JSONValue.int(0).compactText == "0")
        #expect(JSONValue.int(-12).compactText == "-12")
        #expect(JSONValue(integerLiteral: 3).compactText == "3")
        #expect(JSONValue.double(3).compactText == "3.0")
        #expect(JSONValue.double(0.1).compactText == "0.1")
        #expect(JSONValue.double(-2.5e-8).compactText == "-2.5e-08")
        #expect(JSONValue.double(1e300).compactText == "1e+300")
        #expect(JSONValue.double(.leastNonzeroMagnitude).compactText == "5e-324")
    }

    @Test func nonFiniteDoublesBecomeNull() {
        #expect(JSONValue.double(.nan) == .null)
        #expect(JSONValue.double(.infinity) == .null)
        #expect(JSONValue.double(-.infinity) == .null)
        #expect(JSONNumber(Double.nan) == nil)
        #expect(JSONNumber(Double.infinity) == nil)
    }

    @Test func shortestRoundTripDoubles() throws {
        var random = SeededRandom(seed: 7)
        for _ in 0..<2000 {
            let double = Double(bitPattern: random.next())
            guard double.isFinite else { continue }
            let text = JSONValue.double(double).compactText
            let parsed = try JSONCursor(JSONParser.parse(text)).double()
            #expect(parsed == double, "\(text)")
        }
    }

    @Test func objectBuilding() {
        var object: JSONObject = ["b": 1, "a": 2]
        object["c"] = 3
        object["b"] = 10
        #expect(object.keys == ["b", "a", "c"])
        object["a"] = nil
        #expect(object.keys == ["b", "c"])
        #expect(object["c"] == 3)
        #expect(object["a"] == nil)
        #expect(JSONValue.object(object).compactText == #"{"b":10,"c":3}"#)
        // A repeated key in a builder: first position, last value.
        let repeated: JSONObject = [("x", 1), ("y", 2), ("x", 3)]
        #expect(JSONValue.object(repeated).compactText == #"{"x":3,"y":2}"#)
        let pairs: [(String, JSONValue)] = [("k", 1), ("j", "v")]
        let labelled: [JSONObject.Member] = [(key: "k", value: 1), (key: "j", value: "v")]
        #expect(JSONObject(pairs) == JSONObject(labelled))
        #expect(JSONObject(pairs.lazy.map { ($0.0, $0.1) }).keys == ["k", "j"])
        #expect(Array(JSONObject(pairs)).map(\.key) == ["k", "j"])
        #expect(JSONValue.string(nil as String?) == .null)
        #expect(JSONValue.string("s" as String?) == "s")
    }

    @Test func description() {
        let value: JSONValue = ["a": [1, 2]]
        #expect(value.description == #"{"a":[1,2]}"#)
    }
}
