import ArchHistSupport
import ArchHistTestSupport
import Testing

/// A tab's flow coordinator that only the tab bar's coordinator starts, and that builds its
/// use cases straight from new repositories (`DefaultLoadChatsUseCase(repository:
/// DefaultChatRepository(…))`), names no protocol of what it builds: only the use cases
/// name them. It is still the composition root of its flow, not a screen reaching into Data.
@Suite struct InitStartedBuildersTests {
    static let app: [String: String] = [
        "Chat/App/AppDelegate.swift": """
        import UIKit
        @main final class AppDelegate: UIResponder, UIApplicationDelegate {
            let coordinator = MainTabCoordinator(UINavigationController())
        }
        """,
        "Chat/Presentation/Common/Coordinator/MainTabCoordinator.swift": """
        import UIKit
        final class MainTabCoordinator {
            let navigation: UINavigationController
            init(_ navigation: UINavigationController) { self.navigation = navigation }
            func start() {
                let profiles: ProfileRepository = DefaultProfileRepository()
                let users: UserRepository = DefaultUserRepository()
                _ = (profiles, users)
                DefaultChatCoordinator(navigation).start()
            }
        }
        """,
        "Chat/Presentation/ChatScene/Coordinator/DefaultChatCoordinator.swift": """
        import UIKit
        final class DefaultChatCoordinator {
            let navigation: UINavigationController
            init(_ navigation: UINavigationController) { self.navigation = navigation }
            func start() {
                let load = DefaultLoadChatsUseCase(repository: DefaultChatRepository())
                let send = DefaultSendMessageUseCase(repository: DefaultMessageRepository())
                let screen = ChatViewController(viewModel: ChatViewModel(load: load, send: send))
                navigation.pushViewController(screen, animated: true)
            }
        }
        """,
        "Chat/Presentation/ChatScene/ViewModel/ChatViewModel.swift": """
        final class ChatViewModel {
            let load: LoadChatsUseCase
            let send: SendMessageUseCase
            init(load: LoadChatsUseCase, send: SendMessageUseCase) { self.load = load; self.send = send }
        }
        """,
        "Chat/Presentation/ChatScene/ViewController/ChatViewController.swift": """
        import UIKit
        final class ChatViewController: UIViewController {
            let viewModel: ChatViewModel
            init(viewModel: ChatViewModel) { self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
        }
        """,
        "Chat/Domain/Interface/ChatRepository.swift": "protocol ChatRepository { func chats() -> [String] }\n",
        "Chat/Domain/Interface/MessageRepository.swift": "protocol MessageRepository { func send(_ text: String) }\n",
        "Chat/Domain/Interface/ProfileRepository.swift": "protocol ProfileRepository { func name() -> String }\n",
        "Chat/Domain/Interface/UserRepository.swift": "protocol UserRepository { func id() -> String }\n",
        "Chat/Domain/UseCase/LoadChatsUseCase.swift": """
        protocol LoadChatsUseCase { func load() -> [String] }
        final class DefaultLoadChatsUseCase: LoadChatsUseCase {
            let repository: ChatRepository
            init(repository: ChatRepository) { self.repository = repository }
            func load() -> [String] { repository.chats() }
        }
        """,
        "Chat/Domain/UseCase/SendMessageUseCase.swift": """
        protocol SendMessageUseCase { func send(_ text: String) }
        final class DefaultSendMessageUseCase: SendMessageUseCase {
            let repository: MessageRepository
            init(repository: MessageRepository) { self.repository = repository }
            func send(_ text: String) { repository.send(text) }
        }
        """,
        "Chat/Data/Repository/DefaultChatRepository.swift": """
        import Foundation
        final class DefaultChatRepository: ChatRepository {
            let session = URLSession.shared
            func chats() -> [String] { [] }
        }
        """,
        "Chat/Data/Repository/DefaultMessageRepository.swift": """
        import Foundation
        final class DefaultMessageRepository: MessageRepository {
            let session = URLSession.shared
            func send(_ text: String) {}
        }
        """,
        "Chat/Data/Repository/DefaultProfileRepository.swift": """
        final class DefaultProfileRepository: ProfileRepository { func name() -> String { "" } }
        """,
        "Chat/Data/Repository/DefaultUserRepository.swift": """
        final class DefaultUserRepository: UserRepository { func id() -> String { "" } }
        """,
    ]

    @Test func aFlowOnlyWiringStartsThatBuildsAdaptersIntoOneAnotherIsWiring() throws {
        let fitted = try FittedTree(Self.app, preset: "clean")
        #expect(fitted.layer("Chat/Presentation/ChatScene/Coordinator/DefaultChatCoordinator.swift") == "Composition")
        #expect(fitted.layer("Chat/Data/Repository/DefaultChatRepository.swift") == "Data")
        #expect(fitted.layer("Chat/Presentation/ChatScene/ViewModel/ChatViewModel.swift") == "Presentation")
        #expect(fitted.violations.isEmpty, "\(fitted.violations)")
    }
}
