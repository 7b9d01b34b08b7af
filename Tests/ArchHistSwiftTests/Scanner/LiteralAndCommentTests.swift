import Testing

/// Text that is not code must hide what it contains; code inside interpolations must not be hidden.
/// Each case ends with a `struct After` whose exact line proves the lexer resynchronised.
/// Snippets are raw literals (`#"""`, `##"""`): what is between the delimiters is the Swift source.
@Suite("Comments and literals")
struct LiteralAndCommentTests {
    static let cases: [ScanCase] = [
        ScanCase(
            name: "nested block comments",
            source: "/* a /* b /* c */ struct No1 {} */ struct No2 {} */\nstruct After {}\n",
            declarations: ["struct After L2"]),
        ScanCase(
            name: "doc comments containing Swift",
            source: """
                /// import Foo
                /// ```swift
                /// struct Example: View {}
                /// ```
                /**
                 struct X {}
                 import Bar
                 */
                struct After {}
                """,
            imports: [], declarations: ["struct After L9"], references: []),
        ScanCase(
            name: "comment markers inside strings",
            source: #"""
                let url = "https://example.com/*path" // struct No {}
                let glob = "*/" ; let slashes = "//"
                struct After {}
                """#,
            declarations: ["struct After L3"]),
        ScanCase(
            name: "interpolation with nested parentheses and strings",
            source: #"""
                let s = "\(foo("a)b") + (1)) tail struct No {}"
                let t = "\(Outer.make(x: ")", y: [Wrapped]()))"
                struct After {}
                """#,
            declarations: ["struct After L3"], references: ["Outer@2", "Wrapped@2"]),
        ScanCase(
            name: "the compiler's reading of an unbalanced interpolation",
            // `"\(foo("a)b") + (1)"`: the interpolation never closes, so (like swiftc) the
            // literal ends with its line and the last quote opens another, unterminated one.
            source: #"""
                let s = "\(foo("a)b") + (1)"
                struct After {}
                """#,
            declarations: ["struct After L2"],
            warnings: ["L1 unterminated string literal", "L1 unterminated string literal"]),
        ScanCase(
            name: "nested interpolations",
            source: #"""
                let s = "a \(b("c \(D.e) \("f)") g")) h"
                struct After {}
                """#,
            declarations: ["struct After L2"], references: ["D@1"]),
        ScanCase(
            name: "escaped quotes and backslashes",
            source: #"""
                let s = "quote \" and backslash \\" ; let t = "\\(NotInterp)"
                struct After {}
                """#,
            declarations: ["struct After L2"], references: []),
        ScanCase(
            name: "multi-line strings",
            source: ##"""
                let s = """
                    "one" ""two"" \"""three\"""
                    struct No {}
                    \(Code.value) and \(call("""
                        nested \(Inner.x)
                        """))
                    """
                struct After {}
                """##,
            declarations: ["struct After L8"], references: ["Code@4", "Inner@5"]),
        ScanCase(
            name: "raw strings",
            source: ###"""
                let a = #"raw \(NotCode) "quoted" \#(Code.x)"#
                let b = ##"has "# inside \#(NotCode) \##(Code2.y)"##
                let c = #"""
                    struct No {} \(NotCode) \#(Code3.z)
                    """#
                let d = #"""#
                let e = #"\"#
                struct After {}
                """###,
            declarations: ["struct After L8"], references: ["Code@1", "Code2@2", "Code3@4"]),
        ScanCase(
            name: "regex literals",
            source: #"""
                let a = /ab+c/
                let b = try Regex(/struct\/No/)
                let c = #/multi # struct No {} /#
                let d = #/
                    struct No {}   # extended
                    /#
                let e = ##/a/#b/##
                if x.contains(/[a-z]+/) {}
                struct After {}
                """#,
            declarations: ["struct After L9"], references: ["Regex@2"]),
        ScanCase(
            name: "division is not a regex",
            source: """
                let a = b / c
                let d = x/2
                let e = (f) / g / h
                let i = arr.reduce(1, /)
                let j = k /= 2 // struct No {}
                struct After: Base<[Int]> {}
                """,
            declarations: ["struct After L6 : Base<[Int]>"]),
        ScanCase(
            name: "backtick identifiers",
            source: "let `class` = 1\nfunc `struct`() {}\nenum E { case `enum`, `protocol` }\nstruct After {}\n",
            declarations: ["enum E L3", "struct After L4"]),
        ScanCase(
            name: "pound keywords",
            source: """
                let s = #selector(Target.action)
                #warning("struct No {}")
                #Preview { ContentView() }
                if #available(iOS 17, *) {}
                struct After {}
                """,
            declarations: ["struct After L5"], references: []),
        ScanCase(
            // A preview is scaffolding for the canvas, a selector the name of a message: neither is a
            // dependency of the app, so neither names a use; what follows them is read as usual.
            name: "names in a #Preview body or a #selector are no uses",
            source: """
                #Preview("Dark", traits: .sizeThatFitsLayout) {
                    #if DEBUG
                    SettingsView(store: AppDelegate.shared.store)
                    #endif
                }
                let item = NSMenuItem(action: #selector(AppDelegate.show(_:)), key: Key.comma)
                struct After: Base {}
                """,
            declarations: ["struct After L7 : Base"], references: ["NSMenuItem@6", "Key@6", "Base@7"]),
        ScanCase(
            // `Bundle(for:)` takes a class only to find the bundle its code is in; another
            // argument, or a metatype handed to anything else, is a use as before.
            name: "the class naming a bundle is no use",
            source: """
                let bundle = Bundle(for: AppDelegate.self)
                let shared = Bundle(for: Shared.Token.self).path(forResource: Names.file, ofType: nil)
                let main = Bundle(identifier: Identity.id)
                let cell = tableView.register(Cell.self)
                let odd = Bundle(for: type(of: Holder()))
                """,
            declarations: [],
            references: ["Bundle@1", "Names@2", "Identity@3", "Cell@4", "Holder@5"]),
    ]

    @Test(arguments: cases)
    func scan(_ c: ScanCase) { check(c) }
}
