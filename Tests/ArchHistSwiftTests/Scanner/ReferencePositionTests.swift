import Testing

/// Type names where a file uses them outside plain type annotations: expressions,
/// patterns, closures, attributes, generic clauses, protocol requirements.
@Suite("Type references in every position")
struct ReferencePositionTests {
    static let cases: [ScanCase] = [
        ScanCase(
            name: "generic clauses, opaque and existential types",
            source: """
                func f<T: Proto, U>(x: T, y: U) -> some Shape where U: Decodable, T.ID == Key {}
                var g: any Service & Sendable
                struct Box<Value: Codable>: Holder where Value: Hashable {}
                """,
            references: [
                "Proto@1", "T@1", "U@1", "Shape@1", "Decodable@1", "T.ID@1", "Key@1", "Service@2", "Sendable@2",
                "Codable@3", "Holder@3", "Value@3", "Hashable@3",
            ]),
        ScanCase(
            name: "expressions",
            source: """
                let a = [Item]()
                let b = Maybe?.none
                let c = Factory<Part>.make()
                let d = \\Path.value
                let e = Kind.self
                let f = "\\(Interp.x) and \\(Other())"
                let g = items.map { (row: Row) in Mapper.map(row) }
                let h = x as? Cast ?? y as! Forced
                if z is Check {}
                let i = [Key: Value]()
                """,
            references: [
                "Item@1", "Maybe@2", "Factory@3", "Part@3", "Path@4", "Kind@5", "Interp@6", "Other@6", "Row@7",
                "Mapper@7", "Cast@8", "Forced@8", "Check@9", "Key@10", "Value@10",
            ]),
        ScanCase(
            name: "patterns and catch clauses",
            source: """
                switch value {
                case let loaded as Loaded: break
                case is Failed: break
                case .some(Wrapped.zero): break
                default: break
                }
                do { try run() } catch let error as NetworkError { } catch Other.timeout { }
                """,
            references: ["Loaded@2", "Failed@3", "Wrapped@4", "NetworkError@7", "Other@7"]),
        ScanCase(
            name: "result builders and trailing closures",
            source: """
                var body: some View {
                    VStack {
                        CountryCell(country: .mock)
                        ForEach(items) { Row(item: $0) }
                    }
                }
                """,
            references: ["View@1", "VStack@2", "CountryCell@3", "ForEach@4", "Row@4"]),
        ScanCase(
            name: "default arguments and parameters",
            source: """
                func load(page: Int = Defaults.page, client: Client = .live, _ handler: @escaping (Result) -> Void) {}
                init(from decoder: Decoder) throws {}
                """,
            references: ["Int@1", "Defaults@1", "Client@1", "Result@1", "Void@1", "Decoder@2"]),
        ScanCase(
            name: "enum payloads and protocol requirements",
            source: """
                enum State { case loaded(Payload), failed(error: Failure), idle }
                protocol Repository {
                    associatedtype Model: Entity
                    var store: Store { get }
                    func load(_ id: Identifier) async throws -> [Model]
                }
                """,
            references: ["Payload@1", "Failure@1", "Entity@3", "Store@4", "Identifier@5", "Model@5"]),
        ScanCase(
            name: "attribute names and their arguments",
            source: """
                @Observable final class Model {
                    @Dependency(ApiClient.self) var api
                    @Environment(\\.colorScheme) var scheme
                    @Published var items: [Item] = []
                    @ViewBuilder var content: some View { EmptyView() }
                    @SwiftUI.State var count = 0
                    @objc @_spi(Hidden) @available(iOS 15, *) func f(_ g: @escaping @Sendable () -> Void) {}
                }
                final class Box: @unchecked Sendable {}
                """,
            references: [
                "Observable@1", "Dependency@2", "ApiClient@2", "Environment@3", "Published@4", "Item@4",
                "ViewBuilder@5", "View@5", "EmptyView@5", "SwiftUI@6", "SwiftUI.State@6", "Sendable@7", "Void@7",
            ]),
        ScanCase(
            name: "a closure's global actor",
            source: "Task { @MainActor in Screen.show() }\n",
            references: ["Task@1", "MainActor@1", "Screen@1"]),
    ]

    @Test(arguments: cases)
    func scan(_ c: ScanCase) { check(c) }
}
