import Testing

@testable import ArchHistSupport

@Suite struct JSONCursorTests {
    let spec = JSONCursor(
        [
            "schemaVersion": 1,
            "format": "jsno",
            "layers": [
                ["name": "core", "paths": ["Sources/Core"]],
                ["name": "ui", "paths": ["Sources/UI", 3]],
                ["nmae": "x", "paths": []],
            ],
            "max-depth": 2.5,
            "huge": 1e300,
            "empty": "",
            "nothing": nil,
        ] as JSONValue
    )

    /// The description of the `JSONDecodingError` that `body` throws.
    private func error(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch let error as JSONDecodingError {
            return error.description
        } catch {
            return "unexpected \(error)"
        }
    }

    @Test func readsTypedValues() throws {
        #expect(try spec.required("schemaVersion").int() == 1)
        #expect(try spec.required("schemaVersion").int(in: 1...1) == 1)
        #expect(try spec.required("schemaVersion").double() == 1)
        #expect(try spec.required("huge").double() == 1e300)
        let layers = try spec.required("layers").array()
        #expect(layers.map(\.path) == ["$.layers[0]", "$.layers[1]", "$.layers[2]"])
        #expect(try layers[0].required("paths").stringArray() == ["Sources/Core"])
        #expect(try layers[0].required("name").nonEmptyString() == "core")
        #expect(try spec.optional("absent") == nil)
        #expect(try spec.optional("nothing") == nil)
        #expect(try spec.required("nothing").isNull)
        #expect(try spec.optional("format")?.string() == "jsno")
        let members = try spec.object()
        #expect(members.map(\.key) == ["schemaVersion", "format", "layers", "max-depth", "huge", "empty", "nothing"])
        #expect(members[3].value.path == #"$["max-depth"]"#)
        #expect(try JSONCursor(true).bool())
    }

    @Test func typeMismatchesNameThePath() {
        #expect(
            error { _ = try spec.required("layers").array()[1].required("paths").stringArray() }
                == "$.layers[1].paths[1]: expected a string, found a number"
        )
        #expect(error { _ = try spec.required("format").int() } == "$.format: expected an integer, found a string")
        #expect(
            error { _ = try spec.required("max-depth").int() } == #"$["max-depth"]: expected an integer, found 2.5"#)
        #expect(
            error { _ = try spec.required("schemaVersion").int(in: 2...3) }
                == "$.schemaVersion: expected an integer from 2 through 3, found 1"
        )
        #expect(error { _ = try spec.required("layers").string() } == "$.layers: expected a string, found an array")
        #expect(error { _ = try spec.required("format").array() } == "$.format: expected an array, found a string")
        #expect(
            error { _ = try spec.required("format").stringArray() }
                == "$.format: expected an array of strings, found a string")
        #expect(error { _ = try spec.required("nothing").string() } == "$.nothing: expected a string, found null")
        #expect(error { _ = try spec.required("format").bool() } == "$.format: expected true or false, found a string")
        #expect(error { _ = try spec.required("format").double() } == "$.format: expected a number, found a string")
        #expect(
            error { _ = try spec.required("empty").nonEmptyString() }
                == "$.empty: expected a non-empty string, found an empty string")
        #expect(
            error { _ = try spec.required("format").required("x") } == "$.format: expected an object, found a string")
        #expect(
            error { _ = try JSONCursor(JSONParser.parse("1e400")).double() }
                == "$: expected a finite number, found 1e400")
    }

    @Test func missingRequiredKey() {
        #expect(
            error { _ = try spec.required("layers").array()[2].required("name") }
                == #"$.layers[2]: expected key "name", found an object without it"#
        )
    }

    @Test func unknownKeysAreRejected() {
        #expect(error { try spec.required("layers").array()[0].allowedKeys(["name", "paths"]) } == nil)
        #expect(
            error { try spec.required("layers").array()[2].allowedKeys(["name", "paths"]) }
                == #"$.layers[2].nmae: expected one of the keys "name", "paths", found unknown key "nmae" (did "#
                + #"you mean "name"?)"#
        )
        #expect(
            error { try JSONCursor(["zzz": 1]).allowedKeys(["name", "paths"]) }
                == #"$.zzz: expected one of the keys "name", "paths", found unknown key "zzz""#
        )
        #expect(
            error { try JSONCursor(["a b": 1]).allowedKeys(["ab"]) }
                == #"$["a b"]: expected only the key "ab", found unknown key "a b" (did you mean "ab"?)"#
        )
        #expect(error { try JSONCursor(["a": 1]).allowedKeys([]) } == #"$.a: expected no keys, found unknown key "a""#)
        #expect(error { try JSONCursor([1]).allowedKeys(["a"]) } == "$: expected an object, found an array")
    }

    enum Format: String, CaseIterable {
        case text, json
    }

    @Test func enumValues() throws {
        #expect(try JSONCursor("json").enumValue(of: ["text", "json"]) == "json")
        #expect(try JSONCursor("text").enumValue(Format.self) == .text)
        #expect(
            error { _ = try spec.required("format").enumValue(Format.self) }
                == #"$.format: expected one of "text", "json", found "jsno" (did you mean "json"?)"#
        )
        #expect(
            error { _ = try spec.required("schemaVersion").enumValue(of: ["a"]) }
                == #"$.schemaVersion: expected one of "a", found a number"#
        )
    }

    struct Layer: JSONDecodable, Equatable {
        var name: String
        var paths: [String]
        init(name: String, paths: [String]) {
            self.name = name
            self.paths = paths
        }
        init(json: JSONCursor) throws(JSONDecodingError) {
            try json.allowedKeys(["name", "paths"])
            name = try json.required("name").string()
            paths = try json.optional("paths")?.stringArray() ?? []
        }
    }

    @Test func decodableTypes() throws {
        let bytes = Array(#"{"layers": [{"name": "core", "paths": ["a"]}, {"name": "ui"}]}"#.utf8)
        let layers = try JSONParser.decode(bytes, file: "archhist.json") { root throws(JSONDecodingError) in
            try root.required("layers").array(of: Layer.self)
        }
        #expect(layers == [Layer(name: "core", paths: ["a"]), Layer(name: "ui", paths: [])])
        do {
            _ = try JSONParser.decode(Layer.self, from: Array(#"{"name": "x", "path": []}"#.utf8), file: "plan.json")
            Issue.record("decoded")
        } catch {
            #expect(
                error
                    == .decoding(
                        file: "plan.json",
                        JSONDecodingError(
                            path: "$.path", expected: #"one of the keys "name", "paths""#,
                            found: #"unknown key "path" (did you mean "paths"?)"#)
                    )
            )
        }
    }

    @Test func customErrors() {
        let cursor = JSONCursor("core", path: "$.layers[0].name")
        #expect(
            cursor.error(expected: "a unique name").description
                == "$.layers[0].name: expected a unique name, found a string")
        #expect(
            cursor.error(expected: "a unique name", found: #""core" again"#).described(file: "archhist.json")
                == #"archhist.json: $.layers[0].name: expected a unique name, found "core" again"#
        )
    }

    @Test func paths() {
        #expect(JSONCursor.path("$", key: "layers") == "$.layers")
        #expect(JSONCursor.path("$", key: "_x9") == "$._x9")
        #expect(JSONCursor.path("$", key: "9x") == #"$["9x"]"#)
        #expect(JSONCursor.path("$", key: "") == #"$[""]"#)
        #expect(JSONCursor.path("$", key: "a\"b") == #"$["a\"b"]"#)
    }
}
