import Testing

/// Swinject assemblies kept beside the services they register and beside a feature's
/// screens: the library's `Assembly` protocol says they are the composition root, wherever
/// they sit and whatever they construct.
@Suite struct InitContainerRegistrationsTests {
    static let app: [String: String] = [
        "App/AppDelegate.swift": """
        import Swinject
        import UIKit
        @main final class AppDelegate: UIResponder, UIApplicationDelegate {
            let assembler = Assembler([NetworkAssembly(), CharactersAssembly()])
        }
        """,
        "App/Service/Assemblies/NetworkAssembly.swift": """
        import Swinject
        final class NetworkAssembly: Assembly {
            func assemble(container: Container) { container.register(APIService.self) { _ in APIClient() } }
        }
        """,
        "App/Service/API/APIService.swift": "protocol APIService { func characters() -> [Character] }\n",
        "App/Service/API/APIClient.swift": """
        import Foundation
        final class APIClient: APIService {
            let session = URLSession.shared
            func characters() -> [Character] { [] }
        }
        """,
        "App/Models/Character.swift": "struct Character { let name: String }\n",
        "App/Characters/CharactersAssembly.swift": """
        import Swinject
        final class CharactersAssembly: Assembly {
            func assemble(container: Container) {
                container.register(CharactersViewModel.self) { resolver in
                    CharactersViewModel(api: resolver.resolve(APIService.self)!)
                }
            }
        }
        """,
        "App/Characters/CharactersViewModel.swift": """
        final class CharactersViewModel {
            let api: APIService
            init(api: APIService) { self.api = api }
        }
        """,
        "App/Characters/CharactersViewController.swift": """
        import UIKit
        final class CharactersViewController: UIViewController {
            var model: CharactersViewModel?
            var names: [Character] = []
        }
        """,
    ]

    @Test func assembliesAreTheCompositionRootWhereverTheySit() throws {
        let fitted = try FittedTree(Self.app)
        #expect(fitted.layer("App/Service/Assemblies/NetworkAssembly.swift") == "Composition root")
        #expect(fitted.layer("App/Characters/CharactersAssembly.swift") == "Composition root")
        #expect(fitted.layer("App/Characters/CharactersViewModel.swift") == "Characters")
        #expect(fitted.violations.isEmpty, "\(fitted.violations)")
    }

    /// Factory registers in extensions of its `Container`: a file of them, kept in a
    /// utility folder beside the clients it builds, is the composition root all the same.
    static let factoryApp: [String: String] = [
        "App/EntriesApp.swift": """
        import SwiftUI
        @main struct EntriesApp: App { var body: some Scene { WindowGroup { EntriesView() } } }
        """,
        "App/Lib/DependencyInjection.swift": """
        import Factory
        extension Container {
            var api: Factory<EntriesAPI> { self { HTTPEntriesAPI() } }
            var store: Factory<EntryStore> { self { DiskEntryStore(api: self.api()) }.singleton }
        }
        """,
        "App/Lib/EntriesAPI.swift": "protocol EntriesAPI { func entries() async throws -> [Entry] }\n",
        "App/Lib/HTTPEntriesAPI.swift": """
        import Foundation
        final class HTTPEntriesAPI: EntriesAPI {
            let session = URLSession.shared
            func entries() async throws -> [Entry] { [] }
        }
        """,
        "App/Lib/EntryStore.swift": "protocol EntryStore { func load() -> [Entry] }\n",
        "App/Lib/DiskEntryStore.swift": """
        import Foundation
        final class DiskEntryStore: EntryStore {
            let api: EntriesAPI
            init(api: EntriesAPI) { self.api = api }
            func load() -> [Entry] { (try? FileManager.default.contentsOfDirectory(atPath: "/")).map { _ in [] } ?? [] }
        }
        """,
        "App/Models/Entry.swift": "struct Entry: Codable { let title: String }\n",
        "App/Features/Entries/EntriesView.swift": """
        import SwiftUI
        struct EntriesView: View {
            @StateObject var model = EntriesViewModel()
            var body: some View { List(model.entries, id: \\.title) { Text($0.title) } }
        }
        """,
        "App/Features/Entries/EntriesViewModel.swift": """
        import Factory
        import Foundation
        final class EntriesViewModel: ObservableObject {
            @Injected(\\.store) var store
            @Published var entries: [Entry] = []
        }
        """,
    ]

    @Test func factoryContainerExtensionsAreTheCompositionRoot() throws {
        let fitted = try FittedTree(Self.factoryApp)
        #expect(fitted.layer("App/Lib/DependencyInjection.swift") == "Composition root")
        #expect(fitted.violations.isEmpty, "\(fitted.violations)")
    }
}
