import Testing

/// The names an extension header and a qualified name use: an extension uses the type it
/// extends (which another file declares), and `DBModel.Country` uses `DBModel` as well as
/// `DBModel.Country`, which may be declared in different files.
@Suite("Extension targets and qualified names")
struct QualifiedReferenceTests {
    static let cases: [ScanCase] = [
        ScanCase(
            name: "an extension uses the type it extends, on its own line",
            source: """
                import Dependencies

                extension ApiClient: TestDependencyKey {
                    static let testValue = Self()
                }
                """,
            declarations: ["extension ApiClient L3 : TestDependencyKey"],
            references: ["ApiClient@3", "TestDependencyKey@3"]),
        ScanCase(
            name: "a nested extension target uses its enclosing types",
            source: "extension Outer.Inner {}\nextension Outer.Inner.Leaf: Proto {}\n",
            declarations: ["extension Outer.Inner L1", "extension Outer.Inner.Leaf L2 : Proto"],
            references: ["Outer@1", "Outer.Inner@1", "Outer.Inner.Leaf@2", "Proto@2"]),
        ScanCase(
            name: "constrained extensions use their constraints",
            source: """
                extension Array where Element == Country {}
                extension Store: Sendable where State: Persisted, Action == AppAction {}
                extension Optional<Model> {}
                """,
            references: [
                "Array@1", "Element@1", "Country@1", "Store@2", "Sendable@2", "State@2", "Persisted@2", "Action@2",
                "AppAction@2", "Optional@3", "Model@3",
            ]),
        ScanCase(
            name: "a qualified name uses every type it goes through",
            source: """
                let country: DBModel.Country
                let route = ServerRoute.Api.Route.games
                let details = DBModel.CountryDetails(code: "x")
                """,
            references: [
                "DBModel@1", "DBModel.Country@1", "ServerRoute@2", "ServerRoute.Api@2", "ServerRoute.Api.Route@2",
                "DBModel.CountryDetails@3",
            ]),
        ScanCase(
            name: "spaced, commented and backticked chains too",
            source: "let a = Outer . Inner.x\nlet b = Outer /* c */ .Inner\nlet c = `Type`.`Kind`.x\n",
            references: ["Outer@1", "Outer.Inner@1", "Type@3", "Type.Kind@3"]),
        ScanCase(
            name: "generic parameters of a qualified name",
            source: "func f<T: Collection>(x: T) where T.Element: Codable {}\n",
            references: ["Collection@1", "T@1", "T.Element@1", "Codable@1"]),
    ]

    @Test(arguments: cases)
    func scan(_ c: ScanCase) { check(c) }
}
