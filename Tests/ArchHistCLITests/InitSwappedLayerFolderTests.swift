import ArchHistSupport
import ArchHistTestSupport
import Testing

/// An app whose `Domain/` folder holds the repositories and network that implement the
/// protocols its `Data/` folder declares beside the use cases: the names are the other way
/// round from clean's, and what the code does decides.
@Suite struct InitSwappedLayerFolderTests {
    static func app(swapped: Bool) -> [String: String] {
        // The folder holding the ports, use cases and entities, and the one holding the adapters.
        let core = swapped ? "Data" : "Domain"
        let adapters = swapped ? "Domain" : "Data"
        return [
            "Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Users", targets: [.target(name: "App")])
            """,
            "Sources/App/UsersApp.swift": """
            import SwiftUI
            @main struct UsersApp: App {
                var body: some Scene {
                    WindowGroup {
                        UsersView(viewModel: UsersViewModel(useCase: LoadUsersUseCase(
                            remote: RemoteUsersRepositoryImpl(client: APIClient()),
                            local: LocalUsersRepositoryImpl())))
                    }
                }
            }
            """,
            "Sources/App/Presentation/UsersView.swift": """
            import SwiftUI
            struct UsersView: View {
                let viewModel: UsersViewModel
                var body: some View { List(viewModel.users, id: \\.name) { Text($0.name) } }
            }
            """,
            "Sources/App/Presentation/UsersViewModel.swift": """
            import Foundation
            @MainActor final class UsersViewModel: ObservableObject {
                let useCase: LoadUsersUseCase
                @Published var users: [User] = []
                init(useCase: LoadUsersUseCase) { self.useCase = useCase }
            }
            """,
            "Sources/App/\(core)/Entities/User.swift": "struct User { let name: String }\n",
            "Sources/App/\(core)/Interfaces/RemoteUsersRepository.swift":
                "protocol RemoteUsersRepository { func users() async throws -> [User] }\n",
            "Sources/App/\(core)/Interfaces/LocalUsersRepository.swift":
                "protocol LocalUsersRepository { func save(_ users: [User]) }\n",
            "Sources/App/\(core)/UseCases/LoadUsersUseCase.swift": """
            struct LoadUsersUseCase {
                let remote: RemoteUsersRepository
                let local: LocalUsersRepository
            }
            """,
            "Sources/App/\(adapters)/Network/APIClient.swift":
                "import Foundation\nfinal class APIClient { let session = URLSession.shared }\n",
            "Sources/App/\(adapters)/Repositories/RemoteUsersRepositoryImpl.swift": """
            final class RemoteUsersRepositoryImpl {
                let client: APIClient
                init(client: APIClient) { self.client = client }
            }
            extension RemoteUsersRepositoryImpl: RemoteUsersRepository {
                func users() async throws -> [User] { [] }
            }
            """,
            "Sources/App/\(adapters)/Repositories/LocalUsersRepositoryImpl.swift": """
            import Foundation
            final class LocalUsersRepositoryImpl: LocalUsersRepository {
                func save(_ users: [User]) { UserDefaults.standard.set(users.count, forKey: "users") }
            }
            """,
        ]
    }

    @Test(arguments: [false, true])
    func implementationsSitOutwardOfTheirProtocolsWhateverTheFoldersAreNamed(_ swapped: Bool) throws {
        let fitted = try FittedTree(Self.app(swapped: swapped), preset: "clean")
        let core = swapped ? "Data" : "Domain"
        let adapters = swapped ? "Domain" : "Data"
        #expect(fitted.layer("Sources/App/\(core)/Interfaces/RemoteUsersRepository.swift") == "Domain")
        #expect(fitted.layer("Sources/App/\(core)/Entities/User.swift") == "Domain")
        #expect(fitted.layer("Sources/App/\(adapters)/Repositories/RemoteUsersRepositoryImpl.swift") == "Data")
        #expect(fitted.layer("Sources/App/\(adapters)/Network/APIClient.swift") == "Data")
        #expect(fitted.violations.filter { $0.hasPrefix("clean-layers") } == [], "\(fitted.violations)")
        let said = fitted.spec["description"]?.text?.contains("placed the other way round") == true
        #expect(said == swapped)
    }
}
