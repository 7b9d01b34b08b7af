import ArchHistTestSupport
import Testing

/// The composition root builds the objects of the graph. A repository that names the cases
/// of two endpoint enums, each conforming to the app's `Endpoint` protocol, makes values for
/// its requests: it is the adapter it is, not the root.
@Suite struct InitRootBuildsObjectsTests {
    static let app: [String: String] = [
        "Shop/App/ShopApp.swift": """
        import SwiftUI
        @main struct ShopApp: App {
            var body: some Scene {
                WindowGroup { LoginView(useCase: LoginUseCase(repository: LoginRepository(client: NetworkClient()))) }
            }
        }
        """,
        "Shop/Presentation/LoginView.swift": """
        import SwiftUI
        struct LoginView: View { let useCase: LoginUseCase; var body: some View { Text("") } }
        """,
        "Shop/Domain/LoginUseCase.swift": """
        final class LoginUseCase { let repository: LoginRepositoryInterface
            init(repository: LoginRepositoryInterface) { self.repository = repository }
        }
        """,
        "Shop/Domain/LoginRepositoryInterface.swift": "protocol LoginRepositoryInterface { func login() async }\n",
        "Shop/Network/Endpoint.swift": "protocol Endpoint { var path: String { get } }\n",
        "Shop/Network/NetworkClient.swift": """
        import Foundation
        final class NetworkClient { let session = URLSession.shared; func request(_ endpoint: Endpoint) async {} }
        """,
        "Shop/Data/Endpoints/LoginEndpoint.swift": """
        enum LoginEndpoint: Endpoint { case login(token: String)
            var path: String { "/login" }
        }
        """,
        "Shop/Data/Endpoints/RegisterEndpoint.swift": """
        enum RegisterEndpoint: Endpoint { case verify(code: String)
            var path: String { "/verify" }
        }
        """,
        "Shop/Data/Repositories/LoginRepository.swift": """
        import Foundation
        final class LoginRepository: LoginRepositoryInterface {
            let client: NetworkClient
            init(client: NetworkClient) { self.client = client }
            func login() async {
                await client.request(LoginEndpoint.login(token: ""))
                await client.request(RegisterEndpoint.verify(code: ""))
            }
        }
        """,
    ]

    @Test func aRepositoryNamingEndpointCasesIsNoRoot() throws {
        let fitted = try FittedTree(Self.app, preset: "clean")
        #expect(fitted.layer("Shop/Data/Repositories/LoginRepository.swift") == "Data")
        #expect(fitted.layer("Shop/App/ShopApp.swift") == "Composition")
    }
}
