import Testing

@testable import ArchHistSupport

@Suite struct JSONParserTests {
    @Test func scalars() throws {
        #expect(try JSONParser.parse("null") == .null)
        #expect(try JSONParser.parse("true") == .bool(true))
        #expect(try JSONParser.parse("false") == .bool(false))
        #expect(try JSONParser.parse("\"hi\"") == .string("hi"))
        #expect(try JSONParser.parse("42") == 42)
        #expect(try JSONParser.parse(" \t\r\n 7 \n") == 7)
    }

    @Test func containersKeepOrder() throws {
        let value = try JSONParser.parse(#"{"b": 1, "a": [true, null, {"z": "x", "y": []}], "c": {}}"#)
        guard case .object(let object) = value else {
            Issue.record("not an object")
            return
        }
        #expect(object.keys == ["b", "a", "c"])
        #expect(value == ["b": 1, "a": [true, nil, ["z": "x", "y": []]], "c": [:]])
        #expect(value != ["a": [true, nil, ["z": "x", "y": []]], "b": 1, "c": [:]])
    }

    @Test func numbersKeepTheirText() throws {
        for literal in [
            "0", "-0", "1", "-1", "3.25", "1e10", "1E+2", "-2.5e-3", "123456789012345678901234567890", "1e400",
        ] {
            let value = try JSONParser.parse(literal)
            guard case .number(let number) = value else {
                Issue.record("\(literal) is not a number")
                continue
            }
            #expect(number.text == literal)
            #expect(value.compactText == literal)
        }
    }

    @Test func exactIntegers() throws {
        func int(_ literal: String) -> Int? { JSONNumber(literal: literal)?.intValue }
        #expect(int("0") == 0)
        #expect(int("-0") == 0)
        #expect(int("42") == 42)
        #expect(int("-42") == -42)
        #expect(int("3.0") == 3)
        #expect(int("1e3") == 1000)
        #expect(int("2.50e1") == 25)
        #expect(int("1000e-3") == 1)
        #expect(int("0.0e5") == 0)
        #expect(int("9223372036854775807") == Int.max)
        #expect(int("-9223372036854775808") == Int.min)
        #expect(int("9223372036854775808") == nil)
        #expect(int("2.5") == nil)
        #expect(int("1e-1") == nil)
        #expect(int("1e19") == nil)
        #expect(int("1e999999999999999999999") == nil)
        #expect(JSONNumber(literal: "0.5")?.doubleValue == 0.5)
        #expect(JSONNumber(literal: "1e400")?.doubleValue == .infinity)
    }

    @Test func numberLiteralValidation() {
        for good in ["0", "-0", "0.5", "10", "1e5", "1E-5", "1.5e+10"] {
            #expect(JSONNumber(literal: good) != nil, "\(good)")
        }
        for bad in ["", "-", "+1", "01", "1.", ".5", "1e", "1e+", "0x10", " 1", "1 ", "NaN", "Infinity", "1.5.2"] {
            #expect(JSONNumber(literal: bad) == nil, "\(bad)")
        }
    }

    @Test func numberEqualityIsNumeric() {
        let one = JSONNumber(1)
        for same in ["1.0", "10e-1", "0.1e1", "1.000"] {
            let other = JSONNumber(literal: same)!
            #expect(one == other)
            #expect(one.hashValue == other.hashValue)
        }
        #expect(JSONNumber(literal: "0")! == JSONNumber(literal: "-0.0e7")!)
        #expect(JSONNumber(literal: "1.5")! != JSONNumber(literal: "15e-2")!)
        #expect(Set<JSONValue>([1, 1.0, 2]).count == 2)
    }

    @Test func escapes() throws {
        let text = #""\" \\ \/ \b \f \n \r \t \u0041 \u00e9 \u4e2d \u0000""#
        #expect(try JSONParser.parse(text) == .string("\" \\ / \u{8} \u{C} \n \r \t A é 中 \u{0}"))
    }

    @Test func surrogatePairs() throws {
        #expect(try JSONParser.parse(#""\ud83d\ude00""#) == .string("😀"))
        #expect(try JSONParser.parse(#""\uD834\uDD1E!""#) == .string("𝄞!"))
        #expect(try JSONParser.parse(#""x\uDBFF\uDFFFy""#) == .string("x\u{10FFFF}y"))
    }

    @Test func rawUTF8() throws {
        #expect(try JSONParser.parse("\"naïve 中文 😀\"") == .string("naïve 中文 😀"))
        #expect(try JSONParser.parse(["\"".utf8.first!, 0xF0, 0x9F, 0x98, 0x80, "\"".utf8.first!]) == .string("😀"))
    }

    @Test func byteOrderMark() throws {
        #expect(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)) == [1])
        // A BOM does not count as a column.
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1,]".utf8)) }
        do {
            _ = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1,]".utf8))
        } catch {
            #expect(error.description == "1:3: trailing comma before ']' is not allowed")
        }
    }

    @Test func nestingLimit() throws {
        let deepOK = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(throws: Never.self) { try JSONParser.parse(deepOK) }
        let tooDeep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        do {
            _ = try JSONParser.parse(tooDeep)
            Issue.record("parsed")
        } catch {
            #expect(error.kind == .nestingTooDeep(limit: 512))
            #expect(error.column == 513)
        }
        let objects = String(repeating: #"{"a":"#, count: 5) + "1" + String(repeating: "}", count: 5)
        #expect(throws: Never.self) { try JSONParser.parse(objects, maxDepth: 5) }
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(objects, maxDepth: 4) }
        // Far beyond the limit: an error, not a stack overflow.
        let hostile = String(repeating: "[", count: 1_000_000)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(hostile) }
    }

    @Test func roundTrips() throws {
        let documents = [
            #"{"schemaVersion":1,"files":[{"path":"a.swift","imports":["Foundation"]}],"ok":true,"none":null}"#,
            #"[1,-0,2.5,1e400,-3.25e-7,"",{},[],[[]],{"":{}}]"#,
            #""tab\tquote\"back\\slash\u0001 é 😀""#,
        ]
        for document in documents {
            let value = try JSONParser.parse(document)
            #expect(value.compactText == document)
            #expect(try JSONParser.parse(value.prettyText) == value)
            #expect(try JSONParser.parse(value.compactText) == value)
        }
    }

    @Test func builtValuesRoundTrip() throws {
        let value: JSONValue = [
            "schemaVersion": 1,
            "name": "archhist",
            "ratio": 0.1,
            "tiny": 1e-7,
            "big": .int(Int.max),
            "neg": .int(Int.min),
            "list": [1, "two", nil, false, [:], []],
            "controls": .string("\u{0}\u{1F}\u{7F}\n"),
            "unicode": "ü 中 😀 \u{2028}",
        ]
        let parsed = try JSONParser.parse(value.prettyText)
        #expect(parsed == value)
        let cursor = JSONCursor(parsed)
        #expect(try cursor.required("big").int() == Int.max)
        #expect(try cursor.required("neg").int() == Int.min)
        #expect(try cursor.required("ratio").double() == 0.1)
        #expect(try cursor.required("tiny").double() == 1e-7)
    }

    @Test func decodeNamesTheFile() throws {
        let bytes = Array(#"{"layers": [{"name": "core", "paths": [3]}]}"#.utf8)
        do {
            _ = try JSONParser.decode(bytes, file: "archhist.json") { root throws(JSONDecodingError) in
                try root.required("layers").array { layer throws(JSONDecodingError) in
                    try layer.required("paths").stringArray()
                }
            }
            Issue.record("decoded")
        } catch {
            #expect(error.description == "archhist.json: $.layers[0].paths[0]: expected a string, found a number")
        }
        do {
            _ = try JSONParser.decode(Array("{\n  \"a\": 1\n  \"b\": 2\n}".utf8), file: "archhist.json") { $0 }
            Issue.record("decoded")
        } catch {
            #expect(error.description == "archhist.json:3:3: expected ',' or '}' after an object member, found '\"'")
            #expect(error.file == "archhist.json")
        }
    }
}
