import Foundation

/// Each rule kind with trees that trigger it and trees that do not. A line that
/// should be reported carries `// ❌ <rule-id>` (a file-wide or domain-wide finding
/// is listed in `expectedWithoutLine`); every other line must stay quiet.
/// One generic test (`RuleExampleTests`) runs them all.
struct RuleExample: CustomStringConvertible, Sendable {
    let name: String
    let spec: String
    let files: [String: String]
    var expectedWithoutLine: [String] = []

    var description: String { name }
}

private let cleanLayers = """
    {"layers": [
       {"name": "Presentation", "paths": ["App/Presentation/**"]},
       {"name": "Domain", "paths": ["App/Domain/**"]},
       {"name": "Data", "paths": ["App/Data/**"]}],
     "rules": [%RULE%]}
    """

private func spec(_ rule: String) -> String { cleanLayers.replacingOccurrences(of: "%RULE%", with: rule) }

let ruleExamples: [RuleExample] = [
    RuleExample(
        name: "layers: a view model that builds a concrete repository",
        spec: spec(#"{"id": "layers", "kind": "layers", "allow": {"Presentation": ["Domain"], "Domain": [], "Data": ["Domain"]}}"#),
        files: [
            "App/Presentation/ListViewModel.swift": """
                final class ListViewModel {
                    let useCase: LoadItems
                    let repository = RemoteItems() // ❌ layers
                }
                """,
            "App/Domain/LoadItems.swift": "struct LoadItems { let items: [Item] }\nstruct Item {}\nprotocol ItemSource {}",
            "App/Data/RemoteItems.swift": "final class RemoteItems: ItemSource { var cache: [Item] = [] }",
        ]),
    RuleExample(
        name: "layerChain: earlier layers never see later ones",
        spec: spec(#"{"id": "chain", "kind": "layerChain", "order": ["Domain", "Data", "Presentation"]}"#),
        files: [
            "App/Domain/Item.swift": "struct Item {\n    var screen: ItemScreen? // ❌ chain\n}",
            "App/Data/Store.swift": "struct Store { var items: [Item] }",
            "App/Presentation/ItemScreen.swift": "struct ItemScreen { let store: Store; let item: Item }",
        ]),
    RuleExample(
        name: "imports: Domain imports only Foundation, and never UIKit",
        spec: spec(#"{"id": "pure", "kind": "imports", "layers": ["Domain"], "allowOnly": ["Foundation"], "forbid": ["UIKit"]}"#),
        files: [
            "App/Domain/Item.swift": "import Foundation\nimport UIKit // ❌ pure\nimport Combine // ❌ pure\nstruct Item {}",
            "App/Presentation/View.swift": "import UIKit\nimport SwiftUI\nstruct ItemView {}",
        ]),
    RuleExample(
        name: "wall: a chain through an allowed layer still breaks it",
        spec: spec(#"{"id": "wall", "kind": "wall", "from": ["Presentation"], "to": ["Data"], "transitive": true}"#),
        files: [
            "App/Presentation/Screen.swift": "struct Screen {\n    let loader: Loader // ❌ wall\n}",
            "App/Presentation/Other.swift": "struct Other { let item: Item }",
            "App/Domain/Loader.swift": "struct Loader { let source: RemoteSource }",
            "App/Domain/Item.swift": "struct Item {}",
            "App/Data/RemoteSource.swift": "struct RemoteSource {}",
        ]),
    RuleExample(
        name: "wall, direct only: the same chain passes",
        spec: spec(#"{"id": "wall", "kind": "wall", "from": ["Presentation"], "to": ["Data"], "transitive": false}"#),
        files: [
            "App/Presentation/Screen.swift": "struct Screen {\n    let loader: Loader\n    let raw: RemoteSource // ❌ wall\n}",
            "App/Domain/Loader.swift": "struct Loader { let source: RemoteSource }",
            "App/Data/RemoteSource.swift": "struct RemoteSource {}",
        ]),
    RuleExample(
        name: "wall: a Data file extending a Presentation type",
        spec: spec(#"{"id": "wall", "kind": "wall", "from": ["Data"], "to": ["Presentation"]}"#),
        files: [
            "App/Data/LiveKey.swift": """
                extension ItemsClient: DependencyKey { // ❌ wall
                    static let liveValue = ItemsClient()
                }
                extension String {}
                """,
            "App/Presentation/ItemsClient.swift": "struct ItemsClient {}",
        ]),
    RuleExample(
        name: "layers: a namespace declared in Data, its nested type in Domain",
        spec: spec(#"""
            {"id": "layers", "kind": "layers", "allow": {"Presentation": ["Domain"], "Domain": [], "Data": ["Domain"]}}
            """#),
        files: [
            "App/Presentation/CountryRow.swift": """
                struct CountryRow {
                    let country: DBModel.Country // ❌ layers
                }
                """,
            "App/Data/AppSchema.swift": "enum DBModel {}",
            // Extending the namespace is a use of it too.
            "App/Domain/Country.swift": "extension DBModel { // ❌ layers\n    struct Country { let name: String }\n}",
        ]),
    RuleExample(
        name: "crossDomain: another domain only through its exposed layer",
        spec: """
            {"layers": [{"name": "Types", "paths": ["**/Types/**"]}, {"name": "Service", "paths": ["**/Service/**"]}],
             "domains": [{"paths": ["Domains/{name}/**"]}],
             "rules": [{"id": "cross", "kind": "crossDomain", "exposed": ["Types"], "transitive": true}]}
            """,
        files: [
            "Domains/Payments/Service/Checkout.swift": """
                struct Checkout {
                    let id: BookingID
                    let flow: BookingFlow // ❌ cross
                    let leaky: LeakyType // ❌ cross
                }
                """,
            "Domains/Booking/Types/BookingID.swift": "struct BookingID {}",
            "Domains/Booking/Types/LeakyType.swift": "struct LeakyType { let engine: BookingEngine }",
            "Domains/Booking/Service/BookingEngine.swift": "struct BookingEngine {}",
            "Domains/Booking/Service/BookingFlow.swift": "struct BookingFlow { let id: BookingID }",
        ]),
    RuleExample(
        name: "completeness: a domain without its Service",
        spec: """
            {"layers": [{"name": "Types", "paths": ["**/Types/**"]}, {"name": "Service", "paths": ["**/Service/**"]}],
             "domains": [{"paths": ["Domains/{name}/**"]}],
             "rules": [{"id": "complete", "kind": "completeness", "required": ["Types", "Service"]}]}
            """,
        files: [
            "Domains/Booking/Types/Booking.swift": "struct Booking {}",
            "Domains/Booking/Service/BookingFlow.swift": "struct BookingFlow {}",
            "Domains/Search/Types/Query.swift": "struct Query {}",
        ],
        expectedWithoutLine: ["complete Domains/Search/Types Service"]),
    RuleExample(
        name: "attributes: UI state in Service, on members and on types",
        spec: spec(#"{"id": "attrs", "kind": "attributes", "layers": ["Domain"], "forbid": ["Published", "@Observable"]}"#),
        files: [
            "App/Domain/Model.swift": """
                @Observable final class Model { // ❌ attrs
                    @Published var items: [String] = [] // ❌ attrs
                    @MainActor var title = ""
                }
                """,
            "App/Presentation/ViewModel.swift": "@Observable final class ViewModel { @Published var x = 0 }",
        ]),
    RuleExample(
        name: "testableImport: only in test code",
        spec: spec(#"{"id": "testable", "kind": "testableImport"}"#) .replacingOccurrences(of: #""rules""#, with: #""tests": ["Tests/**"], "rules""#),
        files: [
            "App/Presentation/Screen.swift": "@testable import Networking // ❌ testable\nstruct Screen {}",
            "Tests/AppTests/ScreenTests.swift": "@testable import App\nstruct ScreenTests {}",
        ]),
    RuleExample(
        name: "confinement: DTOs stay in Data",
        spec: spec(#"{"id": "dto", "kind": "confinement", "symbols": ["*DTO"], "layers": ["Data"]}"#),
        files: [
            "App/Data/ItemDTO.swift": "struct ItemDTO: Decodable { let id: String }",
            "App/Data/Mapper.swift": "enum Mapper { static func map(_ dto: ItemDTO) -> Item { Item() } }",
            "App/Domain/Item.swift": "struct Item {}",
            "App/Presentation/Row.swift": "struct Row {\n    let source: ItemDTO // ❌ dto\n}\nstruct LocalDTO {} // ❌ dto",
        ]),
    RuleExample(
        name: "cycles: two domains that use each other",
        spec: """
            {"layers": [{"name": "Any", "paths": ["**"]}],
             "domains": [{"paths": ["Domains/{name}/**"]}],
             "rules": [{"id": "cycle", "kind": "cycles", "level": "domain"}]}
            """,
        files: [
            "Domains/Booking/Booking.swift": "struct Booking {\n    let payment: Payment // ❌ cycle\n}",
            "Domains/Payments/Payment.swift": "struct Payment { let booking: Booking }",
            "Domains/Search/Query.swift": "struct Query { let booking: Booking }",
        ]),
    RuleExample(
        name: "singleImplementation: a boundary with one strategy",
        spec: spec(#"{"id": "single", "kind": "singleImplementation", "severity": "info"}"#),
        files: [
            "App/Domain/Ports.swift": "protocol Clock {} // ❌ single\nprotocol Store {}\nprotocol Unused {}",
            "App/Data/Impl.swift": "struct SystemClock: Clock {}\nstruct DiskStore: Store {}\nstruct MemoryStore: Store {}",
        ]),
]
