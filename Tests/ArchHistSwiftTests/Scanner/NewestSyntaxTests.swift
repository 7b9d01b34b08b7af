import Testing

/// Syntax of Swift 6.2 and later: `@abi(…)` (SE-0476), `$` names, module selectors
/// (SE-0491).
@Suite("Newest syntax")
struct NewestSyntaxTests {
    static let cases: [ScanCase] = [
        ScanCase(
            name: "what @abi holds describes the declaration that follows",
            source: """
                @abi(func oldName(_ x: OldType) -> Int)
                public func newName(_ x: NewType) -> Int { 1 }
                @abi(
                    struct Inner
                )
                public struct Outer {}
                """,
            declarations: ["struct Outer L6 @abi"],
            references: ["NewType@2", "Int@2"],
            attributes: ["abi@1"],
            warnings: []),
        ScanCase(
            name: "$ names are declared and used",
            source: "protocol $Protocol {}\nstruct $S: $Protocol {}\nlet s = $S()\nlet f = { $0 + $binding }\n",
            declarations: ["protocol $Protocol L1", "struct $S L2 : $Protocol"],
            references: ["$Protocol@2", "$S@3"]),
        ScanCase(
            name: "a module selector names a type of a module",
            source: """
                extension Kit::Widget: Codable {}
                struct Box: Kit::Shape, Swift::Sendable {}
                let w: Kit::Widget.Part = Kit::make()
                let dict: [String: Int] = [:]
                let t = c ? A:B
                """,
            declarations: ["extension Widget L1 : Codable", "struct Box L2 : Shape, Sendable"],
            references: [
                "Kit.Widget@1", "Codable@1", "Kit.Shape@2", "Swift.Sendable@2", "Kit.Widget.Part@3", "String@4",
                "Int@4", "A@5", "B@5",
            ]),
        ScanCase(
            name: "a module selector of a lowercase module",
            source: "let v: kit::View = kit::View()\n",
            references: ["kit.View@1"]),
    ]

    @Test(arguments: cases)
    func scan(_ c: ScanCase) { check(c) }
}
