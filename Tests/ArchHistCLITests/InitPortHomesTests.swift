import ArchHistSupport
import ArchHistTestSupport
import Testing

/// A clean app keeps its container's registration keys in a folder of their own, its network
/// service's protocol beside the service in `Infrastructure/`, and its coordinators' protocol in
/// `Application/Protocols/`. None of those folders names a layer, so each file's role spoke for
/// it: the keys were values, the protocols ports of the domain. Then the domain named the storages'
/// protocols and the DTOs, and each of them became a domain port in turn.
@Suite struct InitPortHomesTests {
    static let app: [String: String] = [
        "Quest/Application/AppDelegate.swift": """
        import UIKit
        @main final class AppDelegate: UIResponder, UIApplicationDelegate {
            let container = AppDIContainer()
        }
        """,
        "Quest/Application/DIContainer/AppDIContainer.swift": """
        import DailyContainer
        final class AppDIContainer {
            func register() {
                Module(QuestStorageKey.self) { RealmQuestsStorage() }
                Module(NetworkServiceKey.self) { FirebaseService() }
            }
            func makeRepository() -> QuestsRepository {
                DefaultQuestsRepository(storage: RealmQuestsStorage(), network: FirebaseService())
            }
            func makeHomeCoordinator() -> HomeCoordinator {
                HomeCoordinator(viewModel: HomeViewModel(useCase: DefaultQuestUseCase(repository: makeRepository())))
            }
        }
        """,
        "Quest/Application/Container/Storage/StorageKey.swift": """
        import DailyContainer
        struct QuestStorageKey: InjectionKey {
            typealias Value = QuestsStorage
        }
        """,
        "Quest/Application/Container/Service/ServiceKey.swift": """
        import DailyContainer
        struct NetworkServiceKey: InjectionKey {
            typealias Value = NetworkService
        }
        """,
        "Quest/Application/Protocols/Coordinator.swift": """
        import UIKit
        protocol Coordinator: AnyObject {
            var children: [Coordinator] { get set }
            func start()
        }
        """,
        "Quest/Presentation/Home/HomeCoordinator.swift": """
        import UIKit
        final class HomeCoordinator: Coordinator {
            var children: [Coordinator] = []
            let viewModel: HomeViewModel
            init(viewModel: HomeViewModel) { self.viewModel = viewModel }
            func start() { _ = HomeViewController(viewModel: viewModel, parent: self) }
        }
        """,
        "Quest/Presentation/Home/HomeViewController.swift": """
        import UIKit
        final class HomeViewController: UIViewController {
            let viewModel: HomeViewModel
            weak var parent: Coordinator?
            init(viewModel: HomeViewModel, parent: Coordinator) {
                self.viewModel = viewModel
                self.parent = parent
                super.init(nibName: nil, bundle: nil)
            }
        }
        """,
        "Quest/Presentation/Home/HomeViewModel.swift": """
        final class HomeViewModel {
            let useCase: QuestUseCase
            init(useCase: QuestUseCase) { self.useCase = useCase }
        }
        """,
        "Quest/Domain/Entities/Quest.swift": "struct Quest { let title: String }\n",
        "Quest/Domain/Interfaces/QuestsRepository.swift": "protocol QuestsRepository { func quests() -> [Quest] }\n",
        "Quest/Domain/UseCases/QuestUseCase.swift": """
        protocol QuestUseCase { func quests() -> [Quest] }
        final class DefaultQuestUseCase: QuestUseCase {
            let repository: QuestsRepository
            init(repository: QuestsRepository) { self.repository = repository }
            func quests() -> [Quest] { repository.quests() }
        }
        """,
        "Quest/Infrastructure/NetworkService.swift": """
        enum NetworkServiceError: Error { case noData }
        protocol NetworkService {
            func fetch<T: DTO>(_ type: T.Type, filter: DateFilter?) throws -> [T]
            func signUp(user: UserDTO) throws
        }
        """,
        "Quest/Infrastructure/FirebaseService/FirebaseService.swift": """
        import Foundation
        final class FirebaseService: NetworkService {
            let session = URLSession.shared
            func fetch<T: DTO>(_ type: T.Type, filter: DateFilter?) throws -> [T] { [] }
            func signUp(user: UserDTO) throws {}
        }
        """,
        "Quest/Data/DataConfigure.swift": "enum DateFilter { case today, week }\n",
        "Quest/Data/Network/DataMapping/DTO.swift": "protocol DTO: Codable {}\n",
        "Quest/Data/Network/DataMapping/QuestDTO.swift": """
        struct QuestDTO: DTO {
            let title: String
            func toDomain() -> Quest { Quest(title: title) }
        }
        """,
        "Quest/Data/Network/DataMapping/UserDTO.swift": "struct UserDTO: DTO { let name: String }\n",
        "Quest/Data/PersistentStorages/QuestsStorage.swift": "protocol QuestsStorage { func quests() -> [Quest] }\n",
        "Quest/Data/PersistentStorages/RealmQuestsStorage.swift": """
        import Foundation
        final class RealmQuestsStorage: QuestsStorage {
            let defaults = UserDefaults.standard
            func quests() -> [Quest] { [] }
        }
        """,
        "Quest/Data/Repositories/DefaultQuestsRepository.swift": """
        final class DefaultQuestsRepository: QuestsRepository {
            let storage: QuestsStorage
            let network: NetworkService
            init(storage: QuestsStorage, network: NetworkService) { self.storage = storage; self.network = network }
            func quests() -> [Quest] {
                let remote = (try? network.fetch(QuestDTO.self, filter: .today)) ?? []
                return storage.quests() + remote.map { $0.toDomain() }
            }
        }
        """,
    ]

    @Test func keysOnlyTheContainerUsesAreItsAndPortsNoInnerCodeUsesAreTheirUsers() throws {
        let fitted = try FittedTree(Self.app, preset: "clean")
        #expect(fitted.layer("Quest/Application/Container/Storage/StorageKey.swift") == "Composition")
        #expect(fitted.layer("Quest/Application/Container/Service/ServiceKey.swift") == "Composition")
        #expect(fitted.layer("Quest/Infrastructure/NetworkService.swift") == "Data")
        #expect(fitted.layer("Quest/Application/Protocols/Coordinator.swift") == "Presentation")
        #expect(fitted.layer("Quest/Data/Network/DataMapping/DTO.swift") == "Data")
        #expect(fitted.layer("Quest/Data/PersistentStorages/QuestsStorage.swift") == "Data")
        #expect(fitted.layer("Quest/Domain/Interfaces/QuestsRepository.swift") == "Domain")
        #expect(fitted.violations.isEmpty, "\(fitted.violations)")
    }
}
