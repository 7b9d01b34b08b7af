import ArchHistCore
import ArchHistSwift
import ArchHistTestSupport
import Testing

/// Generated pathological shapes (deep nesting of each bracket and declaration kind,
/// long chains of attributes, generics, operators and names, lines of 10 MB): the
/// facts stay well formed and bounded. Sizes are drawn from a seed, so a failure
/// reproduces; how fast is for `archhist-bench` to say (its "pathological" section
/// runs the same shapes at full size), never a timed test.
@Suite("Pathological shapes")
struct PathologicalShapeTests {
    /// What opens a level, and what closes it.
    static let nestings: [(open: String, close: String)] = [
        ("(", ")"), ("[", "]"), ("{", "}"), ("\"\\(", ")\""), ("#if A\n", "#endif\n"), ("/*", "*/"),
        ("struct S { ", "} "), ("class C { ", "} "), ("enum E { case a; ", "} "), ("protocol P { ", "} "),
        ("actor A { ", "} "), ("extension E { ", "} "), ("func f() { ", "} "), ("@A(", ")"), ("f(x: { ", "}) "),
        ("Array<", ">"), ("let x = [S(y: ", ")] "),
    ]

    /// A unit repeated: chains that are long, not deep.
    static let chains: [(unit: String, end: String)] = [
        ("@A ", "struct X {}\n"), ("@A(B.C) ", "func f() {}\n"), ("public ", "struct X {}\n"),
        ("a + ", "a\n"), ("A.", "A\n"), ("Kit::", "Widget\n"), ("A & ", "A\n"), ("struct A: B, ", "C {}\n"),
        ("x?.y!", "\n"), ("<T: P, ", ">\n"), ("case a, ", "b\n"), ("$S.", "$S\n"),
    ]

    static func repeated(_ unit: String, _ times: Int) -> [UInt8] {
        let bytes = Array(unit.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count * times)
        for _ in 0..<times { result += bytes }
        return result
    }

    /// The invariants of every input, and bounds that keep facts linear in the input.
    static func checkWellFormed(_ bytes: [UInt8], _ label: String) {
        PropertyTests.checkInvariants(bytes, label)
        let facts = SwiftScanner.scan(bytes)
        #expect(facts.declarations.allSatisfy { !$0.name.isEmpty && $0.name.utf8.count <= 4_096 }, "\(label)")
        #expect(facts.declarations.allSatisfy { $0.name.split(separator: ".").count <= 64 }, "\(label)")
        #expect(facts.references.allSatisfy { !$0.name.isEmpty }, "\(label)")
        #expect(facts.references.allSatisfy { $0.name.split(separator: ".").count <= 16 }, "\(label)")
        #expect(facts.warnings.count <= 20, "\(label)")
    }

    @Test func deepNestingOfEveryBracketAndDeclarationKind() {
        var rng = SeededRandom(seed: 0xDEE9_0001)
        for (open, close) in Self.nestings {
            for closed in [true, false] {
                let depth = 1_000 + rng.next(below: 20_000)
                var bytes = Self.repeated(open, depth)
                if closed { bytes += Self.repeated(close, depth) }
                bytes += Array("\nstruct After {}\n".utf8)
                Self.checkWellFormed(bytes, "\(open) × \(depth)\(closed ? ", closed" : "")")
            }
        }
    }

    @Test func longChainsOfAttributesGenericsAndOperators() {
        var rng = SeededRandom(seed: 0xC4A1_0002)
        for (unit, end) in Self.chains {
            let length = 1_000 + rng.next(below: 50_000)
            let bytes = Self.repeated(unit, length) + Array(end.utf8)
            Self.checkWellFormed(bytes, "\(unit) × \(length)")
        }
    }

    /// A 10 MB name, and a 10 MB line of operators: one line each.
    @Test func linesOfTenMegabytes() {
        let megabytes = 10 * 1_048_576
        let name = Array("let x: ".utf8) + [UInt8](repeating: UInt8(ascii: "A"), count: megabytes) + [0x0A]
        Self.checkWellFormed(name, "a 10 MB name")
        #expect(SwiftScanner.scan(name).references.map(\.name.utf8.count) == [megabytes])
        Self.checkWellFormed(Self.repeated("a+(b)-", megabytes / 6), "a 10 MB line of operators")
    }
}
