import ArchHistSupport
import ArchHistTestSupport
import Testing

/// An app rolls its own container and keeps the `@Injected` property wrapper beside it in
/// `DIContainer/`. Screen logic declares its dependencies with it: that is the injection
/// mechanism at work, not a screen reaching into the composition root.
@Suite struct InitInjectionWrapperTests {
    static let app: [String: String] = [
        "Bibbi/App/AppDelegate.swift": """
        import UIKit
        @main final class AppDelegate: UIResponder, UIApplicationDelegate {
            func registerDependencies() { AppContainer().register() }
        }
        """,
        "Bibbi/DIContainer/Container.swift": """
        final class Container {
            static let standard = Container()
            private var factories: [String: () -> Any] = [:]
            func register<V>(_ type: V.Type, _ make: @escaping () -> V) { factories["\\(type)"] = make }
            func resolve<V>(_ type: V.Type) -> V { factories["\\(type)"]!() as! V }
        }
        """,
        "Bibbi/DIContainer/Injected+PropertyWrapper.swift": """
        @propertyWrapper
        struct Injected<V> {
            var wrappedValue: V { Container.standard.resolve(V.self) }
            init() {}
        }
        """,
        "Bibbi/DIContainer/AppContainer.swift": """
        final class AppContainer {
            func register() {
                Container.standard.register(PostRepository.self) { DefaultPostRepository() }
                Container.standard.register(UserRepository.self) { DefaultUserRepository() }
                Container.standard.register(FetchPostsUseCase.self) {
                    DefaultFetchPostsUseCase(repository: DefaultPostRepository())
                }
            }
        }
        """,
        "Bibbi/Presentation/Feed/FeedViewModel.swift": """
        final class FeedViewModel {
            @Injected var fetchPosts: FetchPostsUseCase
            func load() -> [Post] { fetchPosts.execute() }
        }
        """,
        "Bibbi/Presentation/Feed/FeedViewController.swift": """
        import UIKit
        final class FeedViewController: UIViewController {
            let viewModel = FeedViewModel()
        }
        """,
        "Bibbi/Presentation/Profile/ProfileViewModel.swift": """
        final class ProfileViewModel {
            @Injected var users: UserRepository
            func name() -> String { users.name() }
        }
        """,
        "Bibbi/Domain/Entity/Post.swift": "struct Post { let title: String }\n",
        "Bibbi/Domain/Interface/PostRepository.swift": "protocol PostRepository { func posts() -> [Post] }\n",
        "Bibbi/Domain/Interface/UserRepository.swift": "protocol UserRepository { func name() -> String }\n",
        "Bibbi/Domain/UseCase/FetchPostsUseCase.swift": """
        protocol FetchPostsUseCase { func execute() -> [Post] }
        final class DefaultFetchPostsUseCase: FetchPostsUseCase {
            let repository: PostRepository
            init(repository: PostRepository) { self.repository = repository }
            func execute() -> [Post] { repository.posts() }
        }
        """,
        "Bibbi/Data/Repository/DefaultPostRepository.swift": """
        import Foundation
        final class DefaultPostRepository: PostRepository {
            let session = URLSession.shared
            func posts() -> [Post] { [] }
        }
        """,
        "Bibbi/Data/Repository/DefaultUserRepository.swift": """
        import Foundation
        final class DefaultUserRepository: UserRepository {
            let defaults = UserDefaults.standard
            func name() -> String { "" }
        }
        """,
    ]

    @Test func aPropertyWrapperKeptWithTheContainerIsTheMechanismNotTheRoot() throws {
        let fitted = try FittedTree(Self.app, preset: "clean")
        #expect(fitted.layer("Bibbi/DIContainer/AppContainer.swift") == "Composition")
        #expect(fitted.layer("Bibbi/DIContainer/Container.swift") == "Composition")
        #expect(fitted.layer("Bibbi/DIContainer/Injected+PropertyWrapper.swift") == nil)
        #expect(fitted.layer("Bibbi/Presentation/Feed/FeedViewModel.swift") == "Presentation")
        #expect(fitted.violations.isEmpty, "\(fitted.violations)")
        let description = fitted.spec["description"]?.text ?? ""
        #expect(description.contains("Left without a layer: 1 property wrapper file"))
    }
}
