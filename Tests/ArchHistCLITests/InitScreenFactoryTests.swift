import ArchHistSupport
import ArchHistTestSupport
import Testing

/// An app without coordinators keeps its wiring in a caseless enum of static factories: each
/// `make…` builds a screen from its view model, use case and repository, and screens call it to
/// show the next one. That enum is the composition root, reached for as a service locator, and a
/// repository that names its endpoints and DTOs (values conforming to protocols of the network
/// folder, which only their own files name beside it) builds nothing.
@Suite struct InitScreenFactoryTests {
    static let app: [String: String] = [
        "Trip/App/SceneDelegate.swift": """
        import UIKit
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func start() { window?.rootViewController = ScreenFactory.makeHomeVC() }
        }
        """,
        "Trip/Core/Enum/ScreenFactory.swift": """
        import Foundation
        enum ScreenFactory {
            static let network: NetworkType = NetworkManager()
            static func makeHomeVC() -> HomeVC {
                let useCase = HomeUseCaseImpl(repository: PostRepositoryImpl(network: network))
                return HomeVC(viewModel: HomeViewModel(useCase: useCase))
            }
            static func makeProfileVC() -> ProfileVC {
                let useCase = ProfileUseCaseImpl(repository: UserRepositoryImpl(network: network))
                return ProfileVC(viewModel: ProfileViewModel(useCase: useCase))
            }
        }
        """,
        "Trip/Feature/Home/VC/HomeVC.swift": """
        import UIKit
        final class HomeVC: UIViewController {
            let viewModel: HomeViewModel
            init(viewModel: HomeViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
            func showProfile() { show(ScreenFactory.makeProfileVC(), sender: self) }
        }
        """,
        "Trip/Feature/Home/ViewModel/HomeViewModel.swift": """
        final class HomeViewModel {
            let useCase: HomeUseCase
            init(useCase: HomeUseCase) { self.useCase = useCase }
        }
        """,
        "Trip/Feature/Profile/VC/ProfileVC.swift": """
        import UIKit
        final class ProfileVC: UIViewController {
            let viewModel: ProfileViewModel
            init(viewModel: ProfileViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
            func showHome() { show(ScreenFactory.makeHomeVC(), sender: self) }
        }
        """,
        "Trip/Feature/Profile/ViewModel/ProfileViewModel.swift": """
        final class ProfileViewModel {
            let useCase: ProfileUseCase
            init(useCase: ProfileUseCase) { self.useCase = useCase }
        }
        """,
        "Trip/Domain/UseCase/HomeUseCase.swift": """
        protocol HomeUseCase { func posts() async throws -> [Post] }
        final class HomeUseCaseImpl: HomeUseCase {
            let repository: PostRepository
            init(repository: PostRepository) { self.repository = repository }
            func posts() async throws -> [Post] { try await repository.posts() }
        }
        """,
        "Trip/Domain/UseCase/ProfileUseCase.swift": """
        protocol ProfileUseCase { func profile() async throws -> Profile }
        final class ProfileUseCaseImpl: ProfileUseCase {
            let repository: UserRepository
            init(repository: UserRepository) { self.repository = repository }
            func profile() async throws -> Profile { try await repository.profile() }
        }
        """,
        "Trip/Domain/RepositoryInterface/PostRepository.swift": """
        protocol PostRepository { func posts() async throws -> [Post] }
        """,
        "Trip/Domain/RepositoryInterface/UserRepository.swift": """
        protocol UserRepository { func profile() async throws -> Profile }
        """,
        "Trip/Domain/Model/Post.swift": "struct Post { let title: String }\n",
        "Trip/Domain/Model/Profile.swift": "struct Profile { let name: String }\n",
        "Trip/Data/Network/NetworkType.swift": """
        protocol EndPoint { var path: String { get } }
        protocol DTO: Decodable {}
        protocol NetworkType { func request<T: Decodable>(endPoint: EndPoint, type: T.Type) async throws -> T }
        """,
        "Trip/Data/Network/NetworkManager.swift": """
        import Foundation
        final class NetworkManager: NetworkType {
            func request<T: Decodable>(endPoint: EndPoint, type: T.Type) async throws -> T {
                let (data, _) = try await URLSession.shared.data(from: URL(string: endPoint.path)!)
                return try JSONDecoder().decode(T.self, from: data)
            }
        }
        """,
        "Trip/Data/EndPoint/PostEndPoint.swift": """
        enum PostEndPoint: EndPoint {
            case list
            var path: String { "/posts" }
        }
        """,
        "Trip/Data/EndPoint/UserEndPoint.swift": """
        enum UserEndPoint: EndPoint {
            case me, update
            var path: String { "/me" }
        }
        """,
        "Trip/Data/DataMapping/UserResponseDTO.swift": """
        struct UserResponseDTO: DTO {
            let name: String
            func toDomain() -> Profile { Profile(name: name) }
        }
        """,
        "Trip/Data/DataMapping/PostResponseDTO.swift": """
        struct PostResponseDTO: DTO {
            let title: String
            func toDomain() -> Post { Post(title: title) }
        }
        """,
        "Trip/Data/Repository/PostRepositoryImpl.swift": """
        final class PostRepositoryImpl: PostRepository {
            let network: NetworkType
            init(network: NetworkType) { self.network = network }
            func posts() async throws -> [Post] {
                let posts = try await network.request(endPoint: PostEndPoint.list, type: [PostResponseDTO].self)
                return posts.map { $0.toDomain() }
            }
        }
        """,
        "Trip/Data/Repository/UserRepositoryImpl.swift": """
        final class UserRepositoryImpl: UserRepository {
            let network: NetworkType
            init(network: NetworkType) { self.network = network }
            func profile() async throws -> Profile {
                _ = UserEndPoint.update
                return try await network.request(endPoint: UserEndPoint.me, type: UserResponseDTO.self).toDomain()
            }
        }
        """,
    ]

    @Test func aCaselessEnumOfScreenFactoriesIsTheRootAndItsRepositoriesStayData() throws {
        let fitted = try FittedTree(Self.app, preset: "clean")
        #expect(fitted.layer("Trip/Core/Enum/ScreenFactory.swift") == "Composition")
        #expect(fitted.layer("Trip/Data/Repository/UserRepositoryImpl.swift") == "Data")
        #expect(fitted.layer("Trip/Data/Repository/PostRepositoryImpl.swift") == "Data")
        #expect(fitted.layer("Trip/Feature/Home/VC/HomeVC.swift") == "Presentation")
        let constructions = fitted.violations.filter { $0.contains("ScreenFactory.swift") }
        #expect(constructions.isEmpty, "\(constructions)")
    }
}
