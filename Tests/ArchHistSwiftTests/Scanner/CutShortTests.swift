import ArchHistCore
import ArchHistSwift
import Testing

/// Code cut short (a file cut in half, a bracket never closed, a regex literal that is
/// no literal) and code nested beyond reason: facts as far as they go, and a note.
@Suite("Code cut short and deep nesting")
struct CutShortTests {
    static let cutShort: [ScanCase] = [
        ScanCase(
            name: "an unclosed bracket is closed by the next declaration",
            source: "let b = [1,\npublic final class After: Base {}\nfunc later() {}\n",
            declarations: ["class After L2 : Base"],
            references: ["Base@2"],
            warnings: [
                "L1 `[` is not closed before the declaration on line 2: the code may be cut short; read as closed there"
            ]),
        ScanCase(
            name: "a regex literal that is no literal opens a parenthesis",
            source: "let r = /abc(\nstruct After {}\nextension After: P {}\n",
            declarations: ["struct After L2", "extension After L3 : P"],
            references: ["After@3", "P@3"],
            warnings: [
                "L1 `(` is not closed before the declaration on line 2: the code may be cut short; read as closed there"
            ]),
        ScanCase(
            name: "inside a body, the brackets above it are closed, not the body",
            source: "struct A {\n    let x = f(g(1,\n    struct B {}\n}\n",
            declarations: ["struct A L1", "struct A.B L3"],
            warnings: [
                "L2 `(` is not closed before the declaration on line 3: the code may be cut short; read as closed there"
            ]),
        ScanCase(
            name: "attributes before the declaration stay its own",
            source: "let x = f(1,\n@MainActor\n@available(iOS 17, *) final class After {}\n",
            declarations: ["class After L3 @MainActor @available"],
            warnings: [
                "L1 `(` is not closed before the declaration on line 2: the code may be cut short; read as closed there"
            ]),
        ScanCase(
            name: "an attributed closure type in a parameter list closes nothing",
            source: "func f(\n    @escaping () -> Void,\n    @MainActor @Sendable () -> Void\n) {}\n",
            warnings: []),
        ScanCase(
            name: "keywords as argument labels close nothing",
            source: "f(\n    import: 1,\n    class: 2,\n    struct: 3)\nstruct A {}\n",
            declarations: ["struct A L5"],
            warnings: []),
        ScanCase(
            name: "a declaration keyword in an interpolation is the lexer's to report",
            source: "let s = \"\\(f(\nstruct X {}\n",
            warnings: ["L1 unterminated string literal"]),
        ScanCase(
            name: "a file cut in the middle of a body",
            source: "struct A {\n    func f() {\n        let b = [1,\n",
            declarations: ["struct A L1"],
            warnings: [
                "L3 `[` is never closed: the file may be cut short, and what follows is read as inside it "
                    + "(its declarations may be taken for uses)"
            ]),
    ]

    @Test(arguments: cutShort)
    func scan(_ c: ScanCase) { check(c) }

    /// `struct S {` nested 100 deep: the 64 outer ones are declarations, the rest are
    /// not (their names would hold every name around them), with one note.
    @Test func typesNestedBeyondTheBoundAreNotDeclarations() {
        let depth = 100
        let source =
            String(repeating: "struct S {\n", count: depth) + "let u: Used\n"
            + String(repeating: "}\n", count: depth)
        let facts = Describe.scan(source)
        #expect(facts.declarations.count == 64)
        #expect(facts.declarations.last?.name == Array(repeating: "S", count: 64).joined(separator: "."))
        #expect(facts.references.map(Describe.reference) == ["Used@101"])
        #expect(
            facts.warnings.map(Describe.warning) == [
                "L65 types nested deeper than 64 levels, or with a qualified name longer than 4096 bytes, are not "
                    + "recorded as declarations (from here on)"
            ])
    }

    /// After the nest closes, declarations are recorded again, and an enum beyond the
    /// bound still declares its cases as cases, not uses.
    @Test func declarationsAfterADeepNestAreRecorded() {
        let source =
            String(repeating: "struct S {\n", count: 70) + "enum E { case Value }\n"
            + String(repeating: "}\n", count: 70) + "struct After {}\n"
        let facts = Describe.scan(source)
        #expect(facts.declarations.last.map(Describe.declaration) == "struct After L142")
        #expect(facts.references.isEmpty)
    }

    @Test func aLongQualifiedNameIsNotRecorded() {
        let long = String(repeating: "N", count: 3_000)
        let facts = Describe.scan("struct \(long) {\n    struct \(long) {}\n    struct Short {}\n}\n")
        #expect(facts.declarations.map(\.name) == [long, long + ".Short"])
        #expect(facts.warnings.map(\.line) == [2])
    }

    /// Every prefix of a chain is a reference, so a chain costs the square of its
    /// length: only its first 16 components are references.
    @Test func aLongChainGivesItsFirstSixteenPrefixes() {
        let chain = (1...40).map { "T\($0)" }
        let facts = Describe.scan("let x = \(chain.joined(separator: ".")).value\n")
        #expect(facts.references.map(\.name) == (1...16).map { chain.prefix($0).joined(separator: ".") })
    }
}
