import Testing

@testable import ArchHistCore

/// A reference is local when the file declares its name, fully qualified or by
/// its last component (never by extending it); the small-file comparison and the
/// large-file set must agree.
@Suite struct DeclaredNamesTests {
    private static let declarations = [
        Declaration(kind: .struct, name: "Outer", line: 1),
        Declaration(kind: .enum, name: "Outer.Inner", line: 2),
        Declaration(kind: .struct, name: "Outer.Inner.Leaf", line: 3),
        Declaration(kind: .extension, name: "Array", line: 9),
    ]

    @Test(arguments: [
        ("Outer", true), ("Outer.Inner", true), ("Inner", true), ("Leaf", true), ("Outer.Inner.Leaf", true),
        // An extension declares nothing: the type it extends is used, and resolved elsewhere.
        ("Array", false),
        // A dotted name matches only a whole qualified name, never the tail of one.
        ("Inner.Leaf", false), ("ner.Leaf", false),
        ("Out", false), ("Leaf2", false), ("eaf", false), ("uter", false), ("", false),
    ])
    func localNames(name: String, expected: Bool) {
        let small = DeclaredNames(Self.declarations, references: 1)
        let large = DeclaredNames(Self.declarations, references: 10_000)
        #expect(small.contains(name) == expected, "\(name)")
        #expect(large.contains(name) == expected, "\(name) with the set")
    }

    /// Random names over a few letters and dots (so that names share tails, prefixes
    /// and lengths): the hashed comparison answers as the set does.
    @Test func theHashedComparisonAnswersAsTheSetDoes() {
        var random = SystemRandomNumberGenerator()
        let letters = ["a", "b", "é", "."]
        func name() -> String {
            (0..<Int.random(in: 0...5, using: &random)).map { _ in letters.randomElement(using: &random)! }.joined()
        }
        for _ in 0..<300 {
            let declarations = (0..<Int.random(in: 0...12, using: &random)).map {
                Declaration(kind: Bool.random(using: &random) ? .struct : .extension, name: name(), line: $0 + 1)
            }
            let small = DeclaredNames(declarations, references: 1)
            let large = DeclaredNames(declarations, references: 10_000)
            for query in (0..<30).map({ _ in name() }) + declarations.map(\.name)
                + declarations.map({ String($0.simpleName) })
            {
                #expect(small.contains(query) == large.contains(query), "\(query) in \(declarations.map(\.name))")
            }
        }
    }
}
