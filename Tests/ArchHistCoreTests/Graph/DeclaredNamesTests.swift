@testable import ArchHistCore
import Testing

/// A reference is local when the file declares its name, fully qualified or by
/// its last component; the small-file comparison and the large-file set must agree.
@Suite struct DeclaredNamesTests {
    private static let declarations = [
        Declaration(kind: .struct, name: "Outer", line: 1),
        Declaration(kind: .enum, name: "Outer.Inner", line: 2),
        Declaration(kind: .struct, name: "Outer.Inner.Leaf", line: 3),
        Declaration(kind: .extension, name: "Array", line: 9),
    ]

    @Test(arguments: [
        ("Outer", true), ("Outer.Inner", true), ("Inner", true), ("Leaf", true), ("Outer.Inner.Leaf", true),
        ("Array", true),
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
}
