import Testing

@Suite("Member attributes")
struct MemberAttributeTests {
    static let cases: [ScanCase] = [
        ScanCase(
            name: "property wrappers and actors",
            source: """
                final class Model: ObservableObject {
                    @Published var items: [String] = []
                    @State private var x = 0
                    @Dependency(\\.client) var client
                    @MainActor func update() {}
                    @MainActor
                    @objc dynamic var flag = false
                    @available(*, deprecated) init() {}
                    @discardableResult static func make() -> Int { 0 }
                    @Environment(\\.dismiss) private var dismiss
                    nonisolated(unsafe) @Published var raw = 0
                }
                """,
            declarations: ["class Model L1 : ObservableObject"],
            attributes: [
                "Published@2", "State@3", "Dependency@4", "MainActor@5", "MainActor@6", "objc@7", "available@8",
                "discardableResult@9", "Environment@10", "Published@11",
            ]),
        ScanCase(
            name: "type attributes go on the declaration",
            source: "@MainActor struct S {\n    @Published var p = 1\n}\n",
            declarations: ["struct S L1 @MainActor"], attributes: ["Published@2"]),
        ScanCase(
            name: "enum cases, subscripts, deinit, global functions",
            source: """
                enum E {
                    @available(*, unavailable) case old
                    case new
                }
                struct S {
                    @inlinable subscript(i: Int) -> Int { i }
                    @MainActor deinit {}
                }
                @Test func works() {}
                @Test("named", arguments: [1, 2]) func table(n: Int) {}
                """,
            attributes: ["available@2", "inlinable@6", "MainActor@7", "Test@9", "Test@10"]),
        ScanCase(
            name: "attributes that are not on members",
            source: """
                func f(_ g: @escaping @Sendable () -> Void, @ViewBuilder content: () -> Content) {}
                let h: @MainActor () -> Void = { @MainActor in }
                switch x {
                @unknown default: break
                }
                let s = "@Published var x"
                // @State var y
                """,
            attributes: []),
        ScanCase(
            name: "attribute arguments with closures",
            source: "@Option(transform: { Value($0) }) var value: Int\n@Argument var name: String\n",
            references: ["Option@1", "Value@1", "Int@1", "Argument@2", "String@2"],
            attributes: ["Option@1", "Argument@2"]),
    ]

    @Test(arguments: cases)
    func scan(_ c: ScanCase) { check(c) }
}
