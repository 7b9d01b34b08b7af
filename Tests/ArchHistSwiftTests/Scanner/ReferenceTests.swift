import Testing

@Suite("Type references")
struct ReferenceTests {
    static let cases: [ScanCase] = [
        ScanCase(
            name: "type positions",
            source: """
                let a: Foo = make()
                func f(x: Bar) -> Baz? { nil }
                var b: [Item] = []
                var c: [Key: Value]
                var d: some View
                var e: any Service
                let g = Array<Element>()
                let h = x as? Cast
                let i = y is Check
                let j = z as! Forced
                """,
            references: [
                "Foo@1", "Bar@2", "Baz@2", "Item@3", "Key@4", "Value@4", "View@5", "Service@6", "Array@7",
                "Element@7", "Cast@8", "Check@9", "Forced@10",
            ]),
        ScanCase(
            name: "constructors and static members",
            source: """
                let a = Store()
                let b = Client.shared
                let c = Model.self
                let d = Outer.Inner.make()
                let e = Outer.Inner.Deepest.self
                let f = Foo.Bar.baz.Qux
                """,
            references: [
                "Store@1", "Client@2", "Model@3", "Outer@4", "Outer.Inner@4", "Outer.Inner.Deepest@5", "Foo@6",
                "Foo.Bar@6",
            ]),
        ScanCase(
            name: "one entry per name, first line",
            source: "let a = Foo()\nlet b: Foo\nlet c = [Foo]()\nlet d = Bar.x\nlet e = Foo.Bar.y\n",
            references: ["Foo@1", "Bar@4", "Foo.Bar@5"]),
        ScanCase(
            name: "not references",
            source: """
                struct Declared<Param>: Proto {
                    enum Kind { case Upper, lower(Payload) }
                    let Constant = 1
                    func Method<G>(Label: Int, Outer inner: Int) {}
                }
                let x = value.Member
                let y = .Some
                let z = Self.make()
                let m: Foo.Type
                let n: Foo.Protocol
                // Commented
                /* Block */
                let s = "Quoted \\(Interpolated.value) \\("Nested") \\(Deep(Inner.x))"
                let r = #"Raw \\(NotInterpolated) \\#(RawInterp)"#
                """,
            references: [
                "Proto@1", "Payload@2", "Int@4", "Foo@9", "Interpolated@13", "Deep@13", "Inner@13", "RawInterp@14",
            ]),
        ScanCase(
            name: "attribute names are references, and so may be their arguments",
            source: """
                @MainActor final class A {
                    @Query(sort: \\Item.date) var items: [Item]
                    @Dependency(\\.client) var client
                    @_spi(Hidden) public var x: Shown
                }
                @SwiftUI.State var s = 0
                """,
            references: [
                "MainActor@1", "Query@2", "Item@2", "Dependency@3", "Shown@4", "SwiftUI@6", "SwiftUI.State@6",
            ]),
        ScanCase(
            name: "extension targets and inheritance",
            source: "extension Outer.Inner: Proto where Element: Hashable {}\nextension [Wrapped] {}\n",
            references: ["Outer@1", "Outer.Inner@1", "Proto@1", "Element@1", "Hashable@1", "Wrapped@2"]),
        ScanCase(
            name: "backticks",
            source: "let a = `Type`.make()\nlet b: `Foo`.Bar\nlet c = X.`Y`.z\n",
            references: ["Type@1", "Foo@2", "Foo.Bar@2", "X@3", "X.Y@3"]),
        ScanCase(
            name: "spaced and commented chains",
            source: "let a = Outer . Inner.x\nlet b = Outer /* c */ .Inner\n",
            references: ["Outer@1", "Outer.Inner@1"]),
        ScanCase(
            name: "directives are not references",
            source: "#if canImport(UIKit) && DEBUG\nlet a = A()\n#endif\n",
            references: ["A@2"]),
        ScanCase(
            name: "multi-line string interpolation",
            source: """
                let s = \"""
                    Header \\(Header.title)
                    "quoted" and ""double"" \\(Value(1))
                    Escaped \\\\(NotCode)
                    \"""
                let after = After()
                """,
            references: ["Header@2", "Value@3", "After@6"]),
        ScanCase(
            name: "unicode identifiers",
            source: "struct Café { let ñ: Größe; let emoji = \"🎉 Party\" }\nlet x = Café()\n",
            references: ["Größe@1", "Café@2"]),
    ]

    @Test(arguments: cases)
    func scan(_ c: ScanCase) { check(c) }
}
