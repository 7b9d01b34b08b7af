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
}
