/// Hostile and generated Swift files at full size: what one file in a pull request can
/// hold. The same shapes, at seeded smaller sizes, are the scanner's property tests
/// (`PathologicalShapeTests`); here they are timed through the whole of `analyze`.
struct PathologicalShape {
    let name: String
    /// Made only in the process that measures it, so that no other shape's bytes
    /// count in its peak memory.
    let make: () -> [UInt8]

    static func repeated(_ unit: String, _ times: Int) -> [UInt8] {
        let bytes = Array(unit.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count * times + 64)
        for _ in 0..<times { result += bytes }
        return result
    }

    /// `open` × depth, then `close` × depth, then one declaration.
    static func nested(_ name: String, _ open: String, _ close: String, depth: Int = 100_000) -> PathologicalShape {
        PathologicalShape(name: name) {
            repeated(open, depth) + repeated(close, depth) + Array("\nstruct After {}\n".utf8)
        }
    }

    static func chain(_ name: String, _ unit: String, _ end: String, length: Int) -> PathologicalShape {
        PathologicalShape(name: name) { repeated(unit, length) + Array(end.utf8) }
    }

    static let megabytes10 = 10 * 1_048_576

    static func imports(_ attributes: String = "") -> [UInt8] {
        var bytes: [UInt8] = []
        for index in 0..<200_000 { bytes += Array("\(attributes)import M\(index)\n".utf8) }
        return bytes
    }

    static func declarationsAfterAnOpenParenthesis() -> [UInt8] {
        var bytes = Array("let x = f(\n".utf8)
        for index in 0..<100_000 { bytes += Array("struct T\(index) {}\n".utf8) }
        return bytes
    }

    static var all: [PathologicalShape] {
        [
            nested("100k nested struct", "struct S { ", "} "),
            nested("100k nested class", "class C { ", "} "),
            nested("100k nested enum", "enum E { case a; ", "} "),
            nested("100k nested extension", "extension E { ", "} "),
            nested("100k nested func", "func f() { ", "} "),
            nested("100k nested (", "(", ")"),
            nested("100k nested [", "[", "]"),
            nested("100k nested {", "{", "}"),
            nested("100k nested interpolation", "\"\\(", ")\""),
            nested("100k nested #if", "#if A\n", "#endif\n"),
            nested("100k nested /*", "/*", "*/"),
            nested("100k nested @A(", "@A(", ")"),
            nested("100k nested generic", "Array<", ">"),
            PathologicalShape(name: "200k distinct imports") { imports() },
            PathologicalShape(name: "200k @_exported imports") { imports("@_exported ") },
            PathologicalShape(name: "100k declarations after an open (", make: declarationsAfterAnOpenParenthesis),
            chain("200k attributes", "@A ", "struct X {}\n", length: 200_000),
            chain("200k generic parameters", "<T: P, ", ">\n", length: 200_000),
            chain("1M-name dotted chain", "A.", "A\n", length: 1_000_000),
            chain("1M module selectors", "Kit::", "Widget\n", length: 1_000_000),
            chain("10 MB line of operators", "a+(b)-", "\n", length: megabytes10 / 6),
            PathologicalShape(name: "10 MB name") {
                Array("let x: ".utf8) + [UInt8](repeating: UInt8(ascii: "A"), count: megabytes10) + [0x0A]
            },
        ]
    }
}
