import Testing

@Suite("Declarations")
struct DeclarationTests {
    static let kinds: [ScanCase] = [
        ScanCase(
            name: "every kind",
            source: """
                struct S {}
                class C {}
                enum E {}
                protocol P {}
                actor A {}
                typealias T = Int
                macro M() = #externalMacro(module: "Mod", type: "Impl")
                extension S {}
                """,
            declarations: [
                "struct S L1", "class C L2", "enum E L3", "protocol P L4", "actor A L5", "typealias T L6",
                "macro M L7", "extension S L8",
            ]),
        ScanCase(
            name: "modifiers do not confuse",
            source: """
                public final class A {}
                fileprivate indirect enum B {}
                nonisolated struct C {}
                distributed actor D {}
                open class E {}
                private(set) public struct F {}
                package protocol G {}
                final public class H {}
                internal typealias I = Int
                """,
            declarations: [
                "class A L1", "enum B L2", "struct C L3", "actor D L4", "class E L5", "struct F L6", "protocol G L7",
                "class H L8", "typealias I L9",
            ]),
        ScanCase(
            name: "inheritance",
            source: """
                struct A: Equatable, Sendable {}
                final class B: NSObject, @unchecked Sendable {}
                enum C: String, CaseIterable, Codable {}
                protocol D: AnyObject, Identifiable where ID == String {}
                struct E<T: Hashable>: Collection<Int>, Foo.Bar where T: Codable {}
                class F: Base<[String: Int]>, P & Q {}
                struct G: ~Copyable {}
                actor H: Sendable
                {
                }
                struct I:
                    First,
                    Second {}
                """,
            declarations: [
                "struct A L1 : Equatable, Sendable", "class B L2 : NSObject, Sendable",
                "enum C L3 : String, CaseIterable, Codable", "protocol D L4 : AnyObject, Identifiable",
                "struct E L5 : Collection<Int>, Foo.Bar", "class F L6 : Base<[String:Int]>, P, Q",
                "struct G L7 : ~Copyable", "actor H L8 : Sendable", "struct I L11 : First, Second",
            ]),
        ScanCase(
            name: "attributes on declarations",
            source: """
                @main
                struct App {}
                @Observable final class Store {}
                @Reducer
                struct Feature {}
                @DependencyClient struct Client {}
                @MainActor @preconcurrency
                public final class ViewModel {}
                @Model class Item {}
                @available(iOS 17, *) @objc(Legacy) class Old {}
                @propertyWrapper struct Wrapper {}
                @resultBuilder enum Builder {}
                @attached(member, names: named(init)) @attached(extension, conformances: P) public macro Both() =
                    #externalMacro(module: "M", type: "T")
                """,
            declarations: [
                "struct App L2 @main", "class Store L3 @Observable", "struct Feature L5 @Reducer",
                "struct Client L6 @DependencyClient", "class ViewModel L8 @MainActor @preconcurrency",
                "class Item L9 @Model", "class Old L10 @available @objc", "struct Wrapper L11 @propertyWrapper",
                "enum Builder L12 @resultBuilder", "macro Both L13 @attached @attached",
            ],
            attributes: []),
    ]

    static let nesting: [ScanCase] = [
        ScanCase(
            name: "nested types",
            source: """
                struct Outer {
                    struct Inner {
                        enum Deep {}
                    }
                    class Sibling {}
                }
                struct Next {}
                """,
            declarations: [
                "struct Outer L1", "struct Outer.Inner L2", "enum Outer.Inner.Deep L3", "class Outer.Sibling L5",
                "struct Next L7",
            ]),
        ScanCase(
            name: "types nested in extensions",
            source: """
                extension Outer {
                    struct Inner {}
                }
                extension Outer.Inner {
                    enum Deep {}
                }
                extension [Int] { struct Odd {} }
                """,
            declarations: [
                "extension Outer L1", "struct Outer.Inner L2", "extension Outer.Inner L4",
                "enum Outer.Inner.Deep L5", "extension [Int] L7", "struct [Int].Odd L7",
            ]),
        ScanCase(
            name: "extension forms",
            source: """
                extension [Int] {}
                extension String? {}
                extension Outer.Inner {}
                extension Foo: Bar where T: Baz {}
                extension Array where Element == Int {}
                extension Dictionary<String, [Int]>: P {}
                extension [String: Int] {}
                extension Optional<Int>.Wrapped {}
                extension  Spaced . Name  {}
                extension `Type` {}
                """,
            declarations: [
                "extension [Int] L1", "extension String? L2", "extension Outer.Inner L3", "extension Foo L4 : Bar",
                "extension Array L5", "extension Dictionary<String,[Int]> L6 : P", "extension [String:Int] L7",
                "extension Optional<Int>.Wrapped L8", "extension Spaced.Name L9", "extension Type L10",
            ]),
        ScanCase(
            name: "local types keep the enclosing type name only",
            source: """
                struct View {
                    func body() {
                        struct Local {}
                        let f = { class InClosure {} }
                    }
                    var computed: Int { enum InGetter {}; return 0 }
                }
                func free() { struct TopLocal {} }
                """,
            declarations: [
                "struct View L1", "struct View.Local L3", "class View.InClosure L4", "enum View.InGetter L6",
                "struct TopLocal L8",
            ]),
        ScanCase(
            name: "protocol members",
            source: """
                protocol P {
                    associatedtype Element: Equatable
                    typealias Pair = (Element, Element)
                    func f() -> Element
                }
                """,
            declarations: ["protocol P L1", "typealias P.Pair L3"]),
        ScanCase(
            name: "members after switch case labels and generic lists",
            source: """
                func f(x: Int) {
                    switch x {
                    case 1:
                        enum InCase {}
                    default:
                        struct InDefault {}
                    }
                }
                typealias Long = Either<
                    A,
                    B
                >
                enum AfterGeneric {}
                """,
            declarations: ["enum InCase L4", "struct InDefault L6", "typealias Long L9", "enum AfterGeneric L13"]),
    ]

    static let notDeclarations: [ScanCase] = [
        ScanCase(
            name: "class members",
            source: """
                class A {
                    class func f() {}
                    class var v: Int { 0 }
                    class let c = 1
                    class subscript(i: Int) -> Int { i }
                    class override func g() {}
                    class final func h() {}
                    final class func i() {}
                    class private(set) var j = 0
                }
                """,
            declarations: ["class A L1"]),
        ScanCase(
            name: "keywords used as names",
            source: """
                let x = foo.enum
                let y = Kind.struct
                call(class: 1, struct: 2, enum: 3, protocol: 4, extension: 5)
                func f(class x: Int, struct y: Int) {}
                let actor = Actor()
                actor.run()
                let z = actor
                for actor in actors { print(actor) }
                let macro = 1
                macro.expand()
                var t: any P & protocol<Q>
                let m = P.Protocol.self
                switch k { case .struct, .class: break }
                """,
            declarations: []),
        ScanCase(
            name: "comments and strings",
            source: """
                // struct A {}
                /// struct B {}
                /** class C {} */
                /* outer /* struct D {} */ still comment class E {} */
                let s = "struct F {}"
                let t = \"""
                    class G {}
                    \"""
                let r = #"enum H {}"#
                """,
            declarations: []),
        ScanCase(
            name: "associatedtype is not recorded",
            source: "protocol P { associatedtype A; associatedtype B: Hashable }",
            declarations: ["protocol P L1"]),
    ]

    static let conditions: [ScanCase] = [
        ScanCase(
            name: "declarations in every branch",
            source: """
                #if os(iOS)
                struct A {}
                #elseif os(macOS)
                struct A {}
                #else
                struct B {}
                #endif
                struct Outer {
                    #if DEBUG
                    struct Debug {}
                    #endif
                }
                """,
            declarations: [
                "struct A L2 #if os(iOS)", "struct A L4 #if !(os(iOS)) && os(macOS)",
                "struct B L6 #if !(os(iOS)) && !(os(macOS))", "struct Outer L8", "struct Outer.Debug L10 #if DEBUG",
            ]),
        ScanCase(
            name: "unbalanced #if",
            source: "#if A\nstruct S {}\n#endif\n#endif\n#else\n#if B\nstruct T {}\n",
            declarations: ["struct S L2 #if A", "struct T L7 #if B"],
            warnings: ["L4 #endif without #if", "L5 #else without #if", "L6 #if without #endif"]),
        ScanCase(
            name: "code cut short after an open parenthesis",
            source: "struct Before {}\nlet x = make(1,\nstruct After {}\n",
            declarations: ["struct Before L1", "struct After L3"],
            references: [],
            warnings: [
                "L2 `(` is not closed before the declaration on line 3: the code may be cut short; read as closed there"
            ]),
        ScanCase(
            name: "a file cut in half",
            source: "struct A {\n    func f() {\n        let b = [1,\n",
            declarations: ["struct A L1"],
            warnings: [
                "L3 `[` is never closed: the file may be cut short, and what follows is read as inside it "
                    + "(its declarations may be taken for uses)"
            ]),
        ScanCase(
            name: "a body never closed",
            source: "struct A {\n    struct B {}\n",
            declarations: ["struct A L1", "struct A.B L2"],
            warnings: ["L1 `{` is never closed: the file may be cut short"]),
    ]

    @Test(arguments: kinds + nesting + notDeclarations + conditions)
    func scan(_ c: ScanCase) { check(c) }
}
